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

function contentSortExpression(spec: Extract<SortSpec, { kind: "content" }>, query: StoryLookup): SQL {
  const path = `{${spec.path.join(",")}}`;
  const served = sql`(${servedContent(query.version)} #>> ${path}::text[])`;
  // A translation replaces whole top-level fields, so it decides the value whenever it has the first key.
  const value = query.language
    ? sql`(case when (${stories.translations} -> ${query.language}) ? ${spec.path[0]}
        then ${stories.translations} -> ${query.language} #>> ${path}::text[] else ${served} end)`
    : served;
  return spec.type === "string"
    ? value
    : sql`(case when ${value} ~ ${NUMBER_PATTERN} then (${value})::numeric end)`;
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
  return and(...conditions)!;
}

function present(rows: StoryRow[], lookup: StoryLookup): ApiStory[] {
  return rows.flatMap((row) => toStoryData(row, lookup.version, lookup.language) ?? []);
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
