import { schema } from "@eyewear/database";
import { testDatabaseKinds } from "@eyewear/database/testing";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as forgotPasswordRoute from "../../app/account/forgot-password.tsx";
import * as resetPasswordRoute from "../../app/account/reset-password.tsx";
import * as signInRoute from "../../app/account/signin.tsx";
import * as verifyEmailRoute from "../../app/account/verify-email.tsx";
import * as basketRoute from "../../app/basket/basket.tsx";
import * as guestCheckoutRoute from "../../app/checkout/guest-checkout.tsx";
import * as newsletterRoute from "../../app/content/newsletter.tsx";
import * as newsletterConfirmRoute from "../../app/content/newsletter-confirm.tsx";
import * as orderStatusRoute from "../../app/orders/order-status.tsx";
import * as configuratorRoute from "../../app/prescription/configurator.tsx";
import * as searchImageRoute from "../../app/search/search-image.tsx";
import * as subscriptionCancellationRoute from "../../app/subscriptions/subscription-cancellation.tsx";
import * as wishlistRoute from "../../app/wishlist/wishlist.tsx";
import { answerOf, requestScope, useStockedShop } from "./request-scope.ts";

const ENGINE = { host: "form-bodies-engine.test", token: "form-bodies-token" };

type Action = (args: never) => unknown;

/** The form actions a shopper reaches without signing in, and the shop each is offered in. */
const ACTIONS: [string, Action, string][] = [
  ["basket", basketRoute.action, "de-de"],
  ["wishlist", wishlistRoute.action, "de-de"],
  ["newsletter", newsletterRoute.action, "de-de"],
  ["newsletter/confirm", newsletterConfirmRoute.action, "de-de"],
  ["signin", signInRoute.action, "de-de"],
  ["verify-email", verifyEmailRoute.action, "de-de"],
  ["forgot-password", forgotPasswordRoute.action, "de-de"],
  ["reset-password", resetPasswordRoute.action, "de-de"],
  ["order-status", orderStatusRoute.action, "de-de"],
  ["checkout/guest", guestCheckoutRoute.action, "de-de"],
  ["search/image", searchImageRoute.action, "cs-cz"],
  ["subscription/subscription-cancellations", subscriptionCancellationRoute.action, "cs-cz"],
];

describe.each(testDatabaseKinds())("form actions refuse what is no form (%s)", (kind) => {
  const stocked = useStockedShop(kind, 10002, ENGINE);

  function post(
    shop: string,
    path: string,
    body: BodyInit,
    headers: Record<string, string> = {},
    params: Record<string, string> = { shop },
  ) {
    const request = new Request(`http://shop.test/${shop}/${path}/`, { method: "POST", body, headers });
    return {
      request,
      url: new URL(request.url),
      pattern: path,
      params,
      context: requestScope(stocked.database.db, ENGINE),
    } as never;
  }

  it.each(ACTIONS)("%s answers a JSON body with a 4xx", async (path, action, shop) => {
    const json = post(shop, path, '{"intent":"add"}', { "content-type": "application/json" });
    const { status } = await answerOf(() => action(json));
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });

  it.each(ACTIONS)("%s answers a broken multipart body with a 4xx", async (path, action, shop) => {
    const broken = post(shop, path, "--b\r\nbroken", { "content-type": "multipart/form-data; boundary=b" });
    const { status } = await answerOf(() => action(broken));
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });

  it("the configurator's prescription step, which reads files, answers a JSON and a broken multipart body with a 4xx", async () => {
    const [frame] = await stocked.database.db
      .select({ id: schema.products.id })
      .from(schema.products)
      .where(and(eq(schema.products.productType, "glasses"), eq(schema.products.isActive, true)))
      .limit(1);
    const path = `p/frame-${frame!.id}/lenses/prescription`;
    for (const [body, contentType] of [
      ['{"src":"upload"}', "application/json"],
      ["--b\r\nbroken", "multipart/form-data; boundary=b"],
    ]) {
      const params = { shop: "de-de", slug: `frame-${frame!.id}`, step: "prescription" };
      const args = post("de-de", path, body!, { "content-type": contentType! }, params);
      const { status } = await answerOf(() => configuratorRoute.action(args));
      expect(status, contentType).toBe(400);
    }
  });

  it("names a malformed basket quantity and a malformed wishlist id", async () => {
    const basket = await answerOf(() =>
      basketRoute.action(
        post("de-de", "basket", new URLSearchParams({ intent: "add", variantId: "1", quantity: "x" })),
      ),
    );
    expect(basket).toMatchObject({ status: 400, body: { errorKey: "basket.error.invalidQuantity" } });
    const wishlist = await answerOf(() =>
      wishlistRoute.action(
        post("de-de", "wishlist", new URLSearchParams({ intent: "toggle", productId: "x" })),
      ),
    );
    expect(wishlist).toMatchObject({ status: 400, body: { errorKey: "wishlist.error.invalidRequest" } });
  });
});
