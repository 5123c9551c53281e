import {
  accountIconPath,
  type Breakpoint,
  FALLBACK_BREAKPOINT,
  guardRoute,
  logoVariantFor,
  shopByCode,
  shopLanguages,
} from "@eyewear/shop-rules";
import { data, Outlet, redirect, useRouteLoaderData } from "react-router";
import { AlertsProvider, NewBuildAlert } from "~/components/alerts.tsx";
import { ContentNavigation } from "~/components/content/content-navigation.tsx";
import { ContentOverlayLinks } from "~/components/content/content-overlay-links.tsx";
import { ErrorPage } from "~/components/error-page.tsx";
import { Header } from "~/components/header.tsx";
import { signedInCustomer } from "~/lib/account.server.ts";
import { BASKET_WITH, toBasketPreview } from "~/lib/basket.server.ts";
import { commerceClient } from "~/lib/commerce.server.ts";
import { contentNavigation } from "~/lib/content-pages.server.ts";
import { toMenu } from "~/lib/navigation.ts";
import { existingKey, getSession } from "~/lib/session.server.ts";
import { requireShop } from "~/lib/shop.ts";
import { breakpointOfRequest, useViewportCookie } from "~/lib/viewport.ts";
import type { Route } from "./+types/shop-layout";

// S1 §5 route guards, before any loader of the shop runs (document and data requests alike)
export const middleware: Route.MiddlewareFunction[] = [
  async ({ params, request, url, context }) => {
    const shop = params.shop ? shopByCode(params.shop) : undefined;
    if (!shop) return;
    const decision = guardRoute({
      shopCode: shop.code,
      pathname: url.pathname,
      search: url.searchParams,
      user: await signedInCustomer(context, request, shop),
      onlineShop: shop.features.onlineShop,
    });
    if (decision.action === "redirect") throw redirect(decision.location);
    if (decision.action === "notFound")
      throw data({ message: decision.message, homePath: `/${shop.code}/` }, { status: 404 });
  },
];

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  const client = commerceClient(context, shop);
  const session = await getSession(context, request);
  const basketKey = existingKey(session, "basketKeys", shop.shopId);
  const wishlistKey = existingKey(session, "wishlistKeys", shop.shopId);
  const [trees, basket, wishlist, contentMenu, customer] = await Promise.all([
    client.navigation.getAll({ with: { category: true } }),
    basketKey ? client.basket.get(basketKey, { with: BASKET_WITH }).then((r) => r.basket) : undefined,
    wishlistKey ? client.wishlist.get(wishlistKey) : undefined,
    contentNavigation(context, shop, new Date()),
    signedInCustomer(context, request, shop),
  ]);
  const mainTree = trees.find((tree) => tree.key === "main") ?? trees[0];
  return {
    shop: {
      code: shop.code,
      locale: shop.locale,
      language: shop.language,
      currency: shop.currency,
      currencyFractionDigits: shop.currencyFractionDigits,
      logoVariant: logoVariantFor(shop.locale),
      languages: shopLanguages(shop).map(({ code, label, locale }) => ({ code, label, locale })),
      features: shop.features,
      ropoBasketCapacity: shop.ropoBasketCapacity,
    },
    menu: toMenu(mainTree, shop.code),
    accountPath: accountIconPath(shop.code, customer),
    contentMenu,
    basketCount: basket?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0,
    basketItems: basket ? toBasketPreview(shop.code, basket) : [],
    /** The viewport's breakpoint from the viewport cookie (S2 §9), for choices made while rendering on the server. */
    viewport: breakpointOfRequest(request),
    /** Products on the shopper's wishlist, for the header badge and the product pages' toggle. */
    wishlistProductIds: wishlist?.items.map((item) => item.productId) ?? [],
  };
}

export type ShopLayoutData = Awaited<ReturnType<typeof loader>>;

/** The products on the shopper's wishlist in this shop. */
export function useWishlistProductIds(): number[] {
  return useRouteLoaderData<typeof loader>("routes/shop-layout")?.wishlistProductIds ?? [];
}

/** The layout data of the shop being shown, for any route inside it. */
export function useShop(): ShopLayoutData["shop"] {
  const data = useRouteLoaderData<typeof loader>("routes/shop-layout");
  if (!data) throw new Error("useShop() used outside the shop layout");
  return data.shop;
}

/** The viewport breakpoint the page was rendered for (S2 §9 viewport cookie, fallback lg). */
export function useViewportBreakpoint(): Breakpoint {
  return useRouteLoaderData<typeof loader>("routes/shop-layout")?.viewport ?? FALLBACK_BREAKPOINT;
}

export default function ShopLayout({ loaderData }: Route.ComponentProps) {
  useViewportCookie();
  return (
    <AlertsProvider>
      <Header
        shop={loaderData.shop}
        menu={loaderData.menu}
        basketCount={loaderData.basketCount}
        basketItems={loaderData.basketItems}
        wishlistCount={loaderData.wishlistProductIds.length}
        accountPath={loaderData.accountPath}
      />
      <main id="main" className="mx-auto max-w-7xl px-4 pb-16">
        <Outlet />
      </main>
      <ContentNavigation items={loaderData.contentMenu} />
      <ContentOverlayLinks shopCode={loaderData.shop.code} />
      <NewBuildAlert />
    </AlertsProvider>
  );
}

export function ErrorBoundary() {
  const data = useRouteLoaderData<typeof loader>("routes/shop-layout");
  return (
    <>
      {data ? (
        <Header
          shop={data.shop}
          menu={data.menu}
          basketCount={data.basketCount}
          basketItems={data.basketItems}
          wishlistCount={data.wishlistProductIds.length}
          accountPath={data.accountPath}
        />
      ) : null}
      <ErrorPage />
    </>
  );
}
