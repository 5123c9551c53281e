// resolve_relations and resolve_links: the stories that a story answer's content refers to.
import { type Database, schema } from "@eyewear/database";
import { and, inArray, isNotNull, or } from "drizzle-orm";
import { toLinkData } from "./links.ts";
import type { ResolveLinksMode } from "./params.ts";
import { type ApiStory, findStoriesByUuids, type StoryLookup } from "./stories.ts";
import type { ResolvedLink, UrlLinkData } from "./types.ts";

const { stories } = schema;

/**
 * Most related or linked stories an answer carries itself (rule:content.resolve-batches: the client resolves
 * relations in batches of 50 uuids). With more, the answer names their uuids in rel_uuids or link_uuids instead, and the client
 * fetches them with by_uuids.
 */
export const MAX_INLINE_RESOLVED = 50;
// Bounds the work one request can cause; a page of 100 stories with many references stays well below it.
const MAX_COLLECTED = 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === "string" && UUID.test(value);

type Json = unknown;

function walk(value: Json, visit: (node: Record<string, unknown>) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, visit);
  } else if (value && typeof value === "object") {
    const node = value as Record<string, unknown>;
    visit(node);
    for (const child of Object.values(node)) walk(child, visit);
  }
}

/** Uuids in the `component.field` relation fields of blocks anywhere in the content, in order of appearance. */
export function relationUuids(content: Json, fields: ReadonlySet<string>, into: Set<string>): void {
  walk(content, (node) => {
    if (typeof node.component !== "string" || typeof node._uid !== "string") return;
    for (const [field, value] of Object.entries(node)) {
      if (!fields.has(`${node.component}.${field}`)) continue;
      for (const uuid of Array.isArray(value) ? value : [value]) {
        if (isUuid(uuid) && into.size < MAX_COLLECTED) into.add(uuid);
      }
    }
  });
}

/** Uuids of the stories that multilink fields and rich-text links of type story point to. */
export function storyLinkUuids(content: Json, into: Set<string>): void {
  walk(content, (node) => {
    if (into.size >= MAX_COLLECTED) return;
    if (node.fieldtype === "multilink" && node.linktype === "story" && isUuid(node.id)) into.add(node.id);
    if (node.type === "link" && node.attrs && typeof node.attrs === "object") {
      const attrs = node.attrs as Record<string, unknown>;
      if (attrs.linktype === "story" && isUuid(attrs.uuid)) into.add(attrs.uuid);
    }
  });
}

export interface ResolveOptions extends StoryLookup {
  /** `component.field` names whose uuids are resolved into rels. */
  relations?: string[] | undefined;
  /** 1: the relations of the answered stories; 2: also those of the related stories. */
  level: number;
  links?: ResolveLinksMode | undefined;
}

export interface ResolvedExtras {
  rels: ApiStory[];
  rel_uuids?: string[];
  links: ResolvedLink[];
  link_uuids?: string[];
}

async function resolveRelations(
  db: Database,
  answered: ApiStory[],
  options: ResolveOptions,
): Promise<Pick<ResolvedExtras, "rels" | "rel_uuids">> {
  const fields = new Set(options.relations ?? []);
  if (fields.size === 0) return { rels: [] };
  /** The stories that the given ones relate to, other than the known ones. */
  const relatedTo = async (stories: ApiStory[], known: Set<string>) => {
    const uuids = new Set<string>();
    for (const story of stories) relationUuids(story.content, fields, uuids);
    return findStoriesByUuids(
      db,
      [...uuids].filter((uuid) => !known.has(uuid)),
      options,
    );
  };
  const own = new Set(answered.map((story) => story.uuid));
  let rels = await relatedTo(answered, own);
  if (options.level >= 2) {
    const known = new Set([...own, ...rels.map((story) => story.uuid)]);
    rels = [...rels, ...(await relatedTo(rels, known))];
  }
  if (rels.length > MAX_INLINE_RESOLVED) return { rels: [], rel_uuids: rels.map((story) => story.uuid) };
  return { rels };
}

function urlLink(story: ApiStory): UrlLinkData {
  return {
    id: story.id,
    uuid: story.uuid,
    name: story.name,
    slug: story.slug,
    full_slug: story.full_slug,
    url: story.full_slug,
  };
}

async function resolveLinks(
  db: Database,
  answered: ApiStory[],
  options: ResolveOptions,
): Promise<Pick<ResolvedExtras, "links" | "link_uuids">> {
  if (!options.links) return { links: [] };
  const uuids = new Set<string>();
  for (const story of answered) storyLinkUuids(story.content, uuids);
  if (uuids.size === 0) return { links: [] };
  if (options.links === "link") {
    const content =
      options.version === "draft"
        ? or(isNotNull(stories.content), isNotNull(stories.draftContent))
        : isNotNull(stories.content);
    const rows = await db
      .select()
      .from(stories)
      .where(and(inArray(stories.uuid, [...uuids]), content));
    if (rows.length > MAX_INLINE_RESOLVED) return { links: [], link_uuids: rows.map((row) => row.uuid) };
    return { links: rows.map((row) => toLinkData(row)) };
  }
  const linked = await findStoriesByUuids(db, [...uuids], options);
  if (linked.length > MAX_INLINE_RESOLVED) {
    return { links: [], link_uuids: linked.map((story) => story.uuid) };
  }
  return { links: options.links === "url" ? linked.map(urlLink) : linked };
}

/** The rels and links of an answer with the given stories. */
export async function resolveExtras(
  db: Database,
  answered: ApiStory[],
  options: ResolveOptions,
): Promise<ResolvedExtras> {
  const [relations, links] = await Promise.all([
    resolveRelations(db, answered, options),
    resolveLinks(db, answered, options),
  ]);
  return { ...relations, ...links };
}
