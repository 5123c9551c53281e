import { schema } from "@eyewear/database";
import { createTestDatabase, testDatabaseKinds } from "@eyewear/database/testing";
import { openForDescribe } from "@eyewear/database/testing-describe";
import { shopRow } from "@eyewear/demo-data";
import { SHOPS } from "@eyewear/shop-rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendEngineMails } from "../../server/engine-mail-delivery.ts";
import { startFakeSmtpServer } from "./fake-smtp-server.ts";

describe.each(testDatabaseKinds())("sending the mails the engine wrote (%s)", (kind) => {
  const database = openForDescribe(() => createTestDatabase(kind));
  let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
    await database.db.insert(schema.shops).values(SHOPS.map(shopRow));
  });
  afterAll(() => smtp.close());

  it("sends the engine's recent shop mails from the shop's domain, records them, and leaves the others", async () => {
    const now = new Date();
    const mail = (subject: string, shopId: number | null, createdAt = now) => ({
      to: "anna@example.com",
      subject,
      text: subject,
      html: `<p>${subject}</p>`,
      shopId,
      createdAt,
    });
    await database.db
      .insert(schema.mailOutbox)
      .values([
        mail("Abo ABO-K7M2XQ9P pausiert", 10002),
        mail("Ihre Bestellung", null),
        mail("Abo vom Vormonat", 10002, new Date(now.getTime() - 3 * 24 * 60 * 60 * 1000)),
      ]);
    const errors: unknown[] = [];
    const sent = await sendEngineMails({
      db: database.db,
      smtpUrl: smtp.url,
      now,
      onError: (error) => errors.push(error),
    });
    expect(errors).toEqual([]);
    expect(sent).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain("From: no-reply@brillen-shop.de");
    expect(smtp.received[0]).toContain("ABO-K7M2XQ9P");
    const rows = await database.db.select().from(schema.mailOutbox).orderBy(schema.mailOutbox.id);
    expect(rows.map((row) => row.sentAt !== null)).toEqual([true, false, false]);
    expect(
      await sendEngineMails({
        db: database.db,
        smtpUrl: smtp.url,
        now,
        onError: (error) => errors.push(error),
      }),
    ).toBe(0);
  });
});
