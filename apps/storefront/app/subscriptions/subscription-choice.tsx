import { formatPrice, OFFERED_DELIVERY_DAYS } from "@eyewear/shop-rules";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useShop } from "~/platform/shop-data.ts";
import type { SubscriptionOffer } from "~/platform/subscription-offer.server.ts";
import { useHydrated } from "~/ui/use-hydrated.ts";

type Errors = Record<string, string[] | null | undefined>;

/** A subscription's price per delivery where a promotion gives one, and the promotion's text. */
/**
 * "Einmalig kaufen" or "Im Abo" with the interval and the preferred delivery day (rule:subscriptions.product-choice),
 * inside a lens or care product's basket form. Every field is always in the form, so it works without JavaScript;
 * with it, the subscription's fields show only while the subscription is chosen. Nothing when the product offers
 * no interval in this shop.
 */
export function SubscriptionChoice({
  intervals,
  offer,
  errors = {},
  sent = {},
}: {
  intervals: readonly number[];
  /** The price of each delivery where a promotion gives one (rule:subscriptions.promotion-price). */
  offer?: SubscriptionOffer | undefined;
  errors?: Errors;
  /** What the refused form sent, to show it again. */
  sent?: Record<string, unknown>;
}) {
  const { t } = useTranslation();
  const shop = useShop();
  const hydrated = useHydrated();
  const [purchase, setPurchase] = useState(sent.purchase === "subscription" ? "subscription" : "once");
  if (intervals.length === 0) return null;
  const detailsHidden = hydrated && purchase !== "subscription";
  const fieldError = (name: string) => {
    const messages = errors[name];
    return messages?.length ? (
      <p id={`${name}-error`} role="alert" data-testid="form-error" className="text-sm text-red-800">
        {t(messages[0]!)}
      </p>
    ) : null;
  };
  return (
    <fieldset className="space-y-3" data-testid="subscription-choice">
      <legend className="mb-2 font-medium">{t("subscription.choice.legend")}</legend>
      <div className="flex flex-wrap gap-2">
        {(["once", "subscription"] as const).map((value) => (
          <label
            key={value}
            className="flex cursor-pointer items-center gap-2 rounded border border-neutral-400 px-3 py-2 has-[:checked]:border-sky-800 has-[:checked]:ring-2 has-[:checked]:ring-sky-800"
          >
            <input
              type="radio"
              name="purchase"
              value={value}
              checked={purchase === value}
              onChange={() => setPurchase(value)}
              data-testid={`purchase-${value}`}
            />
            <span>{t(`subscription.choice.${value}`)}</span>
          </label>
        ))}
      </div>
      {offer ? (
        <p className="text-sm" data-testid="subscription-offer">
          <span className="font-medium text-green-800">
            {t("subscription.choice.offerPrice", { price: formatPrice(offer.price, shop) })}
          </span>{" "}
          <span className="text-neutral-700">{offer.headline}</span>
        </p>
      ) : null}
      <div className={detailsHidden ? "hidden" : "flex flex-wrap gap-4"} data-testid="subscription-details">
        <div className="flex flex-col gap-1">
          <label htmlFor="subscription-interval" className="font-medium">
            {t("subscription.choice.interval")}
          </label>
          <select
            id="subscription-interval"
            name="subscriptionInterval"
            defaultValue={
              typeof sent.subscriptionInterval === "string" ? sent.subscriptionInterval : undefined
            }
            aria-invalid={errors.subscriptionInterval?.length ? true : undefined}
            aria-describedby={errors.subscriptionInterval?.length ? "subscriptionInterval-error" : undefined}
            data-testid="subscription-interval"
            className="rounded border border-neutral-500 px-3 py-2"
          >
            {intervals.map((interval) => (
              <option key={interval} value={interval}>
                {t("subscription.every", { count: interval })}
              </option>
            ))}
          </select>
          {fieldError("subscriptionInterval")}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="subscription-delivery-day" className="font-medium">
            {t("subscription.choice.deliveryDay")}
          </label>
          <select
            id="subscription-delivery-day"
            name="preferredDeliveryDay"
            defaultValue={
              typeof sent.preferredDeliveryDay === "string" ? sent.preferredDeliveryDay : undefined
            }
            aria-invalid={errors.preferredDeliveryDay?.length ? true : undefined}
            aria-describedby={errors.preferredDeliveryDay?.length ? "preferredDeliveryDay-error" : undefined}
            data-testid="subscription-delivery-day"
            className="rounded border border-neutral-500 px-3 py-2"
          >
            {OFFERED_DELIVERY_DAYS.map((day) => (
              <option key={day} value={day}>
                {t("subscription.dayOfMonth", { day })}
              </option>
            ))}
          </select>
          {fieldError("preferredDeliveryDay")}
        </div>
      </div>
    </fieldset>
  );
}

/** "Im Abo: alle 3 Monate" under a basket, checkout or order line subscribed at `interval`; nothing otherwise. */
export function SubscriptionNote({ interval, testId }: { interval: number | undefined; testId: string }) {
  const { t } = useTranslation();
  return interval === undefined ? null : (
    <span className="block text-sm font-medium text-sky-900" data-testid={testId}>
      {t("subscription.lineNote", { every: t("subscription.every", { count: interval }) })}
    </span>
  );
}
