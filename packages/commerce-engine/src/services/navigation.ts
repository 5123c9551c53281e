import type { Database } from "@eyewear/database";
import { isVisibleAt } from "@eyewear/shop-rules";
import type { NavigationTree } from "@scayle/storefront-api";
import { notFound } from "../model/engine-error.ts";
import type { NavigationNode } from "../model/navigation-node.ts";
import { findNavigationItems, findNavigationTrees, type NavigationItemRow } from "../queries/navigation.ts";
import { serializeNavigationTree } from "../serializers/navigation.ts";
import { loadCategoryIndex } from "./product-data.ts";
import type { ShopContext } from "./shop-context.ts";

export interface NavigationOptions {
  /**
   * The moment visibility is judged at (rule:layout.navigation-visibility): the request time unless
   * filters[visibleAt] names another.
   */
  visibleAt: Date;
  withCategory: boolean;
}

/**
 * The visible items of a tree as a forest; a hidden item hides its children too
 * (rule:layout.navigation-visibility).
 */
function visibleForest(items: readonly NavigationItemRow[], at: Date): NavigationNode[] {
  const visible = items.filter((item) => isVisibleAt(item, at));
  const nodes = new Map(visible.map((item) => [item.id, { item, children: [] as NavigationNode[] }]));
  const roots: NavigationNode[] = [];
  for (const node of nodes.values()) {
    if (node.item.parentId === null) roots.push(node);
    else nodes.get(node.item.parentId)?.children.push(node);
  }
  return roots;
}

async function navigationTrees(
  db: Database,
  shop: ShopContext,
  options: NavigationOptions,
  treeId?: number,
): Promise<NavigationTree[]> {
  const trees = await findNavigationTrees(db, shop.id, treeId);
  const [items, categories] = await Promise.all([
    findNavigationItems(
      db,
      trees.map((tree) => tree.id),
    ),
    loadCategoryIndex(db, shop.id),
  ]);
  return trees.map((tree) =>
    serializeNavigationTree(
      tree,
      visibleForest(
        items.filter((item) => item.treeId === tree.id),
        options.visibleAt,
      ),
      { categories, withCategory: options.withCategory },
    ),
  );
}

export function getNavigationTrees(db: Database, shop: ShopContext, options: NavigationOptions) {
  return navigationTrees(db, shop, options);
}

export async function getNavigationTree(
  db: Database,
  shop: ShopContext,
  treeId: number,
  options: NavigationOptions,
): Promise<NavigationTree> {
  const [tree] = await navigationTrees(db, shop, options, treeId);
  if (!tree) throw notFound(`Navigation tree ${treeId} was not found`, "navigationTreeId");
  return tree;
}
