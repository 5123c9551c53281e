import type { Database } from "@eyewear/database";
import { isProductServed } from "@eyewear/shop-rules";
import type {
  Product,
  ProductsSearchEndpointResponseData,
  VariantsByIdsEndpointResponseData,
} from "@scayle/storefront-api";
import { and } from "drizzle-orm";
import { subtreeKeysOf } from "../model/category-index.ts";
import { invalidParameter, notFound } from "../model/engine-error.ts";
import { PLAIN_PRODUCT, type ProductInclude, type VariantInclude } from "../model/includes.ts";
import type { ProductData } from "../model/product-data.ts";
import type { ProductListingQuery, ProductSort, SortDirection } from "../model/product-query.ts";
import { combineConditions } from "../queries/product-filters.ts";
import {
  findListingPage,
  findVariantProducts,
  type ListingFilter,
  type ListingOrder,
} from "../queries/products.ts";
import { pageWindow } from "../queries/rows.ts";
import { productSearchScore } from "../queries/search.ts";
import { serializeProduct, serializeVariant } from "../serializers/product.ts";
import { paginationOf } from "../serializers/wire.ts";
import {
  distinctProductIds,
  loadCategoryIndex,
  loadPlanFor,
  loadProductData,
  serializeContextFor,
} from "./product-data.ts";
import {
  type PreparedSearch,
  prepareProductSearch,
  resolveProductFilters,
  searchFilter,
} from "./product-filters.ts";
import type { ShopContext } from "./shop-context.ts";

/** Cheapest first, newest first, biggest reduction first, unless sortDir says otherwise. */
const DEFAULT_SORT_DIRECTION: Record<ProductSort, SortDirection> = {
  price: "asc",
  new: "desc",
  reduction: "desc",
};

/** rule:catalogue.product-served (only variants priced in the shop are loaded). */
function isServed(data: ProductData | undefined): data is ProductData {
  return data !== undefined && isProductServed(data.product, data.variants.length);
}

export async function getProduct(
  db: Database,
  shop: ShopContext,
  productId: number,
  include: ProductInclude,
): Promise<Product> {
  const data = (await loadProductData(db, shop, [productId], loadPlanFor(include))).get(productId);
  if (!isServed(data)) throw notFound(`Product ${productId} was not found`, "productId");
  return serializeProduct(
    data,
    include,
    await serializeContextFor(db, shop, { products: [data], product: include }),
  );
}

function listingOrder(query: ProductListingQuery, search: PreparedSearch | null): ListingOrder {
  if (query.sort) return { by: query.sort, direction: query.sortDir ?? DEFAULT_SORT_DIRECTION[query.sort] };
  if (query.productIds) return { by: "requestedIds", productIds: query.productIds };
  if (search) return { by: "relevance", score: productSearchScore(search.match, search.language) };
  return { by: "id" };
}

/** GET /v1/products: listed products priced in the shop, filtered by ids, reference key or category subtree. */
export async function listProducts(
  db: Database,
  shop: ShopContext,
  query: ProductListingQuery,
  include: ProductInclude,
): Promise<ProductsSearchEndpointResponseData> {
  const categories = query.categoryId === undefined ? null : await loadCategoryIndex(db, shop.id);
  const filter: ListingFilter = { productIds: query.productIds, referenceKey: query.referenceKey };
  if (categories && query.categoryId !== undefined) {
    const category = categories.byId.get(query.categoryId);
    if (!category)
      throw invalidParameter("filters[category]", `Category ${query.categoryId} does not exist in this shop`);
    filter.categoryKeys = subtreeKeysOf(categories, category);
  }
  if (query.filters || query.minProductId !== undefined) {
    const { conditions, orGroups } = await resolveProductFilters(
      db,
      shop,
      { attributes: [], orGroups: new Set(), ...query.filters, categoryId: undefined },
      { minProductId: query.minProductId },
    );
    filter.conditions = combineConditions(conditions, orGroups);
  }
  const search = query.search ? await prepareProductSearch(db, shop, query.search) : null;
  if (search) filter.conditions = and(filter.conditions, searchFilter(search).condition);
  const { ids, total } = await findListingPage(
    db,
    shop.id,
    filter,
    listingOrder(query, search),
    pageWindow(query.page, query.perPage),
  );
  const data = await loadProductData(db, shop, ids, loadPlanFor(include));
  const page = ids.map((id) => data.get(id)).filter(isServed);
  const ctx = await serializeContextFor(db, shop, {
    products: page,
    product: include,
    categories: categories ?? undefined,
  });
  return {
    entities: page.map((product) => serializeProduct(product, include, ctx)),
    pagination: paginationOf(query.page, query.perPage, total, page.length),
  };
}

/** GET /v1/variants: variants of served products, in the order asked for; unknown ids are left out. */
export async function getVariants(
  db: Database,
  shop: ShopContext,
  variantIds: readonly number[],
  include: VariantInclude,
): Promise<VariantsByIdsEndpointResponseData> {
  const owners = await findVariantProducts(db, variantIds);
  const data = await loadProductData(db, shop, distinctProductIds(owners), {
    categories: false,
    lowestPriorPrice: include.lowestPriorPrice,
    siblings: null,
  });
  const served = [...data.values()].filter(isServed);
  const variants = new Map(
    served.flatMap((product) => product.variants.map((variant) => [variant.variant.id, variant])),
  );
  const ctx = await serializeContextFor(db, shop, {
    products: served,
    product: PLAIN_PRODUCT,
    variant: include,
  });
  const entities = variantIds.flatMap((id) => {
    const variant = variants.get(id);
    return variant
      ? [{ ...serializeVariant(variant, include, ctx), productId: variant.variant.productId }]
      : [];
  });
  return {
    entities,
    pagination: paginationOf(1, Math.max(1, entities.length), entities.length, entities.length),
  };
}
