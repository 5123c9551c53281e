import type { Database, schema } from "@eyewear/database";
import {
  addDays,
  availabilityOf,
  type CalendarDay,
  carrierForCountry,
  DELIVERY_DAYS_IN_STOCK,
  deliveryDaysFor,
  isReminderDue,
  nextDeliveryDate,
  nextPreferredDay,
  overallDeliveryDays,
  type PriceDecision,
  paymentRetryDate,
  priceDecision,
  relativeDifference,
  SUBSCRIPTION_PRICE_NOTICE_DAYS,
  splitVat,
  stockAfterOrder,
  subscriptionUnitPrice,
} from "@eyewear/shop-rules";
import type { MandateChargeOutcome, PaymentProvider } from "../payments/provider.ts";
import { findCustomerById } from "../queries/customers.ts";
import {
  findVariantDescriptions,
  insertOrder,
  insertOrderItems,
  insertOrderPackage,
  lockStock,
  setStockQuantity,
  updateOrder,
} from "../queries/orders.ts";
import { findShopPromotions } from "../queries/promotions.ts";
import { findShop } from "../queries/shops.ts";
import {
  claimDeliveryPeriod,
  findCurrentPrices,
  findDelivery,
  findSubscriptionItems,
  findSubscriptionsDueBy,
  lockSubscription,
  type SubscriptionDeliveryRow,
  type SubscriptionItemRow,
  type SubscriptionRow,
  updateDelivery,
  updateSubscription,
  updateSubscriptionItemPrice,
} from "../queries/subscriptions.ts";
import { newCbdToken, newOrderId } from "./checkout.ts";
import { subscriptionPromotionOf } from "./promotions.ts";
import { type ShopContext, shopContextFromRow } from "./shop-context.ts";
import { mailSubscriptionOwner, shopToday } from "./subscriptions.ts";

const BASIS_POINTS = 10_000;

/** What one scheduler run did to a subscription. */
export type SubscriptionStep =
  | "placed"
  | "reminded"
  | "price_notice"
  | "waiting_for_notice"
  | "waiting_for_stock"
  | "payment_failed"
  | "nothing";

export interface SubscriptionRunResult {
  /** How many subscriptions took each step. */
  steps: Record<SubscriptionStep, number>;
  /** Subscriptions whose step failed unexpectedly and rolled back; the next run tries them again. */
  failures: { reference: string; error: unknown }[];
}

export interface SubscriptionRunOptions {
  db: Database;
  provider: PaymentProvider;
  /** The clock: tests, the demo and the operator's `--at` set it. */
  now: Date;
}

/** A subscription with something to do by the shop's today, and what. */
export interface DueSubscription {
  reference: string;
  shopId: number;
  status: SubscriptionRow["status"];
  /** The next delivery's day, or for a subscription paused by a failed payment the day of its next try. */
  dueOn: CalendarDay;
  /** deliver: the period's order is due (or its payment's retry); upcoming: a reminder or price notice may be. */
  due: "deliver" | "upcoming";
}

/** A variant's unit price in a delivery, its list price and the subscription promotion between them. */
interface DeliveryPrice {
  withTax: number;
  listWithTax: number;
  promotionId: string | null;
}

/** A charge the provider declined or left unanswered: thrown inside the savepoint so the order rolls back. */
class ChargeRefused extends Error {
  readonly outcome: Exclude<MandateChargeOutcome, { status: "authorized" }>;

  constructor(outcome: Exclude<MandateChargeOutcome, { status: "authorized" }>) {
    super(`The mandate charge was refused (${outcome.status})`);
    this.outcome = outcome;
  }
}

const itemsTotal = (items: readonly SubscriptionItemRow[], unitOf: (item: SubscriptionItemRow) => number) =>
  items.reduce((sum, item) => sum + unitOf(item) * item.quantity, 0);

/**
 * What each variant costs in a delivery at `now`: its current price less the running subscription promotion
 * (rule:subscriptions.promotion-price), so a promotion that ends raises the price with a notice first.
 */
