export { type CommerceEngine, type CommerceEngineOptions, createCommerceEngine } from "./engine.ts";
export {
  createInProcessFetch,
  type FetchHandler,
  installInProcessTransport,
} from "./in-process-transport.ts";
export type { CustomerWire } from "./services/customers.ts";
export type { OrderStatusWire } from "./services/order-status-lookups.ts";
export type { OrderWire } from "./services/orders.ts";
