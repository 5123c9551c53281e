import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useSearchParams } from "react-router";
import type { ShopLayoutData } from "~/routes/shop-layout.tsx";
import { HeaderSearch } from "./header-search.tsx";
import { Logo } from "./logo.tsx";

interface HeaderProps {
  shop: ShopLayoutData["shop"];
  menu: ShopLayoutData["menu"];
  basketCount: number;
  wishlistCount: number;
}

/** A header link to a shopper's collection (wishlist, basket) with its item count as a badge (S2 §2). */
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
      <svg
        aria-hidden="true"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        {props.icon}
      </svg>
      <span className="hidden sm:inline">{props.text}</span>
      <span
        className="min-w-6 rounded-full bg-sky-800 px-2 py-0.5 text-center text-xs font-semibold text-white"
        data-testid={`${props.name}-count`}
      >
        {props.count}
      </span>
    </Link>
  );
}

/** The shop's languages (S2 §2), as plain links that also work without JavaScript. */
function LanguageSwitcher({ shop }: { shop: ShopLayoutData["shop"] }) {
  const { t } = useTranslation();
  if (shop.languages.length < 2) return null;
  return (
    <details className="relative" data-testid="language-switcher">
      <summary className="cursor-pointer list-none rounded px-3 py-2 hover:bg-neutral-100">
        <span className="sr-only">{t("header.language")}: </span>
        {shop.languages.find((language) => language.code === shop.code)?.label}
      </summary>
      <ul className="absolute right-0 z-10 mt-1 min-w-40 rounded border border-neutral-200 bg-white py-1 shadow-lg">
        {shop.languages.map((language) => (
          <li key={language.code}>
            <a
              href={`/language/${language.code}`}
              hrefLang={language.locale}
              lang={language.locale}
              aria-current={language.code === shop.code ? "true" : undefined}
              className="block px-4 py-2 hover:bg-neutral-100 aria-[current=true]:font-semibold"
            >
              {language.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

export function Header({ shop, menu, basketCount, wishlistCount }: HeaderProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const searchTerm = searchParams.get("term") ?? "";
  return (
    <header className="border-b border-neutral-200">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2"
      >
        {t("header.skipToContent")}
      </a>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-4">
        <Link to={`/${shop.code}/`} aria-label={t("header.home")}>
          <Logo variant={shop.logoVariant} />
        </Link>
        <div className="flex flex-wrap items-center justify-end gap-2">
          <HeaderSearch key={searchTerm} shopCode={shop.code} initialTerm={searchTerm} />
          <LanguageSwitcher shop={shop} />
          {shop.onlineShop ? (
            <>
              <CollectionLink
                to={`/${shop.code}/wishlist/`}
                label={t("header.wishlistWithCount", { count: wishlistCount })}
                text={t("header.wishlist")}
                count={wishlistCount}
                name="wishlist"
                icon={<path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />}
              />
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
            </>
          ) : null}
        </div>
      </div>
      <nav aria-label={t("header.mainNavigation")} className="mx-auto max-w-7xl px-4">
        <ul className="flex flex-wrap gap-x-6 gap-y-2 pb-3 text-sm font-medium">
          {menu.map((item) => (
            <li key={item.id}>
              <NavLink
                to={item.href}
                className={({ isActive }) =>
                  isActive ? "text-sky-800 underline underline-offset-4" : "hover:underline"
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
