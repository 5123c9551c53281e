import { type Database, schema } from "@eyewear/database";
import { and, asc, eq, sql } from "drizzle-orm";
import { findRow, lockRow } from "./rows.ts";

const { wishlistItems, wishlists } = schema;

export type WishlistItemRow = typeof wishlistItems.$inferSelect;

const wishlistWithKey = (shopId: number, key: string) =>
  and(eq(wishlists.shopId, shopId), eq(wishlists.key, key));

export async function findWishlist(db: Database, shopId: number, key: string) {
  return findRow(db, wishlists, wishlistWithKey(shopId, key));
}

/** Like findWishlist, and holds the row until the transaction ends, so changes to one wishlist queue up. */
export async function lockWishlist(db: Database, shopId: number, key: string) {
  return lockRow(db, wishlists, wishlistWithKey(shopId, key));
}

/** The wishlist's id, creating it on first use; the row stays locked until the transaction ends. */
export async function upsertWishlist(db: Database, shopId: number, key: string): Promise<number> {
  const [row] = await db
    .insert(wishlists)
    .values({ shopId, key })
    .onConflictDoUpdate({ target: [wishlists.shopId, wishlists.key], set: { key: sql`excluded.key` } })
    .returning({ id: wishlists.id });
  return row!.id;
}

export async function findWishlistItems(db: Database, wishlistId: number): Promise<WishlistItemRow[]> {
  return db
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.wishlistId, wishlistId))
    .orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.key));
}

export async function insertWishlistItem(db: Database, item: typeof wishlistItems.$inferInsert) {
  await db.insert(wishlistItems).values(item);
}

export async function deleteWishlistItem(db: Database, wishlistId: number, key: string) {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.wishlistId, wishlistId), eq(wishlistItems.key, key)));
}
