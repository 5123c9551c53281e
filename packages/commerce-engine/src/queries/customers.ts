import { type Database, schema } from "@eyewear/database";
import { and, eq, gt, isNull, sql } from "drizzle-orm";

const { customerTokens, customers, loginAttempts } = schema;

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomerRow = typeof customers.$inferInsert;
export type CustomerTokenPurpose = (typeof customerTokens.$inferSelect)["purpose"];
export type CustomerChanges = Partial<
  Pick<CustomerRow, "firstName" | "lastName" | "gender" | "birthDate" | "phone" | "verified" | "passwordHash">
>;

export async function findCustomerById(db: Database, shopId: number, id: number) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.shopId, shopId), eq(customers.id, id)))
    .limit(1);
  return row;
}

export async function findCustomerByEmail(db: Database, shopId: number, email: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.shopId, shopId), eq(customers.email, email)))
    .limit(1);
  return row;
}

/** Inserts the customer, or returns undefined when the shop already has one with that address. */
export async function insertCustomer(db: Database, row: NewCustomerRow): Promise<CustomerRow | undefined> {
  const [inserted] = await db
    .insert(customers)
    .values(row)
    .onConflictDoNothing({ target: [customers.shopId, customers.email] })
    .returning();
  return inserted;
}

export async function updateCustomer(
  db: Database,
  shopId: number,
  id: number,
  changes: CustomerChanges,
  now: Date,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .update(customers)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(customers.shopId, shopId), eq(customers.id, id)))
    .returning();
  return row;
}

export async function insertCustomerToken(
  db: Database,
  customerId: number,
  purpose: CustomerTokenPurpose,
  tokenHash: string,
  expiresAt: Date,
) {
  await db.insert(customerTokens).values({ tokenHash, customerId, purpose, expiresAt });
}

/**
 * Marks an unused, unexpired token of that purpose as used and answers its customer id; a token that is
 * unknown, expired, already used or of another shop answers undefined. One UPDATE, so it is used only once.
 */
export async function consumeCustomerToken(
  db: Database,
  shopId: number,
  purpose: CustomerTokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(customerTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(customerTokens.tokenHash, tokenHash),
        eq(customerTokens.purpose, purpose),
        isNull(customerTokens.usedAt),
        gt(customerTokens.expiresAt, now),
        sql`${customerTokens.customerId} IN (SELECT ${customers.id} FROM ${customers} WHERE ${customers.shopId} = ${shopId})`,
      ),
    )
    .returning({ customerId: customerTokens.customerId });
  return row?.customerId;
}

/**
 * Counts one sign-in attempt for the key before its password is checked and answers the attempts of the
 * window so far; a window that started before `windowStart` begins anew. One atomic upsert, so attempts sent
 * at once each see their own count and none slips past the limit.
 */
export async function countLoginAttempt(
  db: Database,
  key: string,
  now: Date,
  windowStart: Date,
): Promise<number> {
  const expired = sql`${loginAttempts.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(loginAttempts)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`CASE WHEN ${expired} THEN 1 ELSE ${loginAttempts.failures} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${expired} THEN ${now.toISOString()}::timestamptz ELSE ${loginAttempts.windowStartedAt} END`,
      },
    })
    .returning({ failures: loginAttempts.failures });
  return row!.failures;
}

/** Takes back one counted attempt of the key: it turned out not to be a failure. */
export async function releaseLoginAttempt(db: Database, key: string) {
  await db
    .update(loginAttempts)
    .set({ failures: sql`GREATEST(${loginAttempts.failures} - 1, 0)` })
    .where(eq(loginAttempts.key, key));
}

export async function clearLoginFailures(db: Database, key: string) {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}
