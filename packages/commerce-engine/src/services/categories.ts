import type { Database } from "@eyewear/database";
import type { Category } from "@scayle/storefront-api";
import { type CategoryIndex, childrenOf } from "../model/category-index.ts";
import { notFound } from "../model/engine-error.ts";
import type { CategoryRow } from "../queries/categories.ts";
import { type CategoryView, serializeCategory } from "../serializers/category.ts";
import { loadCategoryIndex } from "./product-data.ts";
import type { ShopContext } from "./shop-context.ts";

function isShown(category: CategoryRow | undefined, view: CategoryView): category is CategoryRow {
  return category !== undefined && (view.showHidden || !category.isHidden);
}

/** GET /v1/categories: the shop's root categories. */
export async function getRootCategories(
  db: Database,
  shop: ShopContext,
  view: CategoryView,
): Promise<Category[]> {
  const index = await loadCategoryIndex(db, shop.id);
  return childrenOf(index, null)
    .filter((category) => isShown(category, view))
    .map((category) => serializeCategory(category, index, view));
}

/** GET /v1/categories?ids=…: the categories of the shop among the ids, in the order asked for. */
export async function getCategoriesByIds(
  db: Database,
  shop: ShopContext,
  ids: readonly number[],
  view: CategoryView,
): Promise<Category[]> {
  const index = await loadCategoryIndex(db, shop.id);
  return ids
    .map((id) => index.byId.get(id))
    .filter((category) => isShown(category, view))
    .map((category) => serializeCategory(category, index, view));
}

export async function getCategoryById(
  db: Database,
  shop: ShopContext,
  id: number,
  view: CategoryView,
): Promise<Category> {
  const index = await loadCategoryIndex(db, shop.id);
  const category = index.byId.get(id);
  if (!isShown(category, view)) throw notFound(`Category ${id} was not found`, "categoryId");
  return serializeCategory(category, index, view);
}

/** The category reached by following the slugs from a root category down. */
function categoryAtSlugs(index: CategoryIndex, slugs: readonly string[]): CategoryRow | undefined {
  let parentId: number | null = null;
  let found: CategoryRow | undefined;
  for (const slug of slugs) {
    found = childrenOf(index, parentId).find((category) => category.slug === slug);
    if (!found) return undefined;
    parentId = found.id;
  }
  return found;
}

/** GET /v1/categories/{slug}/{slug}/…: the category at a slug path (how the SDK's getByPath asks). */
export async function getCategoryByPath(
  db: Database,
  shop: ShopContext,
  slugs: readonly string[],
  view: CategoryView,
): Promise<Category> {
  const index = await loadCategoryIndex(db, shop.id);
  const category = categoryAtSlugs(index, slugs);
  if (!isShown(category, view)) throw notFound(`Category /${slugs.join("/")} was not found`, "categoryPath");
  return serializeCategory(category, index, view);
}
