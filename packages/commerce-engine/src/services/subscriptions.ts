import { randomBytes, randomInt } from "node:crypto";
import type { Database, schema } from "@eyewear/database";
import {
  type CalendarDay,
  calendarDayIn,
  cancellationEffectiveDate,
  isOrderId,
  isPreferredDeliveryDay,
  isReusablePaymentKey,
  isSubscriptionIntervalAllowed,
  movedDeliveryDate,
  nextDeliveryDate,
  nextPreferredDay,
  normalizeSubscriptionReference,
  type PaymentKey,
  productTitle,
  SUBSCRIPTION_REFERENCE_ALPHABET,
  SUBSCRIPTION_REFERENCE_LENGTH,
  SUBSCRIPTION_REFERENCE_PREFIX,
  shopTimeZone,
  subscriptionIntervalsOf,
} from "@eyewear/shop-rules";
import { EngineError, notFound } from "../model/engine-error.ts";
import type { MandateRequest, PaymentProvider } from "../payments/provider.ts";
import type { CustomerRow } from "../queries/customers.ts";
import { findCustomerById, findRegisteredCustomerByEmail } from "../queries/customers.ts";
import { findOrderItems, findVariantDescriptions, type OrderRow } from "../queries/orders.ts";
import {
  claimDeliveryPeriod,
  findCustomerSubscriptions,
  findDeliveries,
  findProductAttributes,
  findSubscriptionByReference,
  findSubscriptionItems,
  findSubscriptionsByOrder,
  insertSubscription,
  insertSubscriptionItems,
  lockSubscription,
  type SubscriptionChanges,
  type SubscriptionItemRow,
  type SubscriptionRow,
  updateDelivery,
  updateSubscription,
} from "../queries/subscriptions.ts";
import { normalizeEmail } from "./customers.ts";
import { assertPaymentGoesOn, requireOfferedPaymentKey } from "./payment-checks.ts";
import type { ShopContext } from "./shop-context.ts";
import { isFeatureOn } from "./shop-context.ts";
import { queueSubscriptionMail, type SubscriptionMailKind } from "./subscription-mails.ts";

const MAX_INTERVAL_MONTHS = 12;
const ORIGIN_MAX_LENGTH = 40;
const REFERENCE_ATTEMPTS = 5;

/** What a basket line's `customData.subscriptionDefinition` asks for, read and checked (docs/decisions/0055-subscriptions-and-scheduler.md). */
export interface SubscriptionDefinition {
  intervalMonths: number;
  preferredDay: number;
  origin: string;
}

/** An ordered line with what the subscription keeps of it. */
export interface SubscribedLine {
  variantId: number;
  productId: number;
  quantity: number;
  unitPriceWithTax: number;
  customData: Record<string, unknown>;
}

/** The lines of one order that subscribe at the same interval and day: one subscription. */
export interface SubscriptionPlan {
  definition: SubscriptionDefinition;
  lines: SubscribedLine[];
}

const invalidDefinition = (message: string) =>
  new EngineError("invalid_data", `subscriptionDefinition: ${message}`, {
    code: "INVALID_SUBSCRIPTION",
    parameter: "items",
  });

function wholeNumber(value: unknown): number | undefined {
  if (typeof value === "number" && Number.isInteger(value)) return value;
  if (typeof value === "string" && /^\d{1,2}$/.test(value)) return Number(value);
  return undefined;
}

/**
 * The line's subscription, undefined for a one-time purchase. The interval is whole months (a number, or digits as
 * the storefront's forms send them); the preferred day defaults to the day of the order. The rest of the line's
 * customData is the storefront's and stays untouched.
 */
