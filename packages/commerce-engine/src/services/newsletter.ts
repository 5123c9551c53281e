import { randomBytes } from "node:crypto";
import type { Database } from "@eyewear/database";
import {
  confirmPendingNewsletterSubscription,
  findPendingNewsletterSubscription,
  insertNewsletterSubscriptionOnce,
  type NewsletterSubscriptionRow,
} from "../queries/newsletter.ts";
import type { ShopContext } from "./shop-context.ts";

/**
 * A newsletter subscription as the engine's own /v1/newsletter-* endpoints answer it. The confirmation token
 * travels only while the subscription awaits confirmation, for the storefront to mail (double opt-in).
 */
export interface NewsletterSubscriptionWire {
  email: string;
  status: NewsletterSubscriptionRow["status"];
  consentedAt: string;
  confirmationToken?: string;
}

function serializeSubscription(row: NewsletterSubscriptionRow): NewsletterSubscriptionWire {
  const wire = { email: row.email, status: row.status, consentedAt: row.consentedAt.toISOString() };
  return row.status === "pending" ? { ...wire, confirmationToken: row.confirmationToken } : wire;
}

/**
 * POST /v1/newsletter-subscriptions: records a sign-up as pending with the consent time and an unguessable
 * token. Signing up again with the same address in the same shop changes nothing (idempotent) and answers the
 * existing subscription.
 */
export async function subscribeToNewsletter(
  db: Database,
  shop: ShopContext,
  input: { email: string; consentedAt: Date },
): Promise<NewsletterSubscriptionWire> {
  const row = await insertNewsletterSubscriptionOnce(db, {
    shopId: shop.id,
    email: input.email.trim().toLowerCase(),
    confirmationToken: randomBytes(32).toString("base64url"),
    consentedAt: input.consentedAt,
  });
  return serializeSubscription(row!);
}

/**
 * GET /v1/newsletter-confirmations/{token}: the subscription of the shop that the token still awaits
 * confirmation of; undefined for a used, unknown or other shop's token.
 */
export async function getPendingConfirmation(
  db: Database,
  shop: ShopContext,
  token: string,
): Promise<NewsletterSubscriptionWire | undefined> {
  const row = await findPendingNewsletterSubscription(db, shop.id, token);
  return row ? serializeSubscription(row) : undefined;
}

/** POST /v1/newsletter-confirmations: confirms exactly once; undefined for a used, unknown or other shop's token. */
export async function confirmNewsletterSubscription(
  db: Database,
  shop: ShopContext,
  token: string,
): Promise<NewsletterSubscriptionWire | undefined> {
  const row = await confirmPendingNewsletterSubscription(db, shop.id, token);
  return row ? serializeSubscription(row) : undefined;
}
