import type { PaymentOutcome, PaymentProvider, PaymentRequest } from "./provider.ts";

/**
 * Billing last names that make the test provider answer something other than "authorized", for every payment key:
 * a demo shopper named "Declined" is refused, "Redirect" goes through the provider's page, "Timeout" gets no answer.
 */
export const TEST_PAYMENT_LAST_NAMES = {
  declined: "Declined",
  redirect: "Redirect",
  timeout: "Timeout",
} as const;

function simulatedOutcome(request: PaymentRequest): PaymentOutcome {
  const lastName = request.billingName.lastName.trim();
  if (lastName === TEST_PAYMENT_LAST_NAMES.declined)
    return { status: "declined", reason: `${request.paymentKey} refused the payment` };
  if (lastName === TEST_PAYMENT_LAST_NAMES.timeout) return { status: "timeout" };
  if (lastName === TEST_PAYMENT_LAST_NAMES.redirect && request.returnUrl) {
    const url = new URL(request.returnUrl);
    url.searchParams.set("order", request.orderId);
    return { status: "redirect", url: url.toString() };
  }
  return { status: "authorized", reference: `test-${request.paymentKey}-${request.orderId}` };
}

/**
 * The built-in provider of the demo shop: it moves no money and simulates each outcome by the billing last name
 * (TEST_PAYMENT_LAST_NAMES). Its "hosted page" is the return URL itself, and coming back confirms the payment.
 */
export const testPaymentProvider: PaymentProvider = {
  authorize: async (request) => simulatedOutcome(request),
  confirm: async (request) => ({
    status: "authorized",
    reference: `test-${request.paymentKey}-${request.orderId}`,
  }),
};
