import {
  headerStoreLink,
  hidesHeaderShopping,
  offersCameraSearch,
  ropoArticleCount,
  showsShopIcons,
} from "@eyewear/shop-rules";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import type { BasketPreviewItem } from "~/basket/basket.server.ts";
import { BasketFlyout } from "~/basket/basket-flyout.tsx";
import type { MenuItem } from "~/platform/navigation.ts";
import type { ShopView } from "~/platform/shop-data.ts";
import { useRopoBasket } from "~/ropo/ropo-basket.ts";
import { CameraSearch } from "~/search/camera-search.tsx";
import { HeaderSearch } from "~/search/header-search.tsx";
import { Icon } from "~/ui/icon.tsx";
import { Overlay } from "~/ui/overlay.tsx";
import { useHydrated } from "~/ui/use-hydrated.ts";
import { HeaderNavigation } from "./header-navigation.tsx";
import { Logo } from "./logo.tsx";
import { SideNavigation } from "./side-navigation.tsx";

interface HeaderProps {
  shop: ShopView;
  menu: MenuItem[];
  basketCount: number;
  basketItems: BasketPreviewItem[];
  wishlistCount: number;
  /**
   * The account icon's target (rule:layout.account-icon): the account for a signed-in non-guest customer, else
   * sign-in.
   */
  accountPath: string;
}

/** A header icon's count badge. */
function CountBadge({ count, testId }: { count: number; testId: string }) {
  return (
    <span
      className="min-w-6 rounded-full bg-sky-800 px-2 py-0.5 text-center text-xs font-semibold text-white"
      data-testid={testId}
    >
      {count}
    </span>
  );
}

/** A header link to a shopper's collection (wishlist, basket) with its item count as a badge. */
function CollectionLink(props: {
  to: string;
  label: string;
  text: string;
  count: number;
  name: string;
  icon: ReactNode;
}) {
  return (
    <Link
      to={props.to}
      className="relative flex items-center gap-2 rounded px-3 py-2 hover:bg-neutral-100"
      aria-label={props.label}
      data-testid={`${props.name}-link`}
    >
      <Icon>{props.icon}</Icon>
      <span className="hidden sm:inline">{props.text}</span>
      <CountBadge count={props.count} testId={`${props.name}-count`} />
    </Link>
  );
}

/**
 * The store-finder link, or in reservation-online-pickup mode the ropo basket link in its place
 * (rule:layout.store-link); shown on every shop, since the branches exist whether or not the online shop is on. The
 * ropo basket's article count is known only in the browser, so its badge appears after hydration.
 */
function StoreLink({ shop }: { shop: ShopView }) {
  const { t } = useTranslation();
  const link = headerStoreLink(shop);
  const ropoBasket = useRopoBasket(shop.code, shop.ropoBasketCapacity);
  const ropoCount =
    link.kind === "ropoBasket" && ropoBasket.state ? ropoArticleCount(ropoBasket.state.slots) : undefined;
  const text = link.kind === "storeFinder" ? t("header.storeFinder") : t("header.ropoBasket");
  const label = ropoCount === undefined ? text : t("header.ropoBasketWithCount", { count: ropoCount });
  return (
    <Link
      to={`/${shop.code}${link.path}`}
      className="flex items-center gap-2 rounded px-3 py-2 hover:bg-neutral-100"
      aria-label={label}
      data-testid={link.kind === "storeFinder" ? "store-finder-link" : "ropo-basket-link"}
    >
      <Icon strokeWidth={1.5}>
        {link.kind === "storeFinder" ? (
          <>
            <path d="M12 21s-6-5.3-6-10a6 6 0 0 1 12 0c0 4.7-6 10-6 10Z" />
            <circle cx="12" cy="11" r="2" />
          </>
        ) : (
          <>
            <path d="M5 8h14l-1 12H6L5 8Z" />
            <path d="M9 8V6a3 3 0 0 1 6 0v2" />
            <circle cx="12" cy="14" r="2" />
          </>
        )}
      </Icon>
      <span className="hidden sm:inline">{text}</span>
      {ropoCount === undefined ? null : <CountBadge count={ropoCount} testId="ropo-basket-count" />}
    </Link>
  );
}

