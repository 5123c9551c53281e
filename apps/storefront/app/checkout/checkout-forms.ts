import { isValidZipCode, type PaymentKey } from "@eyewear/shop-rules";
import { z } from "zod";
import { email, name, requiredText } from "~/account/account-forms.ts";

const STREET_MAX_LENGTH = 100;
const HOUSE_NUMBER_MAX_LENGTH = 20;
const CITY_MAX_LENGTH = 100;
const ZIP_CODE_MAX_LENGTH = 8;

/**
 * Billing or shipping address: the name (rule:account.name) and zip code (rule:account.zip-code) rules, the rest
 * required.
 */
export const postalAddressSchema = z.object({
  firstName: name,
  lastName: name,
  street: requiredText(STREET_MAX_LENGTH),
  houseNumber: requiredText(HOUSE_NUMBER_MAX_LENGTH),
  zipCode: requiredText(ZIP_CODE_MAX_LENGTH).refine(isValidZipCode, { error: "validation.zip_code" }),
  city: requiredText(CITY_MAX_LENGTH),
});

/** The `intent` values of the checkout's voucher forms; any other submit places the order. */
export const VOUCHER_INTENTS = { apply: "voucher-apply", remove: "voucher-remove" } as const;

/**
 * The voucher forms: apply a typed code or remove the applied one. A code no voucher can have fails here and is
 * "unknown" without asking the engine.
 */
export const voucherFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal(VOUCHER_INTENTS.apply),
    voucherCode: z
      .string()
      .trim()
      .regex(/^[\w-]{1,40}$/),
  }),
  z.object({ intent: z.literal(VOUCHER_INTENTS.remove) }),
]);

/** The checkbox that asks for a shipping address of its own; without it, goods go to the billing address. */
export const SHIPPING_DIFFERS_FIELD = "shippingDiffers";

/** The hidden field with the signed review the order is placed at (rule:checkout.reviewed-order). */
export const REVIEW_FIELD = "review";
const REVIEW_MAX_LENGTH = 100_000;

const ADDRESS_FIELDS = ["firstName", "lastName", "street", "houseNumber", "zipCode", "city"] as const;

/** The checkout form's fields: what registered and guest customers alike send. */
function checkoutFields(paymentKeys: readonly PaymentKey[]) {
  return z.object({
    idempotencyKey: z.string().regex(/^[\w-]{16,100}$/),
    // Missing or oversized, the review is simply not one the storefront signed: the action says so.
    [REVIEW_FIELD]: z.string().max(REVIEW_MAX_LENGTH).optional().catch(undefined),
    billing: postalAddressSchema,
    [SHIPPING_DIFFERS_FIELD]: z.boolean().optional(),
    shipping: postalAddressSchema.optional(),
    paymentKey: z.enum(paymentKeys as [PaymentKey, ...PaymentKey[]], {
      error: "checkout.error.payment_key",
    }),
  });
}

/** A shipping address is required once the shopper asked for one. */
function requireAskedShippingAddress(
  value: { [SHIPPING_DIFFERS_FIELD]?: boolean | undefined; shipping?: unknown },
  context: z.RefinementCtx,
) {
  if (!value[SHIPPING_DIFFERS_FIELD] || value.shipping) return;
  for (const field of ADDRESS_FIELDS)
    context.addIssue({ code: "custom", path: ["shipping", field], message: "validation.required" });
}

/**
 * The checkout form: the billing address, a shipping address when the shopper asked for one, a payment key the
 * shop's country offers, and the idempotency key and signed review the page was rendered with. No prices: the
 * engine takes them from the basket and places the order only at the review.
 */
export function checkoutSchema(paymentKeys: readonly PaymentKey[]) {
  return checkoutFields(paymentKeys).superRefine(requireAskedShippingAddress);
}

/** The guest checkout's form (docs/decisions/0026): the checkout form and the guest's email address. */
export function guestCheckoutSchema(paymentKeys: readonly PaymentKey[]) {
  return checkoutFields(paymentKeys).extend({ email }).superRefine(requireAskedShippingAddress);
}

/** The submitted form without the shipping fields when the shopper did not ask for another shipping address. */
export function checkoutFormData(formData: FormData): FormData {
  if (formData.get(SHIPPING_DIFFERS_FIELD) === "on") return formData;
  const relevant = new FormData();
  for (const [key, value] of formData) if (!key.startsWith("shipping.")) relevant.append(key, value);
  return relevant;
}
