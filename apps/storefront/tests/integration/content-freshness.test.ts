/**
 * Issue #15 item 10 against the real storefront request handler: a published content edit reaches pages without a
 * restart, at once when the content service's signed publish webhook arrives, else when the content cache's short
 * life ends (rule:content.freshness, docs/decisions/0053-content-freshness.md).
 */
import { schema } from "@eyewear/database";
import { testDatabaseKinds } from "@eyewear/database/testing";
import { shopByCode } from "@eyewear/shop-rules";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ContentCache } from "../../app/platform/content-cache.ts";
import type { StorefrontServices } from "../../app/platform/context.ts";
import { contentWebhookHandler, contentWebhookSignature } from "../../server/content-webhook.ts";
import { PageCache } from "../../server/page-cache.ts";
import { contentBackedServices, testEngine, useStockedShop } from "./request-scope.ts";
import { type StorefrontHandler, storefrontHandlerOfFile } from "./storefront-handler.ts";

const SHOP = shopByCode("de-de")!;
const ENGINE = testEngine("content-freshness");
const WEBHOOK_SECRET = "content-freshness-webhook-secret";
const CONTENT_LIFE_MS = 60_000;

const storefront = storefrontHandlerOfFile();

const firstHeading = (html: string) => html.match(/<h[12][^>]*>(.*?)<\/h[12]>/)?.[1];

describe.each(testDatabaseKinds())("content edits reach pages without a restart (%s)", (kind) => {
  const stocked = useStockedShop(kind, SHOP.shopId, ENGINE);
  let now = 0;
  let services: StorefrontServices;
  let handle: StorefrontHandler;
  let webhook: (request: Request) => Promise<Response>;

  beforeAll(async () => {
    services = await contentBackedServices(stocked.database.db, ENGINE, {
      contentCache: new ContentCache({ ttlMs: CONTENT_LIFE_MS, now: () => now }),
      pageCache: new PageCache({ ttlMs: CONTENT_LIFE_MS, maxBytes: 16 * 1024 * 1024, now: () => now }),
    });
    handle = await storefront.handlerFor(services);
    webhook = contentWebhookHandler(WEBHOOK_SECRET, services);
  });

  const homeHeading = async () => {
    const response = await handle(new Request(`http://shop.test/${SHOP.code}/`), "192.0.2.30");
    expect(response.status).toBe(200);
    return firstHeading(await response.text());
  };

  /** An editor publishes a changed text: the stories row changes as the content service's publish writes it. */
  const publishTextChange = async (from: string, to: string) => {
    const changed = await stocked.database.db
      .update(schema.stories)
      .set({
        content: sql`replace(${schema.stories.content}::text, ${from}, ${to})::jsonb`,
        publishedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(sql`${schema.stories.content}::text like ${`%${from}%`}`)
      .returning({ id: schema.stories.id });
    expect(changed.length).toBeGreaterThan(0);
  };

  const postWebhook = (body: string, signature: string) =>
    webhook(
      new Request("http://shop.test/webhooks/content-published", {
        method: "POST",
        headers: { "content-type": "application/json", "webhook-signature": signature },
        body,
      }),
    );

  it("shows a publish at once after the signed webhook, and not for an unsigned or wrongly signed one", async () => {
    const before = await homeHeading();
    expect(before).toBeTruthy();
    const published = `${before} (neu)`;
    await publishTextChange(before!, published);
    // Within the content cache's life the page is the one already rendered.
    expect(await homeHeading()).toBe(before);

    const body = JSON.stringify({ action: "published", story_id: 1, full_slug: `${SHOP.code}/home` });
    expect((await postWebhook(body, "")).status).toBe(401);
    expect((await postWebhook(body, contentWebhookSignature("another secret", body))).status).toBe(401);
    expect((await postWebhook(`${body} `, contentWebhookSignature(WEBHOOK_SECRET, body))).status).toBe(401);
    expect(await homeHeading()).toBe(before);

    const accepted = await postWebhook(body, contentWebhookSignature(WEBHOOK_SECRET, body));
    expect(accepted.status).toBe(204);
    expect(await homeHeading()).toBe(published);
  });

  it("shows a publish without any webhook once the content cache's short life has passed", async () => {
    const before = await homeHeading();
    const published = `${before} (ohne Webhook)`;
    await publishTextChange(before!, published);
    now += CONTENT_LIFE_MS - 1;
    expect(await homeHeading()).toBe(before);
    now += 1;
    expect(await homeHeading()).toBe(published);
  });

  it("refuses a body far larger than a publish notice", async () => {
    const body = "x".repeat(65 * 1024);
    const refused = await postWebhook(body, contentWebhookSignature(WEBHOOK_SECRET, body));
    expect(refused.status).toBe(413);
  });
});
