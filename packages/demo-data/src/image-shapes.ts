import type { FrameShape } from "./vocabulary/attributes.ts";

/** Eyewear is drawn from its kind and frame shape, e.g. "sunglasses-aviator". */
export type EyewearKind = "glasses" | "sunglasses" | "smartglasses";

export const ITEM_SHAPES = [
  "ski-goggle",
  "contact-lens-box",
  "care-bottle",
  "care-drops",
  "care-spray",
  "care-lens-case",
  "merch-tshirt",
  "merch-hoodie",
  "merch-cap",
  "merch-tote",
  "merch-case",
  "merch-cloth",
  "hearing-aid-batteries",
  "hearing-aid-case",
] as const;

export type ItemShape = (typeof ITEM_SHAPES)[number];

/** The value of ImageRenderSpec.shape: what the image generator draws. */
export type ImageShape = `${EyewearKind}-${FrameShape}` | ItemShape;

/** Image views; "model" and "bust" show the eyewear worn by a silhouette (the model and bust asset modes). */
export type ImageView = "front" | "side" | "detail" | "model" | "bust";

/** Packaging and branding colours for articles that have no frame colour (lens boxes, bottles, batteries). */
export const PACKAGING_COLOURS = [
  "#1f6fb2",
  "#0f8b8d",
  "#6a4c93",
  "#c8553d",
  "#2a9d8f",
  "#3d5a80",
  "#b5179e",
] as const;
