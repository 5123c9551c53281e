/** What kind of mail the shop sent, as far as the demo outbox cares. */
export type OutboxMailKind =
  | "verification"
  | "password_reset"
  | "newsletter_confirmation"
  | "order_confirmation"
  | "registration_attempt"
  | "subscription_cancellation"
  | "subscription_change";

/** What one browser may see of the demo outbox: the mails it caused, and the addresses it created accounts with. */
export interface OutboxVisit {
  /** Ids of the outbox mails this browser's requests caused, oldest first. */
  mailIds: number[];
  /** Addresses this browser signed up with (it was sent their verification mail), lower case, oldest first. */
  signedUpAddresses: string[];
}

// The visit lives in a cookie, so only the latest few are kept.
const KEPT_MAIL_IDS = 40;
const KEPT_ADDRESSES = 5;

export const NO_OUTBOX_VISIT: OutboxVisit = { mailIds: [], signedUpAddresses: [] };

/**
 * The visit after the browser caused a mail (rule:platform.demo-outbox-visibility): every mail it caused is shown
 * to it, except a password reset for an address it did not sign up with, which would hand anyone another
 * customer's account, and the owner's notice of a sign-up with a taken address, which would tell who has one. A verification mail only goes to an account just created or signed in to, so it marks its
 * address as the browser's own.
 */
export function withCausedMail(
  visit: OutboxVisit,
  mail: { id: number; to: string; kind: OutboxMailKind },
): OutboxVisit {
  const address = mail.to.toLowerCase();
  const ownersOnly = mail.kind === "password_reset" || mail.kind === "registration_attempt";
  if (ownersOnly && !visit.signedUpAddresses.includes(address)) return visit;
  const signedUpAddresses =
    mail.kind === "verification"
      ? [...visit.signedUpAddresses.filter((kept) => kept !== address), address].slice(-KEPT_ADDRESSES)
      : visit.signedUpAddresses;
  return { mailIds: [...visit.mailIds, mail.id].slice(-KEPT_MAIL_IDS), signedUpAddresses };
}

/** The visit a cookie carried, or none when it carried nothing well-formed. */
export function parseOutboxVisit(value: unknown): OutboxVisit {
  if (typeof value !== "object" || value === null) return NO_OUTBOX_VISIT;
  const { mailIds, signedUpAddresses } = value as Partial<Record<keyof OutboxVisit, unknown>>;
  const ids = Array.isArray(mailIds) ? mailIds.filter((id) => Number.isSafeInteger(id) && id > 0) : [];
  const addresses = Array.isArray(signedUpAddresses)
    ? signedUpAddresses.filter((address) => typeof address === "string")
    : [];
  return { mailIds: ids.slice(-KEPT_MAIL_IDS), signedUpAddresses: addresses.slice(-KEPT_ADDRESSES) };
}
