import { type Database, schema } from "@eyewear/database";
import { and, asc, desc, eq, inArray } from "drizzle-orm";

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
  if (ids.length === 0) return [];
  return db
    .select()
    .from(branches)
    .where(inArray(branches.id, [...ids]));
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
  const [row] = await db
    .select()
    .from(branchOrders)
    .where(
      and(
        eq(branchOrders.shopId, shopId),
        eq(branchOrders.customerId, customerId),
        eq(branchOrders.publicId, publicId),
      ),
    );
  return row;
}

export async function findBranchOrderItems(
  db: Database,
  branchOrderIds: readonly number[],
): Promise<BranchOrderItemRow[]> {
  if (branchOrderIds.length === 0) return [];
  return db
    .select()
    .from(branchOrderItems)
    .where(inArray(branchOrderItems.branchOrderId, [...branchOrderIds]))
    .orderBy(asc(branchOrderItems.branchOrderId), asc(branchOrderItems.position));
}
