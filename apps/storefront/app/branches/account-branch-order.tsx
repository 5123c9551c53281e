import { formatPrice, isoDateToDotted } from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BranchAddress, branchHref } from "~/branches/branch-details.tsx";
import { branchesApi } from "~/branches/branches.server.ts";
import { requireCustomer } from "~/platform/customer-session.server.ts";
import { notFound } from "~/platform/errors.ts";
import { noIndexMeta } from "~/platform/seo.ts";
import { requireShop } from "~/platform/shop.ts";
import { useShop } from "~/platform/shop-data.ts";
import { PageHeading } from "~/ui/document-head.tsx";
import { TotalLine } from "~/ui/price.tsx";
import type { Route } from "./+types/account-branch-order";

const BRANCH_ORDER_ID = /^[\w-]{1,40}$/;

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  const customer = await requireCustomer(context, request, shop);
  // Another customer's branch order is as unknown as a missing one: the engine looks it up for this customer only.
  if (!BRANCH_ORDER_ID.test(params.id)) throw notFound(url);
  const answer = await branchesApi.getOrder(context, shop, customer.id, params.id);
  if (!answer.ok) throw notFound(url);
  return { branchOrder: answer.branchOrder };
}

export const meta = noIndexMeta;

/** /account/branch-order/{id}: a branch order's status, branch, items, total and where to pick it up. */
export default function AccountBranchOrderPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const shop = useShop();
  const { branchOrder: order } = loaderData;
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 py-8" data-testid="account-branch-order">
      <Link to={`/${params.shop}/account/branch-order/`} className="underline">
        {t("branchOrders.back")}
      </Link>
      <PageHeading title={t("branchOrders.detailTitle", { id: order.id })} />
      <p className="text-sm text-neutral-700">
        {t("branchOrders.orderedAt", { date: isoDateToDotted(order.orderedAt), branch: order.branch.name })}
      </p>
      <p className="text-lg font-semibold" data-testid="branch-order-status">
        {t(`branchOrders.status.${order.status}`)}
      </p>
      <section className="flex flex-col gap-2" aria-labelledby="branch-order-items">
        <h2 id="branch-order-items" className="text-lg font-semibold">
          {t("orders.items")}
        </h2>
        <ul className="flex flex-col divide-y divide-neutral-200">
          {order.items.map((item, index) => (
            <li
              key={`${index}-${item.name}`}
              className="flex justify-between gap-4 py-2"
              data-testid="branch-order-item"
            >
              <span>
                <span className="block text-sm text-neutral-700">{t(`branchOrders.kind.${item.kind}`)}</span>
                <span className="block font-medium">{item.name}</span>
                <span className="block text-sm text-neutral-700">
                  {t("checkout.quantity", { count: item.quantity })}
                </span>
              </span>
              <span>{formatPrice(item.price.total.withTax, shop)}</span>
            </li>
          ))}
        </ul>
        <TotalLine amount={order.cost.withTax} testId="branch-order-total" />
      </section>
      <section className="flex flex-col gap-1" aria-labelledby="branch-order-pickup">
        <h2 id="branch-order-pickup" className="text-lg font-semibold">
          {t("branchOrders.pickupBranch")}
        </h2>
        <Link
          to={branchHref(params.shop, order.pickupBranch)}
          className="font-medium underline"
          data-testid="branch-order-pickup-link"
        >
          {order.pickupBranch.name}
        </Link>
        <BranchAddress branch={order.pickupBranch} />
      </section>
    </section>
  );
}
