import { createHash, timingSafeEqual } from "node:crypto";
import type { Database } from "@eyewear/database";
import { Hono } from "hono";
import type { z } from "zod";
import {
  describeIssues,
  slugPathSchema,
  storiesParamsSchema,
  storyParamsSchema,
  uuidPathSchema,
} from "./params.ts";
import { currentCacheVersion, findStoryBySlug, findStoryByUuid, listStories } from "./stories.ts";
import type { ContentVersion } from "./types.ts";

export interface ContentServiceOptions {
  db: Database;
  /** Delivery token for published content (DESIGN §3 CONTENT_API_TOKEN). */
  publicToken: string;
  /** Token that may also read drafts. */
  previewToken: string;
}

export interface ContentService {
  /** Answers a request whose path is relative to where the service is mounted, e.g. `/v2/cdn/stories`. */
  fetch(request: Request): Promise<Response>;
}

type TokenRole = "public" | "preview";

// Published answers may sit in a CDN briefly; clients that need fresher content send the `cv` they got.
const PUBLISHED_CACHE_CONTROL = "public, max-age=60";
const NO_STORE = "no-store";

function cacheControlFor(version: ContentVersion): string {
  return version === "draft" ? NO_STORE : PUBLISHED_CACHE_CONTROL;
}

function json(
  status: number,
  body: unknown,
  cacheControl: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", "cache-control": cacheControl, ...headers },
  });
}

const unauthorized = () => json(401, { error: "Unauthorized" }, NO_STORE);
const badRequest = (error: z.ZodError) => json(400, describeIssues(error), NO_STORE);

/** Recognises the two tokens in constant time, so response timing does not reveal how much of one matched. */
function tokenRecogniser(
  publicToken: string,
  previewToken: string,
): (token: string | undefined) => TokenRole | undefined {
  const digest = (token: string) => createHash("sha256").update(token).digest();
  const publicDigest = digest(publicToken);
  const previewDigest = digest(previewToken);
  return (token) => {
    if (!token) return undefined;
    const given = digest(token);
    if (timingSafeEqual(given, previewDigest)) return "preview";
    if (timingSafeEqual(given, publicDigest)) return "public";
    return undefined;
  };
}

/**
 * The embedded content service: the stories endpoints of the Storyblok Content Delivery API v2, so that
 * storyblok-js-client works against it unchanged (DESIGN §1).
 */
export function createContentService(options: ContentServiceOptions): ContentService {
  const { db } = options;
  if (!options.publicToken || !options.previewToken) throw new Error("Both content tokens must be set");
  if (options.publicToken === options.previewToken) {
    throw new Error("The public and the preview content token must differ, or drafts would be public");
  }
  const roleOf = tokenRecogniser(options.publicToken, options.previewToken);
  const app = new Hono({ strict: false });

  app.get("/v2/cdn/stories", async (c) => {
    const query = c.req.query();
    const role = roleOf(query.token);
    if (!role) return unauthorized();
    const parsed = storiesParamsSchema.safeParse(query);
    if (!parsed.success) return badRequest(parsed.error);
    const params = parsed.data;
    if (params.version === "draft" && role !== "preview") return unauthorized();
    const [page, cv] = await Promise.all([
      listStories(db, {
        version: params.version,
        language: params.language,
        startsWith: params.starts_with,
        bySlugs: params.by_slugs,
        excludingSlugs: params.excluding_slugs,
        byUuids: params.by_uuids,
        contentType: params.content_type,
        isStartpage: params.is_startpage,
        sortBy: params.sort_by ?? [],
        page: params.page,
        perPage: params.per_page,
      }),
      currentCacheVersion(db),
    ]);
    return json(200, { stories: page.stories, cv, rels: [], links: [] }, cacheControlFor(params.version), {
      total: String(page.total),
      "per-page": String(params.per_page),
    });
  });

  app.get("/v2/cdn/stories/:slug{.+}", async (c) => {
    const query = c.req.query();
    const role = roleOf(query.token);
    if (!role) return unauthorized();
    const parsed = storyParamsSchema.safeParse(query);
    if (!parsed.success) return badRequest(parsed.error);
    const params = parsed.data;
    if (params.version === "draft" && role !== "preview") return unauthorized();
    const byUuid = params.find_by === "uuid";
    const path = (byUuid ? uuidPathSchema : slugPathSchema).safeParse({ slug: c.req.param("slug") });
    if (!path.success) return badRequest(path.error);
    const lookup = { version: params.version, language: params.language };
    const [story, cv] = await Promise.all([
      byUuid ? findStoryByUuid(db, path.data.slug, lookup) : findStoryBySlug(db, path.data.slug, lookup),
      currentCacheVersion(db),
    ]);
    const cacheControl = cacheControlFor(params.version);
    if (!story) return json(404, { error: "This record could not be found" }, cacheControl);
    return json(200, { story, cv, rels: [], links: [] }, cacheControl);
  });

  app.notFound(() => json(404, { error: "Not Found" }, NO_STORE));
  app.onError((error) => {
    console.error("content service request failed", error);
    return json(500, { error: "Internal Server Error" }, NO_STORE);
  });

  return { fetch: async (request) => app.fetch(request) };
}
