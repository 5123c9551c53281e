import { accountIconPath, guardRoute, logoVariantFor, shopByCode } from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { Outlet, redirect, type ShouldRevalidateFunctionArgs, useRouteLoaderData } from "react-router";
import { loadBasketSummary } from "~/basket/basket.server.ts";
import { BasketSummaryProvider, carriesBasketSummary } from "~/basket/basket-summary.tsx";
import { ContentNavigation, type FixedFooterLink } from "~/content/content-navigation.tsx";
import { ContentOverlayLinks } from "~/content/content-overlay-links.tsx";
import { contentNavigation } from "~/content/content-pages.server.ts";
import { commerceClient } from "~/platform/commerce.server.ts";
import { signedInCustomer } from "~/platform/customer-session.server.ts";
import { shopErrorStories, shopPageNotFound } from "~/platform/error-content.server.ts";
import { toMenu } from "~/platform/navigation.ts";
import { outboxVisitMiddleware } from "~/platform/outbox-visit.server.ts";
import { existingKey, getSession } from "~/platform/session.server.ts";
import { requireShop, SUBSCRIPTION_CANCELLATION_PATH, shopPath } from "~/platform/shop.ts";
import { SHOP_LAYOUT_ROUTE_ID, type ShopFrameData, toShopView } from "~/platform/shop-data.ts";
import { breakpointOfRequest, useViewportCookie } from "~/platform/viewport.ts";
import { AlertsProvider, NewBuildAlert } from "~/ui/alerts.tsx";
import { ErrorPage } from "~/ui/error-page.tsx";
import type { Route } from "./+types/shop-layout";
import { Header } from "./header.tsx";
import { Logo } from "./logo.tsx";

// The route guards (rule:routing.guards) run before any loader of the shop (document and data requests alike);
// in demo mode the outbox visit follows the mails each request causes (rule:platform.demo-outbox-visibility).
export const middleware: Route.MiddlewareFunction[] = [
  outboxVisitMiddleware,
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
    if (decision.action === "notFound") throw await shopPageNotFound(context, shop, url, decision.message);
  },
];

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  const client = commerceClient(context, shop);
  const session = await getSession(context, request);
  const basketKey = existingKey(session, "basketKeys", shop.shopId);
  const wishlistKey = existingKey(session, "wishlistKeys", shop.shopId);
  const [trees, basket, wishlist, contentMenu, customer, errorStories] = await Promise.all([
    client.navigation.getAll({ with: { category: true } }),
    loadBasketSummary(context, shop, basketKey),
    wishlistKey ? client.wishlist.get(wishlistKey) : undefined,
    contentNavigation(context, shop, new Date()),
    signedInCustomer(context, request, shop),
    shopErrorStories(context, shop),
  ]);
  const mainTree = trees.find((tree) => tree.key === "main") ?? trees[0];
  const layout = {
    shop: toShopView(shop),
    menu: toMenu(mainTree, shop.code),
    accountPath: accountIconPath(shop.code, customer),
    contentMenu,
    basket,
    viewport: breakpointOfRequest(request),
    wishlistProductIds: wishlist?.items.map((item) => item.productId) ?? [],
    errorStories,
  };
  return layout satisfies ShopFrameData;
}

/** A basket change answers with the basket it left, which the header shows: the layout need not read it again. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return carriesBasketSummary(actionResult) ? false : defaultShouldRevalidate;
}

type ShopLayoutData = Awaited<ReturnType<typeof loader>>;

function ShopHeader({ data, basket }: { data: ShopLayoutData; basket: ShopLayoutData["basket"] }) {
  return (
    <Header
      shop={data.shop}
      menu={data.menu}
      basketCount={basket.count}
      basketItems={basket.items}
      wishlistCount={data.wishlistProductIds.length}
      accountPath={data.accountPath}
    />
  );
}

/** The links every shop's footer carries: the cancellation of contracts without signing in (§ 312k BGB). */
function useFixedFooterLinks(shopCode: string): FixedFooterLink[] {
  const { t } = useTranslation();
  return [
    {
      href: shopPath({ code: shopCode }, SUBSCRIPTION_CANCELLATION_PATH),
      label: t("footer.cancelContracts"),
      testId: "footer-cancel-contracts",
    },
  ];
}

export default function ShopLayout({ loaderData }: Route.ComponentProps) {
  useViewportCookie();
  const fixedFooterLinks = useFixedFooterLinks(loaderData.shop.code);
  return (
    <AlertsProvider>
      <BasketSummaryProvider loaded={loaderData.basket}>
        {(basket) => (
          <>
            <ShopHeader data={loaderData} basket={basket} />
            <main id="main" className="mx-auto max-w-7xl px-4 pb-16">
              <Outlet />
            </main>
          </>
        )}
      </BasketSummaryProvider>
      <ContentNavigation items={loaderData.contentMenu} fixedLinks={fixedFooterLinks} />
      <ContentOverlayLinks shopCode={loaderData.shop.code} />
      <NewBuildAlert />
    </AlertsProvider>
  );
}

/** The shop's logo alone, for an error page whose layout could not load (an engine unavailable). */
function LogoHeader({ shopCode }: { shopCode: string }) {
  const { t } = useTranslation();
  const shop = shopByCode(shopCode);
  if (!shop) return null;
  return (
    <header className="border-b border-neutral-200">
      <div className="mx-auto max-w-7xl px-4 py-4">
        <a href={`/${shop.code}/`} aria-label={t("header.home")} className="inline-block">
          <Logo variant={logoVariantFor(shop.locale)} />
        </a>
      </div>
    </header>
  );
}

export function ErrorBoundary({ params }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>(SHOP_LAYOUT_ROUTE_ID);
  return (
    <>
      {data ? <ShopHeader data={data} basket={data.basket} /> : <LogoHeader shopCode={params.shop} />}
      <ErrorPage stories={data?.errorStories} />
    </>
  );
}
