import { DEFAULT_SUGGESTION_LIMITS, type ShopConfig } from "@eyewear/shop-rules";
import type { NavigationItems, SearchEntity } from "@scayle/storefront-api";
import type { commerceClient } from "~/platform/commerce.server.ts";
import { menuHref } from "~/platform/navigation.ts";
import {
  mainImageHash,
  productName,
  productPath,
  productShortName,
  TILE_WITH,
} from "~/platform/product-view.ts";

/** A search suggestion as the header's flyout shows it (a product, a category or a navigation item). */
export type SuggestionView =
  | {
      type: "product";
      id: string;
      /**
       * The short title (rule:catalogue.title-length) the entry shows; `name` is the full name, its accessible name.
       */
      label: string;
      name: string;
      href: string;
      imageHash: string | undefined;
    }
  | { type: "category"; id: string; label: string; href: string }
  | { type: "navigationItem"; id: string; label: string; href: string };

type CommerceClient = ReturnType<typeof commerceClient>;

function productSuggestion(shop: ShopConfig, product: Parameters<typeof productName>[0]): SuggestionView {
  return {
    type: "product",
    id: `product-${product.id}`,
    label: productShortName(product, "narrow"),
    name: productName(product),
    href: productPath(shop.code, product),
    imageHash: mainImageHash(product),
  };
}

function navigationSuggestion(shop: ShopConfig, item: NavigationItems[number]): SuggestionView {
  return {
    type: "navigationItem",
    id: `navigation-${item.id}`,
    label: item.name,
    href: menuHref(item, shop.code),
  };
}

// A category suggestion goes to the category route with the term as its search query parameter
function categorySuggestionHref(shop: ShopConfig, categoryPath: string, term: string): string {
  return `/${shop.code}${categoryPath}?${new URLSearchParams({ search: term })}`;
}

/** A suggestion of a kind the shop knows; entities of an unknown type are left out. */
function toSuggestion(shop: ShopConfig, term: string, entity: SearchEntity): SuggestionView[] {
  switch (entity.type) {
    case "product":
      return [productSuggestion(shop, entity.productSuggestion.product)];
    case "category": {
      const { category } = entity.categorySuggestion;
      return [
        {
          type: "category",
          id: `category-${category.id}`,
          label: category.name,
          href: categorySuggestionHref(shop, category.path, term),
        },
      ];
    }
    case "navigationItem":
      return [navigationSuggestion(shop, entity.navigationItemSuggestion.navigationItem)];
    default:
      return [];
  }
}

/** The engine's suggestions for a term (SCAYLE v2 search suggestions). */
export async function termSuggestions(
  client: CommerceClient,
  shop: ShopConfig,
  term: string,
): Promise<SuggestionView[]> {
  const { suggestions } = await client.searchv2.suggestions(term, { with: { product: TILE_WITH } });
  return suggestions.flatMap((entity) => toSuggestion(shop, term, entity));
}

/** The page items of a navigation tree, level by level: top-level pages (the branch finder) before nested links. */
function navigationPages(items: NavigationItems): NavigationItems {
  const pages = items.filter((item) => item.type === "page");
  const deeper = items.flatMap((item) => item.children ?? []);
  return deeper.length ? [...pages, ...navigationPages(deeper)] : pages;
}

// rule:search.suggestion-limits: the default suggestions are the newest 6 products, up to 3 categories, up to 3
// navigation pages
export async function defaultSuggestions(
  client: CommerceClient,
  shop: ShopConfig,
): Promise<SuggestionView[]> {
  const [newest, roots, trees] = await Promise.all([
    client.products.query({
      sort: { by: "new", direction: "desc" },
      pagination: { page: 1, perPage: DEFAULT_SUGGESTION_LIMITS.products },
      with: TILE_WITH,
    }),
    client.categories.getRoots(),
    client.navigation.getAll(),
  ]);
  const mainTree = trees.find((tree) => tree.key === "main") ?? trees[0];
  return [
    ...newest.entities
      .slice(0, DEFAULT_SUGGESTION_LIMITS.products)
      .map((product) => productSuggestion(shop, product)),
    ...roots.slice(0, DEFAULT_SUGGESTION_LIMITS.categories).map(
      (category): SuggestionView => ({
        type: "category",
        id: `category-${category.id}`,
        label: category.name,
        href: `/${shop.code}${category.path}`,
      }),
    ),
    ...navigationPages(mainTree?.items ?? [])
      .slice(0, DEFAULT_SUGGESTION_LIMITS.navigationPages)
      .map((item) => navigationSuggestion(shop, item)),
  ];
}
