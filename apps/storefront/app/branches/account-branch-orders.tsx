import { formatPrice, isoDateToDotted } from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { branchesApi } from "~/branches/branches.server.ts";
import { requireCustomer } from "~/platform/customer-session.server.ts";
import { noIndexMeta } from "~/platform/seo.ts";
import { requireShop } from "~/platform/shop.ts";
import { useShop } from "~/platform/shop-data.ts";
import { PageHeading } from "~/ui/document-head.tsx";
import type { Route } from "./+types/account-branch-orders";

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  const customer = await requireCustomer(context, request, shop);
  const answer = await branchesApi.listOrders(context, shop, customer.id);
  if (!answer.ok) throw new Error(`listing branch orders answered ${answer.status}`);
  return { branchOrders: answer.branchOrders };
}

export const meta = noIndexMeta;

/** /account/branch-order/: the orders the customer placed in a branch, newest first. */
export default function AccountBranchOrdersPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const shop = useShop();
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 py-8" data-testid="account-branch-orders">
      <Link to={`/${params.shop}/account/`} className="underline">
        {t("branchOrders.backToAccount")}
      </Link>
      <PageHeading title={t("branchOrders.title")} />
      {loaderData.branchOrders.length === 0 ? <p>{t("branchOrders.empty")}</p> : null}
      <ul className="flex flex-col gap-3">
        {loaderData.branchOrders.map((order) => (
          <li key={order.id} className="rounded border border-neutral-300 p-4" data-testid="branch-order-row">
            <Link
              to={`/${params.shop}/account/branch-order/${order.id}`}
              className="font-semibold underline"
              data-testid="branch-order-link"
            >
              {t("branchOrders.orderLink", { id: order.id })}
            </Link>
            <p className="text-sm text-neutral-700">
              {t("branchOrders.orderedAt", {
                date: isoDateToDotted(order.orderedAt),
                branch: order.branch.name,
              })}
            </p>
            <p className="flex justify-between">
              <span data-testid="branch-order-status">{t(`branchOrders.status.${order.status}`)}</span>
              <span>{formatPrice(order.cost.withTax, shop)}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
