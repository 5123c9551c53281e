import { createHmac } from "node:crypto";
import { type Database, isDatabaseUnavailable } from "@eyewear/database";
import { DEFAULT_MAX_WISHLIST_ITEMS } from "@eyewear/shop-rules";
import { Hono } from "hono";
import { applyCampaignKey } from "./http/campaign-key.ts";
import type { EngineEnv } from "./http/env.ts";
import { errorAnswer } from "./http/errors.ts";
import { refuseBadInput, requireAccessToken, resolveShop } from "./http/middleware.ts";
import { EngineError, notFound } from "./model/engine-error.ts";
import { noPaymentProvider, type PaymentProvider } from "./payments/provider.ts";
import { createTestPaymentProvider } from "./payments/test-provider.ts";
import { basketRoutes } from "./routes/baskets.ts";
import { branchRoutes } from "./routes/branches.ts";
import { campaignRoutes } from "./routes/campaigns.ts";
import { catalogueRoutes } from "./routes/catalogue.ts";
import { categoryRoutes } from "./routes/categories.ts";
import { customerRoutes } from "./routes/customers.ts";
import { filterRoutes } from "./routes/filters.ts";
import { imageRoutes } from "./routes/images.ts";
import { mailRoutes } from "./routes/mails.ts";
import { navigationRoutes } from "./routes/navigation.ts";
import { newsletterRoutes } from "./routes/newsletter.ts";
import { orderRoutes } from "./routes/orders.ts";
import { prescriptionUploadRoutes } from "./routes/prescription-uploads.ts";
import { productRoutes } from "./routes/products.ts";
import { redirectRoutes } from "./routes/redirects.ts";
import { searchRoutes } from "./routes/search.ts";
import { shopConfigurationRoutes } from "./routes/shop-configuration.ts";
import { subscriptionRoutes } from "./routes/subscriptions.ts";
import { wishlistRoutes } from "./routes/wishlists.ts";
import { createEngineLimits } from "./services/engine-limits.ts";
import type { LimitStore } from "./services/limits.ts";

export interface CommerceEngineOptions {
  db: Database;
  /** The token every request must carry in X-Access-Token (README, Configuration: STOREFRONT_API_TOKEN). */
  accessToken: string;
  /** Most lines one basket may hold, 50 unless given; one more answers 413 (rule:basket.max-lines). */
  maxBasketItems?: number;
  /** Most items one wishlist may hold, 50 unless given; one more answers 413 (rule:wishlist.max-items). */
  maxWishlistItems?: number;
  /**
   * Called after a write that changes what shop pages show (a checkout takes units out of stock) has committed,
   * so page caches of this process can drop what they hold (docs/decisions/0036-page-cache.md).
   */
  onShopDataChange?: () => void;
  /**
   * The key the test payment provider signs its returns with; unless given, derived from the access token, so
   * every engine process of an installation verifies the returns of the others.
   */
  paymentReturnSecret?: string;
  /**
   * Whether the built-in test provider takes payments (README, Configuration: TEST_PAYMENTS); false declines every
   * payment, as a production shop without a real provider must. True unless given.
   */
  testPayments?: boolean;
  /**
   * Where the limits keep their counters: the database when the shop runs on PostgreSQL, so every process shares
   * them; this process's memory unless given (docs/decisions/0052-limits-sessions-and-purging.md).
   */
  limitStore?: LimitStore;
  /** Logs an unexpected error once (the 500 answer says nothing of it); console.error unless given. */
  logError?: (error: unknown, request: Request) => void;
}

export interface CommerceEngine {
  /** Answers Storefront API requests whose paths start with /v1 or /v2 (relative to where the engine is mounted). */
  fetch(request: Request): Promise<Response>;
}

const DEFAULT_MAX_BASKET_ITEMS = 50;

/**
 * The payment provider of an engine with these options: the built-in test provider, whose return key is derived
 * from the access token unless given, or none when test payments are off. The subscription scheduler charges
 * mandates through the same provider as the checkout (docs/decisions/0055-subscriptions-and-scheduler.md).
 */
export function paymentProviderFor(
  options: Pick<CommerceEngineOptions, "accessToken" | "paymentReturnSecret" | "testPayments">,
): PaymentProvider {
  if (options.testPayments === false) return noPaymentProvider;
  return createTestPaymentProvider(
    options.paymentReturnSecret ??
      createHmac("sha256", options.accessToken).update("test payment returns").digest("base64url"),
  );
}

/** The embedded commerce engine: the SCAYLE Storefront API v1 wire format over the shop database. */
export function createCommerceEngine(options: CommerceEngineOptions): CommerceEngine {
  const { db, accessToken } = options;
  if (accessToken === "") throw new Error("The commerce engine needs a non-empty access token");
  const limits = createEngineLimits(options.limitStore ?? { kind: "memory" });
  const provider = paymentProviderFor(options);
  const app = new Hono<EngineEnv>();
  app.use("*", refuseBadInput());
  // Image records are the same in every shop: registered before the shop middleware, they answer without one.
  app.use("/v1/images/*", requireAccessToken(accessToken));
  app.route("/v1", imageRoutes(db));
  app.use("/v1/*", requireAccessToken(accessToken), resolveShop(db), applyCampaignKey(db));
  app.use("/v2/*", requireAccessToken(accessToken), resolveShop(db));
  // A placed order takes units out of stock; once its request has answered, its transaction has committed.
  app.use("/v1/checkout/*", async (c, next) => {
    await next();
    if (c.req.method === "POST" && c.res.ok) options.onShopDataChange?.();
  });
  app.route("/v1", productRoutes(db));
  app.route("/v1", categoryRoutes(db));
  app.route("/v1", navigationRoutes(db));
  app.route("/v1", shopConfigurationRoutes());
  app.route("/v1", basketRoutes(db, options.maxBasketItems ?? DEFAULT_MAX_BASKET_ITEMS));
  app.route("/v1", wishlistRoutes(db, options.maxWishlistItems ?? DEFAULT_MAX_WISHLIST_ITEMS));
  app.route("/v1", filterRoutes(db));
  app.route("/v1", catalogueRoutes(db));
  app.route("/v1", campaignRoutes(db));
  app.route("/", searchRoutes(db));
  app.route("/v1", redirectRoutes(db));
  app.route("/v1", customerRoutes(db, limits));
  app.route("/v1", orderRoutes(db, provider, limits));
  app.route("/v1", branchRoutes(db));
  app.route("/v1", mailRoutes(db));
  app.route("/v1", newsletterRoutes(db));
  app.route("/v1", prescriptionUploadRoutes(db));
  app.route("/v1", subscriptionRoutes(db, provider));
  app.notFound((c) => {
    const { status, body } = errorAnswer(notFound(`No endpoint ${c.req.method} ${c.req.path}`));
    return c.json(body, status);
  });
  app.onError((error, c) => {
    if (error instanceof EngineError) {
      const { status, headers, body } = errorAnswer(error);
      return c.json(body, status, headers);
    }
    // A timed-out statement or a lost connection is no fault of the engine: the caller may ask again later.
    if (isDatabaseUnavailable(error)) {
      console.warn("commerce engine: database unavailable", (error as Error).message);
      const { status, body } = errorAnswer(
        new EngineError("unavailable", "The database did not answer in time"),
      );
      return c.json(body, status);
    }
    if (options.logError) options.logError(error, c.req.raw);
    else console.error("commerce engine: unexpected error", error);
    return c.json({ code: "INTERNAL_ERROR", message: "The engine failed to answer this request" }, 500);
  });
  return { fetch: async (request) => app.fetch(request) };
}
