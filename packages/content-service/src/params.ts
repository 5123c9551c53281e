// Query parameters of the Content Delivery API v2 as this service accepts them. Parameters the service does
// not implement (search_term, from_release, excluding_ids, ...) are ignored, as a client may send them.
import { z } from "zod";
import { type SortSpec, STORY_SORT_FIELDS, type StorySortField } from "./stories.ts";
import { DEFAULT_LANGUAGE } from "./story-format.ts";

/** Default and largest page size of story lists (rule:content.story-page-size). */
export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 100;
// Bounds the rows a single request can make the database skip.
const MAX_PAGE = 1_000_000;

const SLUG_MAX_LENGTH = 500;
const LIST_MAX_ENTRIES = 100;

/** Why a full slug or slug pattern is refused, or undefined when it is acceptable. */
export function slugProblem(value: string): string | undefined {
  if (value.length > SLUG_MAX_LENGTH) return `must be at most ${SLUG_MAX_LENGTH} characters`;
  if (value.includes("..")) return "must not contain '..'";
  if (value.includes("\\")) return "must not contain a backslash";
  if (/\p{Cc}/u.test(value)) return "must not contain control characters";
  if (value.includes("//")) return "must not contain empty path segments";
  return undefined;
}

const slugText = z.string().superRefine((value, ctx) => {
  const problem = slugProblem(value);
  if (problem) ctx.addIssue(problem);
});

/** A full slug from the path; one trailing slash names the same story (`de-de/` is the `de-de` folder). */
export const fullSlugSchema = slugText
  .transform((value) => value.replace(/\/$/, ""))
  .pipe(z.string().min(1, "must not be empty"));

function wholeNumber(min: number, max: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));
}

const commaList = (item: z.ZodType<string, string>) =>
  z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(LIST_MAX_ENTRIES, `must list at most ${LIST_MAX_ENTRIES} entries`));

const uuid = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "must be a uuid");

const sortTerm = /^(content\.[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+){0,4}|[a-z_]+):(asc|desc)(?::(int|float))?$/;

/** Parses a `sort_by` value: comma-separated `field:asc|desc`, content fields as `content.x:desc[:int|:float]`. */
export function parseSortBy(value: string): SortSpec[] | string {
  const specs: SortSpec[] = [];
  for (const term of value.split(",").filter(Boolean)) {
    const match = sortTerm.exec(term.trim());
    if (!match) return `'${term}' is not of the form field:asc or field:desc`;
    const [, field = "", direction, typeSuffix] = match;
    const type = typeSuffix === "int" || typeSuffix === "float" ? typeSuffix : undefined;
    const order = direction === "desc" ? "desc" : "asc";
    if (field.startsWith("content.")) {
      specs.push({
        kind: "content",
        path: field.split(".").slice(1),
        direction: order,
        type: type ?? "string",
      });
    } else if (field in STORY_SORT_FIELDS && type === undefined) {
      specs.push({ kind: "story", field: field as StorySortField, direction: order });
    } else {
      return `cannot sort by '${field}'`;
    }
  }
  return specs.length > 5 ? "must name at most 5 fields" : specs;
}

/** Largest page size of the links and datasource entries endpoints, as Storyblok allows. */
export const MAX_LINKS_PER_PAGE = 1000;

const fieldName = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, "must be field names");
const relationField = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,100}\.[A-Za-z0-9_-]{1,100}$/, "must be component.field names");
const tagName = z
  .string()
  .max(100, "must be tags of at most 100 characters")
  .regex(/^[^\p{Cc}]*$/u, "must not contain control characters");

/** How `resolve_links` resolves story links: full stories, addresses only, or link objects. */
export type ResolveLinksMode = "story" | "url" | "link";

/** Parameters that shape story answers: related stories, linked stories and left-out fields. */
const storyShapeParams = {
  resolve_relations: commaList(relationField).optional(),
  resolve_level: z.enum(["1", "2"], "must be 1 or 2").transform(Number).default(1),
  resolve_links: z
    .enum(["0", "1", "story", "url", "link"], "must be story, url, link, 1 or 0")
    .transform((value): ResolveLinksMode | undefined =>
      value === "0" ? undefined : value === "1" ? "story" : value,
    )
    .optional(),
  excluding_fields: commaList(fieldName).optional(),
};

