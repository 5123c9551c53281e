import type { ImageRenderSpec } from "@eyewear/database/schema";
import { CONTENT_IMAGES } from "./content-images.ts";
import { renderProductImage } from "./render-image.ts";

/** The size, encoder quality and brightness factor a picture is drawn at. */
interface Drawing {
  width: number;
  height: number;
  quality?: number;
  brightness?: number;
}

/**
 * The demo's image source for the storefront's image server: product pictures drawn from the render spec the
 * engine keeps of each image, content pictures from CONTENT_IMAGES (docs/decisions/0046-engine-only-data-access.md).
 */
export const drawnImageSource = {
  productImage: (image: { render: ImageRenderSpec }, drawing: Drawing): Promise<Buffer | undefined> =>
    renderProductImage(image.render, { ...drawing, format: "webp" }),
  contentImage: async (name: string, drawing: Drawing): Promise<Buffer | undefined> => {
    const spec = CONTENT_IMAGES[name];
    return spec ? renderProductImage(spec, { ...drawing, format: "webp" }) : undefined;
  },
};
