import { type Database, schema } from "@eyewear/database";
import { and, asc, eq, sql } from "drizzle-orm";
import { findRow, lockRow } from "./rows.ts";

const { basketItems, baskets, variants } = schema;

export type BasketLineRow = typeof basketItems.$inferSelect & { productId: number };
export type NewBasketLine = typeof basketItems.$inferInsert;

const basketWithKey = (shopId: number, key: string) => and(eq(baskets.shopId, shopId), eq(baskets.key, key));

export async function findBasket(db: Database, shopId: number, key: string) {
  return findRow(db, baskets, basketWithKey(shopId, key));
}

/** Like findBasket, and holds the basket row until the transaction ends, so changes to one basket queue up. */
export async function lockBasket(db: Database, shopId: number, key: string) {
  return lockRow(db, baskets, basketWithKey(shopId, key));
}

/** The basket's lines (none without a basket), the basket locked as by lockBasket. */
export async function lockBasketLines(db: Database, shopId: number, key: string): Promise<BasketLineRow[]> {
  const basket = await lockBasket(db, shopId, key);
  return basket ? findBasketLines(db, basket.id) : [];
}

/** The basket's id, creating the basket on first use; marks it as changed either way. */
export async function upsertBasket(db: Database, shopId: number, key: string): Promise<number> {
  const [row] = await db
    .insert(baskets)
    .values({ shopId, key })
    .onConflictDoUpdate({ target: [baskets.shopId, baskets.key], set: { updatedAt: sql`now()` } })
    .returning({ id: baskets.id });
  return row!.id;
}

/** The lines of a basket in the order they were added, with the product of each line's variant. */
export async function findBasketLines(db: Database, basketId: number): Promise<BasketLineRow[]> {
  const rows = await db
    .select({ line: basketItems, productId: variants.productId })
    .from(basketItems)
    .innerJoin(variants, eq(variants.id, basketItems.variantId))
    .where(eq(basketItems.basketId, basketId))
    .orderBy(asc(basketItems.createdAt), asc(basketItems.key));
  return rows.map((row) => ({ ...row.line, productId: row.productId }));
}

/** Inserts a line; false when the basket already holds the same variant in the same item group. */
export async function insertBasketLine(db: Database, line: NewBasketLine): Promise<boolean> {
  const inserted = await db
    .insert(basketItems)
    .values(line)
    .onConflictDoNothing()
    .returning({ key: basketItems.key });
  return inserted.length > 0;
}

export async function updateBasketLine(
  db: Database,
  key: string,
  changes: Partial<
    Pick<
      NewBasketLine,
      "quantity" | "customData" | "displayData" | "itemGroup" | "itemGroupId" | "promotionId"
    >
  >,
) {
  await db.update(basketItems).set(changes).where(eq(basketItems.key, key));
}

export async function deleteBasketLine(db: Database, key: string) {
  await db.delete(basketItems).where(eq(basketItems.key, key));
}
