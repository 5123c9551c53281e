import type { StockLevel } from "./availability.ts";
import type { Carrier } from "./delivery.ts";
import type { ProductKind } from "./product-kinds.ts";
import type { CountryCode, ShopConfig } from "./shops.ts";

/** The payment methods the shop knows (one credit-card variant is offered). */
export const PAYMENT_KEYS = [
  "paypal_instant",
  "klarna_paylater",
  "ratepay_invoice",
  "computop_creditcard",
  "ratepay_directdebit",
  "accounting",
  "payu",
  "blik",
  "twint",
  "p24",
  "cash_on_delivery",
] as const;
export type PaymentKey = (typeof PAYMENT_KEYS)[number];

/** Where a package is (rule:orders.derived-status). */
export const DELIVERY_STATUSES = [
  "open",
  "shipment_pending",
  "delegation_pending",
  "shipment_completed",
  "cancellation_completed",
  "returned",
  "partially_returned",
  "cancelled",
  "partially_cancelled",
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** What happened to one ordered item after the order (rule:orders.derived-status counts these). */
export const ORDER_ITEM_STATUSES = ["ordered", "cancelled", "unavailable", "returned"] as const;
export type OrderItemStatus = (typeof ORDER_ITEM_STATUSES)[number];

// Card and PayPal everywhere, the national methods where they are used
// (Klarna and Ratepay in the German-speaking EU, TWINT in Switzerland, BLIK, P24 and PayU in Poland), cash on
// delivery where the national post collects it (PL, CZ); accounting is for business customers and not offered online
// (rule:checkout.payment-methods).
export function paymentKeysForCountry(country: CountryCode): PaymentKey[] {
  switch (country) {
    case "DE":
    case "AT":
      return [
        "paypal_instant",
        "klarna_paylater",
        "ratepay_invoice",
        "ratepay_directdebit",
        "computop_creditcard",
      ];
    case "CH":
      return ["twint", "paypal_instant", "klarna_paylater", "computop_creditcard"];
    case "IT":
      return ["paypal_instant", "klarna_paylater", "computop_creditcard"];
    case "PL":
      return ["blik", "p24", "payu", "paypal_instant", "computop_creditcard", "cash_on_delivery"];
    case "CZ":
      return ["paypal_instant", "computop_creditcard", "cash_on_delivery"];
  }
}

// Stock stops at 0 rather than going negative; null when the quantity cannot be sold (rule:checkout.stock-after-order).
export function stockAfterOrder(stock: StockLevel, ordered: number): number | null {
  if (ordered <= stock.quantity) return stock.quantity - ordered;
  return stock.isSellableWithoutStock ? 0 : null;
}

// rule:orders.derived-status
export function deriveOrderStatus(
  items: readonly { status: OrderItemStatus }[],
  packages: readonly { deliveryStatus: DeliveryStatus }[],
): DeliveryStatus {
  const returned = items.filter((item) => item.status === "returned").length;
  const anyShipmentCompleted = packages.some((pkg) => pkg.deliveryStatus === "shipment_completed");
  if (items.length > 0 && returned === items.length && anyShipmentCompleted) return "returned";
  if (returned > 0) return "partially_returned";
  const cancelled = items.filter(
    (item) => item.status === "cancelled" || item.status === "unavailable",
  ).length;
  if (items.length > 0 && cancelled === items.length) return "cancelled";
  if (cancelled > 0) return "partially_cancelled";
  return packages[0]?.deliveryStatus ?? "open";
}

export type OrderProgressStep = 1 | 2 | 3 | 4;

// rule:orders.progress-step
export function orderProgressStep(status: DeliveryStatus): OrderProgressStep {
  switch (status) {
    case "open":
    case "cancelled":
    case "partially_cancelled":
    case "cancellation_completed":
      return 1;
    case "delegation_pending":
      return 2;
    case "shipment_pending":
      return 3;
    case "shipment_completed":
    case "returned":
    case "partially_returned":
      return 4;
  }
}

// rule:orders.progress-step
export function isCancellationStatus(status: DeliveryStatus): boolean {
  return status === "cancelled" || status === "partially_cancelled" || status === "cancellation_completed";
}

// rule:orders.return-link
export function canReturnOrder(packages: readonly { deliveryStatus: DeliveryStatus }[]): boolean {
  return packages.length > 0 && packages.every((pkg) => pkg.deliveryStatus === "shipment_completed");
}

// rule:orders.return-portal
export function orderReturnUrl(
  portal: ShopConfig["orderReturnPortal"],
  order: { id: string; email: string },
): string {
  const url = new URL(`https://${portal.domain}/`);
  if (portal.portal === "DEFAULT") {
    url.pathname = "/orders";
    url.searchParams.set("invoice_number", order.id);
  } else {
    url.searchParams.set("order", order.id);
  }
  url.searchParams.set("email", order.email);
  return url.toString();
}

/** The public tracking page of each carrier, where the tracking id is appended (rule:checkout.carrier). */
const TRACKING_PAGES: Record<Carrier, string> = {
  POST_AT: "https://www.post.at/s/sendungsdetails?snr=",
  DHL: "https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=",
  INPOST_PL: "https://inpost.pl/sledzenie-przesylek?number=",
  POST_CZ: "https://www.postaonline.cz/trackandtrace/-/zasilka/cislo?parcelNumbers=",
  POST_CH: "https://service.post.ch/ekp-web/ui/entry/search/",
};

// rule:checkout.carrier
export function trackingUrlFor(carrier: Carrier, trackingId: string): string {
  return `${TRACKING_PAGES[carrier]}${encodeURIComponent(trackingId)}`;
}

// rule:checkout.order-id
export function isOrderId(value: string): boolean {
  return /^\d{12}$/.test(value);
}

/**
 * The order id in what a shopper typed into a lookup: its run of twelve digits, so "Nr. 710681924463" copied from
 * a mail works; none when there is no such run, or only a longer one (rule:checkout.order-id).
 */
export function orderIdIn(typed: string): string | undefined {
  return /(?<!\d)\d{12}(?!\d)/.exec(typed)?.[0];
}

// The lookup's second factor (the order's email or a zip code of it), so "123 45" matches "12345" and
// "Anna@Example.com" matches "anna@example.com" (rule:orders.status-lookup).
export function orderLookupFactor(value: string): string {
  return value.replace(/\s+/g, "").toLowerCase();
}

/**
 * rule:orders.reorder — what "order again" puts back into the basket: the contact lenses (each eye as it was
 * ordered) and care products of a past order, the things bought again and again; glasses are chosen anew.
 */
export function isReorderable(kind: ProductKind | undefined): boolean {
  return kind === "contact-lens-pdp" || kind === "cleaning-fluid-pdp";
}
