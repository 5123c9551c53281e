import { testDatabaseKinds } from "@eyewear/database/testing";
import type { NavigationItemCategory, NavigationItems } from "@scayle/storefront-api";
import { beforeAll, describe, expect, it } from "vitest";
import { DE, PL } from "../fixtures.ts";
import { rejection, useEngine } from "../harness.ts";

function names(items: NavigationItems): unknown[] {
  return items.map((item) => (item.children.length > 0 ? [item.name, names(item.children)] : item.name));
}

describe.each(testDatabaseKinds())(
  "categories, navigation and shop configuration through the SDK (%s)",
  (kind) => {
    const engine = useEngine(kind);
    let de: Record<string, number>;
    beforeAll(async () => {
      de = engine.fixture.categories[DE]!;
    });

    it("lists the shop's visible root categories, hidden ones only on request", async () => {
      const client = engine.client(DE);
      const roots = await client.categories.getRoots();
      expect(roots.map((category) => category.path)).toEqual(["/brillen", "/pflege"]);
      expect(roots[0]).toEqual({
        id: de.glasses,
        path: "/brillen",
        name: "Brillen",
        slug: "brillen",
        parentId: 0,
        rootlineIds: [de.glasses],
        childrenIds: [de.sunglasses, de["reading-glasses"]],
        properties: [],
        isHidden: false,
        depth: 1,
        supportedFilter: [],
        shopLevelCustomData: {},
        countryLevelCustomData: {},
      });
      const withHidden = await client.categories.getRoots({ includeHidden: true });
      expect(withHidden.map((category) => category.slug)).toEqual(["brillen", "pflege", "outlet"]);
      const polish = await engine.client(PL).categories.getRoots();
      expect(polish.map((category) => category.name)).toEqual(["Okulary", "Pielęgnacja"]);
    });

    it("includes children to the depth asked for", async () => {
      const roots = await engine.client(DE).categories.getRoots({ with: { children: 1 } });
      const glasses = roots[0];
      expect(glasses?.children?.map((child) => [child.path, child.depth, child.rootlineIds])).toEqual([
        ["/brillen/sonnenbrillen", 2, [de.glasses, de.sunglasses]],
        ["/brillen/lesebrillen", 2, [de.glasses, de["reading-glasses"]]],
      ]);
      expect(glasses?.children?.[0]?.children).toBeUndefined();
    });

    it("gets a category by id with its parents and the properties asked for", async () => {
      const client = engine.client(DE);
      const sunglasses = await client.categories.getById(de.sunglasses!, {
        with: { parents: "all", properties: { withName: ["sapCategory"] } },
      });
      expect(sunglasses).toMatchObject({
        id: de.sunglasses,
        parentId: de.glasses,
        properties: [{ name: "sapCategory", value: "SG" }],
        parent: { id: de.glasses, path: "/brillen" },
      });
      const byIds = await client.categories.getByIds([de.care!, de.sunglasses!]);
      expect(byIds.map((category) => category.slug)).toEqual(["pflege", "sonnenbrillen"]);
    });

    it("gets a category by its slug path, the way getByPath asks for it", async () => {
      const client = engine.client(DE);
      const category = await client.categories.getByPath(["brillen", "sonnenbrillen"], {
        with: { properties: "all" },
      });
      expect(category.id).toBe(de.sunglasses);
      expect(category.properties.map((property) => property.name)).toEqual(["sapCategory", "teaser"]);
      expect(
        (await engine.client(PL).categories.getByPath(["okulary", "okulary-przeciwsloneczne"])).name,
      ).toBe("Okulary przeciwsłoneczne");
      expect(await rejection(client.categories.getByPath(["brillen", "unbekannt"]))).toMatchObject({
        status: 404,
      });
    });

    it("hides hidden categories and other shops' categories", async () => {
      const client = engine.client(DE);
      expect(await rejection(client.categories.getById(de.outlet!))).toMatchObject({
        status: 404,
        body: { code: "NOT_FOUND" },
      });
      expect((await client.categories.getById(de.outlet!, { includeHidden: true })).isHidden).toBe(true);
      expect(await rejection(engine.client(PL).categories.getById(de.glasses!))).toMatchObject({
        status: 404,
      });
    });

    it("refuses unknown category includes and depths beyond the limit", async () => {
      for (const query of ["with=grandchildren", "depth=0", "depth=11", "showHidden=maybe"]) {
        const response = await engine.request(`/v1/categories?${query}`);
        expect(response.status, query).toBe(400);
      }
    });

    it("serves the navigation tree without items outside their visibility window", async () => {
      const client = engine.client(DE);
      const trees = await client.navigation.getAll();
      expect(trees.map((tree) => [tree.id, tree.key, tree.name])).toEqual([
        [engine.fixture.navigationTrees[DE], "main", "Hauptnavigation"],
      ]);
      // "Winterschlussverkauf" ended in 2020, "Filialen" starts in 2999 (rule:layout.navigation-visibility).
      expect(names(trees[0]!.items)).toEqual([["Brillen", ["Sonnenbrillen"]], "Magazin"]);
      const [glasses, magazine] = trees[0]!.items;
      expect(glasses).toMatchObject({
        type: "category",
        categoryId: de.glasses,
        visibleFrom: null,
        visibleTo: null,
      });
      expect((glasses as NavigationItemCategory).category).toBeUndefined();
      expect(magazine).toMatchObject({ type: "external", options: { url: "https://magazin.example/" } });
    });

    it("judges visibility at filters[visibleAt] and embeds categories with=category", async () => {
      const tree = await engine.client(DE).navigation.getById(engine.fixture.navigationTrees[DE]!, {
        visibleAt: "2020-01-15T12:00:00Z",
        with: { category: true },
        locale: "de_DE",
      });
      expect(names(tree.items)).toEqual([["Brillen", ["Sonnenbrillen", "Winterschlussverkauf"]], "Magazin"]);
      const glasses = tree.items[0] as NavigationItemCategory;
      expect(glasses.category).toMatchObject({ id: de.glasses, path: "/brillen", name: "Brillen" });
      expect(glasses.children[1]).toMatchObject({
        type: "page",
        page: "/winter-sale/",
        visibleFrom: "2019-12-01T00:00:00.000Z",
        visibleTo: "2020-01-31T00:00:00.000Z",
      });
    });

    it("keeps navigation trees to their shop", async () => {
      const polishTree = engine.fixture.navigationTrees[PL]!;
      expect(await rejection(engine.client(DE).navigation.getById(polishTree))).toMatchObject({
        status: 404,
      });
      const [tree] = await engine.client(PL).navigation.getAll({ with: { category: true } });
      expect(tree?.items[0]).toMatchObject({ type: "category", category: { path: "/okulary" } });
    });

    it("describes the shop: currency, locale and feature switches as properties, the full configuration as custom data", async () => {
      const german = await engine.client(DE).shopConfiguration.get();
      expect(german).toMatchObject({ shopId: DE, name: "brillen-shop.de", country: "DE", customData: {} });
      expect(german.properties).toEqual(
        expect.arrayContaining([
          { key: "currency", value: "EUR" },
          { key: "locale", value: "de-DE" },
          { key: "vatRate", value: "0.19" },
          { key: "onlineShop", value: "true" },
          { key: "subscriptions", value: "true" },
        ]),
      );
      expect(german.shopCustomData).toMatchObject({
        shopId: DE,
        currency: "EUR",
        features: { onlineShop: true },
      });
      const polish = await engine.client(PL).shopConfiguration.get();
      expect(polish.properties).toEqual(
        expect.arrayContaining([
          { key: "currency", value: "PLN" },
          { key: "subscriptions", value: "false" },
        ]),
      );
    });
  },
);
