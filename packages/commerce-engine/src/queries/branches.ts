import { type Database, schema } from "@eyewear/database";
import { and, asc, desc, eq } from "drizzle-orm";
import { findRow, findRowsIn } from "./rows.ts";

const { branches, branchOrderItems, branchOrders } = schema;

export type BranchRow = typeof branches.$inferSelect;
export type BranchOrderRow = typeof branchOrders.$inferSelect;
export type BranchOrderItemRow = typeof branchOrderItems.$inferSelect;

/** The branches of a country, by city and name. */
export async function findCountryBranches(db: Database, country: string): Promise<BranchRow[]> {
  return db
    .select()
    .from(branches)
    .where(eq(branches.country, country))
    .orderBy(asc(branches.city), asc(branches.name), asc(branches.id));
}

export async function findBranchesByIds(db: Database, ids: readonly number[]): Promise<BranchRow[]> {
  return findRowsIn(db, branches, branches.id, ids);
}

/** The customer's branch orders in the shop, newest first. */
export async function findCustomerBranchOrders(
  db: Database,
  shopId: number,
  customerId: number,
): Promise<BranchOrderRow[]> {
  return db
    .select()
    .from(branchOrders)
    .where(and(eq(branchOrders.shopId, shopId), eq(branchOrders.customerId, customerId)))
    .orderBy(desc(branchOrders.orderedAt), desc(branchOrders.id));
}

/** The customer's branch order by its public id; undefined when missing or another customer's. */
export async function findCustomerBranchOrder(
  db: Database,
  shopId: number,
  customerId: number,
  publicId: string,
): Promise<BranchOrderRow | undefined> {
  return findRow(
    db,
    branchOrders,
    and(
      eq(branchOrders.shopId, shopId),
      eq(branchOrders.customerId, customerId),
      eq(branchOrders.publicId, publicId),
    ),
  );
}

export async function findBranchOrderItems(
  db: Database,
  branchOrderIds: readonly number[],
): Promise<BranchOrderItemRow[]> {
  return findRowsIn(db, branchOrderItems, branchOrderItems.branchOrderId, branchOrderIds, [
    asc(branchOrderItems.branchOrderId),
    asc(branchOrderItems.position),
  ]);
}
