import { z } from "zod";

/** The wishlist's forms, told apart by their `intent`: toggle on the product page, remove and replace on the wishlist. */
export const wishlistForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("toggle"),
    productId: z.coerce.number().int().positive().max(2_147_483_647),
    redirectTo: z.string().optional(),
  }),
  z.object({ intent: z.literal("remove"), itemKey: z.string().min(1).max(100) }),
  z.object({
    intent: z.literal("replace"),
    itemKey: z.string().min(1).max(100),
    variantId: z.coerce.number().int().positive().max(2_147_483_647),
  }),
]);
