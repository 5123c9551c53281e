// The links endpoint: a concise form of every story and folder, for sitemaps and navigation trees.
import { type Database, schema } from "@eyewear/database";
import { and, asc, count, eq, isNotNull, isNull, like, or, type SQL } from "drizzle-orm";
import { escapeLike } from "./stories.ts";
import type { StoryRow } from "./story-format.ts";
import type { ContentVersion, LinkData } from "./types.ts";

const { stories } = schema;

export interface LinksQuery {
  version: ContentVersion;
  startsWith?: string | undefined;
  /** Folder id whose direct children are listed; 0 for the root. */
  withParent?: number | undefined;
  includeDates: boolean;
  page: number;
  perPage: number;
}

/** Where a link leads: a folder's start page stands for the folder itself, as in Storyblok's links API. */
export function linkRealPath(row: Pick<StoryRow, "fullSlug" | "isFolder" | "isStartpage">): string {
  if (row.isFolder || !row.isStartpage) return `/${row.fullSlug}`;
  const folderSlug = row.fullSlug.slice(0, row.fullSlug.lastIndexOf("/") + 1);
  return `/${folderSlug}`;
}

/** A story or folder row as a link object. */
export function toLinkData(row: StoryRow, includeDates = false): LinkData {
  const link: LinkData = {
    id: row.id,
    uuid: row.uuid,
    slug: row.fullSlug,
    path: null,
    parent_id: row.parentId,
    name: row.name,
    is_folder: row.isFolder,
    published: !row.isFolder && row.content !== null && row.publishedAt !== null,
    is_startpage: row.isStartpage,
    position: row.position,
    real_path: linkRealPath(row),
  };
  if (includeDates) {
    link.published_at = row.publishedAt?.toISOString() ?? null;
    link.created_at = row.createdAt.toISOString();
    link.updated_at = row.updatedAt.toISOString();
  }
  return link;
}

function linksFilter(query: LinksQuery): SQL {
  // Folders always; stories once published, or with a draft for the draft version.
  const visible =
    query.version === "draft"
      ? or(eq(stories.isFolder, true), isNotNull(stories.content), isNotNull(stories.draftContent))
      : or(eq(stories.isFolder, true), isNotNull(stories.content));
  const conditions: (SQL | undefined)[] = [visible];
  if (query.startsWith) conditions.push(like(stories.fullSlug, `${escapeLike(query.startsWith)}%`));
  if (query.withParent !== undefined) {
    conditions.push(
      query.withParent === 0 ? isNull(stories.parentId) : eq(stories.parentId, query.withParent),
    );
  }
  return and(...conditions)!;
}

/**
 * One page of links keyed by uuid, ordered by full slug so that every folder comes before what it holds,
 * and how many there are in all.
 */
export async function listLinks(
  db: Database,
  query: LinksQuery,
): Promise<{ links: Record<string, LinkData>; total: number }> {
  const where = linksFilter(query);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(stories)
      .where(where)
      .orderBy(asc(stories.fullSlug), asc(stories.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(stories).where(where),
  ]);
  const links: Record<string, LinkData> = {};
  for (const row of rows) links[row.uuid] = toLinkData(row, query.includeDates);
  return { links, total: totals[0]?.total ?? 0 };
}
