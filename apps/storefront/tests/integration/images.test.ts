/**
 * The product image endpoint (rule:images.placeholder, rule:images.brightness, rule:images.meta) over a seeded demo
 * catalogue: the 10×10 quality-50 placeholder, the brightness factor of the image's background, and images whose
 * meta cannot be read.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createCommerceEngine, installInProcessTransport } from "@eyewear/commerce-engine";
import { type DatabaseHandle, schema } from "@eyewear/database";
import { createTestDatabase, testDatabaseKinds } from "@eyewear/database/testing";
import { drawnImageSource, renderProductImage, seedDemoData } from "@eyewear/demo-data";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProductImageHandler, readImageMeta } from "../../server/images.ts";

/** The mean of the red, green and blue channels over the whole image. */
async function meanBrightness(image: Buffer | Uint8Array): Promise<number> {
  const { channels } = await sharp(image).removeAlpha().stats();
  return channels.reduce((sum, channel) => sum + channel.mean, 0) / channels.length;
}

const ENGINE = { host: "images-engine.test", token: "images-test-token" };

describe.each(testDatabaseKinds())("product image endpoint on %s", (kind) => {
  let database: DatabaseHandle;
  let cacheDir: string;
  let app: Hono;
  const image = async (background: string) => {
    const [row] = await database.db
      .select({ hash: schema.images.hash, render: schema.images.render })
      .from(schema.images)
      .where(sql`${schema.images.attributes}->>'imageBackground' = ${background}`)
      .limit(1);
    if (!row) throw new Error(`no demo image on a ${background} background`);
    return row;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemoData(database.db, { productCount: 12, now: new Date("2026-11-01T00:00:00Z") });
    cacheDir = await mkdtemp(join(tmpdir(), "eyewear-images-"));
    installInProcessTransport(
      `https://${ENGINE.host}`,
      createCommerceEngine({ db: database.db, accessToken: ENGINE.token }).fetch,
    );
    app = new Hono().get("/images/:file", createProductImageHandler(ENGINE, drawnImageSource, cacheDir));
  });

  afterAll(async () => {
    await database.close();
    await rm(cacheDir, { recursive: true, force: true });
  });

  it("draws the social image of a product at 1200×630 (rule:images.social-size)", async () => {
    const { hash } = await image("grey");
    const response = await app.request(`/images/${hash}.webp?social=1`);
    expect(response.status).toBe(200);
    const body = Buffer.from(await response.arrayBuffer());
    expect(await sharp(body).metadata()).toMatchObject({ format: "webp", width: 1200, height: 630 });
  });

  it("serves a 10×10 webp placeholder at quality 50 with long-lived cache headers (rule:images.placeholder)", async () => {
    const { hash, render } = await image("grey");
    const response = await app.request(`/images/${hash}.webp?placeholder=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const body = Buffer.from(await response.arrayBuffer());
    expect(await sharp(body).metadata()).toMatchObject({ format: "webp", width: 10, height: 10 });
    const atQuality82 = await renderProductImage(render, {
      width: 10,
      height: 10,
      format: "webp",
      brightness: 1.06,
    });
    const atQuality50 = await renderProductImage(render, {
      width: 10,
      height: 10,
      format: "webp",
      quality: 50,
      brightness: 1.06,
    });
    expect(body.equals(atQuality50)).toBe(true);
    expect(body.equals(atQuality82)).toBe(false);
  });

  it("renders a white-background image darker (0.96) and a grey one brighter (1.06) than factor 1 (rule:images.brightness)", async () => {
    for (const [background, darker] of [
      ["white", true],
      ["grey", false],
    ] as const) {
      const { hash, render } = await image(background);
      const response = await app.request(`/images/${hash}.webp?w=320&dpr=1`);
      expect(response.status).toBe(200);
      const served = await meanBrightness(new Uint8Array(await response.arrayBuffer()));
      const unchanged = await meanBrightness(
        await renderProductImage(render, { width: 320, height: 427, format: "webp" }),
      );
      if (darker) expect(served, background).toBeLessThan(unchanged - 5);
      else expect(served, background).toBeGreaterThan(unchanged + 5);
    }
  });

  it("draws a cached file again when its meta cannot be read", async () => {
    const { hash } = await image("white");
    await mkdir(join(cacheDir, "products"), { recursive: true });
    await writeFile(join(cacheDir, "products", `${hash}-640.webp`), "not an image");
    const response = await app.request(`/images/${hash}.webp?w=640&dpr=1`);
    expect(response.status).toBe(200);
    expect(await readImageMeta(Buffer.from(await response.arrayBuffer()))).toEqual({
      width: 640,
      height: 853,
      ratio: 640 / 853,
    });
  });

  it("reads zero width, height and ratio for a missing or corrupt image (rule:images.meta)", async () => {
    const failed = { width: 0, height: 0, ratio: 0 };
    expect(await readImageMeta(join(cacheDir, "missing.webp"))).toEqual(failed);
    expect(await readImageMeta(Buffer.from("RIFF\0\0\0\0WEBPVP8 broken"))).toEqual(failed);
  });
});
