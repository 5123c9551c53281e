import { describe, expect, it } from "vitest";
import {
  createTestPaymentProvider,
  PAYMENT_RETURN_LIFETIME_MS,
  signedReturnUrl,
  verifiedReturnOutcome,
} from "../../src/payments/test-provider.ts";

const SECRET = "provider-secret";
const ORDER_ID = "123456789012";
const NOW = new Date("2026-11-25T12:00:00Z");
const RETURN_URL = "https://shop.example/de-de/checkout/payment/";

const returnedOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe("the test provider's signed payment returns (rule:checkout.payment-return-signature)", () => {
  it("verifies its own return for the order until it expires, with the outcome it signed", () => {
    const authorized = returnedOf(signedReturnUrl(SECRET, RETURN_URL, ORDER_ID, "authorized", NOW));
    expect(verifiedReturnOutcome(SECRET, ORDER_ID, authorized, NOW)).toBe("authorized");
    const declined = returnedOf(signedReturnUrl(SECRET, RETURN_URL, ORDER_ID, "declined", NOW));
    expect(verifiedReturnOutcome(SECRET, ORDER_ID, declined, NOW)).toBe("declined");
    const expiry = new Date(NOW.getTime() + PAYMENT_RETURN_LIFETIME_MS);
    expect(verifiedReturnOutcome(SECRET, ORDER_ID, authorized, expiry)).toBeUndefined();
  });

  it("refuses a return without signature, for another order, under another key or with a changed part", () => {
    const returned = returnedOf(signedReturnUrl(SECRET, RETURN_URL, ORDER_ID, "declined", NOW));
    expect(
      verifiedReturnOutcome(SECRET, ORDER_ID, { order: ORDER_ID, outcome: "authorized" }, NOW),
    ).toBeUndefined();
    expect(verifiedReturnOutcome(SECRET, "123456789013", returned, NOW)).toBeUndefined();
    expect(verifiedReturnOutcome("another-secret", ORDER_ID, returned, NOW)).toBeUndefined();
    expect(
      verifiedReturnOutcome(SECRET, ORDER_ID, { ...returned, outcome: "authorized" }, NOW),
    ).toBeUndefined();
    expect(
      verifiedReturnOutcome(SECRET, ORDER_ID, { ...returned, expires: "9".repeat(15) }, NOW),
    ).toBeUndefined();
    expect(verifiedReturnOutcome(SECRET, ORDER_ID, { ...returned, expires: "1e20" }, NOW)).toBeUndefined();
    expect(verifiedReturnOutcome(SECRET, ORDER_ID, { ...returned, signature: "x" }, NOW)).toBeUndefined();
  });

  it("confirms only a verified return: authorized pays, declined refuses, anything else is unverified", async () => {
    const provider = createTestPaymentProvider(SECRET);
    const request = {
      orderId: ORDER_ID,
      paymentKey: "paypal_instant" as const,
      amountWithTax: 8900,
      currencyCode: "EUR",
      email: "anna@example.com",
      billingName: { firstName: "Anna", lastName: "Redirect" },
      returnUrl: RETURN_URL,
    };
    const outcome = await provider.authorize(request, NOW);
    if (outcome.status !== "redirect") throw new Error(`expected a redirect, got ${outcome.status}`);
    expect((await provider.confirm(request, returnedOf(outcome.url), NOW)).status).toBe("authorized");
    const declined = returnedOf(signedReturnUrl(SECRET, RETURN_URL, ORDER_ID, "declined", NOW));
    expect((await provider.confirm(request, declined, NOW)).status).toBe("declined");
    expect((await provider.confirm(request, { order: ORDER_ID }, NOW)).status).toBe("unverified");
  });
});

describe("the test provider's mandates (rule:subscriptions.reusable-payment)", () => {
  const provider = createTestPaymentProvider(SECRET);
  const request = (lastName: string, reusable: boolean) => ({
    orderId: ORDER_ID,
    paymentKey: "paypal_instant" as const,
    amountWithTax: 5998,
    currencyCode: "EUR",
    email: "anna@example.com",
    billingName: { firstName: "Anna", lastName },
    returnUrl: undefined,
    reusable,
  });
  const charge = (mandate: string) =>
    provider.chargeMandate(
      { orderId: "210987654321", mandate, amountWithTax: 5998, currencyCode: "EUR" },
      NOW,
    );

  it("answers a mandate only when asked for one, and charges it later", async () => {
    expect(await provider.authorize(request("Muster", false), NOW)).not.toHaveProperty("mandate");
    const outcome = await provider.authorize(request("Muster", true), NOW);
    expect(outcome).toMatchObject({ status: "authorized", mandate: `test-mandate-${ORDER_ID}` });
    expect((await charge((outcome as { mandate: string }).mandate)).status).toBe("authorized");
  });

  it("pays the first order of a Lapsed shopper but declines the later charges of that mandate", async () => {
    const outcome = await provider.authorize(request("Lapsed", true), NOW);
    expect(outcome.status).toBe("authorized");
    expect((await charge((outcome as { mandate: string }).mandate)).status).toBe("declined");
  });
});

describe("the test provider's new mandates for a running subscription (rule:subscriptions.payment-change)", () => {
  const provider = createTestPaymentProvider(SECRET);
  const REQUEST_ID = "ABO-K7M2XQ9P-0a1b2c3d4e5f";
  const request = (lastName: string) => ({
    requestId: REQUEST_ID,
    paymentKey: "computop_creditcard" as const,
    currencyCode: "EUR",
    email: "anna@example.com",
    billingName: { firstName: "Anna", lastName },
    returnUrl: RETURN_URL,
  });

  it("gives a mandate named by the request, declines, times out or sends the customer to its page by the last name", async () => {
    expect(await provider.createMandate(request("Muster"), NOW)).toEqual({
      status: "mandated",
      mandate: `test-mandate-${REQUEST_ID}`,
    });
    expect((await provider.createMandate(request("Declined"), NOW)).status).toBe("declined");
    expect((await provider.createMandate(request("Timeout"), NOW)).status).toBe("timeout");
    const lapsed = await provider.createMandate(request("Lapsed"), NOW);
    expect(lapsed).toMatchObject({ status: "mandated", mandate: `test-mandate-lapsed-${REQUEST_ID}` });
  });

  it("confirms a redirected request only on a return it signed for that request", async () => {
    const outcome = await provider.createMandate(request("Redirect"), NOW);
    if (outcome.status !== "redirect") throw new Error(`expected a redirect, got ${outcome.status}`);
    const returned = returnedOf(outcome.url);
    expect(await provider.confirmMandate(request("Redirect"), returned, NOW)).toEqual({
      status: "mandated",
      mandate: `test-mandate-${REQUEST_ID}`,
    });
    const otherRequest = { ...request("Redirect"), requestId: `${REQUEST_ID}0` };
    expect((await provider.confirmMandate(otherRequest, returned, NOW)).status).toBe("unverified");
  });
});
