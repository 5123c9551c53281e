// rule:images.sizes
export const IMAGE_WIDTHS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;
// rule:images.sizes
export const IMAGE_DENSITIES = [1, 2] as const;

// rule:images.default-height
export function defaultImageHeight(width: number): number {
  return Math.round((width * 4) / 3);
}

/** The pixel width to render for a requested width and density, or undefined when it is not one the shop offers (rule:images.sizes). */
export function renderedImageWidth(width: number, density: number): number | undefined {
  const widths: readonly number[] = Object.values(IMAGE_WIDTHS);
  const densities: readonly number[] = IMAGE_DENSITIES;
  return widths.includes(width) && densities.includes(density) ? width * density : undefined;
}

// rule:images.placeholder
export const IMAGE_PLACEHOLDER = { width: 10, height: 10, quality: 50 } as const;

// rule:images.brightness
export function imageBrightness(background: string | undefined): number {
  if (background === "white") return 0.96;
  if (background === "grey") return 1.06;
  return 1;
}

/** An image's meta: width and height in pixels and the ratio width / height. */
export interface ImageMeta {
  width: number;
  height: number;
  ratio: number;
}

// Anything but two positive integers is a failure, which gives zeros (rule:images.meta).
export function imageMeta(width: number | undefined, height: number | undefined): ImageMeta {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width! < 1 || height! < 1)
    return { width: 0, height: 0, ratio: 0 };
  return { width: width!, height: height!, ratio: width! / height! };
}

// rule:images.social-size
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** A product image with its imageType (product, model, bust) and imageView (front, side, detail) attributes. */
export interface TypedImage {
  hash: string;
  imageType: string | undefined;
  imageView?: string | undefined;
}

/** The attributes an image is looked for by; an attribute left out matches any image. */
export interface ImageWanted {
  imageType?: string;
  imageView?: string;
}

// rule:images.lookup
export function findImage<Image extends TypedImage>(
  images: readonly Image[],
  wanted: ImageWanted,
): Image | undefined {
  const found = images.find(
    (image) =>
      (wanted.imageType === undefined || image.imageType === wanted.imageType) &&
      (wanted.imageView === undefined || image.imageView === wanted.imageView),
  );
  return found ?? images[0];
}

/** A product's main image, on its page and wherever it stands for the product: the product shot seen from the front (ADR 0040). */
export const PRODUCT_PAGE_MAIN_IMAGE: ImageWanted = { imageType: "product", imageView: "front" };

/** A product page's images: the main one first (rule:images.lookup), then the others in engine order. */
export function productPageImages<Image extends TypedImage>(images: readonly Image[]): Image[] {
  const main = findImage(images, PRODUCT_PAGE_MAIN_IMAGE);
  return main ? [main, ...images.filter((image) => image !== main)] : [];
}

// Positions are counted from 0 across the whole listing (rule:images.listing-model-image).
export function showsModelImage(position: number): boolean {
  return (position + 1) % 5 === 0;
}

/** The image a listing tile shows: the model image where the image set picks one, else the main image (rule:images.listing-model-image). */
export function listingImageHash(images: readonly TypedImage[], position: number): string | undefined {
  return findImage(images, showsModelImage(position) ? { imageType: "model" } : PRODUCT_PAGE_MAIN_IMAGE)
    ?.hash;
}
