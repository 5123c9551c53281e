import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Database } from "@eyewear/database";
import { hash, verify } from "@node-rs/argon2";
import { EngineError, notFound } from "../model/engine-error.ts";
import {
  type CustomerChanges,
  type CustomerRow,
  type CustomerTokenPurpose,
  consumeCustomerToken,
  findCustomerById,
  findRegisteredCustomerByEmail,
  insertCustomer,
  insertCustomerToken,
  isCustomerTokenUsable,
  updateCustomer,
} from "../queries/customers.ts";
import type { AttemptGuard } from "./limits.ts";
import type { ShopContext } from "./shop-context.ts";

/** A customer as the engine's /v1/customers endpoints answer it: the session's user, an order's customer. */
export interface CustomerWire {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  gender: "f" | "m" | "d" | null;
  birthDate: string | null;
  phone: string | null;
  status: { isActive: boolean; isGuestCustomer: boolean };
  info: { verified: boolean };
  /** The customer's own basket and wishlist, the same in every session and on every device. */
  basketKey: string;
  wishlistKey: string;
  createdAt: string;
}

export interface CustomerProfile {
  firstName: string;
  lastName: string;
  gender?: "f" | "m" | "d" | null | undefined;
  birthDate?: string | null | undefined;
  phone?: string | null | undefined;
}

/**
 * Sign-in failures in a row without a wait (rule:account.attempt-delay): 5 for an account from one client
 * (guessing its password), 20 for a client across accounts (higher, because shoppers share addresses behind a NAT).
 */
export const SIGN_IN_FREE_FAILURES_PER_ACCOUNT_AND_CLIENT = 5;
export const SIGN_IN_FREE_FAILURES_PER_CLIENT = 20;

/** The sign-in failures of one customer address tried from one client address. */
const signInAccountKey = (shop: ShopContext, email: string, clientAddress: string) =>
  `account:${shop.id}:${email}:${clientAddress}`;

/** How long mailed links hold. */
const TOKEN_LIFETIMES_MS: Record<CustomerTokenPurpose, number> = {
  email_verification: 7 * 24 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
};

// OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** A hash no password matches, verified for unknown addresses so both refusals take the same time. */
const UNKNOWN_CUSTOMER_HASH = hash(randomBytes(32).toString("base64url"), ARGON2_OPTIONS);

