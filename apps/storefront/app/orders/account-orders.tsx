import { formatPrice, isoDateToDotted } from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { OrderStatus } from "~/orders/order-status-badge.tsx";
import { requireCustomer } from "~/platform/customer-session.server.ts";
import { ordersApi } from "~/platform/orders-api.server.ts";
import { noIndexMeta } from "~/platform/seo.ts";
import { requireShop } from "~/platform/shop.ts";
import { useShop } from "~/platform/shop-data.ts";
import { PageHeading } from "~/ui/document-head.tsx";
import type { Route } from "./+types/account-orders";

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  const customer = await requireCustomer(context, request, shop);
  const answer = await ordersApi.list(context, shop, customer.id);
  if (!answer.ok) throw new Error(`listing orders answered ${answer.status}`);
  return { orders: answer.orders };
}

export const meta = noIndexMeta;

/** The customer's order list, newest first. */
export default function AccountOrdersPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const shop = useShop();
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 py-8" data-testid="account-orders">
      <PageHeading title={t("orders.title")} />
      {loaderData.orders.length === 0 ? <p>{t("orders.empty")}</p> : null}
      <ul className="flex flex-col gap-3">
        {loaderData.orders.map((order) => (
          <li key={order.id} className="rounded border border-neutral-300 p-4" data-testid="order-row">
            <Link to={`/${params.shop}/account/orders/${order.id}/`} className="font-semibold underline">
              {t("orders.orderLink", { id: order.id })}
            </Link>
            <p className="text-sm text-neutral-700">
              {t("orders.placedAt", { date: isoDateToDotted(order.createdAt) })}
            </p>
            <p className="flex justify-between">
              <span>
                <OrderStatus order={order} />
              </span>
              <span>{formatPrice(order.cost.withTax, shop)}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