async function deliveryPrices(
  tx: Database,
  shop: ShopContext,
  listPrices: ReadonlyMap<number, { withTax: number; productType: string }>,
  now: Date,
): Promise<Map<number, DeliveryPrice>> {
  const promotions = (await findShopPromotions(tx, shop.id, null)).flatMap(
    (promotion) => subscriptionPromotionOf(promotion) ?? [],
  );
  return new Map(
    [...listPrices].map(([variantId, price]) => {
      const delivered = subscriptionUnitPrice(price.withTax, price.productType, promotions, now);
      return [
        variantId,
        { withTax: delivered.unitWithTax, listWithTax: price.withTax, promotionId: delivered.promotionId },
      ] as const;
    }),
  );
}

/** The subscription promotion's saving on a follow-up order's item, as the basket would have shown it. */
function subscriptionReductions(price: DeliveryPrice, quantity: number): schema.OrderItemReduction[] {
  if (price.promotionId === null || price.withTax >= price.listWithTax) return [];
  const saved = (price.listWithTax - price.withTax) * quantity;
  return [
    {
      category: "promotion",
      type: "absolute",
      amount: { relative: relativeDifference(price.withTax, price.listWithTax), absoluteWithTax: saved },
      promotionId: price.promotionId,
    },
  ];
}

/** The day a subscription's delivery is due, when it is due by `today`: its next delivery, or a payment retry. */
function deliveryDueBy(row: SubscriptionRow, today: CalendarDay): boolean {
  if (row.status === "active") return row.nextDeliveryOn <= today;
  return (
    row.status === "paused" && row.pauseReason === "payment_failed" && (row.paymentRetryOn ?? "9999") <= today
  );
}

/** The delivery after the one of `period`, never on or before today (a late delivery does not repeat at once). */
function followingDelivery(row: SubscriptionRow, period: CalendarDay, today: CalendarDay): CalendarDay {
  const next = nextDeliveryDate(period, row.intervalMonths, row.preferredDay);
  return next > today ? next : nextPreferredDay(today, row.preferredDay);
}

/** The subscription a step works on, locked in the step's transaction: its shop, its row and the time. */
interface SubscriptionInStep {
  shop: ShopContext;
  row: SubscriptionRow;
  today: CalendarDay;
  now: Date;
}

interface FollowUpContext extends SubscriptionInStep {
  items: readonly SubscriptionItemRow[];
  prices: ReadonlyMap<number, DeliveryPrice>;
  provider: PaymentProvider;
  period: CalendarDay;
}

/** What the period's order takes out of stock, and how long it takes to deliver. */
interface StockForDelivery {
  stockAfter: Map<number, number>;
  days: { min: number; max: number };
}

/**
 * Locks the items' stock rows (in variant id order, as checkout does) and answers what the order leaves; undefined
 * when a variant cannot be sold in the quantity now (rule:checkout.stock-after-order).
 */
async function stockForDelivery(
  tx: Database,
  items: readonly SubscriptionItemRow[],
): Promise<StockForDelivery | undefined> {
  const ordered = new Map<number, number>();
  for (const item of items) ordered.set(item.variantId, (ordered.get(item.variantId) ?? 0) + item.quantity);
  const stockRows = await lockStock(
    tx,
    [...ordered.keys()].sort((a, b) => a - b),
  );
  const stockAfter = new Map<number, number>();
  for (const [variantId, quantity] of ordered) {
    const stock = stockRows.find((entry) => entry.variantId === variantId);
    const remaining = stock ? stockAfterOrder(stock, quantity) : null;
    if (remaining === null) return undefined;
    stockAfter.set(variantId, remaining);
  }
  const days =
    overallDeliveryDays(stockRows.flatMap((stock) => deliveryDaysFor(availabilityOf(stock)) ?? [])) ??
    DELIVERY_DAYS_IN_STOCK;
  return { stockAfter, days };
}

/**
 * Places the period's follow-up order and charges it on the mandate inside a savepoint, so a refused charge undoes
 * the order and its stock while the caller keeps the delivery row it claimed. The order's idempotency key is the
 * period's own, so even a second writer that got past the delivery row could not place it twice.
 */
