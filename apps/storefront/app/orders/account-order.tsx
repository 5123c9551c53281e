import { canReturnOrder, isOrderId, orderReturnUrl } from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import { basketOutcomeAlert } from "~/basket/basket-outcome.ts";
import { type BasketAnswer, useBasketAnswer } from "~/basket/basket-summary.tsx";
import {
  OrderCost,
  OrderItems,
  OrderPackages,
  OrderPlacedAndStatus,
  OrderProgress,
} from "~/orders/order-details.tsx";
import { requireCustomer } from "~/platform/customer-session.server.ts";
import { notFound } from "~/platform/errors.ts";
import { ordersApi } from "~/platform/orders-api.server.ts";
import { appliedPromotionHeadlines } from "~/platform/promotion-headlines.server.ts";
import { reorderableLines } from "~/platform/reorder.server.ts";
import { noIndexMeta } from "~/platform/seo.ts";
import { requireShop } from "~/platform/shop.ts";
import { useShop } from "~/platform/shop-data.ts";
import { OutcomeAlert } from "~/ui/alerts.tsx";
import { Button } from "~/ui/button.tsx";
import { PageHeading } from "~/ui/document-head.tsx";
import { PostalAddress } from "~/ui/postal-address.tsx";
import { submitInPlace } from "~/ui/submit-in-place.ts";
import type { Route } from "./+types/account-order";

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  const customer = await requireCustomer(context, request, shop);
  // Another customer's order id is as unknown as a missing one: the engine looks it up for this customer only.
  if (!isOrderId(params.id)) throw notFound(url);
  const answer = await ordersApi.get(context, shop, customer.id, params.id);
  if (!answer.ok) throw notFound(url);
  const { order } = answer;
  return {
    order,
    promotionHeadlines: await appliedPromotionHeadlines(context, shop, order.items),
    // rule:orders.reorder: "order again" where the order holds contact lenses or care products
    reorderable: (await reorderableLines(context, shop, order)).length > 0,
    // rule:orders.return-link: the order-return link only when all packages are shipment_completed
    returnUrl: canReturnOrder(order.packages)
      ? orderReturnUrl(shop.orderReturnPortal, { id: order.id, email: order.customer.email })
      : null,
  };
}

export const meta = noIndexMeta;

/** An order's details: status and progress, items with their groups, cost, vouchers, packages, return link. */
export default function AccountOrderPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { order, promotionHeadlines, returnUrl, reorderable } = loaderData;
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 py-8" data-testid="account-order">
      <Link to={`/${params.shop}/account/orders/`} className="underline">
        {t("orders.back")}
      </Link>
      <PageHeading title={t("orders.detailTitle", { id: order.id })} />
      <OrderPlacedAndStatus order={order} />
      <OrderProgress order={order} />
      <OrderItems order={order} promotionHeadlines={promotionHeadlines} />
      {reorderable ? <ReorderForm orderId={order.id} /> : null}
      <OrderCost order={order} />
      <OrderPackages order={order} />
      <div className="grid gap-4 sm:grid-cols-2">
        <PostalAddress title={t("checkout.billing")} address={order.addresses.billing} />
        <PostalAddress title={t("checkout.shipping")} address={order.addresses.shipping} />
      </div>
      {returnUrl ? (
        <a href={returnUrl} className="underline" data-testid="order-return-link">
          {t("orders.return")}
        </a>
      ) : null}
    </section>
  );
}

/**
 * "Order again" (rule:orders.reorder): the basket's action puts the order's lenses and care products back; with
 * JavaScript the outcome shows here as an alert and in the header's basket, without it the basket page follows.
 */
function ReorderForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const shop = useShop();
  const fetcher = useFetcher<BasketAnswer>();
  const basketPath = `/${shop.code}/basket/`;
  useBasketAnswer(fetcher.data);
  return (
    <fetcher.Form
      method="post"
      action={basketPath}
      onSubmit={submitInPlace(fetcher, basketPath)}
      className="flex flex-col items-start gap-2"
    >
      <input type="hidden" name="intent" value="reorder" />
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="redirectTo" value={basketPath} />
      <Button look="primary" disabled={fetcher.state !== "idle"} testId="order-reorder">
        {t("orders.reorder")}
      </Button>
      <p className="text-sm text-neutral-700">{t("orders.reorderHint")}</p>
      <OutcomeAlert outcome={fetcher.data} toAlert={(done) => basketOutcomeAlert(done, t, basketPath)} />
    </fetcher.Form>
  );
}
