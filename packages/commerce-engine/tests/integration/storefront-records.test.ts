/**
 * The engine's own endpoints for what the storefront keeps beyond the Storefront API: image records, the mail
 * outbox and newsletter subscriptions (docs/decisions/0046-engine-only-data-access.md).
 */
import { schema } from "@eyewear/database";
import { testDatabaseKinds } from "@eyewear/database/testing";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AT, AVIATOR_BLACK_IMAGES, DE } from "../fixtures.ts";
import { useEngine } from "../harness.ts";

describe.each(testDatabaseKinds())("image, mail and newsletter endpoints (%s)", (kind) => {
  const engine = useEngine(kind);

  const call = async (
    path: string,
    { method = "GET", body, shopId = DE }: { method?: string; body?: unknown; shopId?: number | null } = {},
  ) => {
    const response = await engine.request(path, {
      method,
      shopId,
      headers: { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };

  describe("images", () => {
    it("answers an image's record without a shop, its source and attributes included", async () => {
      expect(await call("/v1/images/aviator-black-front", { shopId: null })).toEqual({
        status: 200,
        body: { image: AVIATOR_BLACK_IMAGES.front },
      });
      expect((await call("/v1/images/aviator-black-side")).body.image.attributes.imageBackground).toBe(
        "white",
      );
    });

    it("answers 404 for an unknown image, 400 for a malformed hash and 401 without the access token", async () => {
      expect(await call("/v1/images/no-such-image", { shopId: null })).toMatchObject({
        status: 404,
        body: { code: "NOT_FOUND", parameter: "hash" },
      });
      expect((await call("/v1/images/a%20b")).status).toBe(400);
      const withoutToken = await engine.request("/v1/images/aviator-black-front", { token: null });
      expect(withoutToken.status).toBe(401);
    });
  });

  describe("mail outbox", () => {
    const mail = (to: string) => ({
      to,
      subject: `Hello ${to}`,
      text: "Text https://shop.test/x",
      html: "<p>x</p>",
    });

    it("writes a mail unsent, lists the named ones newest first and records its delivery", async () => {
      const first = await call("/v1/mails", { method: "POST", body: mail("first@example.com") });
      expect(first.status).toBe(201);
      expect(first.body.mail).toMatchObject({ ...mail("first@example.com"), onceKey: null, sentAt: null });
      const second = await call("/v1/mails", {
        method: "POST",
        body: mail("second@example.com"),
        shopId: AT,
      });
      expect(second.status).toBe(201);

      const other = await call("/v1/mails", { method: "POST", body: mail("other@example.com") });
      const listed = await call(`/v1/mails?ids=${first.body.mail.id},${second.body.mail.id}`);
      expect(listed.body.mails.map((row: { to: string }) => row.to)).toEqual([
        "second@example.com",
        "first@example.com",
      ]);
      const alone = await call(`/v1/mails?ids=${other.body.mail.id}`);
      expect(alone.body.mails.map((row: { to: string }) => row.to)).toEqual(["other@example.com"]);

      const delivered = await call(`/v1/mails/${first.body.mail.id}/deliveries`, { method: "POST" });
      expect(delivered.status).toBe(200);
      expect(Date.parse(delivered.body.mail.sentAt)).not.toBeNaN();
      const [row] = await engine.database.db
        .select()
        .from(schema.mailOutbox)
        .where(eq(schema.mailOutbox.id, first.body.mail.id));
      expect(row?.sentAt).toBeInstanceOf(Date);
    });

    it("writes a mail with a once-key once only", async () => {
      const body = { ...mail("once@example.com"), onceKey: "order-confirmation:1" };
      expect((await call("/v1/mails", { method: "POST", body })).status).toBe(201);
      expect(await call("/v1/mails", { method: "POST", body })).toEqual({
        status: 200,
        body: { mail: null },
      });
      const rows = await engine.database.db
        .select()
        .from(schema.mailOutbox)
        .where(eq(schema.mailOutbox.to, "once@example.com"));
      expect(rows).toHaveLength(1);
    });

    it("refuses an unknown mail, unknown fields and a missing or malformed id list", async () => {
      expect((await call("/v1/mails/999999/deliveries", { method: "POST" })).status).toBe(404);
      expect(
        (await call("/v1/mails", { method: "POST", body: { ...mail("x@example.com"), cc: "y" } })).status,
      ).toBe(400);
      expect((await call("/v1/mails")).status).toBe(400);
      expect((await call("/v1/mails?ids=1,x")).status).toBe(400);
    });
  });

  describe("newsletter", () => {
    const consentedAt = "2026-11-22T10:00:00.000Z";

    it("records a pending sign-up per shop and address, idempotently, with the token while pending", async () => {
      const signUp = await call("/v1/newsletter-subscriptions", {
        method: "POST",
        body: { email: " Anna.Muster@Example.com ", consentedAt },
      });
      expect(signUp.status).toBe(200);
      expect(signUp.body.subscription).toMatchObject({
        email: "anna.muster@example.com",
        status: "pending",
        consentedAt,
      });
      expect(signUp.body.subscription.confirmationToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const again = await call("/v1/newsletter-subscriptions", {
        method: "POST",
        body: { email: "anna.muster@example.com", consentedAt: "2026-11-23T10:00:00Z" },
      });
      expect(again.body).toEqual(signUp.body);
      const austria = await call("/v1/newsletter-subscriptions", {
        method: "POST",
        body: { email: "anna.muster@example.com", consentedAt },
        shopId: AT,
      });
      expect(austria.body.subscription.confirmationToken).not.toBe(
        signUp.body.subscription.confirmationToken,
      );
    });

    it("refuses an address that breaks the email rule", async () => {
      const refused = await call("/v1/newsletter-subscriptions", {
        method: "POST",
        body: { email: "anna@", consentedAt },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.parameter).toBe("email");
    });

    it("confirms exactly once, only in the shop of the token, and then leaves the token out", async () => {
      const signUp = await call("/v1/newsletter-subscriptions", {
        method: "POST",
        body: { email: "confirm@example.com", consentedAt },
      });
      const token = signUp.body.subscription.confirmationToken as string;
      expect((await call(`/v1/newsletter-confirmations/${token}`, { shopId: AT })).status).toBe(404);
      expect(
        (await call("/v1/newsletter-confirmations", { method: "POST", body: { token }, shopId: AT })).status,
      ).toBe(404);
      expect((await call(`/v1/newsletter-confirmations/${token}`)).status).toBe(200);

      const confirmed = await call("/v1/newsletter-confirmations", { method: "POST", body: { token } });
      expect(confirmed).toEqual({
        status: 200,
        body: { subscription: { email: "confirm@example.com", status: "confirmed", consentedAt } },
      });
      expect((await call(`/v1/newsletter-confirmations/${token}`)).status).toBe(404);
      expect((await call("/v1/newsletter-confirmations", { method: "POST", body: { token } })).status).toBe(
        404,
      );

      const afterwards = await call("/v1/newsletter-subscriptions", {
        method: "POST",
        body: { email: "confirm@example.com", consentedAt },
      });
      expect(afterwards.body.subscription).toEqual({
        email: "confirm@example.com",
        status: "confirmed",
        consentedAt,
      });
    });
  });
});
