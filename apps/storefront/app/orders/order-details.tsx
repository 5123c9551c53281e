import {
  deriveOrderStatus,
  isoDateToDotted,
  orderProgressStep,
  orderShippingFee,
  reductionsByCategory,
} from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { EyeLineValues } from "~/contact-lenses/eye-line.tsx";
import type { OrderStatusView } from "~/platform/orders-api.server.ts";
import { orderedLensNames, storedConfiguration } from "~/prescription/configured-glasses.ts";
import { ConfiguredLenses } from "~/prescription/configured-lenses.tsx";
import { subscriptionIntervalOfLine } from "~/subscriptions/subscription-choice.ts";
import { SubscriptionNote } from "~/subscriptions/subscription-choice.tsx";
import { BrandLine } from "~/ui/brand-line.tsx";
import { CostSummary } from "~/ui/cost-summary.tsx";
import { LineTotal, shownSaving } from "~/ui/line-total.tsx";
import { OrderStatus } from "./order-status-badge.tsx";

const PROGRESS_STEPS = [1, 2, 3, 4] as const;

/** When the order was placed and its status. */
export function OrderPlacedAndStatus({ order }: { order: OrderStatusView }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="text-sm text-neutral-700">
        {t("orders.placedAt", { date: isoDateToDotted(order.createdAt) })}
      </p>
      <p className="text-lg font-semibold" data-testid="order-status">
        <OrderStatus order={order} />
      </p>
    </>
  );
}

/**
 * The progress step of the derived order status (rule:orders.progress-step), the current step marked for screen
 * readers.
 */
export function OrderProgress({ order }: { order: OrderStatusView }) {
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

/** The configuration of configured glasses on their frame line, as the shopper entered it. */
function OrderItemConfiguration({ customData }: { customData: unknown }) {
  const configuration = storedConfiguration(customData);
  return configuration ? (
    <ConfiguredLenses configuration={configuration} testId="order-item-prescription" />
  ) : null;
}

/**
 * The order's items, add-ons of an item group indented under their main item, with cancellations and returns; an
 * item a promotion reduced shows its price before and the promotion's headline from `promotionHeadlines` (by id).
 */
export function OrderItems({
  order,
  promotionHeadlines,
}: {
  order: Pick<OrderStatusView, "items">;
  promotionHeadlines: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation();
  const lensName = orderedLensNames(order.items);
  return (
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
            <span className="min-w-0">
              <BrandLine
                brand={item.product.brand}
                name={lensName(item) ?? item.product.name}
                className="font-medium"
              />
              <span className="block">{lensName(item) ?? item.product.name}</span>
              <EyeLineValues customData={item.customData} testId="order-item-eye" />
              <SubscriptionNote
                interval={subscriptionIntervalOfLine(item.customData)}
                testId="order-item-subscription"
              />
              <span className="block text-sm text-neutral-700">
                {t("checkout.quantity", { count: item.quantity })}
              </span>
              <OrderItemConfiguration customData={item.customData} />
              {item.status === "ordered" ? null : (
                <span className="block text-sm font-semibold">{t(`orders.itemStatus.${item.status}`)}</span>
              )}
            </span>
            <LineTotal
              total={item.price.total.withTax}
              saving={shownSaving(item.price.total, promotionHeadlines)}
              testId="order-item-total"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * What the order costs: its reductions by category (rule:orders.reductions-shown), vouchers, the shipping fee
 * (rule:shipping.cost), the total and the payment method.
 */
export function OrderCost({
  order,
}: {
  order: Pick<OrderStatusView, "items" | "vouchers" | "cost" | "paymentKey">;
}) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-2" aria-labelledby="order-cost">
      <h2 id="order-cost" className="text-lg font-semibold">
        {t("orders.cost")}
      </h2>
      <CostSummary
        reductions={reductionsByCategory(order.items.flatMap((item) => item.price.total.appliedReductions))}
        vouchers={order.vouchers.map((voucher) => ({ code: voucher.code, amount: voucher.value }))}
        shipping={{ fee: orderShippingFee(order.cost) }}
        total={order.cost.withTax}
        testId="order"
      />
      <p>
        {t("orders.payment")}: {t(`checkout.payment.${order.paymentKey}`)}
      </p>
    </section>
  );
}

/** The order's packages: carrier, delivery status, delivery date range and tracking link (rule:checkout.carrier). */
export function OrderPackages({ order }: { order: OrderStatusView }) {
  const { t } = useTranslation();
  return (
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
  );
}
