import type { schema } from "@eyewear/database";
import type { ContentVersion, StoryData } from "./types.ts";

export type StoryRow = typeof schema.stories.$inferSelect;

/** Language value of stories served without a translation, as Storyblok reports it. */
export const DEFAULT_LANGUAGE = "default";

type Content = Record<string, unknown>;

/** The content a version reads: drafts fall back to the published content when nothing is pending. */
export function versionContent(row: StoryRow, version: ContentVersion): Content | null {
  return version === "draft" ? (row.draftContent ?? row.content) : row.content;
}

/**
 * Field-level translation: a story's `translations[language]` holds whole top-level content fields that
 * replace the default-language ones; fields it lacks keep their default-language value.
 */
export function translateContent(
  content: Content,
  translations: Record<string, Content>,
  language: string | undefined,
): { content: Content; lang: string } {
  const translation = language === undefined ? undefined : translations[language];
  if (language === undefined || translation === undefined) return { content, lang: DEFAULT_LANGUAGE };
  return { content: { ...content, ...translation }, lang: language };
}

/** The Storyblok cache version: the latest change as a Unix timestamp in seconds, 0 for an empty space. */
export function cacheVersionOf(latestUpdate: Date | null): number {
  return latestUpdate ? Math.floor(latestUpdate.getTime() / 1000) : 0;
}

/** A story row in the Content Delivery API v2 story shape, or undefined when the version has no content. */
export function toStoryData(
  row: StoryRow,
  version: ContentVersion,
  language: string | undefined,
): StoryData<Content> | undefined {
  const content = versionContent(row, version);
  if (content === null) return undefined;
  const translated = translateContent(content, row.translations, language);
  return {
    name: row.name,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
    id: row.id,
    uuid: row.uuid,
    content: translated.content,
    slug: row.slug,
    full_slug: row.fullSlug,
    sort_by_date: null,
    position: row.position,
    tag_list: row.tagList,
    is_startpage: row.isStartpage,
    parent_id: row.parentId ?? 0,
    meta_data: null,
    // Each story is its own translation group: translations are field-level, so there are no alternates.
    group_id: row.uuid,
    first_published_at: row.firstPublishedAt?.toISOString() ?? null,
    release_id: null,
    lang: translated.lang,
    path: null,
    alternates: [],
    default_full_slug: null,
    translated_slugs: null,
  };
}
