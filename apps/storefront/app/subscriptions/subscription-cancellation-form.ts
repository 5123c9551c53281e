import { isOrderId, normalizeSubscriptionReference } from "@eyewear/shop-rules";
import { z } from "zod";
import { email, requiredText } from "~/account/account-forms.ts";

const IDENTIFIER_MAX_LENGTH = 40;
export const CANCELLATION_REASON_MAX_LENGTH = 500;

/** A subscription number as a customer may type it (rule:subscriptions.reference) or a 12-digit order number. */
function isSubscriptionIdentifier(value: string): boolean {
  return normalizeSubscriptionReference(value) !== undefined || isOrderId(value);
}

/**
 * The cancellation without signing in (§ 312k BGB): the address, the subscription or order number and an optional
 * reason; `intent` says whether the shopper finished the first step (`review`), pressed "jetzt kündigen" (`cancel`) or goes back to change the fields (`edit`).
 */
export const subscriptionCancellationSchema = z.object({
  intent: z.enum(["review", "cancel", "edit"], { error: "validation.required" }),
  email,
  subscriptionIdentifier: requiredText(IDENTIFIER_MAX_LENGTH).refine(isSubscriptionIdentifier, {
    error: "validation.subscription_identifier",
  }),
  cancellationReason: z
    .string()
    .trim()
    .max(CANCELLATION_REASON_MAX_LENGTH, { error: `validation.max_length:${CANCELLATION_REASON_MAX_LENGTH}` })
    .optional(),
});

export type SubscriptionCancellation = z.output<typeof subscriptionCancellationSchema>;
