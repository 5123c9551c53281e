import { formatPrice } from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { EyeLineValues } from "~/contact-lenses/eye-line.tsx";
import { useShop } from "~/platform/shop-data.ts";
import type { Subscription } from "./account-subscriptions.server.ts";
import { formatCalendarDay } from "./subscription-outcome.ts";

/** A subscription's status as a short badge: active, paused, or cancelled (and until when it still runs). */
export function SubscriptionStatus({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const shop = useShop();
  const ending = subscription.cancellation && subscription.status !== "cancelled";
  return (
    <span data-testid="subscription-status" data-status={subscription.status}>
      <span className="rounded bg-neutral-100 px-2 py-0.5 text-sm font-medium text-neutral-900">
        {t(`subscriptions.status.${subscription.status}`)}
      </span>
      {ending && subscription.cancellation ? (
        <span className="ml-2 text-sm">
          {t("subscriptions.endsOn", {
            date: formatCalendarDay(subscription.cancellation.effectiveOn, shop.locale),
          })}
        </span>
      ) : null}
    </span>
  );
}

/** The items of a subscription: each product with its quantity, a lens line with its eye and values. */
export function SubscriptionItems({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const shop = useShop();
  return (
    <ul className="flex flex-col divide-y divide-neutral-200" data-testid="subscription-items">
      {subscription.items.map((item, index) => (
        <li key={`${item.variant.id}-${index}`} className="flex justify-between gap-4 py-2">
          <span>
            <span className="block text-sm text-neutral-700">{item.product.brand}</span>
            <span className="block font-medium">{item.product.name}</span>
            <EyeLineValues customData={item.customData} testId="subscription-item-eye" />
            <span className="block text-sm text-neutral-700">
              {t("checkout.quantity", { count: item.quantity })}
            </span>
          </span>
          <span>{formatPrice(item.price.total.withTax, shop)}</span>
        </li>
      ))}
    </ul>
  );
}
