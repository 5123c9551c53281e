import { testDatabaseKinds } from "@eyewear/database/testing";
import { shopByCode } from "@eyewear/shop-rules";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { isCrossSiteMutation } from "../../server/security.ts";
import { answerOf, requestScope, useStockedShop } from "../../tests/integration/request-scope.ts";
import * as searchImageRoute from "./search-image.tsx";

const ENGINE = { host: "visual-search-engine.test", token: "visual-search-token" };
const SHOP = shopByCode("cs-cz")!;
const PATH = `/${SHOP.code}/search/image/`;

/** A solid-colour photo made in memory. */
function solidPhoto(background: string, format: "png" | "jpeg" = "png"): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .toFormat(format)
    .toBuffer();
}

function photoPost(file: Blob, name: string, headers: Record<string, string> = {}): Request {
  const form = new FormData();
  form.set("photo", file, name);
  return new Request(`http://shop.test${PATH}`, { method: "POST", body: form, headers });
}

describe.each(testDatabaseKinds())("visual search action (%s)", (kind) => {
  const stocked = useStockedShop(kind, SHOP.shopId, ENGINE);

  const search = (request: Request) =>
    answerOf(() =>
      searchImageRoute.action({
        request,
        url: new URL(request.url),
        params: { shop: SHOP.code },
        context: requestScope(stocked.database.db, ENGINE),
      } as never),
    );

  it("sends a red photo to the search results filtered by the red colour value (303)", async () => {
    const photo = new Blob([new Uint8Array(await solidPhoto("#d01020"))], { type: "image/png" });
    expect(await search(photoPost(photo, "red.png"))).toMatchObject({
      status: 303,
      location: `/${SHOP.code}/search/?color=red`,
    });
  });

  it("reads JPEG photos as well: a blue one leads to the blue colour value", async () => {
    const photo = new Blob([new Uint8Array(await solidPhoto("#1f4fb0", "jpeg"))], { type: "image/jpeg" });
    expect(await search(photoPost(photo, "blue.jpg"))).toMatchObject({
      status: 303,
      location: `/${SHOP.code}/search/?color=blue`,
    });
  });

  it("refuses a photo above 8 MB with 413 and the translated reason, before reading it", async () => {
    const huge = new Blob([new Uint8Array(8 * 1024 * 1024 + 1)], { type: "image/png" });
    expect(await search(photoPost(huge, "huge.png"))).toEqual({
      status: 413,
      location: null,
      setCookie: null,
      retryAfter: null,
      body: { refusal: "visualSearch.tooLarge" },
    });
  });

  it("refuses a file that is not an image, declared or disguised, with 415", async () => {
    const text = new Blob(["not a photo"], { type: "text/plain" });
    expect(await search(photoPost(text, "notes.txt"))).toMatchObject({
      status: 415,
      body: { refusal: "visualSearch.notAnImage" },
    });
    const disguised = new Blob(["<svg xmlns='http://www.w3.org/2000/svg'/>"], { type: "image/png" });
    expect(await search(photoPost(disguised, "photo.png"))).toMatchObject({
      status: 415,
      body: { refusal: "visualSearch.notAnImage" },
    });
  });

  it("refuses a post without a photo, or with a body that is no form, with 400", async () => {
    const empty = new Request(`http://shop.test${PATH}`, { method: "POST", body: new FormData() });
    expect(await search(empty)).toMatchObject({ status: 400, body: { refusal: "visualSearch.missing" } });
    const garbage = new Request(`http://shop.test${PATH}`, {
      method: "POST",
      body: "garbage",
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    expect(await search(garbage)).toMatchObject({ status: 400 });
  });

  it("is refused by the request handler's cross-site guard when another site posts the photo (ADR 0009)", async () => {
    const photo = new Blob([new Uint8Array(await solidPhoto("#d01020"))], { type: "image/png" });
    expect(
      isCrossSiteMutation(photoPost(photo, "red.png", { origin: "https://evil.example" }), [
        "http://shop.test",
      ]),
    ).toBe(true);
    expect(
      isCrossSiteMutation(photoPost(photo, "red.png", { "sec-fetch-site": "cross-site" }), [
        "http://shop.test",
      ]),
    ).toBe(true);
    expect(
      isCrossSiteMutation(photoPost(photo, "red.png", { "sec-fetch-site": "same-origin" }), [
        "http://shop.test",
      ]),
    ).toBe(false);
  });
});
