export { type ContentService, type ContentServiceOptions, createContentService } from "./app.ts";
export { FILTER_OPERATIONS, type FilterOperation } from "./filter-query.ts";
export { DEFAULT_PER_PAGE, MAX_LINKS_PER_PAGE, MAX_PER_PAGE } from "./params.ts";
export { DEFAULT_REQUESTS_PER_SECOND, type RateLimitOptions } from "./rate-limit.ts";
export { MAX_INLINE_RESOLVED } from "./resolve.ts";
export { SEEDED_DATASOURCES } from "./seed/datasources.ts";
export { seedContent } from "./seed/index.ts";
export {
  ALTERNATES_TAG_PREFIX,
  CATEGORY_CONTENT_FOLDER,
  DATA_PROTECTION_SLUGS,
  ERROR_PAGE_STORIES,
  GLOBAL_FOLDER,
  homeStorySlug,
  INSPIRATION_SLUG,
  NAVIGATION_SLUG,
  OVERLAY_SLUGS,
  SERVICE_PAGE_SLUGS,
} from "./seed/stories.ts";
export type * from "./types.ts";
