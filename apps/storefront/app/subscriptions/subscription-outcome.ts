import type { TFunction } from "i18next";
import type { AlertInput } from "~/ui/alerts.tsx";
import type { SubscriptionChangeIntent } from "./account-subscription-forms.ts";

/** What a subscription's change answers the account page: the change done, or the translated reason it was not. */
export type SubscriptionChangeOutcome =
  | {
      ok: true;
      intent: SubscriptionChangeIntent;
      nextDeliveryOn: string;
      intervalMonths: number;
      cancellationEffectiveOn: string | undefined;
    }
  | { ok: false; errorKey: string };

/** A calendar day (yyyy-mm-dd) as the shop's language writes a date: "1. Februar 2027". */
export function formatCalendarDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A subscription's change as an alert (rule:alerts.kinds-and-actions): the confirmation names what now holds. */
export function subscriptionChangeAlert(
  outcome: SubscriptionChangeOutcome,
  t: TFunction,
  locale: string,
): AlertInput {
  if (!outcome.ok) return { kind: "ERROR", message: t(outcome.errorKey), testId: "subscription-error" };
  const date = formatCalendarDay(
    outcome.intent === "cancel" && outcome.cancellationEffectiveOn
      ? outcome.cancellationEffectiveOn
      : outcome.nextDeliveryOn,
    locale,
  );
  return {
    kind: "CONFIRM",
    message: t(`subscriptions.done.${outcome.intent}`, {
      date,
      every: t("subscription.every", { count: outcome.intervalMonths }),
    }),
    testId: "subscription-confirmation",
  };
}
