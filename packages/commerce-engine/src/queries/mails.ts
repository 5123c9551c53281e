import { type Database, schema } from "@eyewear/database";
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull } from "drizzle-orm";

const { mailOutbox } = schema;

export type MailRow = typeof mailOutbox.$inferSelect;
export type NewMail = Pick<
  typeof mailOutbox.$inferInsert,
  "to" | "subject" | "text" | "html" | "onceKey" | "shopId"
>;

/** Writes a mail to the outbox; undefined when a mail with its once-key is there already. */
export async function insertMail(db: Database, mail: NewMail): Promise<MailRow | undefined> {
  const [row] = await db
    .insert(mailOutbox)
    .values(mail)
    .onConflictDoNothing({ target: mailOutbox.onceKey })
    .returning();
  return row;
}

/** The mails of the outbox with these ids, newest first. */
export async function findMails(db: Database, ids: readonly number[]): Promise<MailRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.id, [...ids]))
    .orderBy(desc(mailOutbox.id));
}

/** The mails the engine wrote for a shop that no mail server took yet, written at or after `since`, oldest first. */
export async function findUnsentShopMails(db: Database, since: Date): Promise<MailRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), isNotNull(mailOutbox.shopId), gte(mailOutbox.createdAt, since)))
    .orderBy(asc(mailOutbox.id));
}

/** Records that the mail was handed to the mail server; undefined when there is no such mail. */
export async function updateMailSentAt(db: Database, id: number, sentAt: Date): Promise<MailRow | undefined> {
  const [row] = await db.update(mailOutbox).set({ sentAt }).where(eq(mailOutbox.id, id)).returning();
  return row;
}
