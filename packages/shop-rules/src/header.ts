import { offersRopoBasket } from "./ropo.ts";
import type { ShopConfig } from "./shops.ts";

// rule:layout.header-hides-shopping
export function hidesHeaderShopping(pathname: string, search: URLSearchParams): boolean {
  const onCheckout = /^\/[a-z]{2}-[a-z]{2}\/checkout\/?$/.test(pathname);
  return onCheckout || search.get("showBasket") === "true";
}

// The wishlist icon goes with the basket and account icons, as its page is a 404 with the online shop off
// (rule:layout.shop-icons, rule:routing.guards).
export function showsShopIcons(shop: Pick<ShopConfig, "features">): boolean {
  return shop.features.onlineShop;
}

// rule:layout.flyout-columns
export const FLYOUT_COLUMN_GAP_PX = 60;

// rule:layout.flyout-columns
export function flyoutColumnCount(entryCount: number): 1 | 2 {
  return entryCount > 10 ? 2 : 1;
}

/** The side navigation's top level has depth 1. */
export interface SideNavigationChoice {
  depth: number;
  hasChildren: boolean;
}

// rule:layout.side-navigation-closes
export function closesSideNavigation(choice: SideNavigationChoice): boolean {
  return choice.depth > 3 || !choice.hasChildren;
}

// rule:layout.basket-flyout-height
export const BASKET_FLYOUT_ITEM_HEIGHT_PX = 96;

// rule:layout.basket-flyout-height
export function basketFlyoutScrollHeight(itemHeightPx: number = BASKET_FLYOUT_ITEM_HEIGHT_PX): string {
  return `min(${4 * itemHeightPx}px, calc(100vh - 12rem))`;
}

/** The header's store link: the store finder, or the ropo basket that takes its place. */
export type HeaderStoreLink =
  | { kind: "storeFinder"; path: "/niederlassungen/" }
  | { kind: "ropoBasket"; path: "/ropo-basket/" };

// rule:layout.store-link
export function headerStoreLink(shop: Pick<ShopConfig, "features">): HeaderStoreLink {
  return offersRopoBasket(shop)
    ? { kind: "ropoBasket", path: "/ropo-basket/" }
    : { kind: "storeFinder", path: "/niederlassungen/" };
}
