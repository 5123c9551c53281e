import { createHash, timingSafeEqual } from "node:crypto";
import type { Database } from "@eyewear/database";
import { type Context, Hono } from "hono";
import type { z } from "zod";
import { listDatasourceEntries } from "./datasources.ts";
import { parseFilterQuery } from "./filter-query.ts";
import { listLinks } from "./links.ts";
import {
  datasourceEntriesParamsSchema,
  describeIssues,
  linksParamsSchema,
  slugPathSchema,
  storiesParamsSchema,
  storyParamsSchema,
  uuidPathSchema,
} from "./params.ts";
import { createRateLimiter, DEFAULT_REQUESTS_PER_SECOND, type RateLimitOptions } from "./rate-limit.ts";
import { resolveExtras } from "./resolve.ts";
import {
  type ApiStory,
  currentCacheVersion,
  findStoryBySlug,
  findStoryByUuid,
  listStories,
} from "./stories.ts";
import type { ContentVersion } from "./types.ts";

export interface ContentServiceOptions {
  db: Database;
  /** Delivery token for published content (README, Configuration: CONTENT_API_TOKEN). */
  publicToken: string;
  /** Token that may also read drafts. */
  previewToken: string;
  /**
   * Requests per second each token may make before the service answers 429 with Retry-After, as the
   * Storyblok CDN does (default 50 per second); false turns the limit off.
   */
  rateLimit?: RateLimitOptions | false;
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

/** One page of a list, its total and page size in the headers that the client pages by. */
function listPage(body: unknown, cacheControl: string, total: number, perPage: number): Response {
  return json(200, body, cacheControl, { total: String(total), "per-page": String(perPage) });
}

/** The story parameters of the two story endpoints: what to read and which further stories to resolve. */
type StoryShapeParams = Pick<
  z.infer<typeof storyParamsSchema>,
  "version" | "language" | "excluding_fields" | "resolve_relations" | "resolve_level" | "resolve_links"
>;

/** What a story query reads: the version, the language and the fields left out. */
function storyLookup(params: StoryShapeParams) {
  return { version: params.version, language: params.language, excludingFields: params.excluding_fields };
}

/** The related and linked stories the request asks to resolve for the answered stories. */
function requestedExtras(db: Database, stories: ApiStory[], params: StoryShapeParams) {
  return resolveExtras(db, stories, {
    ...storyLookup(params),
    relations: params.resolve_relations,
    level: params.resolve_level,
    links: params.resolve_links,
  });
}

const unauthorized = () => json(401, { error: "Unauthorized" }, NO_STORE);
const badRequest = (error: z.ZodError) => json(400, describeIssues(error), NO_STORE);
const badParameter = (parameter: string, message: string) =>
  json(400, { error: `Invalid parameters: ${message}`, parameters: [parameter] }, NO_STORE);
// The body must be JSON: the client reads every answer as JSON before it looks at the status.
const tooManyRequests = (retryAfterSeconds: number) =>
  json(429, { error: "Too Many Requests" }, NO_STORE, { "retry-after": String(retryAfterSeconds) });

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
 * storyblok-js-client works against it unchanged (ADR 0013).
 */
export function createContentService(options: ContentServiceOptions): ContentService {
  const { db } = options;
  if (!options.publicToken || !options.previewToken) throw new Error("Both content tokens must be set");
  if (options.publicToken === options.previewToken) {
    throw new Error("The public and the preview content token must differ, or drafts would be public");
  }
  const roleOf = tokenRecogniser(options.publicToken, options.previewToken);
  const limiter =
    options.rateLimit === false
      ? undefined
      : createRateLimiter(options.rateLimit ?? { requestsPerSecond: DEFAULT_REQUESTS_PER_SECOND });
  const app = new Hono({ strict: false });

  /** The role of the request's token, or the 401 or 429 answer. Only valid tokens count towards the limit. */
  function admit(c: Context): TokenRole | Response {
    const role = roleOf(c.req.query("token"));
    if (!role) return unauthorized();
    const decision = limiter?.take(role);
    if (decision && !decision.allowed) return tooManyRequests(decision.retryAfterSeconds);
    return role;
  }

  /**
   * The query of an admitted request, parsed by the endpoint's schema, or the 401, 429 or 400 answer. Drafts need
   * the preview token.
   */
  function admittedQuery<Schema extends z.ZodType<object>>(
    c: Context,
    schema: Schema,
  ): z.infer<Schema> | Response {
    const role = admit(c);
    if (role instanceof Response) return role;
    const parsed = schema.safeParse(c.req.query());
    if (!parsed.success) return badRequest(parsed.error);
    const params = parsed.data;
    if ((params as { version?: ContentVersion }).version === "draft" && role !== "preview")
      return unauthorized();
    return params;
  }

  /** A GET endpoint for admitted requests only; the handler gets the query as the schema parsed it. */
  function getAdmitted<Schema extends z.ZodType<object>>(
    path: string,
    schema: Schema,
    handler: (c: Context, params: z.infer<Schema>) => Promise<Response>,
  ) {
    app.get(path, async (c) => {
      const params = admittedQuery(c, schema);
      return params instanceof Response ? params : handler(c, params);
    });
  }

  getAdmitted("/v2/cdn/stories", storiesParamsSchema, async (c, params) => {
    const filter = parseFilterQuery(new URL(c.req.url).searchParams.entries());
    if (typeof filter === "string") return badParameter("filter_query", filter);
    const [page, cv] = await Promise.all([
      listStories(db, {
        ...storyLookup(params),
        startsWith: params.starts_with,
        bySlugs: params.by_slugs,
        excludingSlugs: params.excluding_slugs,
        byUuids: params.by_uuids,
        contentType: params.content_type,
        isStartpage: params.is_startpage,
        withTag: params.with_tag,
        filter,
        sortBy: params.sort_by ?? [],
        page: params.page,
        perPage: params.per_page,
      }),
      currentCacheVersion(db),
    ]);
    const extras = await requestedExtras(db, page.stories, params);
    return listPage(
      { stories: page.stories, cv, ...extras },
      cacheControlFor(params.version),
      page.total,
      params.per_page,
    );
  });

  getAdmitted("/v2/cdn/stories/:slug{.+}", storyParamsSchema, async (c, params) => {
    const byUuid = params.find_by === "uuid";
    const path = (byUuid ? uuidPathSchema : slugPathSchema).safeParse({ slug: c.req.param("slug") });
    if (!path.success) return badRequest(path.error);
    const lookup = storyLookup(params);
    const [story, cv] = await Promise.all([
      byUuid ? findStoryByUuid(db, path.data.slug, lookup) : findStoryBySlug(db, path.data.slug, lookup),
      currentCacheVersion(db),
    ]);
    const cacheControl = cacheControlFor(params.version);
    if (!story) return json(404, { error: "This record could not be found" }, cacheControl);
    const extras = await requestedExtras(db, [story], params);
    return json(200, { story, cv, ...extras }, cacheControl);
  });

  getAdmitted("/v2/cdn/links", linksParamsSchema, async (_c, params) => {
    const page = await listLinks(db, {
      version: params.version,
      startsWith: params.starts_with,
      withParent: params.with_parent,
      includeDates: params.include_dates === "1",
      page: params.page,
      perPage: params.per_page,
    });
    return listPage({ links: page.links }, cacheControlFor(params.version), page.total, params.per_page);
  });

  getAdmitted("/v2/cdn/datasource_entries", datasourceEntriesParamsSchema, async (_c, params) => {
    const page = await listDatasourceEntries(db, {
      datasource: params.datasource,
      dimension: params.dimension,
      page: params.page,
      perPage: params.per_page,
    });
    return listPage(
      { datasource_entries: page.entries },
      PUBLISHED_CACHE_CONTROL,
      page.total,
      params.per_page,
    );
  });

  app.notFound(() => json(404, { error: "Not Found" }, NO_STORE));
  app.onError((error) => {
    console.error("content service request failed", error);
    return json(500, { error: "Internal Server Error" }, NO_STORE);
  });

  return { fetch: async (request) => app.fetch(request) };
}
