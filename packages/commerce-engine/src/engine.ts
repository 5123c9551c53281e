import type { Database } from "@eyewear/database";
import { Hono } from "hono";
import type { EngineEnv } from "./http/env.ts";
import { ApiError, notFound } from "./http/errors.ts";
import { requireAccessToken, resolveShop } from "./http/middleware.ts";
import { basketRoutes } from "./routes/baskets.ts";
import { categoryRoutes } from "./routes/categories.ts";
import { navigationRoutes } from "./routes/navigation.ts";
import { productRoutes } from "./routes/products.ts";
import { shopConfigurationRoutes } from "./routes/shop-configuration.ts";

export interface CommerceEngineOptions {
  db: Database;
  /** The token every request must carry in X-Access-Token (DESIGN §3 STOREFRONT_API_TOKEN). */
  accessToken: string;
  /** Most lines one basket may hold (S2 §8 413); 50 unless given. */
  maxBasketItems?: number;
}

export interface CommerceEngine {
  /** Answers Storefront API v1 requests whose paths start with /v1 (relative to where the engine is mounted). */
  fetch(request: Request): Promise<Response>;
}

const DEFAULT_MAX_BASKET_ITEMS = 50;

/** The embedded commerce engine: the SCAYLE Storefront API v1 wire format over the shop database. */
export function createCommerceEngine(options: CommerceEngineOptions): CommerceEngine {
  const { db, accessToken } = options;
  if (accessToken === "") throw new Error("The commerce engine needs a non-empty access token");
  const app = new Hono<EngineEnv>();
  app.use("/v1/*", requireAccessToken(accessToken), resolveShop(db));
  app.route("/v1", productRoutes(db));
  app.route("/v1", categoryRoutes(db));
  app.route("/v1", navigationRoutes(db));
  app.route("/v1", shopConfigurationRoutes());
  app.route("/v1", basketRoutes(db, options.maxBasketItems ?? DEFAULT_MAX_BASKET_ITEMS));
  app.notFound((c) => c.json(notFound(`No endpoint ${c.req.method} ${c.req.path}`).toBody(), 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.toBody(), error.status);
    console.error("commerce engine: unexpected error", error);
    return c.json({ code: "INTERNAL_ERROR", message: "The engine failed to answer this request" }, 500);
  });
  return { fetch: async (request) => app.fetch(request) };
}
