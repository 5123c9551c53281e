import { FLYOUT_COLUMN_GAP_PX, flyoutColumnCount } from "@eyewear/shop-rules";
import { type FocusEvent, type KeyboardEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation } from "react-router";
import type { MenuItem } from "~/platform/navigation.ts";

/**
 * The children of a top item grouped in columns: each child heads a group of its own children
 * (rule:layout.flyout-columns).
 */
function FlyoutGroups({ items, onNavigate }: { items: MenuItem[]; onNavigate: () => void }) {
  const entryCount = items.reduce((sum, item) => sum + 1 + item.children.length, 0);
  const columns = flyoutColumnCount(entryCount);
  return (
    <ul
      className="text-sm"
      style={{ columnCount: columns, columnGap: `${FLYOUT_COLUMN_GAP_PX}px` }}
      data-columns={columns}
    >
      {items.map((item) => (
        <li key={item.id} className="mb-3">
          <Link
            to={item.href}
            onClick={onNavigate}
            className="inline-block py-1 font-semibold hover:underline"
          >
            {item.label}
          </Link>
          {item.children.length ? (
            <ul>
              {item.children.map((child) => (
                <li key={child.id}>
                  <Link to={child.href} onClick={onNavigate} className="inline-block py-1 hover:underline">
                    {child.label}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

const topLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-block py-3 ${isActive ? "text-sky-800 underline underline-offset-4" : "hover:underline"}`;

/**
 * The wide-screen top menu. Hovering or focusing an item with children opens its flyout; items without
 * children open nothing; Esc closes the flyout. Without JavaScript the top items are plain links.
 */
export function HeaderNavigation({ menu }: { menu: MenuItem[] }) {
  const { t } = useTranslation();
  const [openItemId, setOpenItemId] = useState<number>();
  const location = useLocation();
  const close = () => setOpenItemId(undefined);

  // A navigation (by a flyout link, the back button or anything else) closes the flyout.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change on purpose
  useEffect(close, [location.key]);

  function closeOnEscape(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== "Escape" || openItemId === undefined) return;
    const topLink = document.querySelector<HTMLElement>(`[data-flyout-opener="${openItemId}"]`);
    close();
    topLink?.focus();
  }

  function closeWhenFocusLeaves(event: FocusEvent<HTMLLIElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  }

  return (
    <nav
      aria-label={t("header.mainNavigation")}
      className="relative hidden header:block"
      onKeyDown={closeOnEscape}
    >
      <ul className="mx-auto flex max-w-7xl flex-wrap gap-x-6 px-4 text-sm font-medium">
        {menu.map((item) => {
          const hasChildren = item.children.length > 0;
          const isOpen = openItemId === item.id;
          const flyoutId = `navigation-flyout-${item.id}`;
          return (
            <li
              key={item.id}
              onMouseEnter={hasChildren ? () => setOpenItemId(item.id) : close}
              onMouseLeave={close}
              onFocus={hasChildren ? () => setOpenItemId(item.id) : close}
              onBlur={closeWhenFocusLeaves}
            >
              <NavLink
                to={item.href}
                className={topLinkClass}
                aria-expanded={hasChildren ? isOpen : undefined}
                aria-controls={hasChildren ? flyoutId : undefined}
                data-flyout-opener={item.id}
                onClick={close}
              >
                {item.label}
              </NavLink>
              {hasChildren ? (
                <div
                  id={flyoutId}
                  hidden={!isOpen}
                  className="absolute inset-x-0 top-full z-20 border-y border-neutral-200 bg-white shadow-lg"
                  data-testid="navigation-flyout"
                >
                  <div className="mx-auto max-w-7xl px-4 py-6">
                    <FlyoutGroups items={item.children} onNavigate={close} />
                  </div>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
