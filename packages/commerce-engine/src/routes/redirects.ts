import type { Database } from "@eyewear/database";
import { Hono } from "hono";
import { z } from "zod";
import type { EngineEnv } from "../http/env.ts";
import { parseJsonBody, parseParameter, positiveIntString } from "../http/params.ts";
import { findRedirect, listRedirects } from "../services/redirects.ts";

const DEFAULT_PER_PAGE = 100;
const MAX_PER_PAGE = 200;
const MAX_URL_LENGTH = 2048;

const perPageString = positiveIntString.pipe(z.number().max(MAX_PER_PAGE, `must be at most ${MAX_PER_PAGE}`));
const lookupBody = z.strictObject({
  url: z
    .string()
    .min(1, "must not be empty")
    .max(MAX_URL_LENGTH, `must be at most ${MAX_URL_LENGTH} characters`),
});

/** GET /v1/redirects (page, perPage) and POST /v1/redirects (lookup by url; rule:routing.redirects). */
export function redirectRoutes(db: Database): Hono<EngineEnv> {
  const app = new Hono<EngineEnv>();

  app.get("/redirects", async (c) => {
    const query = c.req.query();
    const page = query.page === undefined ? 1 : parseParameter(positiveIntString, query.page, "page");
    const perPage =
      query.perPage === undefined
        ? DEFAULT_PER_PAGE
        : parseParameter(perPageString, query.perPage, "perPage");
    return c.json(await listRedirects(db, c.var.shop, page, perPage));
  });

  app.post("/redirects", async (c) => {
    const { url } = await parseJsonBody(c.req, lookupBody);
    return c.json(await findRedirect(db, c.var.shop, url));
  });

  return app;
}
