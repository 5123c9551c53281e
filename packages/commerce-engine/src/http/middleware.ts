import { createHash, timingSafeEqual } from "node:crypto";
import type { Database } from "@eyewear/database";
import { inputRefusal } from "@eyewear/shop-rules";
import type { MiddlewareHandler } from "hono";
import { EngineError, type EngineErrorKind, invalidParameter } from "../model/engine-error.ts";
import { findShop } from "../queries/shops.ts";
import { shopContextFromRow } from "../services/shop-context.ts";
import type { EngineEnv } from "./env.ts";
import { parseParameter, positiveIntString } from "./params.ts";

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}

/** ADR 0001: the engine is server-to-server and answers only requests carrying its access token. */
export function requireAccessToken(accessToken: string): MiddlewareHandler<EngineEnv> {
  const expected = digest(accessToken);
  return async (c, next) => {
    const given = c.req.header("x-access-token");
    if (given === undefined || !timingSafeEqual(digest(given), expected)) {
      throw new EngineError("unauthorized", "A valid X-Access-Token header is required", {
        parameter: "X-Access-Token",
      });
    }
    await next();
  };
}

/** Query `shopId` or header X-Shop-Id names the shop, which must exist (rule:routing.shop-id-required). */
export function resolveShop(db: Database): MiddlewareHandler<EngineEnv> {
  return async (c, next) => {
    const given = c.req.query("shopId") ?? c.req.header("x-shop-id");
    if (given === undefined) throw invalidParameter("shopId", "shopId is required");
    const shopId = parseParameter(positiveIntString, given, "shopId");
    const row = await findShop(db, shopId);
    if (!row)
      throw new EngineError("not_found", `Shop ${shopId} does not exist`, {
        code: "SHOP_NOT_FOUND",
        parameter: "shopId",
      });
    c.set("shop", shopContextFromRow(row));
    await next();
  };
}

const KIND_OF_REFUSAL: Record<number, EngineErrorKind> = { 413: "too_large", 414: "target_too_long" };

/**
 * Refuses bad input before any route reads it (rule:platform.bad-input-4xx): NUL and control characters, malformed
 * escapes and invalid UTF-8 in path, query or body never reach PostgreSQL; oversized targets and bodies are refused.
 */
export function refuseBadInput(): MiddlewareHandler<EngineEnv> {
  return async (c, next) => {
    const refusal = await inputRefusal(c.req.raw, { formRoute: false });
    if (refusal)
      throw new EngineError(
        KIND_OF_REFUSAL[refusal.status] ?? "invalid_data",
        `Refused input: ${refusal.reason}`,
        {
          ...(refusal.status === 400 ? { code: "INVALID_INPUT" } : {}),
        },
      );
    await next();
  };
}
