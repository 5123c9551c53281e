import { BREAKPOINTS, basketFlyoutScrollHeight, formatPrice } from "@eyewear/shop-rules";
import { type FocusEvent, type KeyboardEvent, type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { BasketPreviewItem } from "~/basket/basket.server.ts";
import { useShop } from "~/platform/shop-data.ts";
import { BrandLine } from "~/ui/brand-line.tsx";
import { ButtonLink } from "~/ui/button.tsx";
import { ProductImage } from "~/ui/product-image.tsx";
import { ProductNameLink } from "~/ui/product-name-link.tsx";

/**
 * The basket icon with its flyout (rule:layout.basket-flyout-height): on wide screens hovering (or focusing) the
 * icon shows the items and the actions to go to checkout or to the basket; narrow screens show the actions only. The
 * icon itself stays a plain link to the basket page, so it works without JavaScript.
 */
export function BasketFlyout({
  shopCode,
  items,
  children,
}: {
  shopCode: string;
  items: BasketPreviewItem[];
  /** The basket icon link. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const shop = useShop();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the flyout
  useEffect(() => setOpen(false), [location.key]);

  function openOnWideHover() {
    if (window.matchMedia(`(min-width: ${BREAKPOINTS.lg}px)`).matches) setOpen(true);
  }

  function closeWhenFocusLeaves(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  }

  function closeOnEscape(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "Escape" || !open) return;
    setOpen(false);
    event.currentTarget.querySelector<HTMLElement>("[data-testid=basket-link]")?.focus();
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only reveal what the links inside offer
    <div
      className="relative"
      onMouseEnter={openOnWideHover}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={closeWhenFocusLeaves}
      onKeyDown={closeOnEscape}
    >
      {children}
      <section
        hidden={!open}
        aria-label={t("basketFlyout.label")}
        className="absolute right-0 top-full z-30 w-[min(24rem,calc(100vw-2rem))] rounded border border-neutral-200 bg-white p-4 shadow-xl"
        data-testid="basket-flyout"
      >
        <div className="hidden lg:block">
          {items.length === 0 ? (
            <p className="py-2" data-testid="basket-flyout-empty">
              {t("basketFlyout.empty")}
            </p>
          ) : (
            <ul
              className="divide-y divide-neutral-200 overflow-y-auto"
              style={{ maxHeight: basketFlyoutScrollHeight() }}
              data-testid="basket-flyout-items"
            >
              {items.map((item) => (
                <li
                  key={item.key}
                  className="flex h-24 items-center gap-3 py-2"
                  data-testid="basket-flyout-item"
                >
                  <div className="w-14 shrink-0">
                    <ProductImage hash={item.imageHash} alt="" width={320} sizes="56px" />
                  </div>
                  <div className="min-w-0 flex-1 text-sm">
                    <BrandLine brand={item.brand} name={item.name} className="text-neutral-600" />
                    <ProductNameLink product={item} className="block truncate font-medium hover:underline" />
                    <p>
                      {item.eye ? `${t(`prescription.eye.${item.eye}`)} · ` : null}
                      {formatPrice(item.unitPrice, shop)} ·{" "}
                      {t("basketFlyout.quantity", { count: item.quantity })}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="mt-3 flex flex-col gap-2 lg:flex-row">
          <ButtonLink
            to={`/${shopCode}/checkout/`}
            look="primary"
            className="flex-1 text-center"
            testId="basket-flyout-checkout"
          >
            {t("basketFlyout.checkout")}
          </ButtonLink>
          <Link
            to={`/${shopCode}/basket/`}
            className="flex-1 rounded border border-neutral-400 px-4 py-2 text-center font-semibold hover:bg-neutral-50"
            data-testid="basket-flyout-basket"
          >
            {t("basketFlyout.toBasket")}
          </Link>
        </div>
      </section>
    </div>
  );
}
