import { createHash } from "node:crypto";
import type { Database, schema } from "@eyewear/database";
import {
  type Carrier,
  type DeliveryStatus,
  type OrderItemStatus,
  type PaymentKey,
  splitVat,
} from "@eyewear/shop-rules";
import { notFound } from "../model/engine-error.ts";
import { type CustomerRow, findCustomerById } from "../queries/customers.ts";
import {
  findCustomerOrders,
  findOrderByCbdTokenHash,
  findOrderByPublicId,
  findOrderItems,
  findOrderPackages,
  type OrderItemRow,
  type OrderPackageRow,
  type OrderRow,
} from "../queries/orders.ts";
import type { ShopContext } from "./shop-context.ts";
import { type VoucherReductionWire, voucherReductions } from "./vouchers.ts";

const BASIS_POINTS = 10_000;

/** An order as the engine's own order endpoints answer it. Money in minor units (rule:money.minor-units). */
export interface OrderWire {
  id: string;
  status: OrderRow["status"];
  customer: {
    id: number;
    email: string;
    firstName: string;
    lastName: string;
    phone: string | null;
    gender: "f" | "m" | "d" | null;
    birthDate: string | null;
    status: { isActive: boolean; isGuestCustomer: boolean };
  };
  addresses: { billing: schema.OrderAddress; shipping: schema.OrderAddress };
  paymentKey: PaymentKey;
  cost: {
    withTax: number;
    withoutTax: number;
    tax: { vat: { amount: number; rate: number } };
    /** The delivery fee (rule:shipping.cost): one, its amount 0 when the order ships free. */
    appliedFees: OrderFeeWire[];
    appliedReductions: VoucherReductionWire[];
  };
  currencyCode: string;
  items: OrderItemWire[];
  packages: OrderPackageWire[];
  vouchers: schema.OrderVoucher[];
  confirmedAt: string | null;
  createdAt: string;
}

/** A fee on an order, as SCAYLE's order cost names it: the delivery by the order's carrier. */
export interface OrderFeeWire {
  category: "delivery";
  key: string;
  option: "standard";
  amount: { withTax: number; withoutTax: number };
  tax: { vat: { amount: number; rate: number } };
}

export interface OrderItemWire {
  id: number;
  /** The basket item's key it was ordered from, so an order item and its basket line can be told apart. */
  key: string;
  packageId: number;
  product: { id: number; name: string; brand: string };
  variant: { id: number; attributes: Record<string, string[]> };
  quantity: number;
  /** The total's reductions: the price before them is the paid total plus their amounts. */
  price: {
    unit: { withTax: number };
    total: { withTax: number; appliedReductions: schema.OrderItemReduction[] };
  };
  status: OrderItemStatus;
  itemGroup: schema.ItemGroup | null;
  customData: Record<string, unknown>;
}

export interface OrderPackageWire {
  id: number;
  carrierKey: Carrier;
  deliveryStatus: DeliveryStatus;
  deliveryDate: { min: string; max: string };
  tracking: { id: string; url: string } | null;
}

