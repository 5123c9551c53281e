import type { TFunction } from "i18next";
import type { AlertInput } from "~/ui/alerts.tsx";
import type { WishlistChangeOutcome } from "~/wishlist/wishlist.server.ts";
import type { BasketChangeOutcome } from "./basket.server.ts";

/**
 * A basket change as an alert (S1 §4, S2 §8): an added item offers a view of the basket, a reduced quantity
 * warns, a failure is an error with its translated reason; warnings and errors carry their S2 §3 error record.
 */
export function basketOutcomeAlert(
  outcome: BasketChangeOutcome,
  t: TFunction,
  basketPath: string,
): AlertInput {
  if (!outcome.ok)
    return {
      kind: "ERROR",
      message: t(outcome.errorKey, outcome.values ?? {}),
      testId: "basket-error",
      ...(outcome.record ? { tracking: outcome.record } : {}),
    };
  if ("warningKey" in outcome)
    return { kind: "WARNING", message: t(outcome.warningKey), tracking: outcome.record };
  if (outcome.messageKey === "basket.added")
    return { kind: "ROUTE", message: t(outcome.messageKey), to: basketPath, testId: "basket-confirmation" };
  return { kind: "CONFIRM", message: t(outcome.messageKey) };
}

/**
 * A wishlist change as an alert: a confirmation, or an error with its translated reason (S2 §8); a failed replace
 * adds whether the removed item is back on the wishlist.
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
