import { type Database, schema } from "@eyewear/database";
import { and, asc, desc, eq, inArray, lte, or } from "drizzle-orm";
import { findRow, findRowsIn } from "./rows.ts";

const { orders, subscriptionDeliveries, subscriptionItems, subscriptions } = schema;

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscriptionRow = typeof subscriptions.$inferInsert;
export type SubscriptionItemRow = typeof subscriptionItems.$inferSelect;
export type NewSubscriptionItemRow = typeof subscriptionItems.$inferInsert;
export type SubscriptionDeliveryRow = typeof subscriptionDeliveries.$inferSelect;
export type SubscriptionChanges = Partial<
  Omit<SubscriptionRow, "id" | "reference" | "shopId" | "customerId" | "originOrderId" | "createdAt">
>;

/** Inserts the subscription; undefined when its reference is taken (the caller draws another). */
export async function insertSubscription(db: Database, row: NewSubscriptionRow) {
  const [inserted] = await db.insert(subscriptions).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function insertSubscriptionItems(db: Database, rows: NewSubscriptionItemRow[]) {
  if (rows.length > 0) await db.insert(subscriptionItems).values(rows);
}

export async function findSubscriptionItems(db: Database, subscriptionIds: readonly number[]) {
  return findRowsIn(db, subscriptionItems, subscriptionItems.subscriptionId, subscriptionIds, [
    asc(subscriptionItems.subscriptionId),
    asc(subscriptionItems.position),
  ]);
}

export async function updateSubscriptionItemPrice(db: Database, itemId: number, unitPriceWithTax: number) {
  await db
    .update(subscriptionItems)
    .set({ agreedUnitPriceWithTax: unitPriceWithTax })
    .where(eq(subscriptionItems.id, itemId));
}

/** The customer's subscriptions in the shop, newest first. */
export async function findCustomerSubscriptions(db: Database, shopId: number, customerId: number) {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.shopId, shopId), eq(subscriptions.customerId, customerId)))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

export async function findSubscriptionByReference(db: Database, shopId: number, reference: string) {
  return findRow(
    db,
    subscriptions,
    and(eq(subscriptions.shopId, shopId), eq(subscriptions.reference, reference)),
  );
}

/** The customer's subscriptions in the shop one of whose deliveries (the first is the origin) is the order. */
export async function findSubscriptionsByOrder(
  db: Database,
  shopId: number,
  customerId: number,
  orderPublicId: string,
): Promise<SubscriptionRow[]> {
  const rows = await db
    .selectDistinct({ subscription: subscriptions })
    .from(subscriptions)
    .innerJoin(subscriptionDeliveries, eq(subscriptionDeliveries.subscriptionId, subscriptions.id))
    .innerJoin(orders, eq(orders.id, subscriptionDeliveries.orderId))
    .where(
      and(
        eq(subscriptions.shopId, shopId),
        eq(subscriptions.customerId, customerId),
        eq(orders.publicId, orderPublicId),
      ),
    );
  return rows.map((row) => row.subscription).sort((a, b) => a.id - b.id);
}

/** The subscription row, locked until the transaction ends; undefined when there is none. */
export async function lockSubscription(db: Database, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).for("update");
  return row;
}

export async function updateSubscription(
  db: Database,
  id: number,
  changes: SubscriptionChanges,
  now: Date,
): Promise<SubscriptionRow> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...changes, updatedAt: now })
    .where(eq(subscriptions.id, id))
    .returning();
  return row!;
}

/**
 * Ids of the subscriptions with something to do by `horizon` (the latest day a price notice looks ahead to): active
 * ones whose next delivery is on or before it, cancelled ones whose last delivery falls on or before their
 * effective day, and paused ones whose failed payment is to be tried again by then. Oldest due first.
 */
export async function findSubscriptionsDueBy(db: Database, horizon: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      or(
        and(eq(subscriptions.status, "active"), lte(subscriptions.nextDeliveryOn, horizon)),
        and(
          eq(subscriptions.status, "cancelled"),
          lte(subscriptions.nextDeliveryOn, horizon),
          lte(subscriptions.nextDeliveryOn, subscriptions.cancellationEffectiveOn),
        ),
        and(
          eq(subscriptions.status, "paused"),
          eq(subscriptions.pauseReason, "payment_failed"),
          lte(subscriptions.paymentRetryOn, horizon),
        ),
      ),
    )
    .orderBy(asc(subscriptions.nextDeliveryOn), asc(subscriptions.id));
}

/**
 * Claims the period for its delivery: inserted, or undefined when a row for the subscription and period is there
 * already (another scheduler placed it). The unique (subscription, period) index decides, also between processes.
 */
export async function claimDeliveryPeriod(
  db: Database,
  subscriptionId: number,
  period: string,
  now: Date,
): Promise<SubscriptionDeliveryRow | undefined> {
  const [row] = await db
    .insert(subscriptionDeliveries)
    .values({ subscriptionId, period, status: "placed", createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [subscriptionDeliveries.subscriptionId, subscriptionDeliveries.period] })
    .returning();
  return row;
}

export async function findDelivery(db: Database, subscriptionId: number, period: string) {
  return findRow(
    db,
    subscriptionDeliveries,
    and(eq(subscriptionDeliveries.subscriptionId, subscriptionId), eq(subscriptionDeliveries.period, period)),
  );
}

export async function updateDelivery(
  db: Database,
  id: number,
  changes: Partial<Pick<SubscriptionDeliveryRow, "status" | "orderId">>,
  now: Date,
) {
  await db
    .update(subscriptionDeliveries)
    .set({ ...changes, updatedAt: now })
    .where(eq(subscriptionDeliveries.id, id));
}

/** Deliveries of the subscriptions, by period. */
export async function findDeliveries(db: Database, subscriptionIds: readonly number[]) {
  if (subscriptionIds.length === 0) return [];
  return db
    .select()
    .from(subscriptionDeliveries)
    .where(inArray(subscriptionDeliveries.subscriptionId, [...subscriptionIds]))
    .orderBy(asc(subscriptionDeliveries.subscriptionId), asc(subscriptionDeliveries.period));
}

/**
 * The current price of each variant in the shop (the price list's row; a missing one is not sold there), with its
 * product's type for the subscription promotions.
 */
export async function findCurrentPrices(db: Database, shopId: number, variantIds: readonly number[]) {
  if (variantIds.length === 0) return new Map<number, { withTax: number; productType: string }>();
  const rows = await db
    .select({
      variantId: schema.prices.variantId,
      withTax: schema.prices.withTax,
      productType: schema.products.productType,
    })
    .from(schema.prices)
    .innerJoin(schema.variants, eq(schema.variants.id, schema.prices.variantId))
    .innerJoin(schema.products, eq(schema.products.id, schema.variants.productId))
    .where(and(eq(schema.prices.shopId, shopId), inArray(schema.prices.variantId, [...variantIds])));
  return new Map(
    rows.map((row) => [row.variantId, { withTax: row.withTax, productType: row.productType }] as const),
  );
}

/** Attributes of the products, for the interval rule. */
export async function findProductAttributes(db: Database, productIds: readonly number[]) {
  if (productIds.length === 0) return new Map<number, Record<string, string[]>>();
  const rows = await db
    .select({ id: schema.products.id, attributes: schema.products.attributes })
    .from(schema.products)
    .where(inArray(schema.products.id, [...productIds]));
  return new Map(rows.map((row) => [row.id, row.attributes]));
}
