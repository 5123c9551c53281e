export { type ContentService, type ContentServiceOptions, createContentService } from "./app.ts";
export { DEFAULT_PER_PAGE, MAX_PER_PAGE } from "./params.ts";
export { seedContent } from "./seed/index.ts";
export { ERROR_PAGE_STORIES, GLOBAL_FOLDER, homeStorySlug } from "./seed/stories.ts";
export type * from "./types.ts";
