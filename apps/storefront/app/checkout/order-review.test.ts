import { LANGUAGES, orderReview, type ReviewChange, shopByCode } from "@eyewear/shop-rules";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type StorefrontServices, servicesContext } from "~/platform/context.ts";
import { registerMessages } from "~/platform/i18n.ts";
import { translateFormError } from "~/ui/form-field.tsx";
import { reviewChangeErrors, signedReview, verifiedReview } from "./order-review.server.ts";

const SHOP = shopByCode("de-de")!;
const REVIEW = orderReview(
  {
    items: [
      {
        key: "line-1",
        status: "available",
        quantity: 1,
        variant: { id: 7 },
        price: { unit: { withTax: 8900 }, total: { withTax: 8900 } },
      },
    ],
    cost: { withTax: 8900 },
  },
  { code: "WILLKOMMEN10", reduction: 1000, totalWithTax: 7900 },
  { carrier: "DHL", fee: 0 },
  ["paypal_instant"],
);

function contextWithSecrets(sessionSecrets: string[]) {
  const context = new RouterContextProvider();
  context.set(servicesContext, { sessionSecrets } as StorefrontServices);
  return context;
}

const EVERY_CHANGE: ReviewChange[] = [
  { kind: "items" },
  { kind: "item_price", key: "line-1", reviewed: 8900, now: 9900 },
  { kind: "promotion", key: "line-1" },
  { kind: "voucher_gone", code: "WILLKOMMEN10" },
  { kind: "voucher_added", code: "SOMMER" },
  { kind: "voucher_amount", code: "WILLKOMMEN10", reviewed: 1000, now: 500 },
  { kind: "shipping", reviewed: 0, now: 495 },
  { kind: "carrier" },
  { kind: "payment_methods" },
  { kind: "total", reviewed: 7900, now: 9900 },
];

describe("the signed order review (rule:checkout.reviewed-order)", () => {
  it("verifies its own signature, also after the session secret was rotated, and nothing else", () => {
    const signed = signedReview(contextWithSecrets(["first-secret"]), REVIEW);
    expect(verifiedReview(contextWithSecrets(["first-secret"]), signed)).toEqual(REVIEW);
    expect(verifiedReview(contextWithSecrets(["second-secret", "first-secret"]), signed)).toEqual(REVIEW);
    expect(verifiedReview(contextWithSecrets(["second-secret"]), signed)).toBeUndefined();
    expect(verifiedReview(contextWithSecrets(["first-secret"]), undefined)).toBeUndefined();
  });

  it.each(LANGUAGES)("names every change in %s, with the product, code and amounts", async (language) => {
    const messages = (await import(`../locales/account/${language}.json`)).default;
    const { t } = registerMessages(`${language}-review-test`, messages);
    const errors = reviewChangeErrors(EVERY_CHANGE, new Map([["line-1", "Ray-Ban Aviator"]]), SHOP);
    const texts = errors.map((error) => translateFormError(t, error));
    expect(texts).toHaveLength(EVERY_CHANGE.length + 1);
    for (const [index, text] of texts.entries()) {
      expect(text).not.toMatch(/checkout\.|\{\{/);
      expect(text.length, errors[index]).toBeGreaterThan(10);
    }
    expect(texts[2]).toContain("Ray-Ban Aviator");
    expect(texts[2]).toContain("99,00");
    expect(texts[4]).toContain("WILLKOMMEN10");
    expect(texts[7]).toContain("4,95");
    expect(texts[10]).toContain("79,00");
  });
});
