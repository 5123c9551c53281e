import { createCommerceEngine, installInProcessTransport } from "@eyewear/commerce-engine";
import { type DatabaseHandle, schema } from "@eyewear/database";
import { createTestDatabase, testDatabaseKinds } from "@eyewear/database/testing";
import { seedDemoData } from "@eyewear/demo-data";
import { shopByCode } from "@eyewear/shop-rules";
import { and, desc, eq, gt } from "drizzle-orm";
import { pino } from "pino";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContentCache } from "~/platform/content-cache.ts";
import { requestContext, servicesContext } from "~/platform/context.ts";
import { signedInCustomer } from "~/platform/customer-session.server.ts";
import { customersApi } from "~/platform/customers.server.ts";
import { commitSession, ensureKey, getSession } from "~/platform/session.server.ts";
import { engineClient, testEngine, testGuards } from "../../tests/integration/request-scope.ts";
import { sendAccountMail, signIn, signOut } from "./account.server.ts";

const ENGINE = testEngine("accounts");
const SHOP = shopByCode("de-de")!;
const PASSWORD = "Sunglasses#2026";

describe.each(testDatabaseKinds())("sign-in, merge and sign-out (%s)", (kind) => {
  let database: DatabaseHandle;
  let sellableVariants: number[];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemoData(database.db, { productCount: 20, now: new Date("2026-11-01T00:00:00Z") });
    const engine = createCommerceEngine({ db: database.db, accessToken: ENGINE.token });
    installInProcessTransport(`https://${ENGINE.host}`, engine.fetch);
    const rows = await database.db
      .select({ variantId: schema.stock.variantId })
      .from(schema.stock)
      .innerJoin(schema.prices, eq(schema.prices.variantId, schema.stock.variantId))
      .where(and(gt(schema.stock.quantity, 20), eq(schema.prices.shopId, SHOP.shopId)))
      .orderBy(schema.stock.variantId)
      .limit(2);
    sellableVariants = rows.map((row) => row.variantId);
  });
  afterAll(() => database.close());

  /** A request context as the storefront handler builds it, one per request. */
  function requestScope() {
    const context = new RouterContextProvider();
    context.set(servicesContext, {
      db: database.db,
      logger: pino({ level: "silent" }),
      storefrontApiHost: ENGINE.host,
      storefrontApiToken: ENGINE.token,
      contentApiUrl: "http://content.test/v2",
      contentApiToken: "unused",
      contentFetch: fetch,
      contentCache: new ContentCache({ ttlMs: 60_000 }),
      guards: testGuards(),
      sessionSecrets: ["accounts-test-session-secret"],
      secureCookies: false,
      demoMode: true,
      publicUrl: "http://shop.test",
      smtpUrl: undefined,
    });
    context.set(requestContext, { nonce: "n", clientAddress: "192.0.2.10", requestId: "test" });
    return context;
  }

  const requestWith = (cookie?: string) =>
    new Request("http://shop.test/de-de/signin/", cookie ? { headers: { cookie } } : {});
  const sessionIdOf = (cookie: string) => cookie.split(";")[0];
  const client = () => engineClient(ENGINE, SHOP.shopId);

  async function register(email: string) {
    const answer = await customersApi.register(requestScope(), SHOP, {
      email,
      password: PASSWORD,
      firstName: "Anna",
      lastName: "Muster",
      gender: null,
      birthDate: null,
      phone: null,
    });
    if (!answer.ok) throw new Error(`registration refused: ${answer.code}`);
    return answer.customer;
  }

  /** An anonymous session with a basket and a wishlist, as shopping leaves it; answers its cookie. */
  async function anonymousShopper(basket: [number, number][], wishlistProducts: number[]) {
    const context = requestScope();
    const session = await getSession(context, requestWith());
    const basketKey = ensureKey(session, "basketKeys", SHOP.shopId);
    const wishlistKey = ensureKey(session, "wishlistKeys", SHOP.shopId);
    for (const [variantId, quantity] of basket) await client().basket.addItem(basketKey, variantId, quantity);
    for (const productId of wishlistProducts) await client().wishlist.addItem(wishlistKey, { productId });
    return { cookie: await commitSession(context, session), basketKey, wishlistKey };
  }

  it("merges the anonymous basket (add-quantity) and wishlist into the customer's and renews the session id", async () => {
    const customer = await register("merge@example.com");
    const [first, second] = sellableVariants as [number, number];
    await client().basket.addItem(customer.basketKey, first, 1);
    const [productOfFirst] = await database.db
      .select({ productId: schema.variants.productId })
      .from(schema.variants)
      .where(eq(schema.variants.id, first));
    const [otherProduct] = await database.db
      .select({ id: schema.products.id })
      .from(schema.products)
      .orderBy(desc(schema.products.id))
      .limit(1);
    await client().wishlist.addItem(customer.wishlistKey, { productId: productOfFirst!.productId });

    const shopper = await anonymousShopper(
      [
        [first, 2],
        [second, 1],
      ],
      [productOfFirst!.productId, otherProduct!.id],
    );
    const cookie = await signIn(requestScope(), requestWith(shopper.cookie), SHOP, customer);
    expect(sessionIdOf(cookie)).not.toBe(sessionIdOf(shopper.cookie));

    const basket = await client().basket.get(customer.basketKey);
    const quantities = Object.fromEntries(
      basket.basket.items.map((item) => [item.variant.id, item.quantity]),
    );
    expect(quantities).toEqual({ [first]: 3, [second]: 1 });
    expect((await client().basket.get(shopper.basketKey)).basket.items).toEqual([]);
    const wishlist = await client().wishlist.get(customer.wishlistKey);
    expect(wishlist.items.map((item) => item.productId).sort()).toEqual(
      [productOfFirst!.productId, otherProduct!.id].sort(),
    );

    // The old session id no longer opens anything; the new one is the customer's, pointing at their keys.
    expect(await signedInCustomer(requestScope(), requestWith(shopper.cookie), SHOP)).toBeUndefined();
    const renewed = await getSession(requestScope(), requestWith(cookie));
    expect(renewed.get("basketKeys")?.[String(SHOP.shopId)]).toBe(customer.basketKey);
    expect(renewed.get("wishlistKeys")?.[String(SHOP.shopId)]).toBe(customer.wishlistKey);
    expect((await signedInCustomer(requestScope(), requestWith(cookie), SHOP))?.id).toBe(customer.id);
  });

  it("signs out under a new session id without the customer's basket, which the next sign-in finds again", async () => {
    const customer = await register("stable@example.com");
    const shopper = await anonymousShopper([[sellableVariants[0]!, 1]], []);
    const signedIn = await signIn(requestScope(), requestWith(shopper.cookie), SHOP, customer);
    const signedOut = await signOut(requestScope(), requestWith(signedIn), SHOP);
    if (!signedOut) throw new Error("signing out answered no cookie");
    expect(sessionIdOf(signedOut)).not.toBe(sessionIdOf(signedIn));
    const session = await getSession(requestScope(), requestWith(signedOut));
    expect(session.get("customerIds")).toEqual({});
    expect(session.get("basketKeys")).toEqual({});
    expect(await signedInCustomer(requestScope(), requestWith(signedIn), SHOP)).toBeUndefined();
    expect(await signOut(requestScope(), requestWith(signedOut), SHOP)).toBeUndefined();

    const otherDevice = await signIn(requestScope(), requestWith(), SHOP, customer);
    const otherSession = await getSession(requestScope(), requestWith(otherDevice));
    expect(otherSession.get("basketKeys")?.[String(SHOP.shopId)]).toBe(customer.basketKey);
    expect((await client().basket.get(customer.basketKey)).basket.items).toHaveLength(1);
  });

  it("writes the verification mail in the shop's language to the outbox", async () => {
    const customer = await register("mail@example.com");
    await sendAccountMail(requestScope(), SHOP, customer, "verification", "token-123");
    const [mail] = await database.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.to, "mail@example.com"));
    expect(mail).toMatchObject({ subject: "Bitte bestätigen Sie Ihre E-Mail-Adresse", sentAt: null });
    expect(mail?.text).toContain("http://shop.test/de-de/verify-email/?token=token-123");
    expect(mail?.html).toContain('href="http://shop.test/de-de/verify-email/?token=token-123"');
  });
});
