import fc from "fast-check";
import { describe, expect, inject, it } from "vitest";
import { hostileRequest, isCleanAnswer, send } from "../../scripts/bench/fuzz-requests.ts";

// rule:platform.bad-input-4xx over HTTP, through the production build's whole request handler.
const baseUrl = inject("baseUrl");
const engineToken = inject("engineToken");
const engine = { "x-access-token": engineToken };

function request(path: string, init: RequestInit = {}) {
  return fetch(`${baseUrl}${path}`, { redirect: "manual", ...init });
}

function post(path: string, contentType: string, body: BodyInit) {
  return request(path, { method: "POST", headers: { "content-type": contentType }, body });
}

/** The shop's translated bad-request page: its heading, in the language of the shop in the path. */
async function badRequestHeading(response: Response): Promise<string | undefined> {
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(await response.text())?.[1];
}

describe("the seven fuzz findings of issue #15 answer 4xx", () => {
  it("refuses non-form bodies on form routes with 415, and broken forms with 400", async () => {
    expect((await post("/de-de/basket/", "application/json", '{"intent":"add"}')).status).toBe(415);
    expect((await post("/de-de/signin/", "text/plain", "intent=signin")).status).toBe(415);
    expect((await post("/de-de/checkout/", "application/xml", "<a/>")).status).toBe(415);
    const broken = await post("/de-de/wishlist/", "multipart/form-data; boundary=x", "garbage");
    expect(broken.status).toBe(400);
  });

  it("never sends NUL to PostgreSQL: the search page and the engine refuse it with 400", async () => {
    const page = await request("/de-de/search/?term=a%00b");
    expect(page.status).toBe(400);
    expect(await badRequestHeading(page)).toBe("Ungültige Anfrage");
    const form = await post(
      "/pl-pl/signin/",
      "application/x-www-form-urlencoded",
      "intent=signin&email=a%00b",
    );
    expect(form.status).toBe(400);
    expect(await badRequestHeading(form)).toBe("Nieprawidłowe żądanie");
    const resolve = await request("/storefront-api/v1/search/resolve?shopId=10002&term=a%00b", {
      headers: engine,
    });
    expect(resolve.status).toBe(400);
    expect(await resolve.json()).toMatchObject({ code: "INVALID_INPUT" });
    const rpc = await request("/api/rpc/getOrderDataByCbd", {
      method: "POST",
      headers: { "content-type": "application/json", "x-shop-id": "10002" },
      body: JSON.stringify({ payload: { cbdToken: "a\u0000b" } }),
    });
    expect(rpc.status).toBe(400);
  });

  it("answers a refusal of the engine or the content service with a 4xx page, not a 500", async () => {
    // The content service refuses a slug over 500 characters; the catch-all page used to rethrow that as a 500.
    const longSlug = await request(`/it-ch/${"a".repeat(600)}/`);
    expect(longSlug.status).toBe(400);
    expect(await badRequestHeading(longSlug)).toBe("Richiesta non valida");
  });

  it("refuses a tab (%09), other control characters and malformed escapes in a path with 400", async () => {
    for (const path of [
      // React Router failed to render "/%09" (a 500): the path decoded to a tab.
      "/%09",
      "/%0a",
      "/%09?a=b",
      "/de-de/sonnenbrillen%09/",
      "/de-de/p/%09/",
      "/fr-ch/%ff/",
      "/de-de/%/",
      "/cs-cz/a%01/",
    ]) {
      const response = await request(path);
      expect(response.status, path).toBe(400);
    }
    expect(await badRequestHeading(await request("/fr-ch/%ff/"))).toBe("Requête invalide");
  });

  it("answers odd wishlist item keys with a 4xx", async () => {
    for (const itemKey of ["a%00b", "..%2F..%2Fx", "constructor", "__proto__", "x".repeat(101)]) {
      const response = await post(
        "/de-de/wishlist/",
        "application/x-www-form-urlencoded",
        `intent=remove&itemKey=${itemKey}`,
      );
      expect(response.status, itemKey).toBeGreaterThanOrEqual(400);
      expect(response.status, itemKey).toBeLessThan(500);
    }
  });

  it("answers the image names constructor and __proto__ with 400", async () => {
    for (const path of ["/images/constructor", "/images/__proto__", "/images/content/constructor"]) {
      expect((await request(path)).status, path).toBe(400);
    }
  });

  it("answers v2/search/resolve without a term, or with a control character in it, with 400", async () => {
    expect(
      (await request("/storefront-api/v2/search/resolve?shopId=10002", { headers: engine })).status,
    ).toBe(400);
    const nul = await request("/storefront-api/v2/search/resolve?shopId=10002&term=a%00b", {
      headers: engine,
    });
    expect(nul.status).toBe(400);
  });
});

describe("a seeded sample of hostile requests (scripts/bench/fuzz-requests.ts)", () => {
  it("never answers 5xx nor shows a stack trace, for any route, form, RPC or engine endpoint", async () => {
    await fc.assert(
      fc.asyncProperty(hostileRequest("/storefront-api", engineToken), async (hostile) => {
        const { status, body } = await send(baseUrl, hostile);
        expect(
          isCleanAnswer(status, body),
          `${status} ${hostile.method} ${hostile.target.slice(0, 200)}`,
        ).toBe(true);
      }),
      { seed: 15, numRuns: 300 },
    );
  }, 120_000);
});

// Last: the server answers an oversized body before reading it and closes that connection.
describe("limits", () => {
  it("refuses oversized query strings with 414 and oversized bodies with 413", async () => {
    expect((await request(`/de-de/search/?term=${"a".repeat(9_000)}`)).status).toBe(414);
    const body = `intent=signin&email=${"a".repeat(1_100_000)}`;
    expect((await post("/de-de/signin/", "application/x-www-form-urlencoded", body)).status).toBe(413);
    const engineBody = await request("/storefront-api/v1/customers/authentications?shopId=10002", {
      method: "POST",
      headers: { ...engine, "content-type": "application/json" },
      body: JSON.stringify({ email: "a".repeat(1_100_000) }),
    });
    expect(engineBody.status).toBe(413);
  });
});
