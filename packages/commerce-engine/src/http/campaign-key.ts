import type { Database } from "@eyewear/database";
import type { MiddlewareHandler } from "hono";
import { z } from "zod";
import { campaignSelection } from "../services/campaigns.ts";
import type { EngineEnv } from "./env.ts";
import { parseParameter } from "./params.ts";

const campaignKeySchema = z.string().regex(/^[\w.:-]{1,128}$/, "must be 1 to 128 letters, digits or . _ : -");

/** `campaignKey` (products, variants, baskets, …) selects whose campaign-reduced prices apply (ADR 0018). */
export function applyCampaignKey(db: Database): MiddlewareHandler<EngineEnv> {
  return async (c, next) => {
    const given = c.req.query("campaignKey");
    if (given !== undefined) {
      const key = parseParameter(campaignKeySchema, given, "campaignKey");
      c.set("shop", { ...c.var.shop, campaign: await campaignSelection(db, c.var.shop, key) });
    }
    await next();
  };
}