export function subscriptionDefinitionOf(
  customData: Readonly<Record<string, unknown>> | undefined,
  today: CalendarDay,
): SubscriptionDefinition | undefined {
  const raw = customData?.subscriptionDefinition;
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== "object" || Array.isArray(raw)) throw invalidDefinition("must be an object");
  const definition = raw as Record<string, unknown>;
  const intervalMonths = wholeNumber(definition.subscriptionInterval);
  if (intervalMonths === undefined || intervalMonths < 1 || intervalMonths > MAX_INTERVAL_MONTHS)
    throw invalidDefinition(`subscriptionInterval must be whole months from 1 to ${MAX_INTERVAL_MONTHS}`);
  const preferredDay =
    definition.preferredDeliveryDay === undefined
      ? Number(today.slice(8, 10))
      : wholeNumber(definition.preferredDeliveryDay);
  if (preferredDay === undefined || !isPreferredDeliveryDay(preferredDay))
    throw invalidDefinition("preferredDeliveryDay must be a day of the month from 1 to 31");
  const origin = definition.origin ?? "basket";
  if (typeof origin !== "string" || origin.length === 0 || origin.length > ORIGIN_MAX_LENGTH)
    throw invalidDefinition(`origin must be a text of 1 to ${ORIGIN_MAX_LENGTH} characters`);
  return { intervalMonths, preferredDay, origin };
}

/** A basket line subscribes when its custom data carries a subscriptionDefinition (checked when it is ordered). */
export function isSubscriptionLine(customData: Readonly<Record<string, unknown>>): boolean {
  return customData.subscriptionDefinition !== undefined && customData.subscriptionDefinition !== null;
}

/** The shop's calendar day at `now`. */
export function shopToday(shop: Pick<ShopContext, "country">, now: Date): CalendarDay {
  return calendarDayIn(now, shopTimeZone(shop.country));
}

/** The ordered lines grouped into subscriptions by interval and day; none for an order without subscriptions. */
export function subscriptionPlans(
  lines: readonly (SubscribedLine & { definition: SubscriptionDefinition | undefined })[],
): SubscriptionPlan[] {
  const plans = new Map<string, SubscriptionPlan>();
  for (const { definition, ...line } of lines) {
    if (!definition) continue;
    const key = `${definition.intervalMonths}:${definition.preferredDay}`;
    const plan = plans.get(key) ?? { definition, lines: [] };
    plan.lines.push(line);
    plans.set(key, plan);
  }
  return [...plans.values()];
}

/**
 * Refuses an order whose subscriptions cannot be: the shop's switch is off, the customer is a guest, the payment
 * method gives no mandate (rule:subscriptions.reusable-payment) or a product does not offer the interval
 * (rule:subscriptions.interval-allowed). Runs before the payment is asked for.
 */
/** A subscription is paid by a method that gives a mandate (rule:subscriptions.reusable-payment). */
function assertReusablePayment(paymentKey: PaymentKey) {
  if (!isReusablePaymentKey(paymentKey))
    throw new EngineError("unprocessable", `${paymentKey} gives no reusable mandate for a subscription`, {
      code: "PAYMENT_NOT_REUSABLE",
      parameter: "paymentKey",
    });
}

export async function assertSubscribable(
  db: Database,
  shop: ShopContext,
  customer: Pick<CustomerRow, "guest">,
  paymentKey: PaymentKey,
  plans: readonly SubscriptionPlan[],
) {
  if (plans.length === 0) return;
  if (!isFeatureOn(shop, "subscriptions"))
    throw new EngineError("not_allowed", "This shop sells no subscriptions", {
      code: "SUBSCRIPTIONS_OFF",
      parameter: "items",
    });
  if (customer.guest)
    throw new EngineError("not_allowed", "A subscription needs a customer account; guests cannot subscribe", {
      code: "SUBSCRIPTION_NEEDS_ACCOUNT",
      parameter: "customerId",
    });
  assertReusablePayment(paymentKey);
  const lines = plans.flatMap((plan) => plan.lines.map((line) => ({ line, plan })));
  const attributes = await findProductAttributes(db, [...new Set(lines.map(({ line }) => line.productId))]);
  for (const { line, plan } of lines) {
    if (!isSubscriptionIntervalAllowed(attributes.get(line.productId) ?? {}, plan.definition.intervalMonths))
      throw new EngineError(
        "unprocessable",
        `Product ${line.productId} cannot be subscribed to every ${plan.definition.intervalMonths} months`,
        { code: "SUBSCRIPTION_INTERVAL_NOT_ALLOWED", parameter: "items" },
      );
  }
}

