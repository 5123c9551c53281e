import { type Database, schema } from "@eyewear/database";
import { desc, eq, inArray } from "drizzle-orm";

const { mailOutbox } = schema;

export type MailRow = typeof mailOutbox.$inferSelect;
export type NewMail = Pick<typeof mailOutbox.$inferInsert, "to" | "subject" | "text" | "html" | "onceKey">;

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

/** Records that the mail was handed to the mail server; undefined when there is no such mail. */
export async function updateMailSentAt(db: Database, id: number, sentAt: Date): Promise<MailRow | undefined> {
  const [row] = await db.update(mailOutbox).set({ sentAt }).where(eq(mailOutbox.id, id)).returning();
  return row;
}
