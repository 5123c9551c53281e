import type { Database } from "@eyewear/database";
import { Hono } from "hono";
import { z } from "zod";
import type { EngineEnv } from "../http/env.ts";
import { parseParameter, positiveIntString } from "../http/params.ts";
import { invalidParameter } from "../model/engine-error.ts";
import { getCampaign, listCampaigns } from "../services/campaigns.ts";
import { listPromotions } from "../services/promotions.ts";

const DEFAULT_PER_PAGE = 100;
const MAX_PER_PAGE = 200;
const perPageString = positiveIntString.pipe(z.number().max(MAX_PER_PAGE, `must be at most ${MAX_PER_PAGE}`));
const campaignSort = z.enum(["id", "reduction", "start_at", "end_at"]);
const sortDirection = z.enum(["asc", "desc"]);
const promotionId = z.string().regex(/^[\w.:-]{1,128}$/, "must be promotion ids separated by commas");
const MAX_PROMOTION_IDS = 100;

function pageOf(value: string | undefined): number {
  return value === undefined ? 1 : parseParameter(positiveIntString, value, "page");
}

function perPageOf(value: string | undefined): number {
  return value === undefined ? DEFAULT_PER_PAGE : parseParameter(perPageString, value, "perPage");
}

function promotionIdsOf(value: string | undefined): string[] | null {
  if (value === undefined) return null;
  const ids = value.split(",").filter((id) => id !== "");
  if (ids.length === 0) throw invalidParameter("ids", "ids: must not be an empty list");
  if (ids.length > MAX_PROMOTION_IDS) throw invalidParameter("ids", `ids: at most ${MAX_PROMOTION_IDS} ids`);
  return [...new Set(ids.map((id) => parseParameter(promotionId, id, "ids")))];
}

function activeAtOf(value: string | undefined): Date | null {
  if (value === undefined) return null;
  return parseParameter(
    z.iso.datetime({ offset: true }).transform((text) => new Date(text)),
    value,
    "activeAt",
  );
}

/** GET /v1/campaigns, GET /v1/campaigns/{id} and GET /v1/promotions. */
export function campaignRoutes(db: Database): Hono<EngineEnv> {
  const app = new Hono<EngineEnv>();

  app.get("/campaigns", async (c) => {
    const by = parseParameter(campaignSort, c.req.query("sort") ?? "id", "sort");
    const direction = parseParameter(sortDirection, c.req.query("sortDir") ?? "asc", "sortDir");
    const page = pageOf(c.req.query("page"));
    const perPage = perPageOf(c.req.query("perPage"));
    return c.json(await listCampaigns(db, c.var.shop, { by, direction }, page, perPage));
  });

  app.get("/campaigns/:campaignId", async (c) => {
    const campaignId = parseParameter(positiveIntString, c.req.param("campaignId"), "campaignId");
    return c.json(await getCampaign(db, c.var.shop, campaignId));
  });

  app.get("/promotions", async (c) => {
    const query = {
      ids: promotionIdsOf(c.req.query("ids")),
      activeAt: activeAtOf(c.req.query("activeAt")),
    };
    return c.json(
      await listPromotions(
        db,
        c.var.shop,
        query,
        pageOf(c.req.query("page")),
        perPageOf(c.req.query("perPage")),
        new Date(),
      ),
    );
  });

  return app;
}
