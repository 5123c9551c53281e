import { createHmac, timingSafeEqual } from "node:crypto";
import type {
  MandateChargeOutcome,
  MandateOutcome,
  PaymentProvider,
  PaymentRequest,
  ReturnOutcome,
} from "./provider.ts";

/**
 * Billing last names that make the test provider answer something other than "authorized", for every payment key:
 * a demo shopper named "Declined" is refused, "Redirect" goes through the provider's page, "Timeout" gets no answer,
 * and "Lapsed" pays the first order but gets a mandate whose later charges are declined (a subscription's failed
 * follow-up payment).
 */
export const TEST_PAYMENT_LAST_NAMES = {
  declined: "Declined",
  redirect: "Redirect",
  timeout: "Timeout",
  lapsedMandate: "Lapsed",
} as const;

const LAPSED_MANDATE_PREFIX = "test-mandate-lapsed-";

/** The mandate the provider gives for an order or mandate request of a shopper with this billing name. */
function mandateNamed(billingName: PaymentRequest["billingName"], id: string): string {
  return billingName.lastName.trim() === TEST_PAYMENT_LAST_NAMES.lapsedMandate
    ? `${LAPSED_MANDATE_PREFIX}${id}`
    : `test-mandate-${id}`;
}

function authorized(request: PaymentRequest) {
  // A reusable authorisation answers a mandate too (rule:subscriptions.reusable-payment).
  const mandate = request.reusable ? mandateNamed(request.billingName, request.orderId) : undefined;
  return {
    status: "authorized" as const,
    reference: `test-${request.paymentKey}-${request.orderId}`,
    ...(mandate ? { mandate } : {}),
  };
}

/** How long a signed return stays valid: a day, longer than any pending payment is kept (order-release.ts). */
export const PAYMENT_RETURN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The outcomes a return may carry; anything else is no return of this provider. */
const RETURN_OUTCOMES = ["authorized", "declined"] as const;
type ReturnedOutcome = (typeof RETURN_OUTCOMES)[number];

/** The provider's signature of a return: HMAC-SHA256 over order id, outcome and expiry (rule:checkout.payment-return-signature). */
function returnSignature(secret: string, orderId: string, outcome: string, expires: string): Buffer {
  return createHmac("sha256", secret).update(`${orderId}\n${outcome}\n${expires}`).digest();
}

/** The return URL with the provider's signed parameters: order, outcome, expires (ms since the epoch), signature. */
export function signedReturnUrl(
  secret: string,
  returnUrl: string,
  orderId: string,
  outcome: ReturnedOutcome,
  now: Date,
): string {
  const expires = String(now.getTime() + PAYMENT_RETURN_LIFETIME_MS);
  const url = new URL(returnUrl);
  url.searchParams.set("order", orderId);
  url.searchParams.set("outcome", outcome);
  url.searchParams.set("expires", expires);
  url.searchParams.set("signature", returnSignature(secret, orderId, outcome, expires).toString("base64url"));
  return url.toString();
}

/**
 * The outcome a return carries when the provider signed it for this order and it has not expired, else undefined
 * (rule:checkout.payment-return-signature).
 */
export function verifiedReturnOutcome(
  secret: string,
  orderId: string,
  returned: Readonly<Record<string, string>>,
  now: Date,
): ReturnedOutcome | undefined {
  const { outcome, expires, signature } = returned;
  const known = RETURN_OUTCOMES.find((candidate) => candidate === outcome);
  if (!known || !expires || !/^\d{1,15}$/.test(expires) || Number(expires) <= now.getTime()) return undefined;
  const given = Buffer.from(signature ?? "", "base64url");
  const expected = returnSignature(secret, orderId, known, expires);
  return given.length === expected.length && timingSafeEqual(given, expected) ? known : undefined;
}

/** What the billing last name makes the provider answer (TEST_PAYMENT_LAST_NAMES); anything else is accepted. */
function simulatedAnswer(
  billingName: PaymentRequest["billingName"],
  returnUrl: string | undefined,
): "declined" | "timeout" | "redirect" | "accepted" {
  const lastName = billingName.lastName.trim();
  if (lastName === TEST_PAYMENT_LAST_NAMES.declined) return "declined";
  if (lastName === TEST_PAYMENT_LAST_NAMES.timeout) return "timeout";
  if (lastName === TEST_PAYMENT_LAST_NAMES.redirect && returnUrl) return "redirect";
  return "accepted";
}

/**
 * The test provider's answer by the billing last name (TEST_PAYMENT_LAST_NAMES): refused, no answer, through its
 * page signed for `id` (an order or a mandate request), or the `accepted` answer.
 */
function simulated<Accepted>(
  secret: string,
  request: Pick<PaymentRequest, "billingName" | "paymentKey" | "returnUrl">,
  id: string,
  accepted: Accepted,
  now: Date,
):
  | Accepted
  | { status: "declined"; reason: string }
  | { status: "timeout" }
  | { status: "redirect"; url: string } {
  switch (simulatedAnswer(request.billingName, request.returnUrl)) {
    case "declined":
      return { status: "declined", reason: `${request.paymentKey} refused the payment` };
    case "timeout":
      return { status: "timeout" };
    case "redirect":
      return { status: "redirect", url: signedReturnUrl(secret, request.returnUrl!, id, "authorized", now) };
    case "accepted":
      return accepted;
  }
}

/**
 * The built-in provider of the demo shop: it moves no money and simulates each outcome by the billing last name
 * (TEST_PAYMENT_LAST_NAMES). Its "hosted page" is the return URL itself, signed with `secret` as a real provider
 * signs its returns, and only a return it signed confirms the payment.
 */
export function createTestPaymentProvider(secret: string): PaymentProvider {
  return {
    authorize: async (request, now) => simulated(secret, request, request.orderId, authorized(request), now),
    confirm: async (request, returned, now): Promise<ReturnOutcome> => {
      const outcome = verifiedReturnOutcome(secret, request.orderId, returned, now);
      if (outcome === "authorized") return authorized(request);
      if (outcome === "declined")
        return { status: "declined", reason: `${request.paymentKey} refused the payment` };
      return { status: "unverified" };
    },
    chargeMandate: async (request): Promise<MandateChargeOutcome> =>
      request.mandate.startsWith(LAPSED_MANDATE_PREFIX)
        ? { status: "declined", reason: "the mandate was revoked" }
        : { status: "authorized", reference: `test-mandate-charge-${request.orderId}` },
    createMandate: async (request, now): Promise<MandateOutcome> =>
      simulated(
        secret,
        request,
        request.requestId,
        { status: "mandated" as const, mandate: mandateNamed(request.billingName, request.requestId) },
        now,
      ),
    confirmMandate: async (request, returned, now) => {
      const outcome = verifiedReturnOutcome(secret, request.requestId, returned, now);
      if (outcome === "authorized")
        return { status: "mandated", mandate: mandateNamed(request.billingName, request.requestId) };
      if (outcome === "declined")
        return { status: "declined", reason: `${request.paymentKey} refused the payment` };
      return { status: "unverified" };
    },
  };
}
