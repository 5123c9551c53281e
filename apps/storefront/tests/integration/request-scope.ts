import {
  createCommerceEngine,
  createInProcessFetch,
  installInProcessTransport,
  limitStoreFor,
} from "@eyewear/commerce-engine";
import { createContentService, seedContent } from "@eyewear/content-service";
import { type Database, type DatabaseHandle, schema } from "@eyewear/database";
import { createTestDatabase, type TestDatabaseKind } from "@eyewear/database/testing";
import { seedDemoData } from "@eyewear/demo-data";
import type { ShopConfig } from "@eyewear/shop-rules";
import { StorefrontAPIClient } from "@scayle/storefront-api";
import { and, asc, eq, gt, inArray, notInArray } from "drizzle-orm";
import { pino } from "pino";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll } from "vitest";
import { signIn } from "../../app/account/account.server.ts";
import { ContentCache } from "../../app/platform/content-cache.ts";
import { requestContext, type StorefrontServices, servicesContext } from "../../app/platform/context.ts";
import { type Customer, customersApi } from "../../app/platform/customers.server.ts";
import {
  type DependencyGuards,
  dependencyGuards,
  type GuardSettings,
} from "../../app/platform/dependency-guard.ts";
import { ordersApi } from "../../app/platform/orders-api.server.ts";

/**
 * Guards for tests: the timeout of each dependency `timeoutMs` (default well above any test's wait), breakers that
 * open after `failuresToOpen` failures and stay open `openMs`.
 */
export function testGuards(settings: Partial<GuardSettings> = {}): DependencyGuards {
  const all = { timeoutMs: 30_000, failuresToOpen: 1_000, openMs: 1_000, ...settings };
  return dependencyGuards({ engine: all, content: all, database: all });
}

/** Where a test file's in-process engine answers, and its access token. */
export interface TestEngine {
  host: string;
  token: string;
}

/** The in-process engine of the test file `name`: each file has its own host, so their transports never mix. */
export function testEngine(name: string): TestEngine {
  return { host: `${name}-engine.test`, token: `${name}-test-token` };
}

/** The SCAYLE SDK client of the shop against the test engine, for setting up baskets and wishlists directly. */
export function engineClient(engine: TestEngine, shopId: number): StorefrontAPIClient {
  return new StorefrontAPIClient({ host: engine.host, shopId, auth: { type: "token", token: engine.token } });
}

/**
 * The services of the real request handler against the test engine and an in-process content service on `db`,
 * seeded with the content stories first; `overrides` replace single services (a clock-driven cache, a page cache).
 */
export async function contentBackedServices(
  db: Database,
  engine: TestEngine,
  overrides: Partial<StorefrontServices> = {},
): Promise<StorefrontServices> {
  await seedContent(db);
  const contentBase = `http://content.${engine.host}/content`;
  const tokens = { publicToken: `${engine.token}-content`, previewToken: `${engine.token}-preview` };
  const content = createContentService({ db, ...tokens, rateLimit: false }).fetch;
  return {
    db,
    logger: pino({ level: "silent" }),
    storefrontApiHost: engine.host,
    storefrontApiToken: engine.token,
    contentApiUrl: `${contentBase}/v2`,
    contentApiToken: tokens.publicToken,
    contentFetch: createInProcessFetch(contentBase, (request) => content(request)),
    contentCache: new ContentCache({ ttlMs: 600_000 }),
    guards: testGuards(),
    sessionSecrets: [`${engine.token}-session-secret`],
    secureCookies: false,
    demoMode: true,
    publicUrl: "http://shop.test",
    smtpUrl: undefined,
    ...overrides,
  };
}

