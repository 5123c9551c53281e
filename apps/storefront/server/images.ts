import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Database } from "@eyewear/database";
import { images } from "@eyewear/database/schema";
import { CONTENT_IMAGES, renderProductImage } from "@eyewear/demo-data";
import {
  defaultImageHeight,
  IMAGE_PLACEHOLDER,
  type ImageMeta,
  imageBrightness,
  imageMeta,
  renderedImageWidth,
  SOCIAL_IMAGE_SIZE,
} from "@eyewear/shop-rules";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import sharp from "sharp";

const IMMUTABLE = "public, max-age=31536000, immutable";

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
 * The size a product image is drawn at: a listed width (rule:images.default-height), or the placeholder with
 * ?placeholder=1 (rule:images.placeholder).
 */
function productImageSize(c: Context): DrawnSize | undefined {
  if (c.req.query("placeholder") === "1") return { ...IMAGE_PLACEHOLDER, name: "placeholder" };
  const width = requestedWidth(c);
  return width === undefined ? undefined : { width, height: defaultImageHeight(width), name: String(width) };
}

/**
 * GET /images/{hash}.webp?w=640&dpr=1 (or ?placeholder=1) — a product image drawn from its stored render spec
 * (ADR 5), its brightness set by its imageBackground attribute (rule:images.brightness, ADR 41). Files live under
 * `products/`, so files cached before the brightness factor are never served.
 */
export function createProductImageHandler(db: Database, cacheDir: string) {
  return async (c: Context) => {
    const hash = /^([a-f0-9]{8,64})\.webp$/.exec(c.req.param("file") ?? "")?.[1];
    const size = productImageSize(c);
    if (!hash || !size) return c.text("Unknown image or size", 400);
    return serveRendered(c, join(cacheDir, "products", `${hash}-${size.name}.webp`), size.width, async () => {
      const [image] = await db
        .select({ render: images.render, attributes: images.attributes })
        .from(images)
        .where(eq(images.hash, hash))
        .limit(1);
      return image
        ? renderProductImage(image.render, {
            width: size.width,
            height: size.height,
            quality: size.quality,
            format: "webp",
            brightness: imageBrightness(image.attributes.imageBackground),
          })
        : undefined;
    });
  };
}

/** The size a content picture is drawn at: a listed width (height × 4/3), or the social image with ?social=1. */
function contentImageSize(c: Context): { width: number; height: number } | undefined {
  if (c.req.query("social") === "1") return SOCIAL_IMAGE_SIZE;
  const width = requestedWidth(c);
  return width === undefined ? undefined : { width, height: defaultImageHeight(width) };
}

/** GET /images/content/{name}.webp?w=1024 (or ?social=1 for 1200×630) — a picture of the demo content. */
export function createContentImageHandler(cacheDir: string) {
  return async (c: Context) => {
    const name = /^([a-z0-9-]{1,64})\.webp$/.exec(c.req.param("file") ?? "")?.[1];
    const spec = name ? CONTENT_IMAGES[name] : undefined;
    const size = contentImageSize(c);
    if (!name || !size) return c.text("Unknown image or size", 400);
    return serveRendered(
      c,
      join(cacheDir, "content", `${name}-${size.width}x${size.height}.webp`),
      size.width,
      async () => (spec ? renderProductImage(spec, { ...size, format: "webp" }) : undefined),
    );
  };
}
