import type { CancellationReceipt } from "@eyewear/commerce-engine";
import { type ShopConfig, shopTimeZone } from "@eyewear/shop-rules";
import type { RouterContextProvider } from "react-router";
import { callEngine } from "~/platform/engine-client.server.ts";
import { deliverEngineMails } from "~/platform/mail.server.ts";
import type { SubscriptionCancellation } from "./subscription-cancellation-form.ts";

/** When the cancellation was received, as the shop's language writes it in the shop's time zone. */
export interface ReceivedAt {
  date: string;
  time: string;
}

function receivedAtIn(shop: ShopConfig, iso: string): ReceivedAt {
  const instant = new Date(iso);
  const timeZone = shopTimeZone(shop.country);
  return {
    date: new Intl.DateTimeFormat(shop.locale, { dateStyle: "long", timeZone }).format(instant),
    time: new Intl.DateTimeFormat(shop.locale, { timeStyle: "medium", timeZone }).format(instant),
  };
}

/**
 * Sends the cancellation to the engine, which cancels what it names (or nothing) and mails the address typed
 * either way, and sends those mails at once; answers when it was received. Every mail goes to the address typed,
 * which this browser gave, so the demo outbox shows it here (rule:platform.demo-outbox-visibility).
 */
export async function sendSubscriptionCancellation(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  cancellation: SubscriptionCancellation,
): Promise<ReceivedAt> {
  const answer = await callEngine<CancellationReceipt>(context, shop, "POST", "/subscription-cancellations", {
    email: cancellation.email,
    identifier: cancellation.subscriptionIdentifier,
    ...(cancellation.cancellationReason ? { reason: cancellation.cancellationReason } : {}),
  });
  if (!answer.ok) throw new Error(`the engine refused a cancellation (${answer.code})`);
  await deliverEngineMails(context, shop, "subscription_cancellation", answer.mailIds);
  return receivedAtIn(shop, answer.receivedAt);
}
