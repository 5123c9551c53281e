import type { NavigationItemBlock } from "@eyewear/content-service";
import { isVisibleAt } from "@eyewear/shop-rules";
import { multilinkHref } from "./content-links.ts";

/** An entry of the content-driven navigation, reduced to what the footer renders. */
export interface ContentMenuItem {
  id: string;
  label: string;
  href: string | undefined;
  children: ContentMenuItem[];
}

/** An empty or unreadable date bound is an open one. */
function boundOf(value: string): Date | null {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** The navigation entries visible at `now` (rule:layout.navigation-visibility), with their children, as links. */
export function toContentMenu(items: NavigationItemBlock[], now: Date): ContentMenuItem[] {
  return items
    .filter((item) =>
      isVisibleAt({ visibleFrom: boundOf(item.visible_from), visibleTo: boundOf(item.visible_to) }, now),
    )
    .map((item) => ({
      id: item._uid,
      label: item.label,
      href: multilinkHref(item.link),
      children: toContentMenu(item.children, now),
    }));
}
