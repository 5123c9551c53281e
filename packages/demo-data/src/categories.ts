import { type Language, slugify } from "@eyewear/shop-rules";
import { CATEGORY_TREE, type CategoryDefinition } from "./vocabulary/categories.ts";

export interface CategoryDraft {
  key: string;
  parentKey: string | null;
  name: string;
  slug: string;
  /** "/" + the slugs from the root down + "/", e.g. "/brillen/damen/". */
  path: string;
  depth: number;
  position: number;
}

/** The category tree in one shop's language, parents before their children. */
export function categoryDrafts(language: Language): CategoryDraft[] {
  const drafts: CategoryDraft[] = [];
  const visit = (definitions: readonly CategoryDefinition[], parent: CategoryDraft | null) => {
    definitions.forEach((definition, position) => {
      const name = definition.names[language];
      const slug = slugify(name);
      const draft: CategoryDraft = {
        key: definition.key,
        parentKey: parent?.key ?? null,
        name,
        slug,
        path: `${parent ? parent.path : "/"}${slug}/`,
        depth: parent ? parent.depth + 1 : 1,
        position,
      };
      drafts.push(draft);
      if (definition.children) visit(definition.children, draft);
    });
  };
  visit(CATEGORY_TREE, null);
  return drafts;
}

/** Every category key, for checks that products only link to categories that exist. */
export const CATEGORY_KEYS: ReadonlySet<string> = new Set(categoryDrafts("de").map((draft) => draft.key));
