import type { TFunction } from "i18next";
import type { AlertInput } from "~/ui/alerts.tsx";

/**
 * What adding a product to the try-on list came to, as an alert shows it (rule:ropo.slots,
 * rule:alerts.kinds-and-actions); a full list opens an overlay instead.
 */
export type RopoAddAlertOutcome = { ok: true } | { ok: false; reason: "duplicate" | "failed" };

/** An added article offers a view of the ropo basket, a duplicate is a notice, a failure an error. */
export function ropoOutcomeAlert(outcome: RopoAddAlertOutcome, t: TFunction, basketPath: string): AlertInput {
  if (outcome.ok) return { kind: "ROUTE", message: t("ropo.added"), to: basketPath, testId: "ropo-added" };
  if (outcome.reason === "duplicate")
    return { kind: "WARNING", message: t("ropo.duplicate"), testId: "ropo-duplicate" };
  return { kind: "ERROR", message: t("ropo.addFailed"), testId: "ropo-error" };
}
