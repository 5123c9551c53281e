import type { NewsletterSubscriptionWire } from "@eyewear/commerce-engine";
import { isValidEmail, type ShopConfig } from "@eyewear/shop-rules";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { callEngine } from "~/platform/engine-client.server.ts";
import { queueTokenLinkMail } from "~/platform/mail.server.ts";

export type NewsletterOutcome =
  | { ok: true; messageKey: "newsletter.subscribed" }
  | {
      ok: false;
      errorKey: "validation.email" | "newsletter.error" | "newsletter.too_many_sign_ups";
      email: string;
    };

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

/**
 * Records a newsletter sign-up as `pending` with the consent time and a confirmation token, through the
 * engine's newsletter endpoint. Signing up again with the same address in the same shop changes nothing
 * (idempotent), so it answers just like the first time and does not reveal whether an address is already
 * subscribed; while the address is still pending, its confirmation mail is due again (the first may have been
 * lost), once confirmed no mail is.
 */
export async function subscribeToNewsletter(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  rawEmail: string,
  now: Date,
): Promise<NewsletterSignUp> {
  if (!isValidEmail(rawEmail))
    return { outcome: { ok: false, errorKey: "validation.email", email: rawEmail } };
  const answer = await callEngine<{ subscription: NewsletterSubscriptionWire }>(
    context,
    shop,
    "POST",
    "/newsletter-subscriptions",
    { email: rawEmail, consentedAt: now.toISOString() },
  );
  if (!answer.ok) throw new Error(`the engine refused a newsletter sign-up (${answer.code})`);
  const { email, confirmationToken } = answer.subscription;
  const outcome = { ok: true, messageKey: "newsletter.subscribed" } as const;
  if (confirmationToken === undefined) return { outcome };
  return { outcome, pending: { email, confirmationToken } };
}

/** Mails the link that confirms the subscription (double opt-in), in the shop's language. */
export function sendNewsletterConfirmationMail(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  pending: NonNullable<NewsletterSignUp["pending"]>,
): Promise<void> {
  return queueTokenLinkMail(
    context,
    shop,
    "newsletter_confirmation",
    { email: pending.email },
    { path: "/newsletter/confirm/", token: pending.confirmationToken },
  );
}

/** Whether the token belongs to a subscription of the shop that still awaits confirmation (reading only). */
export async function isPendingConfirmation(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  token: string,
): Promise<boolean> {
  const answer = await callEngine(
    context,
    shop,
    "GET",
    `/newsletter-confirmations/${encodeURIComponent(token)}`,
  );
  return answer.ok;
}

/**
 * Confirms the subscription of the shop that the token belongs to. The engine confirms a token exactly once: a
 * used, unknown or other shop's token answers false.
 */
export async function confirmNewsletterSubscription(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  token: string,
): Promise<boolean> {
  const answer = await callEngine(context, shop, "POST", "/newsletter-confirmations", { token });
  return answer.ok;
}
