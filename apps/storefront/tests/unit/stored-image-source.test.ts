import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ImageWire } from "@eyewear/commerce-engine";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ImageSource, storedImageSource } from "../../server/images.ts";

const image = (hash: string) => ({ hash }) as ImageWire;

/** The plain server's image source (ADR 0046): stored pictures cut to size, nothing drawn. */
describe("storedImageSource", () => {
  let directory: string;
  let source: ImageSource;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), "eyewear-stored-images-"));
    await mkdir(join(directory, "products"));
    await mkdir(join(directory, "content"));
    const picture = sharp({ create: { width: 800, height: 600, channels: 3, background: "#808080" } }).webp();
    await picture.clone().toFile(join(directory, "products", "0123abcd.webp"));
    await picture.clone().toFile(join(directory, "content", "home-hero.webp"));
    source = storedImageSource(directory);
  });

  afterAll(() => rm(directory, { recursive: true, force: true }));

  it("cuts a stored product picture to the drawing's size as webp, its brightness applied", async () => {
    const drawn = await source.productImage(image("0123abcd"), { width: 320, height: 427, brightness: 1.06 });
    expect(await sharp(drawn).metadata()).toMatchObject({ format: "webp", width: 320, height: 427 });
    const unchanged = await source.productImage(image("0123abcd"), { width: 320, height: 427 });
    const mean = async (picture: Buffer | undefined) => (await sharp(picture).stats()).channels[0]!.mean;
    expect(await mean(drawn)).toBeGreaterThan((await mean(unchanged)) + 5);
  });

  it("cuts a stored content picture by name", async () => {
    const drawn = await source.contentImage("home-hero", { width: 1200, height: 630 });
    expect(await sharp(drawn).metadata()).toMatchObject({ format: "webp", width: 1200, height: 630 });
  });

  it("has nothing for a picture that is not stored", async () => {
    expect(await source.productImage(image("ffffffff"), { width: 320, height: 427 })).toBeUndefined();
    expect(await source.contentImage("missing", { width: 320, height: 427 })).toBeUndefined();
  });
});
