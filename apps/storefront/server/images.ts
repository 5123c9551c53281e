import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { ImageWire } from "@eyewear/commerce-engine";
import {
  defaultImageHeight,
  IMAGE_PLACEHOLDER,
  type ImageMeta,
  imageBrightness,
  imageMeta,
  renderedImageWidth,
  SOCIAL_IMAGE_SIZE,
} from "@eyewear/shop-rules";
import type { Context } from "hono";
import sharp from "sharp";
import { type EngineConnection, requestEngine } from "../app/platform/engine-client.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** The size, encoder quality and brightness factor an image is drawn at. */
export interface ImageDrawing {
  width: number;
  height: number;
  /** Encoder quality 1–100 (default 82). */
  quality?: number;
  /** Brightness factor (default 1, unchanged). */
  brightness?: number;
}

/**
 * Where the image server's pictures come from (docs/decisions/0046-engine-only-data-access.md): the demo start
 * plugs in the drawn pictures of the demo data; the plain server serves stored pictures only.
 */
export interface ImageSource {
  /** The product image as webp at the drawing's size; undefined when the source has no picture of it. */
  productImage(image: ImageWire, drawing: ImageDrawing): Promise<Buffer | undefined>;
  /** A content picture by name as webp; undefined when the source has none of that name. */
  contentImage(name: string, drawing: ImageDrawing): Promise<Buffer | undefined>;
}

/** A stored picture cut to the drawing's size (centred, cover) as webp; undefined when there is no such file. */
async function resizeStoredPicture(file: string, drawing: ImageDrawing): Promise<Buffer | undefined> {
  const original = await readFile(file).catch(() => undefined);
  if (!original) return undefined;
  const image = sharp(original).resize(drawing.width, drawing.height, { fit: "cover" });
  if (drawing.brightness !== undefined && drawing.brightness !== 1)
    image.modulate({ brightness: drawing.brightness });
  return image.webp({ quality: drawing.quality ?? 82 }).toBuffer();
}

/**
 * The production image source: pictures stored as `{directory}/products/{hash}.webp` and
 * `{directory}/content/{name}.webp`, cut to each requested size; nothing is drawn.
 */
export function storedImageSource(directory: string): ImageSource {
  return {
    productImage: (image, drawing) =>
      resizeStoredPicture(join(directory, "products", `${image.hash}.webp`), drawing),
    contentImage: (name, drawing) => resizeStoredPicture(join(directory, "content", `${name}.webp`), drawing),
  };
}

/** The requested pixel width: one of the rendered widths times a density (rule:images.sizes), or undefined. */
function requestedWidth(c: Context): number | undefined {
  return renderedImageWidth(Number(c.req.query("w") ?? 640), Number(c.req.query("dpr") ?? 1));
}

/**
 * A product or content image's meta read with sharp; zero width, height and ratio when it cannot be read
 * (rule:images.meta).
 */
export async function readImageMeta(input: Buffer | string): Promise<ImageMeta> {
  return sharp(input)
    .metadata()
    .then(
      (metadata) => imageMeta(metadata.width, metadata.height),
      () => imageMeta(undefined, undefined),
    );
}

/** The size and encoder quality an image is drawn at, and the name its cached file carries. */
interface DrawnSize {
  width: number;
  height: number;
  quality?: number;
  name: string;
}

/**
 * Renders an image once per size, then serves the cached file from DATA_DIR with long-lived cache headers for
 * a CDN. Files are written under a temporary name first so concurrent requests never read half a file; a cached
 * file whose meta does not read as the expected width (damaged, or meta failure 0×0) is drawn again.
 */
async function serveRendered(
  c: Context,
  cacheFile: string,
  width: number,
  render: () => Promise<Buffer | undefined>,
) {
  const cached = await readFile(cacheFile).catch(() => undefined);
  if (cached && (await readImageMeta(cached)).width === width)
    return c.body(new Uint8Array(cached), 200, { "content-type": "image/webp", "cache-control": IMMUTABLE });
  const body = await render();
  if (!body) return c.text("Image not found", 404);
  await mkdir(dirname(cacheFile), { recursive: true });
  const temporary = `${cacheFile}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, body);
  await rename(temporary, cacheFile);
  return c.body(new Uint8Array(body), 200, { "content-type": "image/webp", "cache-control": IMMUTABLE });
}

/**
 * The size a product image is drawn at: a listed width (rule:images.default-height), the placeholder with
 * ?placeholder=1 (rule:images.placeholder), or the social image with ?social=1 (rule:images.social-size).
 */
function productImageSize(c: Context): DrawnSize | undefined {
  if (c.req.query("placeholder") === "1") return { ...IMAGE_PLACEHOLDER, name: "placeholder" };
  if (c.req.query("social") === "1") return { ...SOCIAL_IMAGE_SIZE, name: "social" };
  const width = requestedWidth(c);
  return width === undefined ? undefined : { width, height: defaultImageHeight(width), name: String(width) };
}

/**
 * GET /images/{hash}.webp?w=640&dpr=1 (or ?placeholder=1, ?social=1) — a product image from the image source, by the record
 * the engine keeps of it (ADR 5), its brightness set by its imageBackground attribute (rule:images.brightness,
 * ADR 41). Files live under `products/`, so files cached before the brightness factor are never served.
 */
export function createProductImageHandler(engine: EngineConnection, source: ImageSource, cacheDir: string) {
  return async (c: Context) => {
    const hash = /^([a-f0-9]{8,64})\.webp$/.exec(c.req.param("file") ?? "")?.[1];
    const size = productImageSize(c);
    if (!hash || !size) return c.text("Unknown image or size", 400);
    return serveRendered(c, join(cacheDir, "products", `${hash}-${size.name}.webp`), size.width, async () => {
      const answer = await requestEngine<{ image: ImageWire }>(engine, undefined, "GET", `/images/${hash}`);
      if (!answer.ok) return undefined;
      return source.productImage(answer.image, {
        width: size.width,
        height: size.height,
        quality: size.quality,
        brightness: imageBrightness(answer.image.attributes.imageBackground),
      });
    });
  };
}

/** The size a content picture is drawn at: a listed width (height × 4/3), or the social image with ?social=1. */
function contentImageSize(c: Context): { width: number; height: number } | undefined {
  if (c.req.query("social") === "1") return SOCIAL_IMAGE_SIZE;
  const width = requestedWidth(c);
  return width === undefined ? undefined : { width, height: defaultImageHeight(width) };
}

/** GET /images/content/{name}.webp?w=1024 (or ?social=1 for 1200×630) — a picture of the content. */
export function createContentImageHandler(source: ImageSource, cacheDir: string) {
  return async (c: Context) => {
    const name = /^([a-z0-9-]{1,64})\.webp$/.exec(c.req.param("file") ?? "")?.[1];
    const size = contentImageSize(c);
    if (!name || !size) return c.text("Unknown image or size", 400);
    return serveRendered(
      c,
      join(cacheDir, "content", `${name}-${size.width}x${size.height}.webp`),
      size.width,
      () => source.contentImage(name, size),
    );
  };
}