function newReference(): string {
  let reference = SUBSCRIPTION_REFERENCE_PREFIX;
  for (let i = 0; i < SUBSCRIPTION_REFERENCE_LENGTH; i++)
    reference += SUBSCRIPTION_REFERENCE_ALPHABET[randomInt(SUBSCRIPTION_REFERENCE_ALPHABET.length)];
  return reference;
}

const total = (items: readonly Pick<SubscriptionItemRow, "agreedUnitPriceWithTax" | "quantity">[]) =>
  items.reduce((sum, item) => sum + item.agreedUnitPriceWithTax * item.quantity, 0);

/** "2 × Brand Name" per item, for the mails. */
async function itemLabels(db: Database, items: readonly SubscriptionItemRow[]): Promise<string[]> {
  const descriptions = new Map(
    (
      await findVariantDescriptions(
        db,
        items.map((item) => item.variantId),
      )
    ).map((row) => [row.variantId, row]),
  );
  return items.map((item) => {
    const description = descriptions.get(item.variantId);
    return `${item.quantity} × ${description ? productTitle(description.brandName, description.productName) : item.variantId}`;
  });
}

/** Mails the owner of the subscription about it, in the shop's language. */
export async function mailSubscriptionOwner(
  db: Database,
  shop: ShopContext,
  subscription: SubscriptionRow,
  kind: SubscriptionMailKind,
  extra: { onceKey?: string; order?: string; newTotal?: number; chargeFrom?: string } = {},
): Promise<number | undefined> {
  const customer = await findCustomerById(db, subscription.shopId, subscription.customerId);
  if (!customer) return undefined;
  const items = await findSubscriptionItems(db, [subscription.id]);
  const { onceKey, ...values } = extra;
  return queueSubscriptionMail(db, shop, {
    kind,
    to: customer.email,
    name: `${customer.firstName} ${customer.lastName}`,
    ...(onceKey ? { onceKey } : {}),
    values: {
      ...values,
      reference: subscription.reference,
      nextDeliveryOn: subscription.nextDeliveryOn,
      intervalMonths: subscription.intervalMonths,
      total: total(items),
      items: await itemLabels(db, items),
      retryOn: subscription.paymentRetryOn ?? undefined,
      receivedAt: subscription.cancellationReceivedAt ?? undefined,
      effectiveOn: subscription.cancellationEffectiveOn ?? undefined,
    },
  });
}

/**
 * Starts the order's subscriptions once its payment is authorised, inside the order's transaction: each plan
 * becomes a subscription with a new reference, its items at the prices just paid and the provider's mandate; the
 * order itself is the first period's delivery. No mandate refuses the order (it rolls back with it).
 */
export async function startSubscriptions(
  db: Database,
  shop: ShopContext,
  order: OrderRow,
  plans: readonly SubscriptionPlan[],
  mandate: string | undefined,
  now: Date,
): Promise<void> {
  if (plans.length === 0) return;
  if (!mandate)
    throw new EngineError("unprocessable", "The payment gave no reusable mandate for the subscription", {
      code: "PAYMENT_NOT_REUSABLE",
      parameter: "paymentKey",
    });
  const today = shopToday(shop, now);
  for (const { definition, lines } of plans) {
    let subscription: SubscriptionRow | undefined;
    for (let attempt = 0; !subscription && attempt < REFERENCE_ATTEMPTS; attempt++) {
      subscription = await insertSubscription(db, {
        reference: newReference(),
        shopId: shop.id,
        customerId: order.customerId,
        status: "active",
        intervalMonths: definition.intervalMonths,
        preferredDay: definition.preferredDay,
        nextDeliveryOn: nextDeliveryDate(today, definition.intervalMonths, definition.preferredDay),
        billingAddress: order.billingAddress,
        shippingAddress: order.shippingAddress,
        paymentKey: order.paymentKey,
        paymentMandate: mandate,
        originOrderId: order.id,
        createdAt: now,
        updatedAt: now,
      });
    }
    if (!subscription) throw new Error("No free subscription reference was found");
    await insertSubscriptionItems(
      db,
      lines.map((line, position) => ({
        subscriptionId: subscription.id,
        position,
        variantId: line.variantId,
        productId: line.productId,
        quantity: line.quantity,
        agreedUnitPriceWithTax: line.unitPriceWithTax,
        customData: line.customData,
      })),
    );
    const delivery = await claimDeliveryPeriod(db, subscription.id, today, now);
    await updateDelivery(db, delivery!.id, { orderId: order.id }, now);
    await mailSubscriptionOwner(db, shop, subscription, "created", {
      onceKey: `subscription-created:${subscription.reference}`,
      order: order.publicId,
    });
  }
}

