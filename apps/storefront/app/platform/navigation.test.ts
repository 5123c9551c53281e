import type { NavigationItems, NavigationTree } from "@scayle/storefront-api";
import { describe, expect, it } from "vitest";
import { toMenu } from "./navigation.ts";

function pageItem(
  id: number,
  window: { visibleFrom?: string; visibleTo?: string },
  children: NavigationItems = [],
) {
  return {
    id,
    name: `Item ${id}`,
    type: "page" as const,
    page: `/page-${id}/`,
    assets: {},
    customData: {},
    visibleFrom: window.visibleFrom ?? null,
    visibleTo: window.visibleTo ?? null,
    children,
  } as unknown as NavigationItems[number];
}

describe("toMenu (rule:layout.menu-links)", () => {
  const at = new Date("2026-06-01T12:00:00Z");

  it("keeps only nodes inside their visibility window, at every depth", () => {
    const tree = {
      id: 1,
      key: "main",
      name: "Main",
      items: [
        pageItem(1, {}, [pageItem(11, { visibleTo: "2026-05-01T00:00:00Z" }), pageItem(12, {})]),
        pageItem(2, { visibleFrom: "2026-07-01T00:00:00Z" }),
        pageItem(3, { visibleFrom: "2026-05-01T00:00:00Z", visibleTo: "2026-07-01T00:00:00Z" }),
      ],
    } as NavigationTree;
    const menu = toMenu(tree, "de-de", at);
    expect(menu.map((item) => item.id)).toEqual([1, 3]);
    expect(menu[0]?.children.map((item) => item.id)).toEqual([12]);
    expect(menu[0]?.href).toBe("/de-de/page-1/");
  });
});
