import { deriveOrderStatus } from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import type { OrderStatusView } from "~/platform/orders-api.server.ts";

/**
 * The order's status as the shopper reads it: pending payment, else the derived order status
 * (rule:orders.derived-status).
 */
export function OrderStatus({ order }: { order: OrderStatusView }) {
  const { t } = useTranslation();
  if (order.status === "payment_pending") return <>{t("orders.paymentPending")}</>;
  return <>{t(`orders.status.${deriveOrderStatus(order.items, order.packages)}`)}</>;
}
