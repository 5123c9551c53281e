import { type Database, schema } from "@eyewear/database";
import { and, asc, desc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { findRow, findRowsIn, lockRow } from "./rows.ts";

const { brands, orderItems, orderPackages, orders, products, stock, variants } = schema;

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItemRow = typeof orderItems.$inferInsert;
export type OrderPackageRow = typeof orderPackages.$inferSelect;
export type NewOrderPackageRow = typeof orderPackages.$inferInsert;
export type StockRow = typeof stock.$inferSelect;

/**
 * Locks the stock rows of the variants until the transaction ends, always in variant id order, so two checkouts
 * over the same variants queue up instead of deadlocking.
 */
export async function lockStock(db: Database, variantIds: readonly number[]): Promise<StockRow[]> {
  if (variantIds.length === 0) return [];
  return db
    .select()
    .from(stock)
    .where(inArray(stock.variantId, [...variantIds]))
    .orderBy(asc(stock.variantId))
    .for("update");
}

export async function setStockQuantity(db: Database, variantId: number, quantity: number, now: Date) {
  await db.update(stock).set({ quantity, updatedAt: now }).where(eq(stock.variantId, variantId));
}

/** Product name, brand name and variant attributes of each variant, to keep with the ordered item. */
export async function findVariantDescriptions(db: Database, variantIds: readonly number[]) {
  if (variantIds.length === 0) return [];
  return db
    .select({
      variantId: variants.id,
      productId: variants.productId,
      attributes: variants.attributes,
      productName: products.name,
      brandName: brands.name,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(variants.id, [...variantIds]));
}

export async function findOrderByIdempotencyKey(db: Database, shopId: number, idempotencyKey: string) {
  return findRow(db, orders, and(eq(orders.shopId, shopId), eq(orders.idempotencyKey, idempotencyKey)));
}

export async function findOrderByPublicId(db: Database, shopId: number, publicId: string) {
  return findRow(db, orders, and(eq(orders.shopId, shopId), eq(orders.publicId, publicId)));
}

/** The order with this public id in whichever shop, for the operator commands. */
export async function findOrderByPublicIdInAnyShop(db: Database, publicId: string) {
  return lockRow(db, orders, eq(orders.publicId, publicId));
}

/** The order row, locked until the transaction ends. */
export async function lockOrder(db: Database, orderId: number): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for("update");
  return row!;
}

/** Ids of the orders still waiting for their redirect payment that were placed before the cutoff, oldest first. */
export async function findPendingOrdersPlacedBefore(db: Database, cutoff: Date): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "payment_pending"), lt(orders.createdAt, cutoff)))
    .orderBy(asc(orders.createdAt));
  return rows.map((row) => row.id);
}

/** Puts units back into stock, e.g. for cancelled items. */
export async function addStock(db: Database, variantId: number, quantity: number, now: Date) {
  await db
    .update(stock)
    .set({ quantity: sql`${stock.quantity} + ${quantity}`, updatedAt: now })
    .where(eq(stock.variantId, variantId));
}

/** The order whose cbd token has this digest, while the token holds. */
export async function findOrderByCbdTokenHash(db: Database, shopId: number, tokenHash: string, now: Date) {
  return findRow(
    db,
    orders,
    and(eq(orders.shopId, shopId), eq(orders.cbdTokenHash, tokenHash), gt(orders.cbdTokenExpiresAt, now)),
  );
}

/** A customer's orders, newest first. */
export async function findCustomerOrders(db: Database, shopId: number, customerId: number) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.customerId, customerId)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** Inserts the order; undefined when the shop already has an order for the idempotency key or the public id. */
export async function insertOrder(db: Database, row: NewOrderRow): Promise<OrderRow | undefined> {
  const [inserted] = await db.insert(orders).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function insertOrderPackage(db: Database, row: NewOrderPackageRow): Promise<OrderPackageRow> {
  const [inserted] = await db.insert(orderPackages).values(row).returning();
  return inserted!;
}

/** Inserts the items and answers their ids in the given order. */
export async function insertOrderItems(db: Database, rows: NewOrderItemRow[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(orderItems).values(rows).returning({ id: orderItems.id });
  return inserted.map((row) => row.id);
}

export async function updateOrder(
  db: Database,
  orderId: number,
  changes: Partial<
    Pick<OrderRow, "status" | "confirmedAt" | "cbdTokenHash" | "cbdTokenExpiresAt" | "vouchers">
  >,
): Promise<OrderRow> {
  const [row] = await db.update(orders).set(changes).where(eq(orders.id, orderId)).returning();
  return row!;
}

export async function findOrderItems(db: Database, orderIds: readonly number[]): Promise<OrderItemRow[]> {
  return findRowsIn(db, orderItems, orderItems.orderId, orderIds, [
    asc(orderItems.orderId),
    asc(orderItems.position),
  ]);
}

export async function findOrderPackages(
  db: Database,
  orderIds: readonly number[],
): Promise<OrderPackageRow[]> {
  return findRowsIn(db, orderPackages, orderPackages.orderId, orderIds, [asc(orderPackages.id)]);
}

export async function updateOrderPackage(
  db: Database,
  packageId: number,
  changes: Partial<Pick<OrderPackageRow, "deliveryStatus" | "trackingId" | "trackingUrl">>,
) {
  await db.update(orderPackages).set(changes).where(eq(orderPackages.id, packageId));
}

export async function updateOrderItemStatus(db: Database, itemId: number, status: OrderItemRow["status"]) {
  await db.update(orderItems).set({ status }).where(eq(orderItems.id, itemId));
}
