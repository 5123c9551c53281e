export {
  type CommerceEngine,
  type CommerceEngineOptions,
  createCommerceEngine,
  paymentProviderFor,
} from "./engine.ts";
export {
  createInProcessFetch,
  type FetchHandler,
  installInProcessTransport,
} from "./in-process-transport.ts";
export type { BranchOrderWire, BranchWire } from "./services/branches.ts";
export {
  type CustomerWire,
  SIGN_IN_FREE_FAILURES_PER_ACCOUNT_AND_CLIENT,
  SIGN_IN_FREE_FAILURES_PER_CLIENT,
} from "./services/customers.ts";
export type { ImageWire } from "./services/images.ts";
export { type LimitStore, limitStoreFor } from "./services/limits.ts";
export { listUnsentShopMails, type MailWire, recordMailDelivery } from "./services/mails.ts";
export type { NewsletterSubscriptionWire } from "./services/newsletter.ts";
export {
  DEFAULT_PENDING_PAYMENT_TIMEOUT_MS,
  pendingPaymentTimeoutMs,
  releaseAbandonedOrders,
  startAbandonedOrderRelease,
} from "./services/order-release.ts";
export type { OrderStatusWire } from "./services/order-status-lookups.ts";
export type { OrderWire } from "./services/orders.ts";
export type { PrescriptionUploadWire } from "./services/prescription-uploads.ts";
export { type EnginePurgeResult, purgeStaleEngineData, RETENTION_MS } from "./services/purge.ts";
export {
  type DueSubscription,
  listDueSubscriptions,
  runDueSubscriptions,
  type SubscriptionRunResult,
} from "./services/subscription-scheduler.ts";
export type { CancellationReceipt, SubscriptionWire } from "./services/subscriptions.ts";
