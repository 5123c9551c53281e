import { schema } from "@eyewear/database";
import { testDatabaseKinds } from "@eyewear/database/testing";
import { describe, expect, it } from "vitest";
import { purgeStaleEngineData, RETENTION_MS } from "../../src/services/purge.ts";
import { DE } from "../fixtures.ts";
import { useEngine } from "../harness.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds())("purging stale engine data (%s)", (kind) => {
  const engine = useEngine(kind);

  it("deletes abandoned visitor baskets and wishlists, spent tokens, old counters, old mails and unordered uploads, nothing else", async () => {
    const { db } = engine.database;
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const abandoned = ago(RETENTION_MS.anonymousBasketsAndWishlists + DAY_MS);
    const [customer] = await db
      .insert(schema.customers)
      .values({
        shopId: DE,
        email: "keeper@example.com",
        firstName: "Kai",
        lastName: "Keeper",
        basketKey: "customer-basket-kept",
        wishlistKey: "customer-wishlist-kept",
      })
      .returning({ id: schema.customers.id });
    const baskets = await db
      .insert(schema.baskets)
      .values([
        { shopId: DE, key: "visitor-abandoned", createdAt: abandoned, updatedAt: abandoned },
        { shopId: DE, key: "visitor-recent", createdAt: abandoned, updatedAt: ago(DAY_MS) },
        { shopId: DE, key: "customer-basket-kept", createdAt: abandoned, updatedAt: abandoned },
      ])
      .returning({ id: schema.baskets.id });
    const oldUpload = ago(RETENTION_MS.unorderedPrescriptionUploads + DAY_MS);
    const upload = (id: string, createdAt: Date) => ({
      id,
      shopId: DE,
      fileName: `${id}.pdf`,
      contentType: "application/pdf",
      size: 4,
      content: Buffer.from("%PDF"),
      createdAt,
    });
    await db
      .insert(schema.prescriptionUploads)
      .values([
        upload("old-unordered", oldUpload),
        upload("old-in-a-basket", oldUpload),
        upload("recent-unordered", ago(DAY_MS)),
      ]);
    const [variant] = await db.select({ id: schema.variants.id }).from(schema.variants).limit(1);
    await db.insert(schema.basketItems).values({
      key: "glasses-with-upload",
      basketId: baskets[1]!.id,
      variantId: variant!.id,
      quantity: 1,
      customData: { prescriptionUpload: { id: "old-in-a-basket", fileName: "old-in-a-basket.pdf" } },
    });
    const wishlists = await db
      .insert(schema.wishlists)
      .values([
        { shopId: DE, key: "visitor-abandoned", createdAt: abandoned },
        { shopId: DE, key: "visitor-recent-item", createdAt: abandoned },
        { shopId: DE, key: "customer-wishlist-kept", createdAt: abandoned },
      ])
      .returning({ id: schema.wishlists.id });
    const [product] = await db.select({ id: schema.products.id }).from(schema.products).limit(1);
    await db.insert(schema.wishlistItems).values({
      key: "recent-item",
      wishlistId: wishlists[1]!.id,
      productId: product!.id,
      createdAt: ago(DAY_MS),
    });
    await db.insert(schema.customerTokens).values([
      {
        tokenHash: "used",
        customerId: customer!.id,
        purpose: "password_reset",
        expiresAt: ago(-DAY_MS),
        usedAt: ago(1000),
      },
      { tokenHash: "expired", customerId: customer!.id, purpose: "email_verification", expiresAt: ago(1000) },
      { tokenHash: "live", customerId: customer!.id, purpose: "password_reset", expiresAt: ago(-DAY_MS) },
    ]);
    await db.insert(schema.rateLimits).values([
      { key: "expired-limit", points: 4, expire: ago(1000) },
      { key: "live-limit", points: 4, expire: ago(-60_000) },
    ]);
    await db.insert(schema.mailOutbox).values([
      {
        to: "old@example.com",
        subject: "old",
        text: "",
        html: "",
        createdAt: ago(RETENTION_MS.mails + DAY_MS),
      },
      { to: "new@example.com", subject: "new", text: "", html: "", createdAt: ago(DAY_MS) },
    ]);

    expect(await purgeStaleEngineData(db, now)).toEqual({
      baskets: 1,
      wishlists: 1,
      tokens: 2,
      limitCounters: 1,
      mails: 1,
      prescriptionUploads: 1,
    });
    const keys = async <Row extends Record<string, unknown>>(rows: Promise<Row[]>, column: keyof Row) =>
      (await rows).map((row) => row[column]).sort();
    expect(await keys(db.select().from(schema.baskets), "key")).toEqual(
      expect.arrayContaining(["customer-basket-kept", "visitor-recent"]),
    );
    expect(await keys(db.select().from(schema.baskets), "key")).not.toContain("visitor-abandoned");
    expect(await keys(db.select().from(schema.wishlists), "key")).not.toContain("visitor-abandoned");
    expect(await keys(db.select().from(schema.customerTokens), "tokenHash")).toEqual(["live"]);
    expect(await keys(db.select().from(schema.rateLimits), "key")).toEqual(["live-limit"]);
    expect(await keys(db.select().from(schema.mailOutbox), "to")).toEqual(["new@example.com"]);
    expect(await keys(db.select().from(schema.prescriptionUploads), "id")).toEqual([
      "old-in-a-basket",
      "recent-unordered",
    ]);
  });
});
