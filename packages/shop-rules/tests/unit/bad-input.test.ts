import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  hasForbiddenCharacter,
  inputRefusal,
  MAX_BODY_BYTES,
  MAX_FILE_BODY_BYTES,
  MAX_URL_LENGTH,
} from "../../src/bad-input.ts";

const page = { formRoute: true };
const api = { formRoute: false };

function post(path: string, type: string | undefined, body: BodyInit | null) {
  return new Request(`http://shop.test${path}`, {
    method: "POST",
    headers: type ? { "content-type": type } : {},
    body,
  });
}

describe("inputRefusal (rule:platform.bad-input-4xx)", () => {
  it("lets ordinary pages, queries and forms through", async () => {
    expect(
      await inputRefusal(new Request("http://shop.test/de-de/search/?term=M%C3%BCller+%26+S%C3%B6hne"), page),
    ).toBeUndefined();
    expect(
      await inputRefusal(
        post(
          "/de-de/basket/",
          "application/x-www-form-urlencoded",
          "intent=add&variantId=3&note=a%0D%0Ab%09c",
        ),
        page,
      ),
    ).toBeUndefined();
    expect(
      await inputRefusal(post("/api/rpc/getUser", "application/json", '{"payload":{"a":"Ünïcode\\n"}}'), api),
    ).toBeUndefined();
    expect(await inputRefusal(post("/de-de/signout/", undefined, null), page)).toBeUndefined();
  });

  it("refuses NUL and control characters in path, query, form and JSON with 400", async () => {
    for (const request of [
      new Request("http://shop.test/de-de/search/?term=a%00b"),
      new Request("http://shop.test/de-de/a%01b/"),
      new Request("http://shop.test/de-de/search/?te%00rm=a"),
      post("/de-de/wishlist/", "application/x-www-form-urlencoded", "intent=toggle&itemKey=a%00"),
      post("/api/rpc/getOrderDataByCbd", "application/json", '{"payload":{"cbd":"a\\u0000"}}'),
      post("/api/rpc/getOrderDataByCbd", "application/json", '{"payload":{"a\\u0007":1}}'),
    ]) {
      expect(
        await inputRefusal(request, request.url.includes("/api/") ? api : page),
        request.url,
      ).toMatchObject({ status: 400 });
    }
  });

  it("refuses odd percent-escapes and invalid UTF-8 with 400", async () => {
    for (const path of [
      "/de-de/%/",
      "/de-de/%zz/",
      "/de-de/%ff/",
      "/de-de/%ed%a0%80/",
      "/de-de/search/?term=%c0%af",
    ]) {
      expect(await inputRefusal(new Request(`http://shop.test${path}`), page), path).toMatchObject({
        status: 400,
      });
    }
    expect(
      await inputRefusal(
        post("/de-de/basket/", "application/x-www-form-urlencoded", new Uint8Array([0x61, 0x3d, 0xff])),
        page,
      ),
    ).toMatchObject({ status: 400 });
  });

  it("refuses a non-form body on a form route with 415, and takes JSON on an API route", async () => {
    expect(
      await inputRefusal(post("/de-de/basket/", "application/json", '{"intent":"add"}'), page),
    ).toMatchObject({ status: 415 });
    expect(await inputRefusal(post("/de-de/signin/", "text/plain", "x"), page)).toMatchObject({
      status: 415,
    });
    expect(await inputRefusal(post("/api/rpc/getUser", "application/json", "{}"), api)).toBeUndefined();
  });

  it("refuses an oversized target with 414 and an oversized body with 413", async () => {
    const longQuery = `http://shop.test/de-de/search/?term=${"a".repeat(MAX_URL_LENGTH)}`;
    expect(await inputRefusal(new Request(longQuery), page)).toMatchObject({ status: 414 });
    const big = "a".repeat(MAX_BODY_BYTES + 1);
    expect(
      await inputRefusal(post("/de-de/basket/", "application/x-www-form-urlencoded", `x=${big}`), page),
    ).toMatchObject({ status: 413 });
  });

  it("leaves a raw file's bytes to its endpoint up to the file limit, and refuses one on a form route", async () => {
    const pdfWithBinary = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0x01, 0xff, 0xfe]);
    const upload = (bytes: BodyInit, length: number) =>
      new Request("http://engine.test/v1/prescription-uploads?fileName=r.pdf", {
        method: "POST",
        headers: { "content-type": "application/octet-stream", "content-length": String(length) },
        body: bytes,
      });
    expect(await inputRefusal(upload(pdfWithBinary, pdfWithBinary.length), api)).toBeUndefined();
    expect(await inputRefusal(upload(pdfWithBinary, MAX_FILE_BODY_BYTES + 1), api)).toMatchObject({
      status: 413,
    });
    expect(
      await inputRefusal(post("/de-de/basket/", "application/octet-stream", pdfWithBinary), page),
    ).toMatchObject({ status: 415 });
  });

  it("leaves the body readable for the handler", async () => {
    const request = post("/de-de/basket/", "application/x-www-form-urlencoded", "intent=add");
    await inputRefusal(request, page);
    expect(await request.text()).toBe("intent=add");
  });

  it("refuses every string with a control character and accepts every string without; free text may break lines", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        const controls = [...text].filter((c) => c.charCodeAt(0) < 0x20);
        expect(hasForbiddenCharacter(text)).toBe(controls.length > 0);
        expect(hasForbiddenCharacter(text, true)).toBe(controls.some((c) => !"\t\n\r".includes(c)));
      }),
      { seed: 9 },
    );
  });

  it("refuses a tab or line break in a path or query, and takes one in a form's free text", async () => {
    expect(await inputRefusal(new Request("http://shop.test/de-de/sonnenbrillen%09/"), page)).toMatchObject({
      status: 400,
    });
    expect(await inputRefusal(new Request("http://shop.test/de-de/search/?term=a%0Ab"), page)).toMatchObject({
      status: 400,
    });
    expect(
      await inputRefusal(
        post("/de-de/account/user/", "application/x-www-form-urlencoded", "note=a%0D%0Ab%09c"),
        page,
      ),
    ).toBeUndefined();
  });
});
