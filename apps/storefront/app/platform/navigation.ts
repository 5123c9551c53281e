import { isVisibleAt } from "@eyewear/shop-rules";
import type { NavigationItems, NavigationTree } from "@scayle/storefront-api";

/** A navigation entry reduced to what the header renders. */
export interface MenuItem {
  id: number;
  label: string;
  href: string;
  children: MenuItem[];
}

/**
 * The storefront href of a navigation item: category path, page path or external URL; home is the fallback
 * (rule:layout.menu-links).
 */
export function menuHref(item: NavigationItems[number], shopCode: string): string {
  const home = `/${shopCode}/`;
  if (item.type === "category") return item.category?.path ? `/${shopCode}${item.category.path}` : home;
  if (item.type === "page") return item.page.startsWith("/") ? `/${shopCode}${item.page}` : home;
  return item.options.url || home;
}

const asDate = (value: string | null | undefined) => (value ? new Date(value) : null);

/**
 * The header's menu from a navigation tree. Nodes outside their visibility window are left out here as well as
 * in the engine, so a tree from another engine or a cache never shows an expired entry.
 */
export function toMenu(
  tree: NavigationTree | undefined,
  shopCode: string,
  at: Date = new Date(),
): MenuItem[] {
  const convert = (items: NavigationItems): MenuItem[] =>
    items
      .filter((item) =>
        isVisibleAt({ visibleFrom: asDate(item.visibleFrom), visibleTo: asDate(item.visibleTo) }, at),
      )
      .map((item) => ({
        id: item.id,
        label: item.name,
        href: menuHref(item, shopCode),
        children: convert(item.children ?? []),
      }));
  return tree ? convert(tree.items) : [];
}