/** A request context as the storefront handler builds it, one per request, against an in-process engine. */
export function requestScope(
  db: Database,
  engine: TestEngine,
  clientAddress = "192.0.2.10",
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, {
    db,
    logger: pino({ level: "silent" }),
    storefrontApiHost: engine.host,
    storefrontApiToken: engine.token,
    contentApiUrl: "http://content.test/v2",
    contentApiToken: "unused",
    contentFetch: fetch,
    contentCache: new ContentCache({ ttlMs: 60_000 }),
    guards: testGuards(),
    sessionSecrets: ["integration-test-session-secret"],
    secureCookies: false,
    demoMode: true,
    publicUrl: "http://shop.test",
    smtpUrl: undefined,
  });
  context.set(requestContext, { nonce: "n", clientAddress, requestId: "test" });
  return context;
}

/**
 * A fresh database of the kind with a small demo catalogue, served by an in-process engine at `engine.host`, and
 * the first variant the shop prices with more than 20 units in stock, for tests that order.
 */
/** The seed date of the demo catalogues the integration tests order from. */
const DEMO_SEED_DATE = new Date("2026-11-01T00:00:00Z");

/**
 * A fresh database of the kind with a demo catalogue of `productCount` products seeded at `now`, served by an
 * in-process engine at `engine.host`.
 */
export async function demoShopDatabase(
  kind: TestDatabaseKind,
  engine: TestEngine,
  { productCount = 20, now = DEMO_SEED_DATE }: { productCount?: number; now?: Date } = {},
): Promise<DatabaseHandle> {
  const database = await createTestDatabase(kind);
  await seedDemoData(database.db, { productCount, now });
  installInProcessTransport(
    `https://${engine.host}`,
    createCommerceEngine({ db: database.db, accessToken: engine.token, limitStore: limitStoreFor(database) })
      .fetch,
  );
  return database;
}

async function stockedShopDatabase(
  kind: TestDatabaseKind,
  shopId: number,
  engine: TestEngine,
): Promise<{ database: DatabaseHandle; variantId: number }> {
  const database = await demoShopDatabase(kind, engine);
  const [row] = await database.db
    .select({ variantId: schema.stock.variantId })
    .from(schema.stock)
    .innerJoin(schema.prices, eq(schema.prices.variantId, schema.stock.variantId))
    .where(and(gt(schema.stock.quantity, 20), eq(schema.prices.shopId, shopId)))
    .orderBy(schema.stock.variantId)
    .limit(1);
  return { database, variantId: row!.variantId };
}

/**
 * The ids of the first `count` published variants with more than 10 in stock of the product types (of every other
 * type when `others`), in id order.
 */
export async function variantsInStock(
  db: Database,
  productTypes: string[],
  { count = 1, others = false }: { count?: number; others?: boolean } = {},
): Promise<number[]> {
  const rows = await db
    .select({ id: schema.variants.id })
    .from(schema.variants)
    .innerJoin(schema.products, eq(schema.products.id, schema.variants.productId))
    .innerJoin(schema.stock, eq(schema.stock.variantId, schema.variants.id))
    .where(
      and(
        (others ? notInArray : inArray)(schema.products.productType, productTypes),
        eq(schema.products.salesStatus, "published"),
        gt(schema.stock.quantity, 10),
      ),
    )
    .orderBy(asc(schema.variants.id))
    .limit(count);
  return rows.map((row) => row.id);
}

/** `stockedShopDatabase` for the tests of a describe block: opened before its tests, closed after them. */
export function useStockedShop(
  kind: TestDatabaseKind,
  shopId: number,
  engine: TestEngine,
): { readonly database: DatabaseHandle; readonly variantId: number } {
  let stocked: { database: DatabaseHandle; variantId: number } | undefined;
  beforeAll(async () => {
    stocked = await stockedShopDatabase(kind, shopId, engine);
  });
  afterAll(() => stocked?.database.close());
  const current = () => {
    if (!stocked) throw new Error("the stocked shop opens before the tests; use it in tests and hooks only");
    return stocked;
  };
  return {
    get database() {
      return current().database;
    },
    get variantId() {
      return current().variantId;
    },
  };
}

/**
 * A route loader's or action's arguments, as the request handler passes them, in the request context `context`:
 * a GET, or a form POST when `form` is given; `params` join the shop's code.
 */
