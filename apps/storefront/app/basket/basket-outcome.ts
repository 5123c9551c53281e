import type { BasketErrorRecord } from "@eyewear/shop-rules";
import type { TFunction } from "i18next";
import type { AlertInput } from "~/ui/alerts.tsx";

/**
 * Outcome of a basket change, as a message key the page translates, with its error record
 * (rule:basket.error-record).
 */
export type BasketChangeOutcome =
  | {
      ok: true;
      messageKey:
        | "basket.added"
        | "basket.updated"
        | "basket.removed"
        | "basket.giftAdded"
        | "basket.reordered"
        | "basket.prescriptionChanged";
    }
  | { ok: true; warningKey: "basket.error.reducedQuantity"; record: BasketErrorRecord }
  | {
      ok: false;
      errorKey: string;
      status: number;
      /** Values the message names, such as the product and quantity of a removed item group. */
      values?: Record<string, string | number>;
      record?: BasketErrorRecord;
      /** Errors at the fields of the form that was sent, as message keys, such as a changed prescription's. */
      fieldErrors?: Record<string, string[]>;
    };

/**
 * A basket change as an alert (rule:alerts.kinds-and-actions, rule:basket.status-codes): an added item offers a view
 * of the basket, a reduced quantity warns, a failure is an error with its translated reason; warnings and errors
 * carry their error record (rule:basket.error-record).
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
  if (outcome.messageKey === "basket.added" || outcome.messageKey === "basket.reordered")
    return { kind: "ROUTE", message: t(outcome.messageKey), to: basketPath, testId: "basket-confirmation" };
  return { kind: "CONFIRM", message: t(outcome.messageKey) };
}
