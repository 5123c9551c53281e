import type { NavigationItemBlock } from "@eyewear/content-service";
import { describe, expect, it } from "vitest";
import { toContentMenu } from "./content-navigation-items.ts";
import { overlayPathOf } from "./content-overlays.ts";

function item(label: string, overrides: Partial<NavigationItemBlock> = {}): NavigationItemBlock {
  return {
    _uid: label,
    component: "navigation_item",
    label,
    link: {
      linktype: "url",
      id: "",
      url: `/de-de/${label}/`,
      cached_url: `/de-de/${label}/`,
      fieldtype: "multilink",
    },
    children: [],
    visible_from: "",
    visible_to: "",
    ...overrides,
  };
}

describe("toContentMenu (the navigation tree of the shop's content folder)", () => {
  const now = new Date("2026-06-01T12:00:00Z");

  it("keeps the entries visible now, with their children and links", () => {
    const menu = toContentMenu(
      [
        item("service", {
          children: [item("versand"), item("spaeter", { visible_from: "2026-07-01T00:00:00Z" })],
        }),
        item("sommer", { visible_to: "2026-05-31T00:00:00Z" }),
        item("immer", { visible_from: "nonsense" }),
      ],
      now,
    );
    expect(menu).toEqual([
      {
        id: "service",
        label: "service",
        href: "/de-de/service/",
        children: [{ id: "versand", label: "versand", href: "/de-de/versand/", children: [] }],
      },
      { id: "immer", label: "immer", href: "/de-de/immer/", children: [] },
    ]);
  });

  it("drops the link of an entry with an unsafe protocol (rule:routing.unsafe-links)", () => {
    const [entry] = toContentMenu(
      [
        item("x", {
          link: {
            linktype: "url",
            id: "",
            url: "javascript:alert(1)",
            cached_url: "",
            fieldtype: "multilink",
          },
        }),
      ],
      now,
    );
    expect(entry?.href).toBeUndefined();
  });
});

describe("overlayPathOf (/overlays/{group}/{slug})", () => {
  const origin = "https://shop.example";

  it("recognises the shop's overlay pages, relative or absolute, with or without the trailing slash", () => {
    expect(overlayPathOf("/de-de/overlays/info/versand/", origin, "de-de")).toBe(
      "/de-de/overlays/info/versand/",
    );
    expect(overlayPathOf("https://shop.example/de-de/overlays/info/rueckgabe", origin, "de-de")).toBe(
      "/de-de/overlays/info/rueckgabe/",
    );
  });

  it("ignores other shops, origins and paths", () => {
    expect(overlayPathOf("/fr-ch/overlays/info/livraison/", origin, "de-de")).toBeUndefined();
    expect(
      overlayPathOf("https://evil.example/de-de/overlays/info/versand/", origin, "de-de"),
    ).toBeUndefined();
    expect(overlayPathOf("/de-de/overlays/info/", origin, "de-de")).toBeUndefined();
    expect(overlayPathOf("/de-de/overlays/../basket/x/", origin, "de-de")).toBeUndefined();
    expect(overlayPathOf("/de-de/brillen/", origin, "de-de")).toBeUndefined();
  });
});