export function routeArguments(
  path: string,
  context: RouterContextProvider,
  options: {
    shopCode: string;
    form?: Record<string, string>;
    cookie?: string;
    params?: Record<string, string>;
  },
) {
  const headers = options.cookie ? { cookie: options.cookie } : undefined;
  const request = new Request(
    `http://shop.test${path}`,
    options.form ? { method: "POST", body: new URLSearchParams(options.form), headers } : { headers },
  );
  return {
    request,
    url: new URL(request.url),
    pattern: path,
    params: { shop: options.shopCode, ...options.params },
    context,
  } as never;
}

/** What a route answered, whether it returned or threw: status, redirect target, cookie and body. */
export interface RouteAnswer {
  status: number;
  location: string | null;
  setCookie: string | null;
  /** The Retry-After header of a refusal for too many attempts. */
  retryAfter: string | null;
  body: unknown;
}

export async function answerOf(run: () => unknown): Promise<RouteAnswer> {
  let outcome: unknown;
  try {
    outcome = await run();
  } catch (thrown) {
    outcome = thrown;
  }
  if (outcome instanceof Response) {
    const { headers } = outcome;
    return {
      status: outcome.status,
      location: headers.get("location"),
      setCookie: headers.get("set-cookie"),
      retryAfter: headers.get("retry-after"),
      body: await outcome.text(),
    };
  }
  if (outcome instanceof Object && "init" in outcome && "data" in outcome) {
    const init = outcome.init as ResponseInit | null;
    const headers = new Headers(init?.headers);
    return {
      status: init?.status ?? 200,
      location: null,
      setCookie: headers.get("set-cookie"),
      retryAfter: headers.get("retry-after"),
      body: outcome.data,
    };
  }
  return { status: 200, location: null, setCookie: null, retryAfter: null, body: outcome };
}

/** The billing address of the integration tests' orders. */
export const BERLIN_ADDRESS = {
  firstName: "Anna",
  lastName: "Muster",
  street: "Hauptstraße",
  houseNumber: "1",
  zipCode: "10115",
  city: "Berlin",
};

/** A new registered customer of the shop, through the storefront's engine client, as the sign-up form makes one. */
export async function registeredCustomer(context: RouterContextProvider, shop: ShopConfig, email: string) {
  const registered = await customersApi.register(context, shop, {
    email,
    password: "Sunglasses#2026",
    firstName: BERLIN_ADDRESS.firstName,
    lastName: BERLIN_ADDRESS.lastName,
    gender: null,
    birthDate: null,
    phone: null,
  });
  if (!registered.ok) throw new Error(`registration answered ${registered.status}`);
  return registered.customer;
}

/**
 * A new registered customer whose basket `fill` fills through the engine client, placed as an order (Klarna pay
 * later, billed to BERLIN_ADDRESS) and then signed in: the customer, the order's id and the session cookie. `scope`
 * gives each request its own context, as the storefront does.
 */
export async function signedInCustomerWithOrder(
  scope: () => RouterContextProvider,
  engine: TestEngine,
  shop: ShopConfig,
  email: string,
  fill: (client: StorefrontAPIClient, customer: Customer) => Promise<unknown>,
) {
  const customer = await registeredCustomer(scope(), shop, email);
  await fill(engineClient(engine, shop.shopId), customer);
  const placed = await ordersApi.place(scope(), shop, {
    customerId: customer.id,
    idempotencyKey: `order-${customer.id}-0000000000`,
    billingAddress: BERLIN_ADDRESS,
    paymentKey: "klarna_paylater",
    returnUrl: `http://shop.test/${shop.code}/checkout/payment/`,
  });
  if (!placed.ok) throw new Error(`placing answered ${placed.status} ${placed.code}`);
  const signedIn = await signIn(
    scope(),
    new Request(`http://shop.test/${shop.code}/signin/`),
    shop,
    customer,
  );
  return { customer, orderId: placed.order.id, cookie: signedIn.split(";")[0]! };
}
