import { once } from "node:events";
import { createServer, type Server } from "node:net";
import { schema } from "@eyewear/database";
import { createTestDatabase, testDatabaseKinds } from "@eyewear/database/testing";
import { openForDescribe } from "@eyewear/database/testing-describe";
import { shopRow } from "@eyewear/demo-data";
import { SHOPS } from "@eyewear/shop-rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendEngineMails } from "../../server/engine-mail-delivery.ts";

/** A mail server that takes every mail and keeps what it was sent, enough of SMTP for nodemailer. */
function fakeSmtpServer(received: string[]): Server {
  return createServer((socket) => {
    let data: string | undefined;
    socket.write("220 fake ESMTP\r\n");
    socket.on("data", (chunk) => {
      for (const line of chunk.toString("utf8").split("\r\n")) {
        if (data !== undefined) {
          if (line === ".") {
            received.push(data);
            data = undefined;
            socket.write("250 queued\r\n");
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write("250 fake\r\n");
        else if (/^(MAIL|RCPT|RSET|NOOP)/i.test(line)) socket.write("250 ok\r\n");
        else if (/^DATA/i.test(line)) {
          data = "";
          socket.write("354 go on\r\n");
        } else if (/^QUIT/i.test(line)) socket.end("221 bye\r\n");
      }
    });
  });
}

describe.each(testDatabaseKinds())("sending the mails the engine wrote (%s)", (kind) => {
  const database = openForDescribe(() => createTestDatabase(kind));
  const received: string[] = [];
  const server = fakeSmtpServer(received);
  let smtpUrl = "";
  beforeAll(async () => {
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const address = server.address();
    if (typeof address !== "object" || address === null) throw new Error("the fake mail server has no port");
    smtpUrl = `smtp://127.0.0.1:${address.port}`;
    await database.db.insert(schema.shops).values(SHOPS.map(shopRow));
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

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
      smtpUrl,
      now,
      onError: (error) => errors.push(error),
    });
    expect(errors).toEqual([]);
    expect(sent).toBe(1);
    expect(received).toHaveLength(1);
    expect(received[0]).toContain("From: no-reply@brillen-shop.de");
    expect(received[0]).toContain("ABO-K7M2XQ9P");
    const rows = await database.db.select().from(schema.mailOutbox).orderBy(schema.mailOutbox.id);
    expect(rows.map((row) => row.sentAt !== null)).toEqual([true, false, false]);
    expect(
      await sendEngineMails({ db: database.db, smtpUrl, now, onError: (error) => errors.push(error) }),
    ).toBe(0);
  });
});