async function placeFollowUpOrder(
  tx: Database,
  context: FollowUpContext,
  { stockAfter, days }: StockForDelivery,
): Promise<{ status: "placed"; orderId: number; publicId: string } | { status: "refused" }> {
  const { shop, row, items, prices, now } = context;
  const customer = await findCustomerById(tx, row.shopId, row.customerId);
  if (!customer) throw new Error(`The customer of subscription ${row.reference} is gone`);
  const totalWithTax = itemsTotal(items, (item) => prices.get(item.variantId)!.withTax);
  const { withoutTax, vatAmount } = splitVat(totalWithTax, shop.vatRate);
  const descriptions = new Map(
    (await findVariantDescriptions(tx, [...stockAfter.keys()])).map((entry) => [entry.variantId, entry]),
  );
  try {
    return await tx.transaction(async (savepoint) => {
      // Nobody opens a success page for it: the cbd token is never handed out and expires at once.
      const cbd = newCbdToken(now);
      const order = await insertOrder(savepoint, {
        publicId: newOrderId(),
        shopId: shop.id,
        customerId: row.customerId,
        email: customer.email,
        status: "payment_pending",
        billingAddress: row.billingAddress,
        shippingAddress: row.shippingAddress,
        carrier: carrierForCountry(shop.country),
        paymentKey: row.paymentKey,
        currencyCode: shop.currency,
        totalWithTax,
        totalWithoutTax: withoutTax,
        totalVat: vatAmount,
        vatRate: Math.round(shop.vatRate * BASIS_POINTS),
        idempotencyKey: `subscription-${row.id}-${context.period}`,
        cbdTokenHash: cbd.hash,
        cbdTokenExpiresAt: now,
        createdAt: now,
      });
      if (!order) throw new Error(`Subscription ${row.reference} has an order for ${context.period} already`);
      const pkg = await insertOrderPackage(savepoint, {
        orderId: order.id,
        carrier: order.carrier,
        deliveryDateMin: addDays(context.today, days.min),
        deliveryDateMax: addDays(context.today, days.max),
      });
      await insertOrderItems(
        savepoint,
        items.map((item, position) => {
          const description = descriptions.get(item.variantId)!;
          const price = prices.get(item.variantId)!;
          const unit = price.withTax;
          return {
            orderId: order.id,
            packageId: pkg.id,
            position,
            variantId: item.variantId,
            productId: item.productId,
            productName: description.productName,
            brandName: description.brandName,
            variantAttributes: description.attributes,
            quantity: item.quantity,
            unitPriceWithTax: unit,
            totalPriceWithTax: unit * item.quantity,
            appliedReductions: subscriptionReductions(price, item.quantity),
            customData: item.customData,
            lineKey: `${row.reference}-${context.period}-${position + 1}`,
          };
        }),
      );
      for (const [variantId, quantity] of stockAfter)
        await setStockQuantity(savepoint, variantId, quantity, now);
      const outcome = await context.provider.chargeMandate(
        {
          orderId: order.publicId,
          mandate: row.paymentMandate,
          amountWithTax: totalWithTax,
          currencyCode: shop.currency,
        },
        now,
      );
      if (outcome.status !== "authorized") throw new ChargeRefused(outcome);
      await updateOrder(savepoint, order.id, { status: "confirmed", confirmedAt: now });
      return { status: "placed" as const, orderId: order.id, publicId: order.publicId };
    });
  } catch (error) {
    if (error instanceof ChargeRefused) return { status: "refused" };
    throw error;
  }
}

/**
 * Before a delivery: a higher price is mailed as soon as it is within the notice period of the delivery
 * (rule:subscriptions.price-notice), and the reminder a few days before it (rule:subscriptions.reminder). Each mail
 * once: its once-key names the subscription and the delivery or price.
 */
async function announce(
  tx: Database,
  step: SubscriptionInStep,
  totals: { agreed: number; current: number },
): Promise<SubscriptionStep> {
  const { shop, row, today } = step;
  if (
    totals.current > totals.agreed &&
    addDays(today, SUBSCRIPTION_PRICE_NOTICE_DAYS) >= row.nextDeliveryOn
  ) {
    const decision = await noticeHigherPriceIfDue(tx, step, totals);
    if (decision.action === "notify") return "price_notice";
  }
  if (row.status === "active" && isReminderDue(today, row.nextDeliveryOn)) {
    const written = await mailSubscriptionOwner(tx, shop, row, "reminder", {
      onceKey: `subscription-reminder:${row.reference}:${row.nextDeliveryOn}`,
    });
    if (written !== undefined) return "reminded";
  }
  return "nothing";
}

