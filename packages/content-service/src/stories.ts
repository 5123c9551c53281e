import { type Database, schema } from "@eyewear/database";
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  like,
  max,
  notLike,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { FilterCondition, FilterQuery } from "./filter-query.ts";
import { cacheVersionOf, type StoryRow, toStoryData } from "./story-format.ts";
import type { ContentVersion, StoryData } from "./types.ts";

const { stories } = schema;

export type SortDirection = "asc" | "desc";

/** Story properties a list can be sorted by, named as in the API. */
export const STORY_SORT_FIELDS = {
  id: stories.id,
  name: stories.name,
  slug: stories.slug,
  full_slug: stories.fullSlug,
  position: stories.position,
  is_startpage: stories.isStartpage,
  created_at: stories.createdAt,
  updated_at: stories.updatedAt,
  published_at: stories.publishedAt,
  first_published_at: stories.firstPublishedAt,
} as const;

export type StorySortField = keyof typeof STORY_SORT_FIELDS;

/** One `sort_by` term: a story property, or a content field path compared as text or as a number. */
export type SortSpec =
  | { kind: "story"; field: StorySortField; direction: SortDirection }
  | { kind: "content"; path: string[]; direction: SortDirection; type: "string" | "int" | "float" };

export interface StoryLookup {
  version: ContentVersion;
  /** Language whose translation is merged into the content; undefined for the default language. */
  language?: string | undefined;
  /** Top-level content fields left out of the answer (`excluding_fields`); `_uid` and `component` stay. */
  excludingFields?: string[] | undefined;
}

export interface StoryListQuery extends StoryLookup {
  /** Full-slug prefix. */
  startsWith?: string | undefined;
  /** Full-slug patterns where `*` matches any text. */
  bySlugs?: string[] | undefined;
  excludingSlugs?: string[] | undefined;
  byUuids?: string[] | undefined;
  /** Component name of the story's content. */
  contentType?: string | undefined;
  isStartpage?: boolean | undefined;
  /** Stories tagged with any of these tags. */
  withTag?: string[] | undefined;
  filter?: FilterQuery | undefined;
  /** Empty: by position, the order editors give stories in their folder. */
  sortBy: SortSpec[];
  page: number;
  perPage: number;
}

export type ApiStory = StoryData<Record<string, unknown>>;

// Numbers in content fields are compared numerically only when the text really is one, so a stray value
// sorts last instead of failing the cast.
const NUMBER_PATTERN = "^-?[0-9]+(\\.[0-9]+)?$";

/** The content a version serves, as SQL: drafts fall back to the published content. */
function servedContent(version: ContentVersion): SQL {
  return version === "draft"
    ? sql`coalesce(${stories.draftContent}, ${stories.content})`
    : sql`${stories.content}`;
}

/** Stories a version can serve: folders never, unpublished stories only as drafts. */
function servable(version: ContentVersion): SQL {
  return and(eq(stories.isFolder, false), isNotNull(servedContent(version)))!;
}

/** A LIKE pattern matching `text` literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern for a `by_slugs` entry, where `*` stands for any text. */
export function slugPatternToLike(pattern: string): string {
  return pattern.split("*").map(escapeLike).join("%");
}

/** The JSON value at a content path as a request serves it, the language's translation included. */
function contentJson(path: string[], query: StoryLookup): SQL {
  const pathArray = `{${path.join(",")}}`;
  const served = sql`(${servedContent(query.version)} #> ${pathArray}::text[])`;
  // A translation replaces whole top-level fields, so it decides the value whenever it has the first key.
  return query.language
    ? sql`(case when (${stories.translations} -> ${query.language}) ? ${path[0]}
        then ${stories.translations} -> ${query.language} #> ${pathArray}::text[] else ${served} end)`
    : served;
}

/** The value at a content path as text: strings without quotes, numbers and booleans as written. */
const asText = (json: SQL) => sql`(${json} #>> '{}')`;

