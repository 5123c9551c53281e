import { offersRopoBasket } from "./ropo.ts";
import type { ShopConfig } from "./shops.ts";

// S2 §2 on the checkout page, or when the query parameter showBasket is true, the header hides the menu, the search and the basket flyout
export function hidesHeaderShopping(pathname: string, search: URLSearchParams): boolean {
  const onCheckout = /^\/[a-z]{2}-[a-z]{2}\/checkout\/?$/.test(pathname);
  return onCheckout || search.get("showBasket") === "true";
}

// S2 §2 basket and account icons are shown only when the online shop is enabled (the wishlist's goes too: its page is a 404 then, S1 §5)
export function showsShopIcons(shop: Pick<ShopConfig, "features">): boolean {
  return shop.features.onlineShop;
}

// S2 §9 column gap of a two-column flyout list
export const FLYOUT_COLUMN_GAP_PX = 60;

// S2 §2 a flyout list of more than 10 entries uses two columns
export function flyoutColumnCount(entryCount: number): 1 | 2 {
  return entryCount > 10 ? 2 : 1;
}

/** The side navigation's top level has depth 1. */
export interface SideNavigationChoice {
  depth: number;
  hasChildren: boolean;
}

// S2 §2 selecting a side-navigation item deeper than 3 levels, or one without children, closes the side navigation
export function closesSideNavigation(choice: SideNavigationChoice): boolean {
  return choice.depth > 3 || !choice.hasChildren;
}

// S2 §9 basket flyout item height (default)
export const BASKET_FLYOUT_ITEM_HEIGHT_PX = 96;

// S2 §9 basket flyout scroll height: four item heights, at most 100vh minus 12rem
export function basketFlyoutScrollHeight(itemHeightPx: number = BASKET_FLYOUT_ITEM_HEIGHT_PX): string {
  return `min(${4 * itemHeightPx}px, calc(100vh - 12rem))`;
}

/** The header's store link: the store finder, or the ropo basket that takes its place. */
export type HeaderStoreLink =
  | { kind: "storeFinder"; path: "/niederlassungen/" }
  | { kind: "ropoBasket"; path: "/ropo-basket/" };

// S2 §2 when the reservation-online-pickup (ropo) mode is on, a ropo basket link replaces the store finder link
export function headerStoreLink(shop: Pick<ShopConfig, "features">): HeaderStoreLink {
  return offersRopoBasket(shop)
    ? { kind: "ropoBasket", path: "/ropo-basket/" }
    : { kind: "storeFinder", path: "/niederlassungen/" };
}
