import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { formatCalendarDay, subscriptionChangeAlert } from "./subscription-outcome.ts";

const t = ((key: string, values?: Record<string, unknown>) =>
  values && Object.keys(values).length > 0 ? `${key}${JSON.stringify(values)}` : key) as unknown as TFunction;
const done = { ok: true, nextDeliveryOn: "2027-02-15", intervalMonths: 3 } as const;

describe("subscriptionChangeAlert", () => {
  it("confirms a change with the next delivery, in the shop's language", () => {
    expect(
      subscriptionChangeAlert({ ...done, intent: "skip", cancellationEffectiveOn: undefined }, t, "de-DE"),
    ).toEqual({
      kind: "CONFIRM",
      message: `subscriptions.done.skip${JSON.stringify({ date: "15. Februar 2027", every: 'subscription.every{"count":3}' })}`,
      testId: "subscription-confirmation",
    });
  });

  it("names the day a cancellation ends the subscription", () => {
    const alert = subscriptionChangeAlert(
      { ...done, intent: "cancel", cancellationEffectiveOn: "2027-01-20" },
      t,
      "cs-CZ",
    );
    expect(alert.message).toContain(formatCalendarDay("2027-01-20", "cs-CZ"));
    expect(alert.message).toContain("20. ledna 2027");
  });

  it("shows a refusal as an error", () => {
    expect(
      subscriptionChangeAlert({ ok: false, errorKey: "subscriptions.error.cancelled" }, t, "de-DE"),
    ).toEqual({
      kind: "ERROR",
      message: "subscriptions.error.cancelled",
      testId: "subscription-error",
    });
  });
});
