import { createCommerceEngine, installInProcessTransport } from "@eyewear/commerce-engine";
import { type DatabaseHandle, schema } from "@eyewear/database";
import { createTestDatabase, testDatabaseKinds } from "@eyewear/database/testing";
import { shopRow } from "@eyewear/demo-data";
import { SHOPS, type ShopConfig, shopByCode } from "@eyewear/shop-rules";
import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestScope } from "../../tests/integration/request-scope.ts";
import {
  confirmNewsletterSubscription,
  isPendingConfirmation,
  sendNewsletterConfirmationMail,
  subscribeToNewsletter,
} from "./newsletter.server.ts";

const SUBSCRIBED = { ok: true, messageKey: "newsletter.subscribed" };
const ENGINE = { host: "newsletter-engine.test", token: "newsletter-test-token" };
const shopWithId = (shopId: number): ShopConfig => SHOPS.find((shop) => shop.shopId === shopId)!;

describe.each(testDatabaseKinds())("newsletter sign-up on %s", (kind) => {
  let handle: DatabaseHandle;
  let scope: RouterContextProvider;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    await handle.db.insert(schema.shops).values(SHOPS.map(shopRow));
    installInProcessTransport(
      `https://${ENGINE.host}`,
      createCommerceEngine({ db: handle.db, accessToken: ENGINE.token }).fetch,
    );
    scope = requestScope(handle.db, ENGINE);
  });

  afterAll(async () => {
    await handle?.close();
  });

  const rows = () => handle.db.select().from(schema.newsletterSubscriptions);
  const rowOf = async (shopId: number, email: string) =>
    (await rows()).find((row) => row.shopId === shopId && row.email === email);

  it("records a pending subscription with consent time and an unguessable token, to be mailed", async () => {
    const consentedAt = new Date("2026-11-22T10:00:00Z");
    const signUp = await subscribeToNewsletter(
      scope,
      shopWithId(10002),
      " Anna.Muster@Example.com ",
      consentedAt,
    );
    const row = await rowOf(10002, "anna.muster@example.com");
    expect(row).toMatchObject({ status: "pending", consentedAt });
    expect(row?.confirmationToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signUp).toEqual({
      outcome: SUBSCRIBED,
      pending: { email: "anna.muster@example.com", confirmationToken: row?.confirmationToken },
    });
  });

  it("is idempotent per shop and address: the same answer, and the same token mailed again while pending", async () => {
    const [before] = await rows();
    const again = await subscribeToNewsletter(
      scope,
      shopWithId(10002),
      "anna.muster@example.com",
      new Date(),
    );
    expect(again).toEqual({
      outcome: SUBSCRIBED,
      pending: { email: "anna.muster@example.com", confirmationToken: before?.confirmationToken },
    });
    expect(await rows()).toEqual([before]);
  });

  it("keeps the same address apart per shop, with tokens of their own", async () => {
    await subscribeToNewsletter(scope, shopWithId(10008), "anna.muster@example.com", new Date());
    const all = await rows();
    expect(all.map((row) => row.shopId).sort()).toEqual([10002, 10008]);
    expect(new Set(all.map((row) => row.confirmationToken)).size).toBe(2);
  });

  it("refuses an address that breaks the email rule (rule:account.email) and writes nothing", async () => {
    const count = (await rows()).length;
    expect(await subscribeToNewsletter(scope, shopWithId(10002), "anna@", new Date())).toEqual({
      outcome: { ok: false, errorKey: "validation.email", email: "anna@" },
    });
    expect(await rows()).toHaveLength(count);
  });

  it("writes the confirmation mail in the shop's language with the confirmation link to the outbox", async () => {
    const shop = shopByCode("it-it")!;
    const { pending } = await subscribeToNewsletter(scope, shop, "lucia@example.com", new Date());
    if (!pending) throw new Error("a new sign-up awaits confirmation");
    // No SMTP server in the scope, so the mail stays in the outbox.
    await sendNewsletterConfirmationMail(scope, shop, pending);
    const [mail] = await handle.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.to, "lucia@example.com"));
    const link = `http://shop.test/it-it/newsletter/confirm/?token=${pending.confirmationToken}`;
    expect(mail).toMatchObject({ subject: "Conferma la tua iscrizione alla newsletter", sentAt: null });
    expect(mail?.text).toMatch(/^Buongiorno,\n\ngrazie per l'interesse/);
    expect(mail?.text).toContain(link);
    expect(mail?.html).toContain(`href="${link}"`);
  });

  it("confirms exactly once, only in the shop the token belongs to, and mails nothing more once confirmed", async () => {
    const row = await rowOf(10002, "anna.muster@example.com");
    const token = row!.confirmationToken;
    expect(await isPendingConfirmation(scope, shopWithId(10008), token)).toBe(false);
    expect(await confirmNewsletterSubscription(scope, shopWithId(10008), token)).toBe(false);
    expect(await isPendingConfirmation(scope, shopWithId(10002), token)).toBe(true);

    expect(await confirmNewsletterSubscription(scope, shopWithId(10002), token)).toBe(true);
    expect((await rowOf(10002, "anna.muster@example.com"))?.status).toBe("confirmed");
    expect(await isPendingConfirmation(scope, shopWithId(10002), token)).toBe(false);
    expect(await confirmNewsletterSubscription(scope, shopWithId(10002), token)).toBe(false);
    expect(await confirmNewsletterSubscription(scope, shopWithId(10002), "no-such-token")).toBe(false);

    expect(
      await subscribeToNewsletter(scope, shopWithId(10002), "anna.muster@example.com", new Date()),
    ).toEqual({
      outcome: SUBSCRIBED,
    });
    expect((await rowOf(10002, "anna.muster@example.com"))?.status).toBe("confirmed");
  });
});