function contentSortExpression(spec: Extract<SortSpec, { kind: "content" }>, query: StoryLookup): SQL {
  const value = asText(contentJson(spec.path, query));
  return spec.type === "string"
    ? value
    : sql`(case when ${value} ~ ${NUMBER_PATTERN} then (${value})::numeric end)`;
}

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
const textList = (values: string[]) =>
  sql`(${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;

/** A `like` value where `*` stands for any text, as a LIKE pattern. */
function wildcardToLike(value: string): string {
  return value.split("*").map(escapeLike).join("%");
}

/** One filter_query condition as SQL; fields a story lacks never match, except in the negated operations. */
function conditionSql(condition: FilterCondition, query: StoryLookup): SQL {
  const json = contentJson(condition.path, query);
  const text = asText(json);
  const [value = ""] = condition.values;
  const isArray = sql`jsonb_typeof(${json}) = 'array'`;
  const inList = sql`((${isArray} and ${json} ?| ${textArray(condition.values)})
    or (not ${isArray} and ${text} in ${textList(condition.values)}))`;
  const numeric = (pattern: string, comparison: "<" | ">") =>
    sql`(case when ${text} ~ ${pattern} then (${text})::numeric ${sql.raw(comparison)} ${value}::numeric end)`;
  const dated = (comparison: "<" | ">") =>
    sql`(case when ${text} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}' then ${text} ${sql.raw(comparison)} ${value} end)`;
  let result: SQL;
  switch (condition.operation) {
    case "is":
      if (value === "empty" || value === "not_empty") {
        const empty = sql`(${json} is null or ${json} in ('null'::jsonb, '""'::jsonb, '[]'::jsonb, '{}'::jsonb))`;
        return value === "empty" ? empty : sql`not ${empty}`;
      }
      if (value === "null") return sql`(${json} is null or ${json} = 'null'::jsonb)`;
      result = sql`${text} = ${value}`;
      break;
    case "in":
      result = inList;
      break;
    case "not_in":
      return sql`not coalesce(${inList}, false)`;
    case "like":
      result = sql`${text} like ${wildcardToLike(value)}`;
      break;
    case "not_like":
      return sql`not coalesce(${text} like ${wildcardToLike(value)}, false)`;
    case "any_in_array":
      result = sql`(${isArray} and ${json} ?| ${textArray(condition.values)})`;
      break;
    case "all_in_array":
      result = sql`(${isArray} and ${json} ?& ${textArray(condition.values)})`;
      break;
    case "gt_int":
      result = numeric("^-?[0-9]+$", ">");
      break;
    case "lt_int":
      result = numeric("^-?[0-9]+$", "<");
      break;
    case "gt_float":
      result = numeric(NUMBER_PATTERN, ">");
      break;
    case "lt_float":
      result = numeric(NUMBER_PATTERN, "<");
      break;
    case "gt_date":
      result = dated(">");
      break;
    case "lt_date":
      result = dated("<");
      break;
  }
  return sql`coalesce(${result}, false)`;
}

function filterSql(filter: FilterQuery, query: StoryLookup): SQL | undefined {
  const all = filter.all.map((condition) => conditionSql(condition, query));
  if (filter.any.length > 0) {
    all.push(or(...filter.any.map((group) => and(...group.map((c) => conditionSql(c, query)))!))!);
  }
  return all.length > 0 ? and(...all) : undefined;
}

const DEFAULT_SORT: SortSpec[] = [{ kind: "story", field: "position", direction: "asc" }];

function orderBy(specs: SortSpec[], query: StoryLookup): SQL[] {
  const terms = (specs.length ? specs : DEFAULT_SORT).map((spec) => {
    const expression =
      spec.kind === "story" ? STORY_SORT_FIELDS[spec.field] : contentSortExpression(spec, query);
    return spec.direction === "asc" ? asc(expression) : desc(expression);
  });
  // The id breaks ties so that pages never overlap or skip a story.
  return [...terms, asc(stories.id)];
}

