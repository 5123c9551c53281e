import type { Database } from "@eyewear/database";
import { LOWEST_PRIOR_PRICE_DAYS, lowestPriorPrice, priceReduction } from "@eyewear/shop-rules";
import { type CategoryIndex, categoryIndexOf } from "../model/category-index.ts";
import type { ProductInclude, VariantInclude } from "../model/includes.ts";
import {
  type AttributeLabels,
  attributeValueKey,
  documentAttributeSources,
  type ProductData,
  productAttributeSources,
  type SerializeContext,
  type VariantData,
} from "../model/product-data.ts";
import { findAttributeGroups, findAttributeValues } from "../queries/attributes.ts";
import { findShopCategories } from "../queries/categories.ts";
import {
  findImages,
  findPricedVariants,
  findPriceHistory,
  findProductCategoryKeys,
  findProductsWithBrands,
  findSiblings,
} from "../queries/products.ts";
import { priceInCampaign } from "./campaigns.ts";
import type { ShopContext } from "./shop-context.ts";

/** What to load besides products, variants, prices, stock and images. */
export interface ProductLoadPlan {
  categories: boolean;
  lowestPriorPrice: boolean;
  siblings: ProductLoadPlan | null;
}

export function loadPlanFor(include: ProductInclude): ProductLoadPlan {
  return {
    categories: include.categories !== null,
    lowestPriorPrice: include.lowestPriorPrice || include.variants?.lowestPriorPrice === true,
    siblings: include.siblings ? loadPlanFor(include.siblings) : null,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key) ?? [];
    group.push(row);
    groups.set(key, group);
  }
  return groups;
}

/**
 * The lowest prior price of every reduced variant, from one query over their price history
 * (rule:catalogue.lowest-prior-price).
 */
async function lowestPriorPrices(db: Database, shop: ShopContext, variants: readonly VariantData[]) {
  const reduced = variants.filter((variant) => priceReduction(variant.price) !== null);
  if (reduced.length === 0) return new Map<number, number | null>();
  const since = new Date(
    Math.min(...reduced.map((variant) => variant.price.validFrom.getTime())) -
      LOWEST_PRIOR_PRICE_DAYS * DAY_MS,
  );
  const history = groupBy(
    await findPriceHistory(
      db,
      shop.id,
      reduced.map((variant) => variant.variant.id),
      since,
    ),
    (row) => row.variantId,
  );
  return new Map(
    reduced.map((variant) => [
      variant.variant.id,
      lowestPriorPrice(variant.price, history.get(variant.variant.id) ?? []),
    ]),
  );
}

/** The products the rows (basket lines, wishlist items, variants) belong to, each once. */
export function distinctProductIds(rows: readonly { productId: number }[]): number[] {
  return [...new Set(rows.map((row) => row.productId))];
}

/**
 * Loads products for one shop with a few IN queries (no query per product): products and brands, the variants
 * priced in the shop with stock, images, and as planned category assignments, lowest prior prices and siblings.
 */
export async function loadProductData(
  db: Database,
  shop: ShopContext,
  productIds: readonly number[],
  plan: ProductLoadPlan,
): Promise<Map<number, ProductData>> {
  const products = await findProductsWithBrands(db, productIds);
  const [variantRows, images, categoryRows, siblingRows] = await Promise.all([
    findPricedVariants(db, shop.id, productIds),
    findImages(db, productIds),
    plan.categories ? findProductCategoryKeys(db, productIds) : [],
    plan.siblings
      ? findSiblings(db, shop.id, [...new Set(products.map(({ product }) => product.masterKey))])
      : [],
  ]);
  const variants: VariantData[] = variantRows.map((row) => ({
    variant: row.variant,
    price: priceInCampaign(row.price, shop.campaign),
    stock: row.stock ?? { quantity: 0, isSellableWithoutStock: false },
    lowestPriorWithTax: null,
  }));
  if (plan.lowestPriorPrice) {
    const lowest = await lowestPriorPrices(db, shop, variants);
    for (const variant of variants) variant.lowestPriorWithTax = lowest.get(variant.variant.id) ?? null;
  }
  const siblingData =
    plan.siblings && siblingRows.length > 0
      ? await loadProductData(db, shop, [...new Set(siblingRows.map((row) => row.id))], plan.siblings)
      : new Map<number, ProductData>();
  const variantsByProduct = groupBy(variants, (variant) => variant.variant.productId);
  const imagesByProduct = groupBy(images, (image) => image.productId);
  const categoriesByProduct = groupBy(categoryRows, (row) => row.productId);
  const siblingsByMasterKey = groupBy(siblingRows, (row) => row.masterKey);
  return new Map(
    products.map(({ product, brand }) => [
      product.id,
      {
        product,
        brand,
        variants: variantsByProduct.get(product.id) ?? [],
        images: imagesByProduct.get(product.id) ?? [],
        categoryKeys: (categoriesByProduct.get(product.id) ?? []).map((row) => row.categoryKey),
        siblings: (siblingsByMasterKey.get(product.masterKey) ?? [])
          .filter((sibling) => sibling.id !== product.id)
          .flatMap((sibling) => siblingData.get(sibling.id) ?? []),
      },
    ]),
  );
}

