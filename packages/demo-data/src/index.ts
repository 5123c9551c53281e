export type { ImageRenderSpec } from "@eyewear/database/schema";
export { DEMO_CUSTOMER } from "./branches.ts";
export { CONTENT_IMAGES } from "./content-images.ts";
export { backfillFrameSizeClasses } from "./frame-size-classes.ts";
export type { ImageShape, ImageView } from "./image-shapes.ts";
export { drawnImageSource } from "./image-source.ts";
export { PRODUCT_TYPES, type ProductType } from "./product-types.ts";
export { demoRareCases, type RareCase } from "./products.ts";
export { type RenderOptions, renderProductImage } from "./render-image.ts";
export {
  DEFAULT_PRODUCT_COUNT,
  DEFAULT_SEED,
  DEFAULT_SEED_DATE,
  isDatabaseSeeded,
  redirectRows,
  type SeedOptions,
  type SeedPhase,
  type SeedProgress,
  type SeedSummary,
  seedDemoData,
  shopRow,
} from "./seed.ts";
export { resetDatabase } from "./writer.ts";
