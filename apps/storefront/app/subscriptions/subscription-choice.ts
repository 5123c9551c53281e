import {
  type AttributeLike,
  isOfferedDeliveryDay,
  offeredSubscriptionIntervals,
  type ShopConfig,
  SUBSCRIPTION_INTERVALS_ATTRIBUTE,
} from "@eyewear/shop-rules";
import { z } from "zod";

/** The purchase fields of a lens or care product's basket form: always sent, whichever purchase is chosen. */
export const subscriptionChoiceFields = {
  purchase: z.enum(["once", "subscription"]).default("once"),
  subscriptionInterval: z.string().trim().max(3).optional(),
  preferredDeliveryDay: z.string().trim().max(3).optional(),
};

/** What a basket line carries for the engine to start a subscription (docs/decisions/0055-subscriptions-and-scheduler.md). */
export interface SubscriptionDefinition {
  subscriptionInterval: number;
  preferredDeliveryDay: number;
  origin: "pdp";
}

export interface SubscriptionChoiceForm {
  purchase?: "once" | "subscription" | undefined;
  subscriptionInterval?: string | undefined;
  preferredDeliveryDay?: string | undefined;
}

/** A product's subscription intervals attribute as the rules read attributes: its values. */
export function subscriptionAttributes(
  attributes: Record<string, AttributeLike | undefined> | undefined,
): Record<string, string[]> {
  const attribute = attributes?.[SUBSCRIPTION_INTERVALS_ATTRIBUTE];
  if (!attribute) return {};
  const values = Array.isArray(attribute.values) ? attribute.values : [attribute.values];
  return {
    [SUBSCRIPTION_INTERVALS_ATTRIBUTE]: values.flatMap((value) => (value.value ? [value.value] : [])),
  };
}

export type SubscriptionChoice =
  | { ok: true; definition: SubscriptionDefinition | undefined }
  | { ok: false; status: 403 | 422; errorKey: string; fieldErrors: Record<string, string[]> };

/**
 * The purchase the form chose, checked against the shop and the product as the engine answers it now
 * (rule:subscriptions.product-choice, rule:subscriptions.interval-allowed): none for a one-time purchase, the
 * definition for a subscription, or the refusal with the translated errors at the fields.
 */
export function chosenSubscription(
  shop: Pick<ShopConfig, "features">,
  productAttributes: Readonly<Record<string, readonly string[]>>,
  form: SubscriptionChoiceForm,
): SubscriptionChoice {
  if (form.purchase !== "subscription") return { ok: true, definition: undefined };
  const intervals = offeredSubscriptionIntervals(shop, productAttributes);
  if (intervals.length === 0)
    return {
      ok: false,
      status: 403,
      errorKey: "subscription.error.notOffered",
      fieldErrors: { "": ["subscription.error.notOffered"] },
    };
  const interval = Number(form.subscriptionInterval);
  const day = Number(form.preferredDeliveryDay);
  const fieldErrors: Record<string, string[]> = {};
  if (!intervals.includes(interval)) fieldErrors.subscriptionInterval = ["subscription.error.interval"];
  if (!isOfferedDeliveryDay(day)) fieldErrors.preferredDeliveryDay = ["subscription.error.deliveryDay"];
  if (Object.keys(fieldErrors).length > 0)
    return {
      ok: false,
      status: 422,
      errorKey: fieldErrors.subscriptionInterval?.[0] ?? "subscription.error.deliveryDay",
      fieldErrors,
    };
  return {
    ok: true,
    definition: { subscriptionInterval: interval, preferredDeliveryDay: day, origin: "pdp" },
  };
}

const lineSubscriptionSchema = z.object({
  subscriptionDefinition: z.object({ subscriptionInterval: z.coerce.number().int().positive() }),
});

/** The interval in months a basket or order line is subscribed at; undefined for a one-time purchase. */
export function subscriptionIntervalOfLine(customData: unknown): number | undefined {
  const parsed = lineSubscriptionSchema.safeParse(customData);
  return parsed.success ? parsed.data.subscriptionDefinition.subscriptionInterval : undefined;
}
