import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { requireCustomer } from "~/platform/customer-session.server.ts";
import { noIndexMeta } from "~/platform/seo.ts";
import { requireShop } from "~/platform/shop.ts";
import { useShop } from "~/platform/shop-data.ts";
import { PageHeading } from "~/ui/document-head.tsx";
import type { Route } from "./+types/account-subscriptions";
import { subscriptionsApi } from "./account-subscriptions.server.ts";
import { SubscriptionItems, SubscriptionStatus } from "./subscription-items.tsx";
import { formatCalendarDay } from "./subscription-outcome.ts";

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  const customer = await requireCustomer(context, request, shop);
  const answer = await subscriptionsApi.list(context, shop, customer.id);
  if (!answer.ok) throw new Error(`listing subscriptions answered ${answer.status}`);
  return { subscriptions: answer.subscriptions };
}

export const meta = noIndexMeta;

/** The customer's subscriptions, newest first: items per eye, interval, next delivery, status and reference. */
export default function AccountSubscriptionsPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const shop = useShop();
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 py-8" data-testid="account-subscriptions">
      <Link to={`/${params.shop}/account/`} className="underline">
        {t("subscriptions.backToAccount")}
      </Link>
      <PageHeading title={t("subscriptions.title")} />
      {loaderData.subscriptions.length === 0 ? <p>{t("subscriptions.empty")}</p> : null}
      <ul className="flex flex-col gap-4">
        {loaderData.subscriptions.map((subscription) => (
          <li
            key={subscription.id}
            className="flex flex-col gap-2 rounded border border-neutral-300 p-4"
            data-testid="subscription-row"
            data-reference={subscription.id}
          >
            <p className="flex flex-wrap items-center justify-between gap-2">
              <Link
                to={`/${params.shop}/account/subscriptions/${subscription.id}/`}
                className="font-semibold underline"
                data-testid="subscription-link"
              >
                {t("subscriptions.reference", { id: subscription.id })}
              </Link>
              <SubscriptionStatus subscription={subscription} />
            </p>
            <SubscriptionItems subscription={subscription} />
            <p data-testid="subscription-interval">
              {t("subscription.every", { count: subscription.intervalMonths })}
            </p>
            {subscription.status === "cancelled" ? null : (
              <p data-testid="subscription-next-delivery">
                {t("subscriptions.nextDelivery", {
                  date: formatCalendarDay(subscription.nextDeliveryOn, shop.locale),
                })}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
