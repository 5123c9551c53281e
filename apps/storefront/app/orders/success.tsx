import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { OrderCost, OrderItems } from "~/orders/order-details.tsx";
import { signedInCustomer } from "~/platform/customer-session.server.ts";
import { orderByCbd, orderDataOf } from "~/platform/orders-api.server.ts";
import { appliedPromotionHeadlines } from "~/platform/promotion-headlines.server.ts";
import { noIndexMeta } from "~/platform/seo.ts";
import { ORDER_STATUS_LOOKUP_PATH, requireShop } from "~/platform/shop.ts";
import { subscriptionIntervalOfLine } from "~/subscriptions/subscription-choice.ts";
import { PageHeading, PageTitle } from "~/ui/document-head.tsx";
import { PostalAddress } from "~/ui/postal-address.tsx";
import type { Route } from "./+types/success";

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  const cbdToken = url.searchParams.get("cbd") ?? "";
  // A guest (held by the session after a guest order) has no order list: the order status lookup instead.
  const isGuest = (await signedInCustomer(context, request, shop))?.status.isGuestCustomer ?? false;
  const placed = cbdToken === "" ? undefined : await orderByCbd(context, shop, cbdToken);
  if (!placed)
    return data({ order: null, promotionHeadlines: {}, isGuest, subscribes: false }, { status: 404 });
  // The order started a subscription when a line asked for one (docs/decisions/0055-subscriptions-and-scheduler.md).
  const subscribes = placed.items.some((item) => subscriptionIntervalOfLine(item.customData) !== undefined);
  // The items and what they cost, as the engine placed them; the signed token stays the only key to them.
  const { items, cost, vouchers, paymentKey } = placed;
  return {
    order: { ...orderDataOf(placed), items, cost, vouchers, paymentKey },
    promotionHeadlines: await appliedPromotionHeadlines(context, shop, items),
    isGuest,
    subscribes,
  };
}

export const meta = noIndexMeta;

/**
 * The order success page (rule:checkout.success-page-token, rule:checkout.success-page-summary): the order of the cbd
 * parameter with its items, shipping and total, the customer and both addresses.
 */
export default function SuccessPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { order, promotionHeadlines, isGuest, subscribes } = loaderData;
  const ordersLink = isGuest ? (
    <Link
      to={`/${params.shop}${ORDER_STATUS_LOOKUP_PATH}`}
      className="underline"
      data-testid="success-order-status-link"
    >
      {t("orderStatus.link")}
    </Link>
  ) : (
    <Link to={`/${params.shop}/account/orders/`} className="underline" data-testid="success-orders-link">
      {t("success.toOrders")}
    </Link>
  );
  if (!order) {
    return (
      <section className="mx-auto flex max-w-2xl flex-col gap-4 py-8" data-testid="success-expired">
        <PageTitle>{t("success.title")}</PageTitle>
        <p>{t(isGuest ? "success.expiredGuest" : "success.expired")}</p>
        {ordersLink}
      </section>
    );
  }
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 py-8" data-testid="success-page">
      <PageHeading title={t("success.title")} />
      <p role="status">{t("success.received")}</p>
      <p className="text-lg font-semibold" data-testid="success-order-id">
        {t("success.orderId", { id: order.orderId })}
      </p>
      <OrderItems order={order} promotionHeadlines={promotionHeadlines} />
      <OrderCost order={order} />
      <section className="flex flex-col gap-1">
        <h2 className="font-semibold">{t("success.customer")}</h2>
        <p data-testid="success-customer">
          {order.customer.firstName} {order.customer.lastName}, {order.customer.email}
        </p>
      </section>
      <div className="grid gap-4 sm:grid-cols-2" data-testid="success-addresses">
        <PostalAddress
          className="rounded border border-neutral-300 p-4"
          title={t("checkout.billing")}
          address={order.billingAddress}
        />
        <PostalAddress
          className="rounded border border-neutral-300 p-4"
          title={t("checkout.shipping")}
          address={order.shippingAddress}
        />
      </div>
      {subscribes ? (
        <p data-testid="success-subscription">
          {t("success.subscription")}{" "}
          <Link
            to={`/${params.shop}/account/subscriptions/`}
            className="underline"
            data-testid="success-subscriptions-link"
          >
            {t("subscriptions.title")}
          </Link>
        </p>
      ) : null}
      {ordersLink}
    </section>
  );
}
