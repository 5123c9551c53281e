import { createHmac } from "node:crypto";
import { describe, expect, inject } from "vitest";
import { addSomethingToBasket, gotoHydrated, it, newEmailAddress, signUpVerified } from "./kit.ts";

const baseUrl = inject("baseUrl");

function get(path: string, init: RequestInit = {}) {
  return fetch(`${baseUrl}${path}`, { redirect: "manual", ...init });
}

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

/** The basket badge count of a rendered page. */
const basketCountOf = (html: string) => Number(/data-testid="basket-count"[^>]*>(\d+)</.exec(html)?.[1]);

describe("shared page cache for anonymous visitors (docs/decisions/0036-page-cache.md)", () => {
  it("answers a second anonymous GET from the cache: the same page under a fresh CSP nonce", async () => {
    const path = "/de-de/sonnenbrillen/?sort=price_asc";
    const first = await get(path);
    const second = await get(path);
    expect(first.status).toBe(200);
    expect(second.headers.get("x-cache")).toBe("HIT");
    const [firstNonce, secondNonce] = [nonceOf(first), nonceOf(second)];
    expect(secondNonce).toBeDefined();
    expect(secondNonce).not.toBe(firstNonce);
    const [firstBody, secondBody] = [await first.text(), await second.text()];
    expect(secondBody).not.toContain(firstNonce);
    expect(secondBody).toContain(`nonce="${secondNonce}"`);
    expect(secondBody).toBe(firstBody.replaceAll(firstNonce!, secondNonce!));

    const head = await get(path, { method: "HEAD" });
    expect(head.headers.get("x-cache")).toBe("HIT");
  });

  it("keeps a page per viewport breakpoint and renders afresh for undeclared query parameters", async () => {
    const path = "/de-de/brillen/";
    await get(path);
    expect((await get(path)).headers.get("x-cache")).toBe("HIT");
    const narrow = { headers: { cookie: "viewport=xs" } };
    expect((await get(path, narrow)).headers.get("x-cache")).toBe("MISS");
    expect((await get(path, narrow)).headers.get("x-cache")).toBe("HIT");
    expect((await get(`${path}?utm_source=mail`)).headers.get("x-cache")).toBeNull();
  });

  it("drops the cached pages when the content service's signed publish webhook arrives (ADR 0053)", async () => {
    const path = "/de-de/sonnenbrillen/?sort=price_desc";
    await get(path);
    expect((await get(path)).headers.get("x-cache")).toBe("HIT");
    const body = JSON.stringify({ action: "published", story_id: 1, full_slug: "de-de/home" });
    const publish = (signature: string) =>
      get("/webhooks/content-published", {
        method: "POST",
        headers: { "content-type": "application/json", "webhook-signature": signature },
        body,
      });
    expect((await publish("0".repeat(40))).status).toBe(401);
    const secret = inject("contentWebhookSecret");
    expect((await publish(createHmac("sha1", secret).update(body).digest("hex"))).status).toBe(204);
    expect((await get(path)).headers.get("x-cache")).toBe("MISS");
  });

  it("never caches a POST nor pages that are not opted in", async () => {
    const post = await get("/de-de/newsletter/", {
      method: "POST",
      headers: { origin: baseUrl, "content-type": "application/x-www-form-urlencoded" },
      body: "email=",
    });
    expect(post.headers.get("x-cache")).toBeNull();
    for (const path of ["/de-de/basket/", "/de-de/wishlist/", "/de-de/signin/", "/de-de/checkout/"]) {
      await get(path);
      expect((await get(path)).headers.get("x-cache"), path).toBeNull();
    }
  });

  it("shows a shopper with a basket their own badge, never a cached page, and never stores their page", async ({
    shopper,
  }) => {
    const page = await shopper.page();
    await addSomethingToBasket(page, "de-de");
    const productPath = new URL(page.url()).pathname;
    // The product page was opened in the browser by client-side navigation; an anonymous visitor warms it now.
    await get(productPath);
    expect((await get(productPath)).headers.get("x-cache")).toBe("HIT");

    const shoppers = await page.request.get(productPath);
    expect(shoppers.headers()["x-cache"]).toBeUndefined();
    expect(basketCountOf(await shoppers.text())).toBe(1);
    await gotoHydrated(page, productPath);
    expect(await page.getByTestId("basket-count").textContent()).toBe("1");

    // A page only the shopper has asked for (a price limit no other test uses) is not in the cache afterwards.
    const unseen = `/de-de/brillen/?maxPrice=${9000 + Math.floor(Math.random() * 90000)}`;
    await page.request.get(unseen);
    const anonymous = await get(unseen);
    expect(anonymous.headers.get("x-cache")).toBe("MISS");
    expect(basketCountOf(await anonymous.text())).toBe(0);
  });

  it("renders a product page afresh after a checkout took units out of stock", async ({ shopper }) => {
    const page = await shopper.page();
    await signUpVerified(page, "de-de", newEmailAddress("page-cache"));
    await addSomethingToBasket(page, "de-de");
    const productPath = new URL(page.url()).pathname;
    await get(productPath);
    expect((await get(productPath)).headers.get("x-cache")).toBe("HIT");

    await gotoHydrated(page, "/de-de/checkout/");
    await page.getByTestId("field-billing.lastName").fill("Muster");
    await page.getByTestId("field-billing.street").fill("Hauptstraße");
    await page.getByTestId("field-billing.houseNumber").fill("12a");
    await page.getByTestId("field-billing.zipCode").fill("10115");
    await page.getByTestId("field-billing.city").fill("Berlin");
    await page.getByTestId("checkout-submit").click();
    await page.waitForURL(/\/de-de\/success\/\?cbd=[\w-]{43}$/);

    expect((await get(productPath)).headers.get("x-cache")).toBe("MISS");
    expect((await get(productPath)).headers.get("x-cache")).toBe("HIT");
  });
});