/** The shop's languages as links to the language route, which remembers the choice (rule:routing.preferred-shop). */
function LanguageLinks({ shop, className }: { shop: ShopView; className: string }) {
  return (
    <ul className={className} data-testid="language-list">
      {shop.languages.map((language) => (
        <li key={language.code}>
          <a
            href={`/language/${language.code}`}
            hrefLang={language.locale}
            lang={language.locale}
            aria-current={language.code === shop.code ? "true" : undefined}
            className="block rounded px-4 py-2 hover:bg-neutral-100 aria-[current=true]:font-semibold"
          >
            {language.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The language switcher (rule:layout.language-switcher): with JavaScript a button opening the language overlay;
 * before that, and without JavaScript, a disclosure with the same links.
 */
function LanguageSwitcher({ shop }: { shop: ShopView }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  if (shop.languages.length < 2) return null;
  const current = shop.languages.find((language) => language.code === shop.code)?.label;
  if (!hydrated) {
    return (
      <details className="relative" data-testid="language-switcher">
        <summary className="cursor-pointer list-none rounded px-3 py-2 hover:bg-neutral-100">
          <span className="sr-only">{t("header.language")}: </span>
          {current}
        </summary>
        <LanguageLinks
          shop={shop}
          className="absolute right-0 z-10 mt-1 min-w-40 rounded border border-neutral-200 bg-white py-1 shadow-lg"
        />
      </details>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="rounded px-3 py-2 hover:bg-neutral-100"
        data-testid="language-switcher"
      >
        <span className="sr-only">{t("header.language")}: </span>
        {current}
      </button>
      <Overlay
        open={open}
        onClose={() => setOpen(false)}
        title={t("header.chooseLanguage")}
        testId="language-overlay"
      >
        <LanguageLinks shop={shop} className="flex flex-col gap-1" />
      </Overlay>
    </>
  );
}

/** Without JavaScript, narrow screens list the top menu items as plain links instead of the side navigation. */
function NoScriptMenu({ menu }: { menu: MenuItem[] }) {
  const { t } = useTranslation();
  return (
    <noscript>
      <nav aria-label={t("header.mainNavigation")} className="mx-auto max-w-7xl px-4 header:hidden">
        <ul className="flex flex-wrap gap-x-6 gap-y-2 pb-3 text-sm font-medium">
          {menu.map((item) => (
            <li key={item.id}>
              <a href={item.href} className="hover:underline">
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </noscript>
  );
}

export function Header({ shop, menu, basketCount, basketItems, wishlistCount, accountPath }: HeaderProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const [sideNavigationOpen, setSideNavigationOpen] = useState(false);
  const searchTerm = searchParams.get("term") ?? "";
  const reduced = hidesHeaderShopping(location.pathname, searchParams);
  const basketLink = (
    <CollectionLink
      to={`/${shop.code}/basket/`}
      label={t("header.basketWithCount", { count: basketCount })}
      text={t("header.basket")}
      count={basketCount}
      name="basket"
      icon={
        <>
          <path d="M6 7h12l-1 13H7L6 7Z" />
          <path d="M9 7a3 3 0 0 1 6 0" />
        </>
      }
    />
  );
  return (
    <header className="border-b border-neutral-200">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2"
      >
        {t("header.skipToContent")}
      </a>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-3 px-4 py-4">
        <div className="flex items-center gap-2">
          {hydrated && !reduced ? (
            <button
              type="button"
              onClick={() => setSideNavigationOpen(true)}
              aria-haspopup="dialog"
              aria-expanded={sideNavigationOpen}
              aria-label={t("header.openMenu")}
              className="rounded p-2 hover:bg-neutral-100 header:hidden"
              data-testid="hamburger"
            >
              <Icon>
                <path d="M4 6h16M4 12h16M4 18h16" />
              </Icon>
            </button>
          ) : null}
          <Link to={`/${shop.code}/`} aria-label={t("header.home")}>
            <Logo variant={shop.logoVariant} />
          </Link>
        </div>
        {reduced ? null : (
          // Narrow screens give the search a row of its own below the logo and icons; the camera button
          // (rule:search.camera-search) is a form of its own beside the search form, since forms do not nest.
          <div className="order-last flex w-full items-center gap-1 header:order-none header:ml-auto header:w-auto">
            <HeaderSearch key={searchTerm} shopCode={shop.code} initialTerm={searchTerm} />
            {offersCameraSearch(shop) ? <CameraSearch shopCode={shop.code} /> : null}
          </div>
        )}
        <div className="flex flex-wrap items-center justify-end gap-2">
          <LanguageSwitcher shop={shop} />
          <StoreLink shop={shop} />
          {showsShopIcons(shop) ? (
            <>
              <CollectionLink
                to={`/${shop.code}/wishlist/`}
                label={t("header.wishlistWithCount", { count: wishlistCount })}
                text={t("header.wishlist")}
                count={wishlistCount}
                name="wishlist"
                icon={<path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />}
              />
              {reduced ? (
                basketLink
              ) : (
                <BasketFlyout shopCode={shop.code} items={basketItems}>
                  {basketLink}
                </BasketFlyout>
              )}
              <Link
                to={accountPath}
                className="flex items-center rounded px-3 py-2 hover:bg-neutral-100"
                aria-label={t("header.account")}
                data-testid="account-link"
              >
                <Icon strokeWidth={1.5}>
                  <circle cx="12" cy="8" r="4" />
                  <path d="M4 21a8 8 0 0 1 16 0" />
                </Icon>
              </Link>
            </>
          ) : null}
        </div>
      </div>
      {reduced ? null : (
        <>
          <HeaderNavigation menu={menu} />
          <NoScriptMenu menu={menu} />
          {hydrated ? (
            <SideNavigation
              menu={menu}
              open={sideNavigationOpen}
              onClose={() => setSideNavigationOpen(false)}
            />
          ) : null}
        </>
      )}
    </header>
  );
}