const commonParams = {
  token: z.string().max(200).optional(),
  version: z.enum(["published", "draft"], "must be published or draft").default("published"),
  // Accepted for cache busting only: every answer reflects the current content.
  cv: z
    .string()
    .regex(/^\d{1,15}$/, "must be a whole number")
    .optional(),
  language: z
    .string()
    .regex(/^(?:[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*|default)$/, "must be a language code")
    .transform((value) => (value === DEFAULT_LANGUAGE ? undefined : value.toLowerCase()))
    .optional(),
};

/** Parameters of `GET /v2/cdn/stories/{full_slug}`. */
export const storyParamsSchema = z.object({
  ...commonParams,
  ...storyShapeParams,
  find_by: z.enum(["uuid"], "must be uuid").optional(),
});

/** Parameters of `GET /v2/cdn/stories`. */
export const storiesParamsSchema = z.object({
  ...commonParams,
  ...storyShapeParams,
  with_tag: commaList(tagName).optional(),
  per_page: wholeNumber(1, MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
  page: wholeNumber(1, MAX_PAGE).default(1),
  starts_with: slugText.optional(),
  by_slugs: commaList(slugText).optional(),
  excluding_slugs: commaList(slugText).optional(),
  by_uuids: commaList(uuid).optional(),
  content_type: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, "must be a component name")
    .optional(),
  is_startpage: z
    .enum(["1", "0", "true", "false"], "must be 1, 0, true or false")
    .transform((value) => value === "1" || value === "true")
    .optional(),
  sort_by: z
    .string()
    .max(300)
    .transform((value, ctx) => {
      const parsed = parseSortBy(value);
      if (typeof parsed === "string") {
        ctx.addIssue(parsed);
        return z.NEVER;
      }
      return parsed;
    })
    .optional(),
});

/** Parameters of `GET /v2/cdn/links`. */
export const linksParamsSchema = z.object({
  ...commonParams,
  per_page: wholeNumber(1, MAX_LINKS_PER_PAGE).default(DEFAULT_PER_PAGE),
  page: wholeNumber(1, MAX_PAGE).default(1),
  starts_with: slugText.optional(),
  /** Folder id whose direct children are listed; 0 for the root. */
  with_parent: wholeNumber(0, 2_147_483_647).optional(),
  include_dates: z.enum(["0", "1"], "must be 0 or 1").optional(),
  // Always paginated, as Storyblok spaces created since 2023 are.
  paginated: z.enum(["0", "1"], "must be 0 or 1").optional(),
});

/** Parameters of `GET /v2/cdn/datasource_entries`. */
export const datasourceEntriesParamsSchema = z.object({
  token: commonParams.token,
  cv: commonParams.cv,
  datasource: z
    .string()
    .regex(/^[a-z0-9_-]{1,100}$/, "must be a datasource slug")
    .optional(),
  dimension: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,50}$/, "must be a dimension value")
    .optional(),
  per_page: wholeNumber(1, MAX_LINKS_PER_PAGE).default(DEFAULT_PER_PAGE),
  page: wholeNumber(1, MAX_PAGE).default(1),
});

/** The story path of `GET /v2/cdn/stories/{full_slug}`: a full slug, or a uuid with `find_by=uuid`. */
export const slugPathSchema = z.object({ slug: fullSlugSchema });
export const uuidPathSchema = z.object({ slug: uuid });

/** The 4xx message for invalid parameters: each problem prefixed with the parameter it concerns. */
export function describeIssues(error: z.ZodError): { error: string; parameters: string[] } {
  const parameters = [...new Set(error.issues.map((issue) => String(issue.path[0] ?? "query")))];
  const messages = error.issues.map((issue) => `${String(issue.path[0] ?? "query")}: ${issue.message}`);
  return { error: `Invalid parameters: ${messages.join("; ")}`, parameters };
}
