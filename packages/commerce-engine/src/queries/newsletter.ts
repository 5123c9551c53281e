import { type Database, schema } from "@eyewear/database";
import { and, eq } from "drizzle-orm";
import { findRow, updateRow } from "./rows.ts";

const { newsletterSubscriptions } = schema;

export type NewsletterSubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

/**
 * Records a pending subscription unless the address has one in the shop already, then reads the address's
 * subscription, new or old.
 */
export async function insertNewsletterSubscriptionOnce(
  db: Database,
  subscription: { shopId: number; email: string; confirmationToken: string; consentedAt: Date },
): Promise<NewsletterSubscriptionRow | undefined> {
  await db
    .insert(newsletterSubscriptions)
    .values({ ...subscription, status: "pending" })
    .onConflictDoNothing({ target: [newsletterSubscriptions.shopId, newsletterSubscriptions.email] });
  return findRow(
    db,
    newsletterSubscriptions,
    and(
      eq(newsletterSubscriptions.shopId, subscription.shopId),
      eq(newsletterSubscriptions.email, subscription.email),
    ),
  );
}

function pendingWithToken(shopId: number, token: string) {
  return and(
    eq(newsletterSubscriptions.shopId, shopId),
    eq(newsletterSubscriptions.confirmationToken, token),
    eq(newsletterSubscriptions.status, "pending"),
  );
}

/** The shop's subscription that the token belongs to while it awaits confirmation. */
export async function findPendingNewsletterSubscription(
  db: Database,
  shopId: number,
  token: string,
): Promise<NewsletterSubscriptionRow | undefined> {
  return findRow(db, newsletterSubscriptions, pendingWithToken(shopId, token));
}

/** Confirms the pending subscription of the token in one conditional UPDATE, so a token confirms once. */
export async function confirmPendingNewsletterSubscription(
  db: Database,
  shopId: number,
  token: string,
): Promise<NewsletterSubscriptionRow | undefined> {
  return updateRow(db, newsletterSubscriptions, { status: "confirmed" }, pendingWithToken(shopId, token));
}
