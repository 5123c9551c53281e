import type { ImageRenderSpec } from "@eyewear/database/schema";

/** The demo content's pictures (hero and teasers), drawn by the product image renderer like product images. */
export const CONTENT_IMAGES: Readonly<Record<string, ImageRenderSpec>> = {
  "home-hero-sunglasses": {
    shape: "sunglasses-aviator",
    frameColor: "#b8952e",
    lensColor: "#2f3e4c",
    background: "grey",
    view: "model",
    seed: 11,
  },
  "teaser-glasses": {
    shape: "glasses-round",
    frameColor: "#1d1d1f",
    lensColor: "#e6eff4",
    background: "white",
    view: "front",
    seed: 12,
  },
  "teaser-sunglasses": {
    shape: "sunglasses-cateye",
    frameColor: "#7a2e3a",
    lensColor: "#4a3b2a",
    background: "grey",
    view: "bust",
    seed: 13,
  },
  "teaser-contact-lenses": {
    shape: "contact-lens-box",
    frameColor: "#1f6fb2",
    lensColor: "#e6eff4",
    background: "white",
    view: "front",
    seed: 14,
  },
  "teaser-care-products": {
    shape: "care-bottle",
    frameColor: "#0f8b8d",
    lensColor: "#e6eff4",
    background: "white",
    view: "front",
    seed: 15,
  },
};
