export { type CommerceEngine, type CommerceEngineOptions, createCommerceEngine } from "./engine.ts";
export {
  createInProcessFetch,
  type FetchHandler,
  installInProcessTransport,
} from "./in-process-transport.ts";
export type { BranchOrderWire, BranchWire } from "./services/branches.ts";
export type { CustomerWire } from "./services/customers.ts";
export type { OrderWire } from "./services/orders.ts";
