import {
  type Breakpoint,
  FALLBACK_BREAKPOINT,
  logoVariantFor,
  type ShopConfig,
  shopLanguages,
} from "@eyewear/shop-rules";
import { useRouteLoaderData } from "react-router";

/** The route id of the shop layout (routes.ts), whose loader data every page inside a shop reads. */
export const SHOP_LAYOUT_ROUTE_ID = "shop-layout";

/** What a page in the browser needs to know about the shop it is in. */
export function toShopView(shop: ShopConfig) {
  return {
    code: shop.code,
    locale: shop.locale,
    country: shop.country,
    language: shop.language,
    currency: shop.currency,
    currencyFractionDigits: shop.currencyFractionDigits,
    logoVariant: logoVariantFor(shop.locale),
    languages: shopLanguages(shop).map(({ code, label, locale }) => ({ code, label, locale })),
    features: shop.features,
    ropoBasketCapacity: shop.ropoBasketCapacity,
  };
}

export type ShopView = ReturnType<typeof toShopView>;

/** The part of the shop layout's data that pages and components read through the hooks below. */
export interface ShopFrameData {
  shop: ShopView;
  /** The viewport's breakpoint from the viewport cookie, for choices made while rendering on the server. */
  viewport: Breakpoint;
  /** Products on the shopper's wishlist, for the header badge and the product pages' toggle. */
  wishlistProductIds: number[];
}

function useShopFrame(): ShopFrameData | undefined {
  return useRouteLoaderData(SHOP_LAYOUT_ROUTE_ID) as ShopFrameData | undefined;
}

/** The products on the shopper's wishlist in this shop. */
export function useWishlistProductIds(): number[] {
  return useShopFrame()?.wishlistProductIds ?? [];
}

/** The shop being shown, for any route inside it. */
export function useShop(): ShopView {
  const data = useShopFrame();
  if (!data) throw new Error("useShop() used outside the shop layout");
  return data.shop;
}

/** The viewport breakpoint the page was rendered for (the viewport cookie; lg before the browser reported one). */
export function useViewportBreakpoint(): Breakpoint {
  return useShopFrame()?.viewport ?? FALLBACK_BREAKPOINT;
}