function listFilter(query: StoryListQuery): SQL {
  const conditions: (SQL | undefined)[] = [servable(query.version)];
  if (query.startsWith) conditions.push(like(stories.fullSlug, `${escapeLike(query.startsWith)}%`));
  if (query.bySlugs?.length) {
    conditions.push(
      or(...query.bySlugs.map((pattern) => like(stories.fullSlug, slugPatternToLike(pattern)))),
    );
  }
  for (const pattern of query.excludingSlugs ?? []) {
    conditions.push(notLike(stories.fullSlug, slugPatternToLike(pattern)));
  }
  if (query.byUuids?.length) conditions.push(inArray(stories.uuid, query.byUuids));
  if (query.contentType) {
    conditions.push(sql`${servedContent(query.version)} ->> 'component' = ${query.contentType}`);
  }
  if (query.isStartpage !== undefined) conditions.push(eq(stories.isStartpage, query.isStartpage));
  if (query.withTag?.length) conditions.push(sql`${stories.tagList} && ${textArray(query.withTag)}`);
  if (query.filter) conditions.push(filterSql(query.filter, query));
  return and(...conditions)!;
}

const KEPT_FIELDS = new Set(["_uid", "component"]);

function present(rows: StoryRow[], lookup: StoryLookup): ApiStory[] {
  const excluded = (lookup.excludingFields ?? []).filter((field) => !KEPT_FIELDS.has(field));
  return rows.flatMap((row) => {
    const story = toStoryData(row, lookup.version, lookup.language);
    if (!story || excluded.length === 0) return story ?? [];
    const content = { ...story.content };
    for (const field of excluded) delete content[field];
    return { ...story, content };
  });
}

/**
 * The story at a full slug; for a folder's slug, the folder's start page (as Storyblok answers it).
 * Undefined when there is none, or when the version has no content for it.
 */
export async function findStoryBySlug(
  db: Database,
  fullSlug: string,
  lookup: StoryLookup,
): Promise<ApiStory | undefined> {
  const folder = db
    .select({ id: stories.id })
    .from(stories)
    .where(and(eq(stories.fullSlug, fullSlug), eq(stories.isFolder, true)));
  const rows = await db
    .select()
    .from(stories)
    .where(
      and(
        servable(lookup.version),
        or(
          eq(stories.fullSlug, fullSlug),
          and(eq(stories.isStartpage, true), inArray(stories.parentId, folder)),
        ),
      ),
    )
    .orderBy(asc(stories.position), asc(stories.id))
    .limit(1);
  return present(rows, lookup)[0];
}

/** The story with a uuid (`find_by=uuid`). */
export async function findStoryByUuid(
  db: Database,
  uuid: string,
  lookup: StoryLookup,
): Promise<ApiStory | undefined> {
  const rows = await db
    .select()
    .from(stories)
    .where(and(servable(lookup.version), eq(stories.uuid, uuid)))
    .limit(1);
  return present(rows, lookup)[0];
}

/** The servable stories with these uuids, in the order of the uuids; unknown uuids are left out. */
export async function findStoriesByUuids(
  db: Database,
  uuids: string[],
  lookup: StoryLookup,
): Promise<ApiStory[]> {
  if (uuids.length === 0) return [];
  const rows = await db
    .select()
    .from(stories)
    .where(and(servable(lookup.version), inArray(stories.uuid, uuids)));
  const order = new Map(uuids.map((uuid, index) => [uuid, index]));
  rows.sort((a, b) => order.get(a.uuid)! - order.get(b.uuid)!);
  return present(rows, lookup);
}

/** One page of the stories matching a list query, and how many match in all. */
export async function listStories(
  db: Database,
  query: StoryListQuery,
): Promise<{ stories: ApiStory[]; total: number }> {
  const where = listFilter(query);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(stories)
      .where(where)
      .orderBy(...orderBy(query.sortBy, query))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(stories).where(where),
  ]);
  return { stories: present(rows, query), total: totals[0]?.total ?? 0 };
}

/** The cache version (`cv`) of the whole space: it changes whenever any story changes. */
export async function currentCacheVersion(db: Database): Promise<number> {
  const [row] = await db.select({ latest: max(stories.updatedAt) }).from(stories);
  return cacheVersionOf(row?.latest ?? null);
}