/** The cbd token's digest: only it is stored, the token travels in the success page's URL. */
export function cbdTokenDigest(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function serializePackage(row: OrderPackageRow): OrderPackageWire {
  return {
    id: row.id,
    carrierKey: row.carrier as Carrier,
    deliveryStatus: row.deliveryStatus as DeliveryStatus,
    deliveryDate: { min: row.deliveryDateMin, max: row.deliveryDateMax },
    tracking: row.trackingId && row.trackingUrl ? { id: row.trackingId, url: row.trackingUrl } : null,
  };
}

function serializeItem(row: OrderItemRow): OrderItemWire {
  return {
    id: row.id,
    // Orders placed before items kept their line's key are named by their own id.
    key: row.lineKey ?? `order-item-${row.id}`,
    packageId: row.packageId,
    product: { id: row.productId, name: row.productName, brand: row.brandName },
    variant: { id: row.variantId, attributes: row.variantAttributes },
    quantity: row.quantity,
    price: {
      unit: { withTax: row.unitPriceWithTax },
      total: { withTax: row.totalPriceWithTax, appliedReductions: row.appliedReductions },
    },
    status: row.status as OrderItemStatus,
    itemGroup: row.itemGroup,
    customData: row.customData,
  };
}

function deliveryFee(order: OrderRow): OrderFeeWire {
  const rate = order.vatRate / BASIS_POINTS;
  const { withoutTax, vatAmount } = splitVat(order.shippingFeeWithTax, rate);
  return {
    category: "delivery",
    key: order.carrier,
    option: "standard",
    amount: { withTax: order.shippingFeeWithTax, withoutTax },
    tax: { vat: { amount: vatAmount, rate } },
  };
}

function serializeOrder(
  order: OrderRow,
  customer: CustomerRow,
  items: readonly OrderItemRow[],
  packages: readonly OrderPackageRow[],
): OrderWire {
  return {
    id: order.publicId,
    status: order.status,
    customer: {
      id: customer.id,
      email: order.email,
      firstName: customer.firstName,
      lastName: customer.lastName,
      phone: customer.phone,
      gender: customer.gender,
      birthDate: customer.birthDate,
      status: { isActive: true, isGuestCustomer: customer.guest },
    },
    addresses: { billing: order.billingAddress, shipping: order.shippingAddress },
    paymentKey: order.paymentKey as PaymentKey,
    cost: {
      withTax: order.totalWithTax,
      withoutTax: order.totalWithoutTax,
      tax: { vat: { amount: order.totalVat, rate: order.vatRate / BASIS_POINTS } },
      appliedFees: [deliveryFee(order)],
      appliedReductions: voucherReductions(order.vouchers, order.totalWithTax - order.shippingFeeWithTax),
    },
    currencyCode: order.currencyCode,
    items: items.filter((item) => item.orderId === order.id).map(serializeItem),
    packages: packages.filter((pkg) => pkg.orderId === order.id).map(serializePackage),
    vouchers: order.vouchers,
    confirmedAt: order.confirmedAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
  };
}

/** The orders with their customer, items and packages, in the given order. */
export async function renderOrders(db: Database, shop: ShopContext, rows: readonly OrderRow[]) {
  const ids = rows.map((row) => row.id);
  const [items, packages] = await Promise.all([findOrderItems(db, ids), findOrderPackages(db, ids)]);
  const customers = new Map<number, CustomerRow>();
  for (const customerId of new Set(rows.map((row) => row.customerId))) {
    const customer = await findCustomerById(db, shop.id, customerId);
    if (customer) customers.set(customerId, customer);
  }
  return rows.map((row) => serializeOrder(row, customers.get(row.customerId)!, items, packages));
}

/** GET /v1/customers/{id}/orders: the customer's orders, newest first. */
export async function listCustomerOrders(
  db: Database,
  shop: ShopContext,
  customerId: number,
): Promise<OrderWire[]> {
  return renderOrders(db, shop, await findCustomerOrders(db, shop.id, customerId));
}

/** The customer's order by its public id; another customer's order is as unknown as a missing one. */
export async function findCustomerOrder(
  db: Database,
  shop: ShopContext,
  customerId: number,
  orderId: string,
): Promise<OrderRow> {
  const row = await findOrderByPublicId(db, shop.id, orderId);
  if (!row || row.customerId !== customerId) throw notFound(`Order ${orderId} does not exist`, "orderId");
  return row;
}

/** GET /v1/customers/{id}/orders/{orderId}. */
export async function getCustomerOrder(
  db: Database,
  shop: ShopContext,
  customerId: number,
  orderId: string,
): Promise<OrderWire> {
  const [order] = await renderOrders(db, shop, [await findCustomerOrder(db, shop, customerId, orderId)]);
  return order!;
}

/** POST /v1/orders/cbd-lookups: the order of an unexpired cbd token (rule:checkout.success-page-token). */
export async function getOrderByCbdToken(
  db: Database,
  shop: ShopContext,
  cbdToken: string,
  now: Date,
): Promise<OrderWire> {
  const row = await findOrderByCbdTokenHash(db, shop.id, cbdTokenDigest(cbdToken), now);
  if (!row) throw notFound("The order link is unknown or expired", "cbdToken");
  const [order] = await renderOrders(db, shop, [row]);
  return order!;
}