/**
 * Tells of a higher price if due (rule:subscriptions.price-notice): when the price rule says notify, the new total
 * and today are recorded and the owner is mailed. Returns the rule's decision, so the caller knows whether to wait,
 * charge or stop at the notice.
 */
async function noticeHigherPriceIfDue(
  tx: Database,
  { shop, row, today, now }: SubscriptionInStep,
  totals: { agreed: number; current: number },
): Promise<PriceDecision> {
  const decision = priceDecision({
    agreedTotal: totals.agreed,
    currentTotal: totals.current,
    noticedTotal: row.priceNoticeTotal ?? undefined,
    noticeOn: row.priceNoticeOn ?? undefined,
    today,
  });
  if (decision.action !== "notify") return decision;
  const noticed = await updateSubscription(
    tx,
    row.id,
    { priceNoticeTotal: totals.current, priceNoticeOn: today },
    now,
  );
  await mailSubscriptionOwner(tx, shop, noticed, "price_notice", {
    onceKey: `subscription-price:${row.reference}:${totals.current}:${today}`,
    newTotal: totals.current,
    chargeFrom: addDays(today, SUBSCRIPTION_PRICE_NOTICE_DAYS),
  });
  return decision;
}

/** Records a refused charge: the delivery row stays as failed, the subscription pauses and retries later. */
async function recordRefusedPayment(
  tx: Database,
  { shop, row, today, now }: SubscriptionInStep,
  delivery: SubscriptionDeliveryRow,
) {
  await updateDelivery(tx, delivery.id, { status: "payment_failed" }, now);
  const failedPayments = row.failedPayments + 1;
  const retryOn = paymentRetryDate(failedPayments, today);
  const paused = await updateSubscription(
    tx,
    row.id,
    { status: "paused", pauseReason: "payment_failed", failedPayments, paymentRetryOn: retryOn ?? null },
    now,
  );
  await mailSubscriptionOwner(tx, shop, paused, retryOn ? "payment_failed" : "payment_failed_final", {
    onceKey: `subscription-payment-failed:${row.reference}:${row.nextDeliveryOn}:${failedPayments}`,
  });
}

/**
 * One subscription's step in its own transaction, its row locked first: a second scheduler waits here and then
 * finds the period placed. The period is claimed by inserting its delivery row (ON CONFLICT DO NOTHING) before the
 * order is placed; a kill before the commit rolls back the claim with the order, so the next run places the period
 * once, neither twice nor never.
 */
async function stepSubscription(
  db: Database,
  provider: PaymentProvider,
  shops: Map<number, ShopContext>,
  subscriptionId: number,
  now: Date,
): Promise<SubscriptionStep> {
  return db.transaction(async (tx) => {
    const row = await lockSubscription(tx, subscriptionId);
    if (!row) return "nothing";
    const shop = shops.get(row.shopId)!;
    const today = shopToday(shop, now);
    if (row.status === "cancelled") return "nothing";
    const items = await findSubscriptionItems(tx, [row.id]);
    const listPrices = await findCurrentPrices(
      tx,
      row.shopId,
      items.map((item) => item.variantId),
    );
    // A variant the shop no longer prices cannot be ordered; the delivery waits like one out of stock.
    if (items.some((item) => !listPrices.has(item.variantId))) return "waiting_for_stock";
    const prices = await deliveryPrices(tx, shop, listPrices, now);
    const totals = {
      agreed: itemsTotal(items, (item) => item.agreedUnitPriceWithTax),
      current: itemsTotal(items, (item) => prices.get(item.variantId)!.withTax),
    };
    const step = { shop, row, today, now };
    if (!deliveryDueBy(row, today)) return announce(tx, step, totals);
    const decision = await noticeHigherPriceIfDue(tx, step, totals);
    if (decision.action === "notify") return "price_notice";
    if (decision.action === "wait") return "waiting_for_notice";
    const stock = await stockForDelivery(tx, items);
    if (!stock) return "waiting_for_stock";
    const period = row.nextDeliveryOn;
    const claimed = await claimDeliveryPeriod(tx, row.id, period, now);
    const delivery = claimed ?? (await findDelivery(tx, row.id, period))!;
    // Placed before (by a run that got there first): only the schedule is behind, never the order.
    if (!claimed && delivery.status === "placed") {
      await updateSubscription(tx, row.id, { nextDeliveryOn: followingDelivery(row, period, today) }, now);
      return "nothing";
    }
    const placed = await placeFollowUpOrder(tx, { ...step, items, prices, provider, period }, stock);
    if (placed.status === "refused") {
      await recordRefusedPayment(tx, step, delivery);
      return "payment_failed";
    }
    await updateDelivery(tx, delivery.id, { status: "placed", orderId: placed.orderId }, now);
    for (const item of items) {
      const unit = prices.get(item.variantId)!.withTax;
      if (unit !== item.agreedUnitPriceWithTax) await updateSubscriptionItemPrice(tx, item.id, unit);
    }
    const following = followingDelivery(row, period, today);
    // The last delivery a cancellation let go out has been placed: the subscription ends with it.
    const ended = row.cancellationEffectiveOn !== null && following > row.cancellationEffectiveOn;
    const advanced = await updateSubscription(
      tx,
      row.id,
      {
        status: ended ? "cancelled" : "active",
        pauseReason: null,
        failedPayments: 0,
        paymentRetryOn: null,
        priceNoticeTotal: null,
        priceNoticeOn: null,
        nextDeliveryOn: following,
      },
      now,
    );
    await mailSubscriptionOwner(tx, shop, advanced, "delivered", {
      onceKey: `subscription-delivered:${row.reference}:${period}`,
      order: placed.publicId,
    });
    return "placed";
  });
}

