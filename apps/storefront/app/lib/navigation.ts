import type { NavigationItems, NavigationTree } from "@scayle/storefront-api";

/** A navigation entry reduced to what the header renders. */
export interface MenuItem {
  id: number;
  label: string;
  href: string;
  children: MenuItem[];
}

/** The storefront href of a navigation item: category path, page path or external URL; home is the fallback (S2 §2). */
function menuHref(item: NavigationItems[number], shopCode: string): string {
  const home = `/${shopCode}/`;
  if (item.type === "category") return item.category?.path ? `/${shopCode}${item.category.path}` : home;
  if (item.type === "page") return item.page.startsWith("/") ? `/${shopCode}${item.page}` : home;
  return item.options.url || home;
}

export function toMenu(tree: NavigationTree | undefined, shopCode: string): MenuItem[] {
  const convert = (items: NavigationItems): MenuItem[] =>
    items.map((item) => ({
      id: item.id,
      label: item.name,
      href: menuHref(item, shopCode),
      children: convert(item.children ?? []),
    }));
  return tree ? convert(tree.items) : [];
}
