import { createHmac, timingSafeEqual } from "node:crypto";
import type {
  MandateChargeOutcome,
  PaymentOutcome,
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

/** The mandate a reusable authorisation of the order answers (rule:subscriptions.reusable-payment). */
function mandateFor(request: PaymentRequest): string | undefined {
  if (!request.reusable) return undefined;
  return request.billingName.lastName.trim() === TEST_PAYMENT_LAST_NAMES.lapsedMandate
    ? `${LAPSED_MANDATE_PREFIX}${request.orderId}`
    : `test-mandate-${request.orderId}`;
}

function authorized(request: PaymentRequest) {
  const mandate = mandateFor(request);
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

function simulatedOutcome(secret: string, request: PaymentRequest, now: Date): PaymentOutcome {
  const lastName = request.billingName.lastName.trim();
  if (lastName === TEST_PAYMENT_LAST_NAMES.declined)
    return { status: "declined", reason: `${request.paymentKey} refused the payment` };
  if (lastName === TEST_PAYMENT_LAST_NAMES.timeout) return { status: "timeout" };
  if (lastName === TEST_PAYMENT_LAST_NAMES.redirect && request.returnUrl)
    return {
      status: "redirect",
      url: signedReturnUrl(secret, request.returnUrl, request.orderId, "authorized", now),
    };
  return authorized(request);
}

/**
 * The built-in provider of the demo shop: it moves no money and simulates each outcome by the billing last name
 * (TEST_PAYMENT_LAST_NAMES). Its "hosted page" is the return URL itself, signed with `secret` as a real provider
 * signs its returns, and only a return it signed confirms the payment.
 */
export function createTestPaymentProvider(secret: string): PaymentProvider {
  return {
    authorize: async (request, now) => simulatedOutcome(secret, request, now),
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
  };
}