/** The subscriptions that may have something to do by `now`: a delivery, a retry, a reminder or a price notice. */
async function candidates(db: Database, now: Date): Promise<SubscriptionRow[]> {
  // Every shop's today is within a day of UTC's; the price notice looks furthest ahead.
  const horizon = addDays(now.toISOString().slice(0, 10), SUBSCRIPTION_PRICE_NOTICE_DAYS + 1);
  return findSubscriptionsDueBy(db, horizon);
}

async function shopContexts(
  db: Database,
  rows: readonly SubscriptionRow[],
): Promise<Map<number, ShopContext>> {
  const shops = new Map<number, ShopContext>();
  for (const shopId of new Set(rows.map((row) => row.shopId))) {
    const shop = await findShop(db, shopId);
    if (shop) shops.set(shopId, shopContextFromRow(shop));
  }
  return shops;
}

/**
 * The scheduler (docs/decisions/0055-subscriptions-and-scheduler.md): every subscription with something to do at
 * `now` takes its step — the due period's order placed and charged on the mandate, a payment retried, a price
 * notice or a reminder mailed — each in its own transaction. Safe to run in several processes at once and to
 * run again after a crash: each period is ordered exactly once.
 */
export async function runDueSubscriptions(options: SubscriptionRunOptions): Promise<SubscriptionRunResult> {
  const { db, provider, now } = options;
  const rows = await candidates(db, now);
  const shops = await shopContexts(db, rows);
  const result: SubscriptionRunResult = {
    steps: {
      placed: 0,
      reminded: 0,
      price_notice: 0,
      waiting_for_notice: 0,
      waiting_for_stock: 0,
      payment_failed: 0,
      nothing: 0,
    },
    failures: [],
  };
  for (const row of rows) {
    try {
      result.steps[await stepSubscription(db, provider, shops, row.id, now)] += 1;
    } catch (error) {
      result.failures.push({ reference: row.reference, error });
    }
  }
  return result;
}

/** The subscriptions whose delivery (or payment retry) is due at `now`, or whose reminder or notice may be. */
export async function listDueSubscriptions(db: Database, now: Date): Promise<DueSubscription[]> {
  const rows = await candidates(db, now);
  const shops = await shopContexts(db, rows);
  return rows.map((row) => ({
    reference: row.reference,
    shopId: row.shopId,
    status: row.status,
    dueOn: row.status === "paused" ? (row.paymentRetryOn ?? row.nextDeliveryOn) : row.nextDeliveryOn,
    due: deliveryDueBy(row, shopToday(shops.get(row.shopId)!, now)) ? "deliver" : "upcoming",
  }));
}
