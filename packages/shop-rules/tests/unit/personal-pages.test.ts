import { describe, expect, it } from "vitest";
import { isPersonalPage } from "../../src/routing.ts";

describe("isPersonalPage (rule:routing.personal-pages)", () => {
  it("marks account, basket, checkout, wishlist, success, order and mail-link pages, with their data requests", () => {
    for (const path of [
      "/de-de/account/",
      "/de-de/account/orders/123456789012/",
      "/de-de/basket/",
      "/de-de/basket/_.data",
      "/de-de/basket.data",
      "/pl-pl/checkout/",
      "/pl-pl/checkout/payment/",
      "/de-ch/guest-checkout/",
      "/de-de/wishlist/",
      "/de-de/success/",
      "/de-de/service/auftragsstatus/",
      "/cs-cz/subscription/subscription-cancellations/",
      "/de-de/reset-password/",
      "/de-de/verify-email/",
      "/de-de/newsletter/confirm/",
      "/de-de/dev/outbox/",
    ])
      expect(isPersonalPage(path), path).toBe(true);
  });

  it("leaves shared pages alone", () => {
    for (const path of [
      "/",
      "/de-de/",
      "/de-de/_.data",
      "/de-de/brillen/",
      "/de-de/p/aviator-123/",
      "/de-de/search/",
      "/de-de/accounting/",
      "/xx-xx/account/",
      "/builds/latest.json",
    ])
      expect(isPersonalPage(path), path).toBe(false);
  });
});
