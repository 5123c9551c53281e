import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  boundaryViolations,
  importCycles,
  readRouteModules,
  readSourceModule,
  readStorefrontModules,
  type SourceModule,
} from "../import-boundaries.ts";

const appDir = fileURLToPath(new URL("../../app", import.meta.url));

const module = (path: string, imports: string[] = [], exports: string[] = []): SourceModule => ({
  path,
  imports: imports.map((target) => ({ target, line: 1 })),
  exports,
});

describe("the storefront's import rules (ADR 0047)", () => {
  it("holds for every module of app/", () => {
    expect(boundaryViolations(readStorefrontModules(appDir), readRouteModules(appDir))).toEqual([]);
  });

  it("reads imports, re-exports and exports as the rules need them", () => {
    const source = [
      'import { a } from "~/basket/basket.server.ts";',
      'import type {\n  B,\n} from "../ui/price.tsx";',
      'export { c } from "./rich-text.tsx";',
      'import "./app.css";',
      'import { z } from "zod";',
      'import type { Route } from "./+types/product";',
      "export async function loader() {}",
      "export const handle = {};",
      "export type View = string;",
      "export default function Page() {}",
    ].join("\n");
    const read = readSourceModule("/app", "content/page.tsx", source);
    expect(read.imports.map((edge) => edge.target)).toEqual([
      "basket/basket.server.ts",
      "ui/price.tsx",
      "content/rich-text.tsx",
      "content/app.css",
    ]);
    expect(read.exports.sort()).toEqual(["View", "c", "default", "handle", "loader"]);
  });

  it("refuses a wrong-way import", () => {
    const routes = new Set(["basket/basket.tsx", "wishlist/wishlist.tsx"]);
    const modules = [
      module("basket/basket.tsx", ["basket/basket.server.ts", "ui/price.tsx"], ["loader", "default"]),
      module("basket/basket.server.ts", ["platform/commerce.server.ts"]),
      module("wishlist/wishlist.tsx", ["basket/basket.server.ts", "catalogue/product-tile.tsx"], ["default"]),
      module("ui/price.tsx", ["platform/shop-data.ts", "basket/basket-flyout.tsx"]),
      module("platform/shop-data.ts", ["ui/price.tsx"]),
      module("search/header-search.tsx", ["layout/header.tsx", "wishlist/wishlist.tsx"]),
      module("layout/shop-layout.tsx", ["basket/basket.server.ts"], ["loader", "default"]),
      module("content/home.tsx", [], ["loader", "useHomeData"]),
    ];
    expect(boundaryViolations(modules, new Set([...routes, "content/home.tsx"]))).toEqual([
      "wishlist/wishlist.tsx:1 imports another area's server module (basket/basket.server.ts)",
      "ui/price.tsx:1 ui/ imports only ui/ and platform/ (basket/basket-flyout.tsx)",
      "platform/shop-data.ts:1 platform/ imports only platform/ (ui/price.tsx)",
      "search/header-search.tsx:1 imports layout/, which nothing imports (layout/header.tsx)",
      "search/header-search.tsx:1 imports a route module (wishlist/wishlist.tsx)",
      "content/home.tsx is a route module and exports useHomeData",
      "import cycle: platform/shop-data.ts → ui/price.tsx",
    ]);
  });

  it("finds every import cycle, however long", () => {
    const modules = [
      module("a.ts", ["b.ts"]),
      module("b.ts", ["c.ts"]),
      module("c.ts", ["a.ts"]),
      module("d.ts", ["a.ts"]),
    ];
    expect(importCycles(modules)).toEqual([["a.ts", "b.ts", "c.ts"]]);
  });
});