/** Whether the include or one of its nested sibling includes passes the test. */
function someInclude(include: ProductInclude, test: (include: ProductInclude) => boolean): boolean {
  return test(include) || (include.siblings !== null && someInclude(include.siblings, test));
}

function rendersAttributes(include: ProductInclude): boolean {
  return (
    include.attributes !== null || include.variants?.attributes != null || include.imageAttributes !== null
  );
}

function* withSiblings(products: Iterable<ProductData>): Generator<ProductData> {
  for (const product of products) {
    yield product;
    yield* withSiblings(product.siblings);
  }
}

/** Labels of every attribute group and value the products carry, in two queries. */
async function loadAttributeLabels(
  db: Database,
  products: Iterable<ProductData>,
  language: string,
): Promise<AttributeLabels> {
  const keys = new Set<string>();
  const values = new Set<string>();
  const collect = (sources: Record<string, { value?: string }[]>) => {
    for (const [key, entries] of Object.entries(sources)) {
      keys.add(key);
      for (const entry of entries) if (entry.value !== undefined) values.add(entry.value);
    }
  };
  for (const data of withSiblings(products)) {
    collect(productAttributeSources(data, language));
    for (const variant of data.variants) collect(documentAttributeSources(variant.variant.attributes));
    for (const image of data.images) collect(documentAttributeSources({ ...image.attributes }));
  }
  const [groups, valueRows] = await Promise.all([
    findAttributeGroups(db, [...keys]),
    findAttributeValues(db, [...keys], [...values]),
  ]);
  return {
    groups: new Map(groups.map((group) => [group.key, group])),
    values: new Map(valueRows.map((row) => [attributeValueKey(row.groupKey, row.value), row])),
  };
}

const NO_LABELS: AttributeLabels = { groups: new Map(), values: new Map() };

export async function loadCategoryIndex(db: Database, shopId: number): Promise<CategoryIndex> {
  return categoryIndexOf(await findShopCategories(db, shopId));
}

export interface SerializeNeeds {
  products: Iterable<ProductData>;
  product: ProductInclude;
  /** The include of variants served on their own (GET /v1/variants, basket items). */
  variant?: VariantInclude;
  /** The shop's category tree when the caller has loaded it already. */
  categories?: CategoryIndex;
}

/** What serializing the products needs: attribute labels when attributes are asked for, the category tree when categories are. */
export async function serializeContextFor(
  db: Database,
  shop: ShopContext,
  needs: SerializeNeeds,
): Promise<SerializeContext> {
  const needsLabels = someInclude(needs.product, rendersAttributes) || needs.variant?.attributes != null;
  const needsCategories = someInclude(needs.product, (include) => include.categories !== null);
  const [labels, categories] = await Promise.all([
    needsLabels ? loadAttributeLabels(db, needs.products, shop.language) : NO_LABELS,
    needs.categories ?? (needsCategories ? loadCategoryIndex(db, shop.id) : null),
  ]);
  return { shop, labels, categories };
}
