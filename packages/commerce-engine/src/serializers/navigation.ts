import type { NavigationItems, NavigationTree } from "@scayle/storefront-api";
import type { CategoryIndex } from "../model/category-index.ts";
import type { NavigationNode } from "../model/navigation-node.ts";
import type { NavigationTreeRow } from "../queries/navigation.ts";
import { serializeCategory } from "./category.ts";
import { rfc3339 } from "./wire.ts";

export interface NavigationView {
  categories: CategoryIndex;
  /** `with=category`: embed the linked category. */
  withCategory: boolean;
}

const EMBEDDED_CATEGORY = {
  include: { parents: false, children: false, properties: "all" as const },
  depth: 1,
  showHidden: false,
};

/** Navigation items and their children; category items whose category is not in the shop are left out. */
export function serializeItems(nodes: readonly NavigationNode[], view: NavigationView): NavigationItems {
  return nodes.flatMap((node): NavigationItems => {
    const { item } = node;
    const base = {
      id: item.id,
      name: item.label,
      assets: {},
      visibleFrom: item.visibleFrom ? rfc3339(item.visibleFrom) : null,
      visibleTo: item.visibleTo ? rfc3339(item.visibleTo) : null,
      children: serializeItems(node.children, view),
      customData: {},
    };
    switch (item.type) {
      case "category": {
        const category = item.categoryId === null ? undefined : view.categories.byId.get(item.categoryId);
        if (!category) return [];
        return [
          {
            ...base,
            type: "category",
            categoryId: category.id,
            extraFilters: {},
            filters: [],
            ...(view.withCategory
              ? { category: serializeCategory(category, view.categories, EMBEDDED_CATEGORY) }
              : {}),
          },
        ];
      }
      case "external":
        return [{ ...base, type: "external", options: { url: item.href ?? "", isOpenInNewWindow: false } }];
      case "page":
        return [{ ...base, type: "page", page: item.href ?? "" }];
      default:
        return [];
    }
  });
}

export function serializeNavigationTree(
  tree: NavigationTreeRow,
  roots: readonly NavigationNode[],
  view: NavigationView,
): NavigationTree {
  return { id: tree.id, key: tree.key, name: tree.name, items: serializeItems(roots, view) };
}
