import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Database } from "@eyewear/database";
import { images } from "@eyewear/database/schema";
import { CONTENT_IMAGES, renderProductImage } from "@eyewear/demo-data";
import { defaultImageHeight, renderedImageWidth, SOCIAL_IMAGE_SIZE } from "@eyewear/shop-rules";
import { eq } from "drizzle-orm";
import type { Context } from "hono";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** The requested pixel width: one of S2 §9's widths times a density, or undefined. */
function requestedWidth(c: Context): number | undefined {
  return renderedImageWidth(Number(c.req.query("w") ?? 640), Number(c.req.query("dpr") ?? 1));
}

/**
 * Renders an image once per size, then serves the cached file from DATA_DIR with long-lived cache headers for
 * a CDN. Files are written under a temporary name first so concurrent requests never read half a file.
 */
async function serveRendered(c: Context, cacheFile: string, render: () => Promise<Buffer | undefined>) {
  const cached = await readFile(cacheFile).catch(() => undefined);
  if (cached)
    return c.body(new Uint8Array(cached), 200, { "content-type": "image/webp", "cache-control": IMMUTABLE });
  const body = await render();
  if (!body) return c.text("Image not found", 404);
  await mkdir(dirname(cacheFile), { recursive: true });
  const temporary = `${cacheFile}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, body);
  await rename(temporary, cacheFile);
  return c.body(new Uint8Array(body), 200, { "content-type": "image/webp", "cache-control": IMMUTABLE });
}

/** GET /images/{hash}.webp?w=640&dpr=1 — a product image drawn from its stored render spec (ADR 5). */
export function createProductImageHandler(db: Database, cacheDir: string) {
  return async (c: Context) => {
    const match = /^([a-f0-9]{8,64})\.webp$/.exec(c.req.param("file") ?? "");
    const width = requestedWidth(c);
    if (!match || width === undefined) return c.text("Unknown image or size", 400);
    const hash = match[1]!;
    return serveRendered(c, join(cacheDir, `${hash}-${width}.webp`), async () => {
      const [image] = await db
        .select({ render: images.render })
        .from(images)
        .where(eq(images.hash, hash))
        .limit(1);
      return image
        ? renderProductImage(image.render, { width, height: defaultImageHeight(width), format: "webp" })
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
      async () => (spec ? renderProductImage(spec, { ...size, format: "webp" }) : undefined),
    );
  };
}
