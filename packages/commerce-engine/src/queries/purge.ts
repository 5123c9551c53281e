import { type Database, schema } from "@eyewear/database";
import { and, isNotNull, lt, lte, max, not, notInArray, or, sql } from "drizzle-orm";

const {
  basketItems,
  baskets,
  customerTokens,
  customers,
  mailOutbox,
  orderItems,
  prescriptionUploads,
  rateLimits,
  wishlistItems,
  wishlists,
} = schema;

/** Deletes the rows and answers how many went. */
async function counted(deletion: Promise<unknown[]>): Promise<number> {
  return (await deletion).length;
}

/** Baskets no customer owns (a visitor's), unchanged since `before`; their items go with them. */
export function deleteAnonymousBasketsUnchangedSince(db: Database, before: Date) {
  return counted(
    db
      .delete(baskets)
      .where(
        and(
          lt(baskets.updatedAt, before),
          notInArray(baskets.key, db.select({ key: customers.basketKey }).from(customers)),
        ),
      )
      .returning({ id: baskets.id }),
  );
}

/** Wishlists no customer owns, neither created nor given an item since `before`. */
export function deleteAnonymousWishlistsUnchangedSince(db: Database, before: Date) {
  const recentlyChanged = db
    .select({ id: wishlistItems.wishlistId })
    .from(wishlistItems)
    .groupBy(wishlistItems.wishlistId)
    .having(sql`${max(wishlistItems.createdAt)} >= ${before.toISOString()}::timestamptz`);
  return counted(
    db
      .delete(wishlists)
      .where(
        and(
          lt(wishlists.createdAt, before),
          notInArray(wishlists.key, db.select({ key: customers.wishlistKey }).from(customers)),
          notInArray(wishlists.id, recentlyChanged),
        ),
      )
      .returning({ id: wishlists.id }),
  );
}

/** Mailed tokens that were used or have expired. */
export function deleteSpentCustomerTokens(db: Database, now: Date) {
  return counted(
    db
      .delete(customerTokens)
      .where(or(isNotNull(customerTokens.usedAt), lte(customerTokens.expiresAt, now)))
      .returning({ tokenHash: customerTokens.tokenHash }),
  );
}

/** Limit counters that have expired. */
export function deleteExpiredLimitCounters(db: Database, now: Date) {
  return counted(db.delete(rateLimits).where(lte(rateLimits.expire, now)).returning({ key: rateLimits.key }));
}

/** Outbox mails written before `before`, sent or not. */
export function deleteMailsWrittenBefore(db: Database, before: Date) {
  return counted(
    db.delete(mailOutbox).where(lt(mailOutbox.createdAt, before)).returning({ id: mailOutbox.id }),
  );
}

/**
 * Prescription uploads written before `before` that no ordered item and no basket line names: a configuration that
 * never became an order (rule:prescription.upload-file). An ordered one stays as long as its order.
 */
export function deleteUnorderedPrescriptionUploads(db: Database, before: Date) {
  const namedIn = (table: typeof orderItems | typeof basketItems) =>
    sql`exists (select 1 from ${table} where ${table.customData} -> 'prescriptionUpload' ->> 'id' = ${prescriptionUploads.id})`;
  return counted(
    db
      .delete(prescriptionUploads)
      .where(
        and(lt(prescriptionUploads.createdAt, before), not(namedIn(orderItems)), not(namedIn(basketItems))),
      )
      .returning({ id: prescriptionUploads.id }),
  );
}
