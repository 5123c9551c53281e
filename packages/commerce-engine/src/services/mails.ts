import type { Database } from "@eyewear/database";
import {
  findMails,
  findUnsentShopMails,
  insertMail,
  type MailRow,
  type NewMail,
  updateMailSentAt,
} from "../queries/mails.ts";

/** A mail of the outbox as the engine's own /v1/mails endpoints answer it. */
export interface MailWire {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  onceKey: string | null;
  /** The shop of a mail the engine wrote itself, which the shop's process sends; null for the storefront's. */
  shopId: number | null;
  createdAt: string;
  sentAt: string | null;
}

function serializeMail(row: MailRow): MailWire {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    onceKey: row.onceKey,
    shopId: row.shopId,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/**
 * POST /v1/mails: writes the mail to the outbox. A mail whose once-key is in the outbox already (say, the
 * confirmation of an order that a repeated request confirms again) is not written again: null.
 */
export async function enqueueMail(db: Database, mail: NewMail): Promise<MailWire | null> {
  const row = await insertMail(db, mail);
  return row ? serializeMail(row) : null;
}

/** GET /v1/mails?ids=…: the mails of the outbox with these ids, newest first. */
export async function listMails(db: Database, ids: readonly number[]): Promise<MailWire[]> {
  return (await findMails(db, ids)).map(serializeMail);
}

/**
 * The mails the engine wrote for a shop (a subscription's) that no mail server took yet, written at or after
 * `since`: the shop's process sends them (docs/decisions/0055-subscriptions-and-scheduler.md).
 */
export async function listUnsentShopMails(db: Database, since: Date): Promise<MailWire[]> {
  return (await findUnsentShopMails(db, since)).map(serializeMail);
}

/** POST /v1/mails/{id}/deliveries: the mail server has accepted the mail; undefined when there is no such mail. */
export async function recordMailDelivery(db: Database, id: number, now: Date): Promise<MailWire | undefined> {
  const row = await updateMailSentAt(db, id, now);
  return row ? serializeMail(row) : undefined;
}
