import type { SubscriptionWire } from "@eyewear/commerce-engine";
import type { PaymentKey, ShopConfig } from "@eyewear/shop-rules";
import type { RouterContextProvider } from "react-router";
import { callEngine, type EngineAnswer } from "~/platform/engine-client.server.ts";
import { deliverEngineMails } from "~/platform/mail.server.ts";
import { publicLink } from "~/platform/public-origin.server.ts";
import { shopPath } from "~/platform/shop.ts";
import {
  engineChangeOf,
  type ScheduleChangeForm,
  type SubscriptionChangeIntent,
} from "./account-subscription-forms.ts";

export type Subscription = SubscriptionWire;

const subscriptionsPath = (customerId: number) => `/customers/${customerId}/subscriptions`;
const subscriptionPath = (customerId: number, reference: string) =>
  `${subscriptionsPath(customerId)}/${encodeURIComponent(reference)}`;

/** The engine's subscription endpoints for the signed-in customer (docs/decisions/0055-subscriptions-and-scheduler.md). */
export const subscriptionsApi = {
  list: (context: Readonly<RouterContextProvider>, shop: ShopConfig, customerId: number) =>
    callEngine<{ subscriptions: Subscription[] }>(context, shop, "GET", subscriptionsPath(customerId)),

  /** Another customer's reference answers 404, as an unknown one does. */
  get: (context: Readonly<RouterContextProvider>, shop: ShopConfig, customerId: number, reference: string) =>
    callEngine<{ subscription: Subscription }>(context, shop, "GET", subscriptionPath(customerId, reference)),
};

/** The form error each engine refusal of a subscription change shows. */
const CHANGE_ERRORS: Record<string, string> = {
  SUBSCRIPTION_CANCELLED: "subscriptions.error.cancelled",
  SUBSCRIPTION_NOT_ACTIVE: "subscriptions.error.notActive",
  SUBSCRIPTION_NOT_PAUSED: "subscriptions.error.notPaused",
  SUBSCRIPTION_INTERVAL_NOT_ALLOWED: "subscriptions.error.interval",
  PAYMENT_NOT_REUSABLE: "subscriptions.error.paymentNotReusable",
  PAYMENT_DECLINED: "subscriptions.error.paymentDeclined",
  PAYMENT_TIMEOUT: "subscriptions.error.paymentTimeout",
};

const refusal = (answer: { status: number; code: string }) => ({
  ok: false as const,
  status: answer.status,
  errorKey: CHANGE_ERRORS[answer.code] ?? "subscriptions.error.failed",
});

type ChangedSubscription = { subscription: Subscription; mailIds: number[] };

export type SubscriptionChangeAnswer =
  | { ok: true; intent: SubscriptionChangeIntent; subscription: Subscription; redirectUrl?: string }
  | { ok: false; status: number; errorKey: string };

/**
 * One change of the customer's subscription; the mail the engine wrote about it is sent at once, as the
 * cancellation page sends its confirmation. Another customer's reference is not found.
 */
export async function changeSubscription(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  customerId: number,
  reference: string,
  form: ScheduleChangeForm,
): Promise<SubscriptionChangeAnswer> {
  const answer: EngineAnswer<ChangedSubscription> = await callEngine(
    context,
    shop,
    "POST",
    `${subscriptionPath(customerId, reference)}/changes`,
    engineChangeOf(form),
  );
  if (!answer.ok) return refusal(answer);
  await deliverEngineMails(context, shop, "subscription_change", answer.mailIds);
  return { ok: true, intent: form.intent, subscription: answer.subscription };
}

/** Where the payment provider's page sends the customer back to after confirming a subscription's new mandate. */
export const paymentMethodReturnPath = (reference: string) =>
  `/account/subscriptions/${encodeURIComponent(reference)}/payment/`;

/**
 * A new payment method for the subscription (rule:subscriptions.payment-change): changed at once, or the provider's
 * page where the customer confirms the mandate first; its mail is sent at once.
 */
export async function changePaymentMethod(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  customerId: number,
  reference: string,
  paymentKey: PaymentKey,
): Promise<SubscriptionChangeAnswer> {
  const answer: EngineAnswer<ChangedSubscription & { redirectUrl?: string }> = await callEngine(
    context,
    shop,
    "POST",
    `${subscriptionPath(customerId, reference)}/payment-method`,
    { paymentKey, returnUrl: publicLink(context, shopPath(shop, paymentMethodReturnPath(reference))) },
  );
  if (!answer.ok) return refusal(answer);
  await deliverEngineMails(context, shop, "subscription_change", answer.mailIds);
  return {
    ok: true,
    intent: "paymentMethod",
    subscription: answer.subscription,
    ...(answer.redirectUrl ? { redirectUrl: answer.redirectUrl } : {}),
  };
}

/** Why a return from the provider's page changed nothing, for each engine refusal with a message of its own. */
const RETURN_REFUSALS: Record<string, "unverified" | "declined" | "notPending" | "cancelled"> = {
  PAYMENT_RETURN_UNVERIFIED: "unverified",
  PAYMENT_DECLINED: "declined",
  PAYMENT_CHANGE_NOT_PENDING: "notPending",
  SUBSCRIPTION_CANCELLED: "cancelled",
};

/** The customer's return from confirming the new mandate on the provider's page, with the parameters it signed. */
export async function confirmPaymentMethodReturn(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  customerId: number,
  reference: string,
  returned: Record<string, string>,
) {
  const answer: EngineAnswer<ChangedSubscription> = await callEngine(
    context,
    shop,
    "POST",
    `${subscriptionPath(customerId, reference)}/payment-method/returns`,
    { returned },
  );
  if (!answer.ok)
    return { ok: false as const, status: answer.status, reason: RETURN_REFUSALS[answer.code] ?? "failed" };
  await deliverEngineMails(context, shop, "subscription_change", answer.mailIds);
  return { ok: true as const, subscription: answer.subscription };
}
