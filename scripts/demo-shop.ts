/**
 * The demo start (`npm start`, `npm run dev`, the end-to-end tests): the storefront server with the demo data
 * plugged in — a generated catalogue and content for an empty database, and drawn product and content pictures.
 * The storefront package itself depends on no demo data (docs/decisions/0046-engine-only-data-access.md);
 * `node apps/storefront/server/main.ts` is the plain server.
 */
import { seedContent } from "@eyewear/content-service";
import {
  backfillFrameSizeClasses,
  drawnImageSource,
  isDatabaseSeeded,
  seedDemoData,
} from "@eyewear/demo-data";
import { startStorefront } from "../apps/storefront/server/main.ts";

await startStorefront({
  imageSource: drawnImageSource,
  demo: {
    async seedIfEmpty(db, productCount, logger) {
      if (await isDatabaseSeeded(db)) return false;
      logger.info({ products: productCount }, "empty database: generating demo data");
      const summary = await seedDemoData(db, { productCount, now: new Date() });
      await seedContent(db);
      logger.info(summary, "demo data ready");
      return true;
    },
    async upgrade(db, logger) {
      // A real catalogue brings its own frame-size classes; a demo catalogue seeded before them gets them here.
      if (await backfillFrameSizeClasses(db))
        logger.info("gave the existing demo catalogue its frame-size classes (categoryShopFilterSizes)");
    },
  },
});
