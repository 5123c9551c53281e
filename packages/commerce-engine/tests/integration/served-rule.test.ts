import { type DatabaseHandle, rebuildShopProducts, schema } from "@eyewear/database";
import { createTestDatabase, testDatabaseKinds } from "@eyewear/database/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVED_CASES } from "../../../shop-rules/tests/cases/served.ts";
import { DE, PRODUCT, seedFixture, VARIANT } from "../fixtures.ts";

// The listing index, which the engine's listings and searches read, answers the same table of cases as
// isProductServed (rule:catalogue.product-served). The care fluid has one variant, priced in DE.

describe.each(testDatabaseKinds())("the listing index serves a product (%s)", (kind) => {
  let database: DatabaseHandle;
  let price: typeof schema.prices.$inferSelect;
  const priceInDe = and(eq(schema.prices.variantId, VARIANT.careFluid), eq(schema.prices.shopId, DE));
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedFixture(database.db);
    price = (await database.db.select().from(schema.prices).where(priceInDe))[0]!;
  });
  afterAll(() => database.close());

  it.each(SERVED_CASES)(
    "$salesStatus, active $isActive, priced $priced: served $served",
    async ({ salesStatus, isActive, priced, served }) => {
      const { db } = database;
      await db
        .update(schema.products)
        .set({ salesStatus, isActive })
        .where(eq(schema.products.id, PRODUCT.careFluid));
      await db.delete(schema.prices).where(priceInDe);
      if (priced) await db.insert(schema.prices).values(price);
      await rebuildShopProducts(db, [PRODUCT.careFluid]);
      const rows = await db
        .select({ productId: schema.shopProducts.productId })
        .from(schema.shopProducts)
        .where(and(eq(schema.shopProducts.productId, PRODUCT.careFluid), eq(schema.shopProducts.shopId, DE)));
      expect(rows.length === 1).toBe(served);
    },
  );
});
