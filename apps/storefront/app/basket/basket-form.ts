import { isValidBasketQuantity } from "@eyewear/shop-rules";
import { z } from "zod";
import { contactLensOrderFields } from "~/contact-lenses/contact-lens-order.ts";
import { PRESCRIPTION_CHANGE_FIELDS } from "~/prescription/prescription-change.ts";
import { subscriptionChoiceFields } from "~/subscriptions/subscription-choice.ts";

const quantityField = z.coerce.number().refine(isValidBasketQuantity);

/** The basket's forms, told apart by their `intent`: the product page's add and the basket page's changes. */
export const basketForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add"),
    variantId: z.coerce.number().int().positive(),
    quantity: quantityField,
    /** A required add-on that joins the variant in an item group of their own (rule:basket.item-groups-together). */
    addOnVariantId: z.coerce.number().int().positive().optional(),
    redirectTo: z.string().optional(),
    /** The product of the variant, whose intervals a subscription is checked against (rule:subscriptions.product-choice). */
    productId: z.coerce.number().int().positive().optional(),
    ...subscriptionChoiceFields,
  }),
  z.object({
    intent: z.literal("addConfigured"),
    productId: z.coerce.number().int().positive(),
    /** The configurator's choices as its summary address carries them (rule:prescription.configured-glasses). */
    configuration: z.string().max(2000),
    /** The basket line of the glasses the new configuration replaces (rule:prescription.edit-from-basket). */
    replacesItemKey: z.string().min(1).max(100).optional(),
    redirectTo: z.string().optional(),
  }),
  /** A contact lens ordered per eye (rule:contact-lenses.per-eye-order). */
  z.object(contactLensOrderFields),
  z.object({
    intent: z.literal("changePrescription"),
    /** The frame line of the glasses whose values change (rule:prescription.edit-from-basket). */
    itemKey: z.string().min(1).max(100),
    ...Object.fromEntries(
      PRESCRIPTION_CHANGE_FIELDS.map((name) => [name, z.string().trim().max(20).optional()]),
    ),
  }),
  z.object({ intent: z.literal("update"), itemKey: z.string().min(1).max(100), quantity: quantityField }),
  z.object({ intent: z.literal("remove"), itemKey: z.string().min(1).max(100) }),
  z.object({ intent: z.literal("addGift"), promotionId: z.string().min(1).max(128) }),
  z.object({ intent: z.literal("checkout") }),
  /** A past order's lenses and care products again (rule:orders.reorder), by the order's id. */
  z.object({
    intent: z.literal("reorder"),
    orderId: z.string().regex(/^\d{12}$/),
    redirectTo: z.string().optional(),
  }),
]);
