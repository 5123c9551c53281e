export { type CommerceEngine, type CommerceEngineOptions, createCommerceEngine } from "./engine.ts";
export {
  createInProcessFetch,
  type FetchHandler,
  installInProcessTransport,
} from "./in-process-transport.ts";
export type { CustomerWire } from "./services/customers.ts";
export {
  DEFAULT_PENDING_PAYMENT_TIMEOUT_MS,
  pendingPaymentTimeoutMs,
  releaseAbandonedOrders,
  startAbandonedOrderRelease,
} from "./services/order-release.ts";
export type { OrderWire } from "./services/orders.ts";
