/**
 * Issue #6 "Bad input and attacks" where the whole request handler must take part: the cross-site refusal
 * sits in front of every route (ADR 0009). docs/security.md maps each line of the issue to its tests.
 */
import type { APIRequestContext, Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import {
  addSomethingToBasket,
  BERLIN_CHECKOUT_FIELDS,
  it,
  newEmailAddress,
  PASSWORD,
  Shopper,
  signUpVerified,
} from "./kit.ts";

const baseUrl = inject("baseUrl");

/** What another site's form or script sends along: its Origin, and Fetch Metadata where the browser has it. */
const FOREIGN_ORIGIN_HEADERS: Record<string, string>[] = [
  { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
  { origin: "https://evil.example" },
  { "sec-fetch-site": "cross-site" },
];

/** The ids of a product the shop sells, read from its server-rendered page. */
async function sellableProduct(request: APIRequestContext) {
  const listing = await (await request.get("/de-de/pflegemittel/")).text();
  const path = /href="(\/de-de\/p\/[^"]+\/)"/.exec(listing)?.[1];
  const html = await (await request.get(path!)).text();
  return {
    variantId: /name="variantId" value="(\d+)"/.exec(html)![1]!,
    productId: /name="productId" value="(\d+)"/.exec(html)![1]!,
  };
}

/** What the customer's session holds: the user, basket total, wishlist and orders as the pages show them. */
async function accountState(page: Page) {
  const user = await (
    await page.request.post("/api/rpc/getUser", { headers: { "x-shop-id": "10002" }, data: {} })
  ).json();
  await page.goto("/de-de/basket/");
  const basketTotal = await page.getByTestId("basket-total").textContent();
  await page.goto("/de-de/wishlist/");
  const wishlistItems = await page.getByTestId("wishlist-item").count();
  await page.goto("/de-de/account/orders/");
  const orders = await page.getByTestId("order-row").count();
  return { user, basketTotal, wishlistItems, orders };
}

describe("cross-site requests (ADR 0009)", () => {
  let customer: Shopper;
  let page: Page;
  const email = newEmailAddress("csrf");

  it.beforeAll(async ({ browser }) => {
    customer = new Shopper(browser);
    page = await customer.page();
    await signUpVerified(page, "de-de", email);
    await addSomethingToBasket(page, "de-de");
  });

  it.afterAll(async () => {
    await customer?.close();
  });

  it("refuses a POST from another origin to every mutation kind, and none changes the customer's session or data", async () => {
    const { variantId, productId } = await sellableProduct(page.request);
    const checkoutHtml = await (await page.request.get("/de-de/checkout/")).text();
    const idempotencyKey = /name="idempotencyKey" value="([\w-]+)"/.exec(checkoutHtml)![1]!;
    const newcomer = newEmailAddress("csrf-signup");
    const mutations: Record<string, [string, Record<string, string>]> = {
      "sign-in": ["/de-de/signin/", { intent: "signin", email, password: PASSWORD }],
      "sign-up": [
        "/de-de/signin/?register=true",
        {
          intent: "signup",
          firstName: "Mallory",
          lastName: "Muster",
          email: newcomer,
          password: PASSWORD,
          passwordConfirmation: PASSWORD,
        },
      ],
      "account data": ["/de-de/account/user/", { firstName: "Mallory", lastName: "Muster" }],
      "basket add": ["/de-de/basket/", { intent: "add", variantId, quantity: "5" }],
      "wishlist toggle": ["/de-de/wishlist/", { intent: "toggle", productId }],
      "checkout placement": ["/de-de/checkout/", { idempotencyKey, ...BERLIN_CHECKOUT_FIELDS }],
      "sign-out": ["/de-de/signout/", {}],
    };

    const before = await accountState(page);
    expect(before).toMatchObject({
      user: { user: { email, firstName: "Anna" } },
      wishlistItems: 0,
      orders: 0,
    });
    for (const [kind, [path, form]] of Object.entries(mutations)) {
      for (const headers of FOREIGN_ORIGIN_HEADERS) {
        const response = await page.request.post(path, { form, headers, maxRedirects: 0 });
        expect(response.status(), `${kind} ${JSON.stringify(headers)}`).toBe(403);
        expect(await response.text()).toBe("Cross-site request refused");
        expect(response.headers()["set-cookie"], kind).toBeUndefined();
      }
    }
    expect(await accountState(page)).toEqual(before);
    await page.goto("/de-de/dev/outbox/");
    expect(await page.getByTestId("outbox-mail").filter({ hasText: newcomer }).count()).toBe(0);

    // The same posts from the shop's own pages go through: the refusal is the origin's, not the form's.
    const sameOrigin = await page.request.post("/de-de/wishlist/", {
      form: mutations["wishlist toggle"]![1],
      headers: { origin: baseUrl, "sec-fetch-site": "same-origin" },
      maxRedirects: 0,
    });
    expect(sameOrigin.status()).toBeLessThan(400);
    expect((await accountState(page)).wishlistItems).toBe(1);
  });
});
