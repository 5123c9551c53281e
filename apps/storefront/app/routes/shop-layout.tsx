import { logoVariantFor, shopLanguages } from "@eyewear/shop-rules";
import { Outlet, useRouteLoaderData } from "react-router";
import { ErrorPage } from "~/components/error-page.tsx";
import { Header } from "~/components/header.tsx";
import { commerceClient } from "~/lib/commerce.server.ts";
import { toMenu } from "~/lib/navigation.ts";
import { existingKey, getSession } from "~/lib/session.server.ts";
import { requireShop } from "~/lib/shop.ts";
import type { Route } from "./+types/shop-layout";

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  const client = commerceClient(context, shop);
  const session = await getSession(context, request);
  const basketKey = existingKey(session, "basketKeys", shop.shopId);
  const wishlistKey = existingKey(session, "wishlistKeys", shop.shopId);
  const [trees, basket, wishlist] = await Promise.all([
    client.navigation.getAll({ with: { category: true } }),
    basketKey ? client.basket.get(basketKey).then((r) => r.basket) : undefined,
    wishlistKey ? client.wishlist.get(wishlistKey) : undefined,
  ]);
  const mainTree = trees.find((tree) => tree.key === "main") ?? trees[0];
  return {
    shop: {
      code: shop.code,
      locale: shop.locale,
      language: shop.language,
      currency: shop.currency,
      currencyFractionDigits: shop.currencyFractionDigits,
      onlineShop: shop.features.onlineShop,
      logoVariant: logoVariantFor(shop.locale),
      languages: shopLanguages(shop).map(({ code, label, locale }) => ({ code, label, locale })),
      features: shop.features,
    },
    menu: toMenu(mainTree, shop.code),
    basketCount: basket?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0,
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

export default function ShopLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Header
        shop={loaderData.shop}
        menu={loaderData.menu}
        basketCount={loaderData.basketCount}
        wishlistCount={loaderData.wishlistProductIds.length}
      />
      <main id="main" className="mx-auto max-w-7xl px-4 pb-16">
        <Outlet />
      </main>
    </>
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
          wishlistCount={data.wishlistProductIds.length}
        />
      ) : null}
      <ErrorPage />
    </>
  );
}
