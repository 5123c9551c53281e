import type { Database } from "@eyewear/database";
import type { Pagination, Redirect } from "@scayle/storefront-api";
import { invalidParameter, notFound } from "../model/engine-error.ts";
import { findRedirectPage, findRedirectsBySource, type RedirectRow } from "../queries/redirects.ts";
import { pageWindow } from "../queries/rows.ts";
import { paginationOf } from "../serializers/wire.ts";
import type { ShopContext } from "./shop-context.ts";

function serializeRedirect(row: RedirectRow): Redirect {
  return { id: row.id, source: row.source, target: row.target, statusCode: row.statusCode };
}

/** GET /v1/redirects: the shop's redirects, a page at a time. */
export async function listRedirects(
  db: Database,
  shop: ShopContext,
  page: number,
  perPage: number,
): Promise<{ entities: Redirect[]; pagination: Pagination }> {
  const { rows, total } = await findRedirectPage(db, shop.id, pageWindow(page, perPage));
  return {
    entities: rows.map(serializeRedirect),
    pagination: paginationOf(page, perPage, total, rows.length),
  };
}

/** Any origin works: only path and query of the URL are compared. */
const BASE = "https://redirect-lookup.invalid";

/**
 * The sources that may stand for the URL, best first: path with query, path alone, then the path with its
 * trailing slash toggled. Host and fragment are ignored (a shop's redirects are per shop already).
 */
export function redirectSourcesOf(url: string): string[] {
  let parsed: URL;
  try {
    parsed = new URL(url, BASE);
  } catch {
    throw invalidParameter("url", "url must be a URL or a path");
  }
  const path = parsed.pathname;
  const toggled = path === "/" ? path : path.endsWith("/") ? path.slice(0, -1) : `${path}/`;
  return [...new Set([parsed.search ? `${path}${parsed.search}` : path, path, toggled])];
}

/** POST /v1/redirects: the redirect of the URL; 404 when the shop has none (the SDK then answers undefined). */
export async function findRedirect(db: Database, shop: ShopContext, url: string): Promise<Redirect> {
  const sources = redirectSourcesOf(url);
  const rows = await findRedirectsBySource(db, shop.id, sources);
  for (const source of sources) {
    const row = rows.find((candidate) => candidate.source === source);
    if (row) return serializeRedirect(row);
  }
  throw notFound(`No redirect for ${sources[0]}`, "url");
}
