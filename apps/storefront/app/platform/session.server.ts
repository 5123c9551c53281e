import { randomBytes, randomUUID } from "node:crypto";
import { sessions } from "@eyewear/database/storefront-schema";
import { and, eq, gt, ne, sql } from "drizzle-orm";
import {
  createSessionStorage,
  type RouterContextProvider,
  type Session,
  type SessionStorage,
} from "react-router";
import { type StorefrontServices, servicesContext } from "~/platform/context.ts";
import { SESSION_COOKIE } from "./session-cookie.ts";

export interface SessionData {
  /** Basket key per shop id: a shopper's basket belongs to the shop it was filled in. */
  basketKeys?: Record<string, string>;
  /** Wishlist key per shop id, like the basket's. */
  wishlistKeys?: Record<string, string>;
  /** The signed-in customer's id per shop id (customers belong to one shop, docs/decisions/0022). */
  customerIds?: Record<string, number>;
  /** The voucher code applied at checkout per shop id, until the order is placed or the code removed. */
  voucherCodes?: Record<string, string>;
}

/** The engine-side collections a session owns one of per shop. */
export type ShopCollection = "basketKeys" | "wishlistKeys";

// Sessions live 30 days, renewed on every write.
const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

const storages = new WeakMap<StorefrontServices, SessionStorage<SessionData>>();

/** Database-backed sessions (shared by every storefront process); the cookie carries only a signed id. */
function sessionStorage(services: StorefrontServices): SessionStorage<SessionData> {
  let storage = storages.get(services);
  if (storage) return storage;
  const { db } = services;
  // Every session query under the database's timeout and breaker (docs/decisions/0051-timeouts-and-circuit-breakers.md).
  const guarded = <T>(query: () => PromiseLike<T>) => services.guards.database.run(async () => query());
  const expiry = (expires?: Date) => expires ?? new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
  storage = createSessionStorage<SessionData>({
    cookie: {
      name: SESSION_COOKIE,
      httpOnly: true,
      sameSite: "lax",
      secure: services.secureCookies,
      path: "/",
      maxAge: SESSION_MAX_AGE_SECONDS,
      secrets: services.sessionSecrets,
    },
    async createData(data, expires) {
      const id = randomBytes(24).toString("base64url");
      await guarded(() => db.insert(sessions).values({ id, data, expiresAt: expiry(expires) }));
      return id;
    },
    async readData(id) {
      const [row] = await guarded(() =>
        db
          .select({ data: sessions.data })
          .from(sessions)
          .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())))
          .limit(1),
      );
      return (row?.data as SessionData | undefined) ?? null;
    },
    async updateData(id, data, expires) {
      await guarded(() =>
        db
          .insert(sessions)
          .values({ id, data, expiresAt: expiry(expires) })
          .onConflictDoUpdate({ target: sessions.id, set: { data, expiresAt: expiry(expires) } }),
      );
    },
    async deleteData(id) {
      await guarded(() => db.delete(sessions).where(eq(sessions.id, id)));
    },
  });
  storages.set(services, storage);
  return storage;
}

export function getSession(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<Session<SessionData>> {
  return sessionStorage(context.get(servicesContext)).getSession(request.headers.get("cookie"));
}

export function commitSession(
  context: Readonly<RouterContextProvider>,
  session: Session<SessionData>,
): Promise<string> {
  return sessionStorage(context.get(servicesContext)).commitSession(session);
}

/**
 * The same session data under a new id, the old row deleted: sign-in and sign-out renew the id so an id planted
 * or seen before cannot ride on the new state (session fixation). Commit the returned session.
 */
export async function renewSession(
  context: Readonly<RouterContextProvider>,
  session: Session<SessionData>,
): Promise<Session<SessionData>> {
  const storage = sessionStorage(context.get(servicesContext));
  const renewed = await storage.getSession();
  for (const [name, value] of Object.entries(session.data) as [keyof SessionData, never][])
    renewed.set(name, value);
  if (session.id) await storage.destroySession(session);
  return renewed;
}

/** The session's key of a basket or wishlist in a shop, if it has one. */
export function existingKey(session: Session<SessionData>, collection: ShopCollection, shopId: number) {
  return session.get(collection)?.[String(shopId)];
}

/** The session's key of a basket or wishlist in a shop, created on first use (commit the session afterwards). */
export function ensureKey(session: Session<SessionData>, collection: ShopCollection, shopId: number): string {
  const existing = existingKey(session, collection, shopId);
  if (existing) return existing;
  const key = randomUUID();
  session.set(collection, { ...session.get(collection), [String(shopId)]: key });
  return key;
}

/**
 * Ends every session in which the customer is signed in to the shop, except the one of `keepSessionId` (ADR 0052):
 * after a password reset, a browser that knew the old password, or a stolen session cookie, is signed in no more.
 */
export async function endCustomerSessions(
  context: Readonly<RouterContextProvider>,
  shopId: number,
  customerId: number,
  keepSessionId: string,
): Promise<number> {
  const { db } = context.get(servicesContext);
  const signedIn = sql`${sessions.data} -> 'customerIds' ->> ${String(shopId)} = ${String(customerId)}`;
  const ended = await db
    .delete(sessions)
    .where(and(signedIn, ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return ended.length;
}
