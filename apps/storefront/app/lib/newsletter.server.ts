import { randomBytes } from "node:crypto";
import { type Database, schema } from "@eyewear/database";
import { isValidEmail } from "@eyewear/shop-rules";
import { z } from "zod";

const { newsletterSubscriptions } = schema;

export type NewsletterOutcome =
  | { ok: true; messageKey: "newsletter.subscribed" }
  | { ok: false; errorKey: "validation.email" | "newsletter.error"; email: string };

/** The sign-up form's fields; `redirectTo` only travels without JavaScript. */
export const newsletterForm = z.object({
  email: z.string().max(320),
  redirectTo: z.string().max(2000).optional(),
});

/** A confirmation token nobody can guess: 32 random bytes, URL-safe. */
function confirmationToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * Records a newsletter sign-up as `pending` with the consent time and a confirmation token. Signing up again
 * with the same address in the same shop changes nothing (idempotent), so it answers just like the first time
 * and does not reveal whether an address is already subscribed.
 */
export async function subscribeToNewsletter(
  db: Database,
  shopId: number,
  rawEmail: string,
  now: Date,
): Promise<NewsletterOutcome> {
  if (!isValidEmail(rawEmail)) return { ok: false, errorKey: "validation.email", email: rawEmail };
  const email = rawEmail.trim().toLowerCase();
  await db
    .insert(newsletterSubscriptions)
    .values({ shopId, email, status: "pending", confirmationToken: confirmationToken(), consentedAt: now })
    .onConflictDoNothing({ target: [newsletterSubscriptions.shopId, newsletterSubscriptions.email] });
  return { ok: true, messageKey: "newsletter.subscribed" };
}
