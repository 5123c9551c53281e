import { LAST_DELIVERY_DAY, PAYMENT_KEYS } from "@eyewear/shop-rules";
import { z } from "zod";
import { postalAddressSchema } from "~/checkout/checkout-forms.ts";

const REASON_MAX_LENGTH = 500;

/** The forms of a subscription's account page, one per change, told apart by their `intent`. */
export const subscriptionChangeForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("skip") }),
  z.object({ intent: z.literal("interval"), intervalMonths: z.coerce.number().int().min(1).max(12) }),
  z.object({
    intent: z.literal("deliveryDay"),
    preferredDeliveryDay: z.coerce.number().int().min(1).max(LAST_DELIVERY_DAY),
  }),
  z.object({ intent: z.literal("address"), shipping: postalAddressSchema }),
  z.object({ intent: z.literal("paymentMethod"), paymentKey: z.enum(PAYMENT_KEYS) }),
  z.object({ intent: z.literal("pause") }),
  z.object({ intent: z.literal("resume") }),
  z.object({
    intent: z.literal("cancel"),
    reason: z.string().trim().max(REASON_MAX_LENGTH).optional(),
  }),
]);

export type SubscriptionChangeForm = z.infer<typeof subscriptionChangeForm>;
export type SubscriptionChangeIntent = SubscriptionChangeForm["intent"];
/** The forms the engine's change endpoint takes; a new payment method has an endpoint of its own. */
export type ScheduleChangeForm = Exclude<SubscriptionChangeForm, { intent: "paymentMethod" }>;

/** The engine's change for a form's (docs/decisions/0055-subscriptions-and-scheduler.md). */
export function engineChangeOf(form: ScheduleChangeForm) {
  switch (form.intent) {
    case "interval":
      return { kind: form.intent, intervalMonths: form.intervalMonths };
    case "deliveryDay":
      return { kind: form.intent, preferredDeliveryDay: form.preferredDeliveryDay };
    case "address":
      return { kind: form.intent, shippingAddress: form.shipping };
    case "cancel":
      return { kind: form.intent, ...(form.reason ? { reason: form.reason } : {}) };
    default:
      return { kind: form.intent };
  }
}