export function toCustomerWire(row: CustomerRow): CustomerWire {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    gender: row.gender,
    birthDate: row.birthDate,
    phone: row.phone,
    status: { isActive: true, isGuestCustomer: row.guest },
    info: { verified: row.verified },
    basketKey: row.basketKey,
    wishlistKey: row.wishlistKey,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Addresses are compared trimmed and lowercased, so "Anna@Example.com " signs in as anna@example.com. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function tokenDigest(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new one-time token: 32 random bytes for the mail, only their digest in the database. */
async function issueToken(db: Database, customerId: number, purpose: CustomerTokenPurpose, now: Date) {
  const token = randomBytes(32).toString("base64url");
  await insertCustomerToken(
    db,
    customerId,
    purpose,
    tokenDigest(token),
    new Date(now.getTime() + TOKEN_LIFETIMES_MS[purpose]),
  );
  return token;
}

const invalidToken = () =>
  new EngineError("invalid_data", "The link is unknown, expired or already used", {
    code: "INVALID_TOKEN",
    parameter: "token",
  });

export async function getCustomer(db: Database, shop: ShopContext, id: number): Promise<CustomerWire> {
  const row = await findCustomerById(db, shop.id, id);
  if (!row) throw notFound(`Customer ${id} does not exist`, "customerId");
  return toCustomerWire(row);
}

/** Registers a customer (unverified) and answers it with the token for its verification mail. */
export async function registerCustomer(
  db: Database,
  shop: ShopContext,
  input: CustomerProfile & { email: string; password: string },
  now: Date,
): Promise<{ customer: CustomerWire; verificationToken: string }> {
  const passwordHash = await hash(input.password, ARGON2_OPTIONS);
  return db.transaction(async (tx) => {
    const row = await insertCustomer(tx, {
      shopId: shop.id,
      email: normalizeEmail(input.email),
      passwordHash,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      gender: input.gender ?? null,
      birthDate: input.birthDate ?? null,
      phone: input.phone ?? null,
      basketKey: `customer-${randomUUID()}`,
      wishlistKey: `customer-${randomUUID()}`,
      createdAt: now,
      updatedAt: now,
    });
    if (!row)
      throw new EngineError("conflict", "An account with this email address exists", {
        code: "EMAIL_TAKEN",
        parameter: "email",
      });
    return {
      customer: toCustomerWire(row),
      verificationToken: await issueToken(tx, row.id, "email_verification", now),
    };
  });
}

/**
 * Checks an address and password. Wrong password and unknown address get the same refusal. Failures slow down the
 * account from that client and the client itself, never the account from another client (ADR 0052), so nobody
 * can lock a customer out. Each attempt is counted before its password is verified, so attempts sent at once
 * cannot outrun the delays and a refused attempt costs no argon2 run.
 */
export async function authenticateCustomer(
  db: Database,
  guard: AttemptGuard,
  shop: ShopContext,
  input: { email: string; password: string; clientAddress: string },
): Promise<CustomerWire> {
  const email = normalizeEmail(input.email);
  const accountKey = signInAccountKey(shop, email, input.clientAddress);
  const attempt = await guard.enter(
    [
      { key: accountKey, freeFailures: SIGN_IN_FREE_FAILURES_PER_ACCOUNT_AND_CLIENT },
      { key: `client:${input.clientAddress}`, freeFailures: SIGN_IN_FREE_FAILURES_PER_CLIENT },
    ],
    "Too many failed sign-ins; try again later",
  );
  const row = await findRegisteredCustomerByEmail(db, shop.id, email);
  const matches = await verify(row?.passwordHash ?? (await UNKNOWN_CUSTOMER_HASH), input.password);
  if (!row?.passwordHash || !matches) {
    await attempt.failed();
    throw new EngineError("unauthorized", "The email address or the password is wrong", {
      code: "INVALID_CREDENTIALS",
    });
  }
  await attempt.succeeded(accountKey);
  return toCustomerWire(row);
}

export async function changeCustomerProfile(
  db: Database,
  shop: ShopContext,
  id: number,
  profile: CustomerProfile,
  now: Date,
): Promise<CustomerWire> {
  const changes: CustomerChanges = {
    firstName: profile.firstName.trim(),
    lastName: profile.lastName.trim(),
    gender: profile.gender ?? null,
    birthDate: profile.birthDate ?? null,
    phone: profile.phone ?? null,
  };
  const row = await updateCustomer(db, shop.id, id, changes, now);
  if (!row) throw notFound(`Customer ${id} does not exist`, "customerId");
  return toCustomerWire(row);
}

/** A fresh verification token for a customer who lost the first mail. */
export async function issueVerificationToken(db: Database, shop: ShopContext, id: number, now: Date) {
  const row = await findCustomerById(db, shop.id, id);
  if (!row) throw notFound(`Customer ${id} does not exist`, "customerId");
  return {
    customer: toCustomerWire(row),
    verificationToken: await issueToken(db, row.id, "email_verification", now),
  };
}

/** Follows a verification link: the token is used up and the customer verified. */
export async function verifyCustomerEmail(db: Database, shop: ShopContext, token: string, now: Date) {
  return db.transaction(async (tx) => {
    const customerId = await consumeCustomerToken(tx, shop.id, "email_verification", tokenDigest(token), now);
    if (customerId === undefined) throw invalidToken();
    const row = await updateCustomer(tx, shop.id, customerId, { verified: true }, now);
    return toCustomerWire(row!);
  });
}

/**
 * A password-reset token for the address's customer, or nothing when the shop has no such registered customer;
 * the caller answers both alike, so the form reveals no addresses.
 */
export async function requestPasswordReset(db: Database, shop: ShopContext, email: string, now: Date) {
  const row = await findRegisteredCustomerByEmail(db, shop.id, normalizeEmail(email));
  if (!row?.passwordHash) return undefined;
  return { customer: toCustomerWire(row), resetToken: await issueToken(db, row.id, "password_reset", now) };
}

/**
 * Sets a new password with a reset token; following the mailed link also proves the address. The token is looked
 * up before the password is hashed, so an invented token costs one read and no argon2 run.
 */
export async function resetPassword(
  db: Database,
  shop: ShopContext,
  input: { token: string; password: string },
  now: Date,
): Promise<CustomerWire> {
  if (!(await isCustomerTokenUsable(db, shop.id, "password_reset", tokenDigest(input.token), now)))
    throw invalidToken();
  const passwordHash = await hash(input.password, ARGON2_OPTIONS);
  return db.transaction(async (tx) => {
    const customerId = await consumeCustomerToken(
      tx,
      shop.id,
      "password_reset",
      tokenDigest(input.token),
      now,
    );
    if (customerId === undefined) throw invalidToken();
    const row = await updateCustomer(tx, shop.id, customerId, { passwordHash, verified: true }, now);
    return toCustomerWire(row!);
  });
}
