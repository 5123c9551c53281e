import { type DatabaseHandle, schema } from "@eyewear/database";
import { createTestDatabase, testDatabaseKinds } from "@eyewear/database/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscribeToNewsletter } from "../../app/lib/newsletter.server.ts";

describe.each(testDatabaseKinds())("newsletter sign-up on %s", (kind) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });

  afterAll(async () => {
    await handle?.close();
  });

  const rows = () => handle.db.select().from(schema.newsletterSubscriptions);

  it("records a pending subscription with consent time and an unguessable token", async () => {
    const consentedAt = new Date("2026-11-22T10:00:00Z");
    expect(await subscribeToNewsletter(handle.db, 10002, " Anna.Muster@Example.com ", consentedAt)).toEqual({
      ok: true,
      messageKey: "newsletter.subscribed",
    });
    const [row] = await rows();
    expect(row).toMatchObject({
      shopId: 10002,
      email: "anna.muster@example.com",
      status: "pending",
      consentedAt,
    });
    expect(row?.confirmationToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("is idempotent per shop and address, and answers the same way again", async () => {
    const [before] = await rows();
    expect(await subscribeToNewsletter(handle.db, 10002, "anna.muster@example.com", new Date())).toEqual({
      ok: true,
      messageKey: "newsletter.subscribed",
    });
    expect(await rows()).toEqual([before]);
  });

  it("keeps the same address apart per shop, with tokens of their own", async () => {
    await subscribeToNewsletter(handle.db, 10008, "anna.muster@example.com", new Date());
    const all = await rows();
    expect(all.map((row) => row.shopId).sort()).toEqual([10002, 10008]);
    expect(new Set(all.map((row) => row.confirmationToken)).size).toBe(2);
  });

  it("refuses an address that breaks the S1 §5 email rule and writes nothing", async () => {
    const count = (await rows()).length;
    expect(await subscribeToNewsletter(handle.db, 10002, "anna@", new Date())).toEqual({
      ok: false,
      errorKey: "validation.email",
      email: "anna@",
    });
    expect(await rows()).toHaveLength(count);
  });
});
