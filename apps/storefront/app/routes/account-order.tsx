import {
  canReturnOrder,
  deriveOrderStatus,
  formatPrice,
  isOrderId,
  isoDateToDotted,
  orderProgressStep,
  orderReturnUrl,
} from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { OrderStatus } from "~/components/order-status.tsx";
import { PostalAddress } from "~/components/postal-address.tsx";
import { requireCustomer } from "~/lib/account.server.ts";
import { notFound } from "~/lib/errors.ts";
import { type Order, ordersApi } from "~/lib/orders.server.ts";
import { requireShop } from "~/lib/shop.ts";
import type { Route } from "./+types/account-order";
import { useShop } from "./shop-layout.tsx";

const PROGRESS_STEPS = [1, 2, 3, 4] as const;

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
    // S1 §2 the order-return link only when all packages are shipment_completed
    returnUrl: canReturnOrder(order.packages)
      ? orderReturnUrl(shop.orderReturnPortal, { id: order.id, email: order.customer.email })
      : null,
  };
}

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

function ProgressSteps({ order }: { order: Order }) {
  const { t } = useTranslation();
  const current = orderProgressStep(deriveOrderStatus(order.items, order.packages));
  return (
    <ol className="grid grid-cols-4 gap-2" aria-label={t("orders.progress")} data-testid="order-progress">
      {PROGRESS_STEPS.map((step) => (
        <li
          key={step}
          aria-current={step === current ? "step" : undefined}
          className={`border-t-4 pt-1 text-sm ${step <= current ? "border-neutral-900 font-semibold" : "border-neutral-300"}`}
        >
          {t(`orders.step.${step}`)}
        </li>
      ))}
    </ol>
  );
}

/** S1 §2–§4 order detail: status and progress, items with their groups, cost, vouchers, packages, return link. */
export default function AccountOrderPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const shop = useShop();
  const { order, returnUrl } = loaderData;
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 py-8" data-testid="account-order">
      <title>{t("orders.detailTitle", { id: order.id })}</title>
      <Link to={`/${params.shop}/account/orders/`} className="underline">
        {t("orders.back")}
      </Link>
      <h1 className="text-3xl font-semibold">{t("orders.detailTitle", { id: order.id })}</h1>
      <p className="text-sm text-neutral-700">
        {t("orders.placedAt", { date: isoDateToDotted(order.createdAt) })}
      </p>
      <p className="text-lg font-semibold" data-testid="order-status">
        <OrderStatus order={order} />
      </p>
      <ProgressSteps order={order} />
      <section className="flex flex-col gap-2" aria-labelledby="order-items">
        <h2 id="order-items" className="text-lg font-semibold">
          {t("orders.items")}
        </h2>
        <ul className="flex flex-col divide-y divide-neutral-200">
          {order.items.map((item) => (
            <li
              key={item.id}
              className={`flex justify-between gap-4 py-2 ${item.itemGroup && !item.itemGroup.isMainItem ? "pl-6" : ""}`}
              data-testid="order-item"
            >
              <span>
                <span className="block font-medium">{item.product.brand}</span>
                <span className="block">{item.product.name}</span>
                <span className="block text-sm text-neutral-700">
                  {t("checkout.quantity", { count: item.quantity })}
                </span>
                {item.status === "ordered" ? null : (
                  <span className="block text-sm font-semibold">{t(`orders.itemStatus.${item.status}`)}</span>
                )}
              </span>
              <span>{formatPrice(item.price.total.withTax, shop)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="flex flex-col gap-1" aria-labelledby="order-cost">
        <h2 id="order-cost" className="text-lg font-semibold">
          {t("orders.cost")}
        </h2>
        {order.vouchers.length > 0 ? (
          <ul aria-label={t("orders.vouchers")}>
            {order.vouchers.map((voucher) => (
              <li key={voucher.code} className="flex justify-between">
                <span>{t("orders.voucher", { code: voucher.code })}</span>
                <span>−{formatPrice(voucher.value, shop)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="flex justify-between font-semibold">
          <span>
            {t("checkout.total")} <span className="text-sm font-normal">{t("checkout.vatIncluded")}</span>
          </span>
          <span data-testid="order-total">{formatPrice(order.cost.withTax, shop)}</span>
        </p>
        <p>
          {t("orders.payment")}: {t(`checkout.payment.${order.paymentKey}`)}
        </p>
      </section>
      <section className="flex flex-col gap-3" aria-labelledby="order-packages">
        <h2 id="order-packages" className="text-lg font-semibold">
          {t("orders.packages")}
        </h2>
        {order.packages.map((pkg, index) => (
          <div key={pkg.id} className="rounded border border-neutral-300 p-3" data-testid="order-package">
            <p className="font-medium">
              {t("orders.package", { number: index + 1, carrier: t(`checkout.carrier.${pkg.carrierKey}`) })}
            </p>
            <p>{t(`orders.status.${pkg.deliveryStatus}`)}</p>
            <p>
              {t("orders.deliveryDate", {
                min: isoDateToDotted(pkg.deliveryDate.min),
                max: isoDateToDotted(pkg.deliveryDate.max),
              })}
            </p>
            {pkg.tracking ? (
              <a href={pkg.tracking.url} className="underline" rel="noopener noreferrer" target="_blank">
                {t("orders.tracking", { id: pkg.tracking.id })}
              </a>
            ) : null}
          </div>
        ))}
      </section>
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
