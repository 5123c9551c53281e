import type { ShopContext } from "../services/shop-context.ts";

/** Hono environment of the engine: every /v1 handler runs for one authenticated, resolved shop. */
export interface EngineEnv {
  Variables: { shop: ShopContext };
}