/** The subscriptions of an order whose redirect payment was confirmed only now, from its stored items. */
export async function plansOfOrder(
  db: Database,
  order: OrderRow,
  today: CalendarDay,
): Promise<SubscriptionPlan[]> {
  const items = await findOrderItems(db, [order.id]);
  return subscriptionPlans(
    items.map((item) => ({
      variantId: item.variantId,
      productId: item.productId,
      quantity: item.quantity,
      unitPriceWithTax: item.unitPriceWithTax,
      customData: item.customData,
      definition: subscriptionDefinitionOf(item.customData, today),
    })),
  );
}

// ─── The customer's subscriptions ─────────────────────────────────────────────

/** A subscription as the engine's own endpoints answer it. Money in minor units (rule:money.minor-units). */
export interface SubscriptionWire {
  id: string;
  status: SubscriptionRow["status"];
  pauseReason: SubscriptionRow["pauseReason"];
  intervalMonths: number;
  /** The intervals every item of it may be changed to (rule:subscriptions.interval-allowed). */
  allowedIntervals: number[];
  preferredDeliveryDay: number;
  nextDeliveryOn: string;
  paymentRetryOn: string | null;
  items: {
    product: { id: number; name: string; brand: string };
    variant: { id: number; attributes: Record<string, string[]> };
    quantity: number;
    price: { unit: { withTax: number }; total: { withTax: number } };
    customData: Record<string, unknown>;
  }[];
  cost: { withTax: number };
  currencyCode: string;
  addresses: { billing: schema.OrderAddress; shipping: schema.OrderAddress };
  paymentKey: PaymentKey;
  priceNotice: { withTax: number; noticeOn: string } | null;
  deliveries: { period: string; status: "placed" | "payment_failed" }[];
  cancellation: { receivedAt: string; effectiveOn: string; reason: string | null } | null;
  createdAt: string;
}

