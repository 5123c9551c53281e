import { type Database, schema } from "@eyewear/database";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { findRow, updateRow } from "./rows.ts";

const { customerTokens, customers } = schema;

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomerRow = typeof customers.$inferInsert;
export type CustomerTokenPurpose = (typeof customerTokens.$inferSelect)["purpose"];
export type CustomerChanges = Partial<
  Pick<CustomerRow, "firstName" | "lastName" | "gender" | "birthDate" | "phone" | "verified" | "passwordHash">
>;

export async function findCustomerById(db: Database, shopId: number, id: number) {
  return findRow(db, customers, and(eq(customers.shopId, shopId), eq(customers.id, id)));
}

const isRegistered = sql`${customers.guest} = false`;
const isGuest = sql`${customers.guest} = true`;

/** The shop's account with the address; guest rows with the same address are not accounts. */
export async function findRegisteredCustomerByEmail(db: Database, shopId: number, email: string) {
  return findRow(db, customers, and(eq(customers.shopId, shopId), eq(customers.email, email), isRegistered));
}

/** Inserts the account, or returns undefined when the shop already has an account with that address. */
export async function insertCustomer(db: Database, row: NewCustomerRow): Promise<CustomerRow | undefined> {
  const [inserted] = await db
    .insert(customers)
    .values({ ...row, guest: false })
    .onConflictDoNothing({ target: [customers.shopId, customers.email], where: isRegistered })
    .returning();
  return inserted;
}

/**
 * The shop's guest row for the address, created on its first guest checkout and afterwards given the names and
 * basket of the newest one. An account with the same address is neither read nor changed.
 */
export async function upsertGuestCustomer(
  db: Database,
  row: Pick<NewCustomerRow, "shopId" | "email" | "firstName" | "lastName" | "basketKey" | "wishlistKey"> & {
    now: Date;
  },
): Promise<CustomerRow> {
  const { now, ...values } = row;
  const [upserted] = await db
    .insert(customers)
    .values({ ...values, guest: true, passwordHash: null, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [customers.shopId, customers.email],
      targetWhere: isGuest,
      set: {
        firstName: values.firstName,
        lastName: values.lastName,
        basketKey: values.basketKey,
        updatedAt: now,
      },
    })
    .returning();
  return upserted!;
}

export async function updateCustomer(
  db: Database,
  shopId: number,
  id: number,
  changes: CustomerChanges,
  now: Date,
): Promise<CustomerRow | undefined> {
  const changed = { ...changes, updatedAt: now };
  return updateRow(db, customers, changed, and(eq(customers.shopId, shopId), eq(customers.id, id)));
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
/** The token of the shop's customer for the purpose, not used and not expired. */
function usableToken(shopId: number, purpose: CustomerTokenPurpose, tokenHash: string, now: Date) {
  return and(
    eq(customerTokens.tokenHash, tokenHash),
    eq(customerTokens.purpose, purpose),
    isNull(customerTokens.usedAt),
    gt(customerTokens.expiresAt, now),
    sql`${customerTokens.customerId} IN (SELECT ${customers.id} FROM ${customers} WHERE ${customers.shopId} = ${shopId})`,
  );
}

/** Whether the token is one of the shop's, of the purpose, unused and unexpired: one indexed read, nothing written. */
export async function isCustomerTokenUsable(
  db: Database,
  shopId: number,
  purpose: CustomerTokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .select({ customerId: customerTokens.customerId })
    .from(customerTokens)
    .where(usableToken(shopId, purpose, tokenHash, now))
    .limit(1);
  return rows.length > 0;
}

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
    .where(usableToken(shopId, purpose, tokenHash, now))
    .returning({ customerId: customerTokens.customerId });
  return row?.customerId;
}
