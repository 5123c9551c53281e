import type { Category, CategoryProperty, ProductCategory } from "@scayle/storefront-api";
import { type CategoryIndex, childrenOf, rootlineOf } from "../model/category-index.ts";
import type { CategoryInclude, ProductCategoryInclude } from "../model/includes.ts";
import type { CategoryRow } from "../queries/categories.ts";

export interface CategoryView {
  include: CategoryInclude;
  /** Levels to render: 1 is the category alone, 2 adds its children, … (only with include.children). */
  depth: number;
  showHidden: boolean;
}

function selectProperties(category: CategoryRow, selection: ReadonlySet<string> | "all"): CategoryProperty[] {
  return category.properties.filter((property) => selection === "all" || selection.has(property.name));
}

export function serializeCategory(category: CategoryRow, index: CategoryIndex, view: CategoryView): Category {
  const children = childrenOf(index, category.id).filter((child) => view.showHidden || !child.isHidden);
  const parent = category.parentId === null ? undefined : index.byId.get(category.parentId);
  return {
    id: category.id,
    path: category.path,
    name: category.name,
    slug: category.slug,
    parentId: category.parentId ?? 0,
    rootlineIds: rootlineOf(index, category).map((entry) => entry.id),
    childrenIds: children.map((child) => child.id),
    properties: selectProperties(category, view.include.properties),
    isHidden: category.isHidden,
    depth: category.depth,
    supportedFilter: [],
    shopLevelCustomData: {},
    countryLevelCustomData: {},
    ...(view.include.children && view.depth > 1
      ? {
          children: children.map((child) =>
            serializeCategory(child, index, { ...view, depth: view.depth - 1 }),
          ),
        }
      : {}),
    ...(view.include.parents && parent
      ? { parent: serializeCategory(parent, index, { ...view, depth: 1 }) }
      : {}),
  };
}

/** A product's categories: one root-to-category path per assigned category, in the shop's category tree. */
export function serializeProductCategories(
  categoryKeys: readonly string[],
  index: CategoryIndex,
  include: ProductCategoryInclude,
): ProductCategory[][] {
  return categoryKeys
    .map((key) => index.byKey.get(key))
    .filter((category): category is CategoryRow => category !== undefined)
    .map((category) => rootlineOf(index, category))
    .filter((line) => include.includeHidden || line.every((category) => !category.isHidden))
    .sort((a, b) => (a.at(-1)?.path ?? "").localeCompare(b.at(-1)?.path ?? ""))
    .map((line) =>
      line.map((category) => ({
        categoryId: category.id,
        categoryName: category.name,
        categoryUrl: category.path,
        categorySlug: category.slug,
        categoryHidden: category.isHidden,
        categoryProperties: selectProperties(category, include.properties),
      })),
    );
}