async function renderSubscriptions(
  db: Database,
  shop: ShopContext,
  rows: readonly SubscriptionRow[],
): Promise<SubscriptionWire[]> {
  const ids = rows.map((row) => row.id);
  const [items, deliveries] = await Promise.all([findSubscriptionItems(db, ids), findDeliveries(db, ids)]);
  const [descriptions, attributes] = await Promise.all([
    findVariantDescriptions(db, [...new Set(items.map((item) => item.variantId))]),
    findProductAttributes(db, [...new Set(items.map((item) => item.productId))]),
  ]);
  const described = new Map(descriptions.map((row) => [row.variantId, row]));
  return rows.map((row) => {
    const own = items.filter((item) => item.subscriptionId === row.id);
    const allowed = own
      .map((item) => subscriptionIntervalsOf(attributes.get(item.productId) ?? {}))
      .reduce<number[] | undefined>(
        (common, next) => (common ? common.filter((i) => next.includes(i)) : next),
        undefined,
      );
    return {
      id: row.reference,
      status: row.status,
      pauseReason: row.pauseReason,
      intervalMonths: row.intervalMonths,
      allowedIntervals: allowed ?? [],
      preferredDeliveryDay: row.preferredDay,
      nextDeliveryOn: row.nextDeliveryOn,
      paymentRetryOn: row.paymentRetryOn,
      items: own.map((item) => {
        const description = described.get(item.variantId);
        return {
          product: {
            id: item.productId,
            name: description?.productName ?? "",
            brand: description?.brandName ?? "",
          },
          variant: { id: item.variantId, attributes: description?.attributes ?? {} },
          quantity: item.quantity,
          price: {
            unit: { withTax: item.agreedUnitPriceWithTax },
            total: { withTax: item.agreedUnitPriceWithTax * item.quantity },
          },
          customData: item.customData,
        };
      }),
      cost: { withTax: total(own) },
      currencyCode: shop.currency,
      addresses: { billing: row.billingAddress, shipping: row.shippingAddress },
      paymentKey: row.paymentKey as PaymentKey,
      priceNotice:
        row.priceNoticeTotal !== null && row.priceNoticeOn !== null
          ? { withTax: row.priceNoticeTotal, noticeOn: row.priceNoticeOn }
          : null,
      deliveries: deliveries
        .filter((delivery) => delivery.subscriptionId === row.id)
        .map((delivery) => ({ period: delivery.period, status: delivery.status })),
      cancellation:
        row.cancellationReceivedAt && row.cancellationEffectiveOn
          ? {
              receivedAt: row.cancellationReceivedAt.toISOString(),
              effectiveOn: row.cancellationEffectiveOn,
              reason: row.cancellationReason,
            }
          : null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

async function renderOne(db: Database, shop: ShopContext, row: SubscriptionRow) {
  const [rendered] = await renderSubscriptions(db, shop, [row]);
  return rendered!;
}

/** GET /v1/customers/{id}/subscriptions: newest first. */
export async function listCustomerSubscriptions(db: Database, shop: ShopContext, customerId: number) {
  return renderSubscriptions(db, shop, await findCustomerSubscriptions(db, shop.id, customerId));
}

/** The customer's subscription by its reference; another customer's is as unknown as a missing one. */
async function findOwnSubscription(
  db: Database,
  shop: ShopContext,
  customerId: number,
  reference: string,
): Promise<SubscriptionRow> {
  const normalized = normalizeSubscriptionReference(reference);
  const row = normalized ? await findSubscriptionByReference(db, shop.id, normalized) : undefined;
  if (!row || row.customerId !== customerId)
    throw notFound(`Subscription ${reference} does not exist`, "subscriptionId");
  return row;
}

/** GET /v1/customers/{id}/subscriptions/{reference}. */
export async function getCustomerSubscription(
  db: Database,
  shop: ShopContext,
  customerId: number,
  reference: string,
): Promise<SubscriptionWire> {
  return renderOne(db, shop, await findOwnSubscription(db, shop, customerId, reference));
}

/** What a customer may change about a subscription. */
export type SubscriptionChange =
  | { kind: "skip" }
  | { kind: "interval"; intervalMonths: number }
  | { kind: "deliveryDay"; preferredDeliveryDay: number }
  | {
      kind: "address";
      shippingAddress: schema.OrderAddress;
      billingAddress?: schema.OrderAddress | undefined;
    }
  | { kind: "pause" }
  | { kind: "resume" }
  | { kind: "cancel"; reason?: string | undefined };

const cancelledAlready = () =>
  new EngineError("conflict", "The subscription is cancelled", {
    code: "SUBSCRIPTION_CANCELLED",
    parameter: "subscriptionId",
  });
const notActive = () =>
  new EngineError("conflict", "Only an active subscription can do this", {
    code: "SUBSCRIPTION_NOT_ACTIVE",
    parameter: "subscriptionId",
  });

/**
 * Records an ordinary cancellation (rule:subscriptions.cancellation-effective): received now, effective today, or
 * on the day of a delivery already announced, which still goes out (the subscription then stays active until the
 * scheduler has placed it). A cancelled subscription is answered as it is: one cancellation, whatever the number
 * of requests. Answers the row and whether this request cancelled it.
 */
async function recordCancellation(
  db: Database,
  shop: ShopContext,
  row: SubscriptionRow,
  reason: string | undefined,
  now: Date,
): Promise<{ row: SubscriptionRow; cancelledNow: boolean }> {
  if (row.cancellationReceivedAt) return { row, cancelledNow: false };
  const today = shopToday(shop, now);
  const effectiveOn = row.status === "active" ? cancellationEffectiveDate(today, row.nextDeliveryOn) : today;
  const lastDeliveryGoesOut = row.status === "active" && effectiveOn === row.nextDeliveryOn;
  const updated = await updateSubscription(
    db,
    row.id,
    {
      status: lastDeliveryGoesOut ? "active" : "cancelled",
      pauseReason: null,
      paymentRetryOn: null,
      cancellationReceivedAt: now,
      cancellationEffectiveOn: effectiveOn,
      cancellationReason: reason ?? null,
    },
    now,
  );
  return { row: updated, cancelledNow: true };
}

/** A paused subscription running again: its failed payments forgotten, the next delivery not before today's preferred day. */
function resumedChanges(row: SubscriptionRow, today: CalendarDay): SubscriptionChanges {
  const earliest = nextPreferredDay(today, row.preferredDay);
  return {
    status: "active",
    pauseReason: null,
    failedPayments: 0,
    paymentRetryOn: null,
    nextDeliveryOn: row.nextDeliveryOn > earliest ? row.nextDeliveryOn : earliest,
  };
}

function changesFor(
  row: SubscriptionRow,
  change: Exclude<SubscriptionChange, { kind: "cancel" } | { kind: "interval" }>,
  today: CalendarDay,
): { changes: SubscriptionChanges; mail: SubscriptionMailKind } {
  switch (change.kind) {
    case "skip":
      if (row.status !== "active") throw notActive();
      return {
        changes: {
          nextDeliveryOn: nextDeliveryDate(row.nextDeliveryOn, row.intervalMonths, row.preferredDay),
        },
        mail: "skipped",
      };
    case "deliveryDay":
      return {
        changes: {
          preferredDay: change.preferredDeliveryDay,
          nextDeliveryOn:
            row.status === "active"
              ? movedDeliveryDate(row.nextDeliveryOn, change.preferredDeliveryDay, today)
              : row.nextDeliveryOn,
        },
        mail: "delivery_day_changed",
      };
    case "address":
      return {
        changes: {
          shippingAddress: change.shippingAddress,
          ...(change.billingAddress ? { billingAddress: change.billingAddress } : {}),
        },
        mail: "address_changed",
      };
    case "pause":
      if (row.status !== "active") throw notActive();
      return { changes: { status: "paused", pauseReason: "customer" }, mail: "paused" };
    case "resume":
      if (row.status !== "paused")
        throw new EngineError("conflict", "Only a paused subscription can be resumed", {
          code: "SUBSCRIPTION_NOT_PAUSED",
          parameter: "subscriptionId",
        });
      return { changes: resumedChanges(row, today), mail: "resumed" };
  }
}

/** A changed subscription and the outbox mail telling its owner (none for a repeated cancellation). */
export interface ChangedSubscription {
  subscription: SubscriptionWire;
  /** For the storefront to send at once and show in the demo outbox, as the cancellation page does. */
  mailIds: number[];
}

/**
 * POST /v1/customers/{id}/subscriptions/{reference}/changes: one change by the subscription's owner, mailed to
 * them. The row is locked first, so a change and a scheduler run over the same subscription queue up.
 */
export async function changeCustomerSubscription(
  db: Database,
  shop: ShopContext,
  customerId: number,
  reference: string,
  change: SubscriptionChange,
  now: Date,
): Promise<ChangedSubscription> {
  return db.transaction(async (tx) => {
    const answer = async (changed: SubscriptionRow, mailId: number | undefined) => ({
      subscription: await renderOne(tx, shop, changed),
      mailIds: mailId === undefined ? [] : [mailId],
    });
    const found = await findOwnSubscription(tx, shop, customerId, reference);
    const row = (await lockSubscription(tx, found.id))!;
    if (change.kind === "cancel") {
      const { row: cancelled, cancelledNow } = await recordCancellation(tx, shop, row, change.reason, now);
      return answer(
        cancelled,
        cancelledNow ? await mailSubscriptionOwner(tx, shop, cancelled, "cancelled") : undefined,
      );
    }
    if (row.cancellationReceivedAt) throw cancelledAlready();
    if (change.kind === "interval") {
      const items = await findSubscriptionItems(tx, [row.id]);
      const attributes = await findProductAttributes(
        tx,
        items.map((item) => item.productId),
      );
      if (
        !items.every((item) =>
          isSubscriptionIntervalAllowed(attributes.get(item.productId) ?? {}, change.intervalMonths),
        )
      )
        throw new EngineError(
          "unprocessable",
          `The subscription cannot deliver every ${change.intervalMonths} months`,
          {
            code: "SUBSCRIPTION_INTERVAL_NOT_ALLOWED",
            parameter: "intervalMonths",
          },
        );
      const updated = await updateSubscription(tx, row.id, { intervalMonths: change.intervalMonths }, now);
      return answer(updated, await mailSubscriptionOwner(tx, shop, updated, "interval_changed"));
    }
    const { changes, mail } = changesFor(row, change, shopToday(shop, now));
    const updated = await updateSubscription(tx, row.id, changes, now);
    return answer(updated, await mailSubscriptionOwner(tx, shop, updated, mail));
  });
}

// ─── A new payment method ─────────────────────────────────────────────────────

/** A changed payment method, or where the customer confirms the new mandate first. */
export interface PaymentMethodChangeAnswer extends ChangedSubscription {
  /** The provider's page the customer confirms the mandate on; the subscription is unchanged until they return. */
  redirectUrl?: string;
}

async function mandateRequestOf(
  db: Database,
  shop: ShopContext,
  row: SubscriptionRow,
  paymentKey: PaymentKey,
  requestId: string,
  returnUrl: string | undefined,
): Promise<MandateRequest> {
  const owner = await findCustomerById(db, row.shopId, row.customerId);
  return {
    requestId,
    paymentKey,
    currencyCode: shop.currency,
    email: owner?.email ?? "",
    billingName: { firstName: row.billingAddress.firstName, lastName: row.billingAddress.lastName },
    returnUrl,
  };
}

/**
 * The provider's new mandate takes the old one's place (rule:subscriptions.payment-change); a subscription paused
 * because its payment failed runs again with it. The owner is mailed.
 */
async function useNewMandate(
  db: Database,
  shop: ShopContext,
  row: SubscriptionRow,
  paymentKey: PaymentKey,
  mandate: string,
  now: Date,
): Promise<ChangedSubscription> {
  const resumes = row.status === "paused" && row.pauseReason === "payment_failed";
  const updated = await updateSubscription(
    db,
    row.id,
    {
      paymentKey,
      paymentMandate: mandate,
      pendingPaymentKey: null,
      pendingMandateRequest: null,
      ...(resumes ? resumedChanges(row, shopToday(shop, now)) : {}),
    },
    now,
  );
  const mailId = await mailSubscriptionOwner(db, shop, updated, "payment_method_changed");
  return { subscription: await renderOne(db, shop, updated), mailIds: mailId === undefined ? [] : [mailId] };
}

/**
 * POST /v1/customers/{id}/subscriptions/{reference}/payment-method (rule:subscriptions.payment-change): the
 * provider is asked for a mandate of the new method, which must be offered in the shop and give one. Given at
 * once, it replaces the old; when the customer must confirm it on the provider's page, the request is kept and the
 * answer names the page; refused, nothing changes.
 */
export async function changeSubscriptionPaymentMethod(
  db: Database,
  shop: ShopContext,
  provider: PaymentProvider,
  customerId: number,
  reference: string,
  change: { paymentKey: PaymentKey; returnUrl: string | undefined },
  now: Date,
): Promise<PaymentMethodChangeAnswer> {
  requireOfferedPaymentKey(shop, change.paymentKey);
  assertReusablePayment(change.paymentKey);
  return db.transaction(async (tx) => {
    const found = await findOwnSubscription(tx, shop, customerId, reference);
    const row = (await lockSubscription(tx, found.id))!;
    if (row.cancellationReceivedAt) throw cancelledAlready();
    const requestId = `${row.reference}-${randomBytes(6).toString("hex")}`;
    const outcome = await provider.createMandate(
      await mandateRequestOf(tx, shop, row, change.paymentKey, requestId, change.returnUrl),
      now,
    );
    assertPaymentGoesOn(outcome);
    if (outcome.status === "mandated")
      return useNewMandate(tx, shop, row, change.paymentKey, outcome.mandate, now);
    const pending = await updateSubscription(
      tx,
      row.id,
      { pendingPaymentKey: change.paymentKey, pendingMandateRequest: requestId },
      now,
    );
    return { subscription: await renderOne(tx, shop, pending), mailIds: [], redirectUrl: outcome.url };
  });
}

/**
 * POST /v1/customers/{id}/subscriptions/{reference}/payment-method/returns: the customer is back from the
 * provider's page; only a return the provider signed for the pending request gives the subscription its new
 * mandate (rule:checkout.payment-return-signature). Nothing pending — already confirmed, or never asked — is a
 * conflict that changes nothing.
 */
export async function confirmSubscriptionPaymentMethod(
  db: Database,
  shop: ShopContext,
  provider: PaymentProvider,
  customerId: number,
  reference: string,
  returned: Readonly<Record<string, string>>,
  now: Date,
): Promise<ChangedSubscription> {
  return db.transaction(async (tx) => {
    const found = await findOwnSubscription(tx, shop, customerId, reference);
    const row = (await lockSubscription(tx, found.id))!;
    if (row.cancellationReceivedAt) throw cancelledAlready();
    const paymentKey = row.pendingPaymentKey as PaymentKey | null;
    if (!paymentKey || !row.pendingMandateRequest)
      throw new EngineError("conflict", "No payment method change waits for confirmation", {
        code: "PAYMENT_CHANGE_NOT_PENDING",
        parameter: "subscriptionId",
      });
    const outcome = await provider.confirmMandate(
      await mandateRequestOf(tx, shop, row, paymentKey, row.pendingMandateRequest, undefined),
      returned,
      now,
    );
    if (outcome.status === "unverified")
      throw new EngineError("invalid_data", "The return does not carry the provider's valid signature", {
        code: "PAYMENT_RETURN_UNVERIFIED",
        parameter: "returned",
      });
    assertPaymentGoesOn(outcome);
    return useNewMandate(tx, shop, row, paymentKey, outcome.mandate, now);
  });
}

// ─── Cancellation without signing in ──────────────────────────────────────────

export interface CancellationRequest {
  email: string;
  /** A subscription reference or the number of one of its orders, as typed. */
  identifier: string;
  reason?: string | undefined;
}

/** The answer to every cancellation request, whether it matched or not. */
export interface CancellationReceipt {
  receivedAt: string;
  /** The outbox mails the request wrote (for the demo outbox of the browser that sent it). */
  mailIds: number[];
}

async function matchingSubscriptions(
  db: Database,
  shop: ShopContext,
  email: string,
  identifier: string,
): Promise<SubscriptionRow[]> {
  const owner = await findRegisteredCustomerByEmail(db, shop.id, email);
  if (!owner) return [];
  const reference = normalizeSubscriptionReference(identifier);
  if (reference) {
    const row = await findSubscriptionByReference(db, shop.id, reference);
    return row && row.customerId === owner.id ? [row] : [];
  }
  const orderId = identifier.trim();
  return isOrderId(orderId) ? findSubscriptionsByOrder(db, shop.id, owner.id, orderId) : [];
}

/**
 * POST /v1/subscription-cancellations (§ 312k BGB; docs/decisions/0055-subscriptions-and-scheduler.md): a
 * cancellation sent without signing in, by email address and subscription reference or order number. When they
 * name subscriptions of that address in this shop, each is cancelled to the next possible date
 * (rule:subscriptions.cancellation-effective) and its owner — the address typed — is mailed the time the
 * cancellation was received and the day it takes effect; a subscription cancelled before is confirmed as it stands.
 * Otherwise the address typed is told that the cancellation was received and matched nothing. Either way the
 * answer is the same: the time received and the mails written, one or more, all to the address typed.
 */
export async function requestSubscriptionCancellation(
  db: Database,
  shop: ShopContext,
  request: CancellationRequest,
  now: Date,
): Promise<CancellationReceipt> {
  const email = normalizeEmail(request.email);
  return db.transaction(async (tx) => {
    const matched = await matchingSubscriptions(tx, shop, email, request.identifier);
    const mailIds: number[] = [];
    for (const found of matched) {
      const row = (await lockSubscription(tx, found.id))!;
      const { row: cancelled } = await recordCancellation(tx, shop, row, request.reason, now);
      const id = await mailSubscriptionOwner(tx, shop, cancelled, "cancelled");
      if (id !== undefined) mailIds.push(id);
    }
    if (matched.length === 0) {
      const id = await queueSubscriptionMail(tx, shop, {
        kind: "cancellation_unmatched",
        to: email,
        name: undefined,
        values: { receivedAt: now },
      });
      if (id !== undefined) mailIds.push(id);
    }
    return { receivedAt: now.toISOString(), mailIds };
  });
}
