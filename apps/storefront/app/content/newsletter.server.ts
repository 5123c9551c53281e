import { randomBytes } from "node:crypto";
import { type Database, schema } from "@eyewear/database";
import { isValidEmail, type ShopConfig } from "@eyewear/shop-rules";
import { and, eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { queueTokenLinkMail } from "~/platform/mail.server.ts";

const { newsletterSubscriptions } = schema;

export type NewsletterOutcome =
  | { ok: true; messageKey: "newsletter.subscribed" }
  | { ok: false; errorKey: "validation.email" | "newsletter.error"; email: string };

/**
 * What a sign-up did: the answer for the shopper, and, while the address awaits confirmation, the subscription
 * whose confirmation mail is to be sent. The token never travels in the answer.
 */
export interface NewsletterSignUp {
  outcome: NewsletterOutcome;
  pending?: { email: string; confirmationToken: string };
}

/** The sign-up form's fields; `redirectTo` only travels without JavaScript. */
export const newsletterForm = z.object({
  // Left empty, the address is refused by subscribeToNewsletter's email rule like any other invalid one.
  email: z.string().max(320).optional(),
  redirectTo: z.string().max(2000).optional(),
});

/** The confirmation form's field: the token of the mailed link. */
export const newsletterConfirmationForm = z.object({ token: z.string().min(1).max(200) });

/** A confirmation token nobody can guess: 32 random bytes, URL-safe. */
function confirmationToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * Records a newsletter sign-up as `pending` with the consent time and a confirmation token. Signing up again
 * with the same address in the same shop changes nothing (idempotent), so it answers just like the first time
 * and does not reveal whether an address is already subscribed; while the address is still pending, its
 * confirmation mail is due again (the first may have been lost), once confirmed no mail is.
 */
export async function subscribeToNewsletter(
  db: Database,
  shopId: number,
  rawEmail: string,
  now: Date,
): Promise<NewsletterSignUp> {
  if (!isValidEmail(rawEmail))
    return { outcome: { ok: false, errorKey: "validation.email", email: rawEmail } };
  const email = rawEmail.trim().toLowerCase();
  await db
    .insert(newsletterSubscriptions)
    .values({ shopId, email, status: "pending", confirmationToken: confirmationToken(), consentedAt: now })
    .onConflictDoNothing({ target: [newsletterSubscriptions.shopId, newsletterSubscriptions.email] });
  const [subscription] = await db
    .select({ status: newsletterSubscriptions.status, token: newsletterSubscriptions.confirmationToken })
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.shopId, shopId), eq(newsletterSubscriptions.email, email)));
  const outcome = { ok: true, messageKey: "newsletter.subscribed" } as const;
  if (subscription?.status !== "pending") return { outcome };
  return { outcome, pending: { email, confirmationToken: subscription.token } };
}

/** Mails the link that confirms the subscription (double opt-in), in the shop's language. */
export function sendNewsletterConfirmationMail(
  context: Readonly<RouterContextProvider>,
  request: Request,
  shop: ShopConfig,
  pending: NonNullable<NewsletterSignUp["pending"]>,
): Promise<void> {
  return queueTokenLinkMail(
    context,
    request,
    shop,
    "newsletter_confirmation",
    { email: pending.email },
    { path: "/newsletter/confirm/", token: pending.confirmationToken },
  );
}

function pendingWithToken(shopId: number, token: string) {
  return and(
    eq(newsletterSubscriptions.shopId, shopId),
    eq(newsletterSubscriptions.confirmationToken, token),
    eq(newsletterSubscriptions.status, "pending"),
  );
}

/** Whether the token belongs to a subscription of the shop that still awaits confirmation (reading only). */
export async function isPendingConfirmation(db: Database, shopId: number, token: string): Promise<boolean> {
  const rows = await db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(pendingWithToken(shopId, token))
    .limit(1);
  return rows.length > 0;
}

/**
 * Confirms the subscription of the shop that the token belongs to. One conditional UPDATE, so a token confirms
 * exactly once: a used, unknown or other shop's token answers false.
 */
export async function confirmNewsletterSubscription(
  db: Database,
  shopId: number,
  token: string,
): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscriptions)
    .set({ status: "confirmed" })
    .where(pendingWithToken(shopId, token))
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}
