import { Hono } from "hono";
import type { EngineEnv } from "../http/env.ts";
import { getShopConfiguration } from "../services/shop-configuration.ts";

export function shopConfigurationRoutes(): Hono<EngineEnv> {
  const app = new Hono<EngineEnv>();
  app.get("/shop-configuration", (c) => c.json(getShopConfiguration(c.var.shop)));
  return app;
}
