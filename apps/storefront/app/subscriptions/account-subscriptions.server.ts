import type { SubscriptionWire } from "@eyewear/commerce-engine";
import type { ShopConfig } from "@eyewear/shop-rules";
import type { RouterContextProvider } from "react-router";
import { callEngine, type EngineAnswer } from "~/platform/engine-client.server.ts";
import { deliverEngineMails } from "~/platform/mail.server.ts";
import { engineChangeOf, type SubscriptionChangeForm } from "./account-subscription-forms.ts";

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
};

export type SubscriptionChangeAnswer =
  | { ok: true; intent: SubscriptionChangeForm["intent"]; subscription: Subscription }
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
  form: SubscriptionChangeForm,
): Promise<SubscriptionChangeAnswer> {
  const answer: EngineAnswer<{ subscription: Subscription; mailIds: number[] }> = await callEngine(
    context,
    shop,
    "POST",
    `${subscriptionPath(customerId, reference)}/changes`,
    engineChangeOf(form),
  );
  if (!answer.ok)
    return {
      ok: false,
      status: answer.status,
      errorKey: CHANGE_ERRORS[answer.code] ?? "subscriptions.error.failed",
    };
  await deliverEngineMails(context, shop, "subscription_change", answer.mailIds);
  return { ok: true, intent: form.intent, subscription: answer.subscription };
}
