import type { TFunction } from "i18next";
import type { AlertInput } from "~/ui/alerts.tsx";

/**
 * Outcome of a wishlist change, as message keys the page translates (rule:wishlist.add-one-target). A failed replace
 * says whether the removed item was added back (`restoreKey`), naming the product.
 */
export type WishlistChangeOutcome =
  | { ok: true; messageKey: "wishlist.added" | "wishlist.removed" | "wishlist.replaced" }
  | {
      ok: false;
      errorKey: string;
      status: number;
      restoreKey?: "wishlist.replace.restored" | "wishlist.replace.lost";
      name?: string;
    };

/**
 * A wishlist change as an alert: a confirmation, or an error with its translated reason
 * (rule:wishlist.add-one-target); a failed replace adds whether the removed item is back on the wishlist.
 */
export function wishlistOutcomeAlert(outcome: WishlistChangeOutcome, t: TFunction): AlertInput {
  if (outcome.ok) return { kind: "CONFIRM", message: t(outcome.messageKey) };
  const reason = t(outcome.errorKey);
  return {
    kind: "ERROR",
    message: outcome.restoreKey ? `${reason} ${t(outcome.restoreKey, { name: outcome.name })}` : reason,
    testId: "wishlist-error",
  };
}
