import { closesSideNavigation } from "@eyewear/shop-rules";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { MenuItem } from "~/platform/navigation.ts";
import { Overlay } from "~/ui/overlay.tsx";

/**
 * The narrow-screen side navigation: an overlay that drills into an item's children; choosing an item
 * that closes it (a leaf, or one deeper than 3 levels: rule:layout.side-navigation-closes) follows the link and
 * closes the overlay.
 */
export function SideNavigation({
  menu,
  open,
  onClose,
}: {
  menu: MenuItem[];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [trail, setTrail] = useState<MenuItem[]>([]);
  const current = trail.at(-1);
  const items = current ? current.children : menu;
  const depth = trail.length + 1;

  function close() {
    setTrail([]);
    onClose();
  }

  return (
    <Overlay
      open={open}
      onClose={close}
      title={current?.label ?? t("header.menu")}
      placement="side"
      testId="side-navigation"
    >
      <nav aria-label={t("header.mainNavigation")}>
        {current ? (
          <div className="mb-4 flex flex-col items-start gap-2 border-b border-neutral-200 pb-4">
            <button
              type="button"
              onClick={() => setTrail(trail.slice(0, -1))}
              className="rounded px-2 py-1 text-sm underline"
              data-testid="side-navigation-back"
            >
              {t("header.back")}
            </button>
            <Link to={current.href} onClick={close} className="px-2 py-1 font-semibold hover:underline">
              {t("header.showAll", { label: current.label })}
            </Link>
          </div>
        ) : null}
        <ul className="flex flex-col">
          {items.map((item) =>
            closesSideNavigation({ depth, hasChildren: item.children.length > 0 }) ? (
              <li key={item.id}>
                <Link to={item.href} onClick={close} className="block rounded px-2 py-3 hover:bg-neutral-100">
                  {item.label}
                </Link>
              </li>
            ) : (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => setTrail([...trail, item])}
                  className="flex w-full items-center justify-between rounded px-2 py-3 text-left hover:bg-neutral-100"
                  data-testid="side-navigation-drill"
                >
                  {item.label}
                  <svg
                    aria-hidden="true"
                    width="16"
                    height="16"
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  >
                    <path d="m9 6 6 6-6 6" />
                  </svg>
                </button>
              </li>
            ),
          )}
        </ul>
      </nav>
    </Overlay>
  );
}
