import { type Database, schema } from "@eyewear/database";
import { and, asc, eq } from "drizzle-orm";
import { findRowsIn } from "./rows.ts";

const { navigationItems, navigationTrees } = schema;

export type NavigationTreeRow = typeof navigationTrees.$inferSelect;
export type NavigationItemRow = typeof navigationItems.$inferSelect;

/** The navigation trees of a shop, or the one with `treeId` when given. */
export async function findNavigationTrees(db: Database, shopId: number, treeId?: number) {
  return db
    .select()
    .from(navigationTrees)
    .where(
      and(
        eq(navigationTrees.shopId, shopId),
        treeId === undefined ? undefined : eq(navigationTrees.id, treeId),
      ),
    )
    .orderBy(asc(navigationTrees.id));
}

export async function findNavigationItems(db: Database, treeIds: readonly number[]) {
  return findRowsIn(db, navigationItems, navigationItems.treeId, treeIds, [
    asc(navigationItems.position),
    asc(navigationItems.id),
  ]);
}
