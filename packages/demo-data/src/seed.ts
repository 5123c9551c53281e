import { type Database, rebuildProductSearch, rebuildShopProducts } from "@eyewear/database";
import {
  attributeGroups,
  attributeValues,
  branches,
  branchOrderItems,
  branchOrders,
  brands,
  campaigns,
  categories,
  customers,
  images,
  navigationItems,
  navigationTrees,
  priceHistory,
  prices,
  productCategories,
  products,
  promotions,
  redirects,
  shops,
  stock,
  variants,
  vouchers,
} from "@eyewear/database/schema";
import { SHOPS, type ShopConfig, slugify } from "@eyewear/shop-rules";
import { and, asc, eq, gt, max, sql } from "drizzle-orm";
import { AttributeValueCollector } from "./attributes.ts";
import { branchRows, demoBranchOrders, demoCustomerRow } from "./branches.ts";
import { campaignRows, promotionRows, RUNNING_CAMPAIGN_KEY } from "./campaigns.ts";
import { CATEGORY_KEYS, type CategoryDraft, categoryDrafts } from "./categories.ts";
import { generateLensCatalogue } from "./lens-catalogue.ts";
import { daysBefore } from "./pricing.ts";
import { type GeneratedProduct, generateProducts } from "./products.ts";
import { ATTRIBUTE_GROUPS } from "./vocabulary/attributes.ts";
import { BRANDS } from "./vocabulary/brands.ts";
import {
  CATEGORY_TREE,
  NAVIGATION_PAGES,
  SEASONAL_NAVIGATION,
  SUNGLASSES_NAVIGATION_BRANDS,
} from "./vocabulary/categories.ts";
import { LENS_BRAND, LENS_CATEGORY } from "./vocabulary/lenses.ts";
import { voucherRows } from "./vouchers.ts";
import { insertRows, type SqlExecutor, skipForeignKeyChecksIfPermitted } from "./writer.ts";

export type SeedPhase =
  | "shops"
  | "brands"
  | "categories"
  | "navigation"
  | "products"
  | "attributes"
  | "search"
  | "redirects"
  | "branches";

export interface SeedProgress {
  phase: SeedPhase;
  done: number;
  total: number;
}

export interface SeedOptions {
  /** How many products to generate (default 1,500; 100,000 works for benchmarks). */
  productCount?: number;
  /** Same seed and product count give the same data (default 1). */
  seed?: number;
  onProgress?: (progress: SeedProgress) => void;
  /** The date creation dates, price history and navigation windows are relative to (default 2026-11-01). */
  now?: Date;
  /** Every contact-lens model in every power and pack size: about ten variants a product instead of six. */
  fullContactLensRanges?: boolean;
}

export interface SeedSummary {
  shops: number;
  brands: number;
  products: number;
  /** Products of the lens catalogue (lens types, quality tiers, tinting, services), besides `products`. */
  lensParts: number;
  variants: number;
  prices: number;
  images: number;
  categories: number;
  navigationItems: number;
  redirects: number;
  branches: number;
  durationMs: number;
}

export const DEFAULT_PRODUCT_COUNT = 1500;
export const DEFAULT_SEED = 1;
/** A fixed default date: using the clock would make two runs with the same seed differ. */
export const DEFAULT_SEED_DATE = new Date("2026-11-01T00:00:00Z");

/** Products are written in batches of about this many price and history rows, so memory stays flat at any size. */
const BATCH_ROWS = 20_000;
const BATCH_PRODUCTS = 1000;

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** True when the database already holds a catalogue (the shops table has rows). */
export async function isDatabaseSeeded(db: Database): Promise<boolean> {
  const rows = await db.select({ id: shops.id }).from(shops).limit(1);
  return rows.length > 0;
}

/**
 * Writes the demo catalogue into an empty database, in one transaction: either all of it is there or none.
 * Deterministic: the same seed, product count and date always give the same rows.
 */
export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const productCount = options.productCount ?? DEFAULT_PRODUCT_COUNT;
  if (!Number.isInteger(productCount) || productCount < 1) {
    throw new Error(`productCount must be a whole number of at least 1, got ${productCount}`);
  }
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? DEFAULT_SEED_DATE;
  const report = (phase: SeedPhase, done: number, total: number) =>
    options.onProgress?.({ phase, done, total });
  if (await isDatabaseSeeded(db)) throw new Error("The database already holds data; reset it before seeding");

  const summary = await db.transaction(async (tx) => {
    await skipForeignKeyChecksIfPermitted(tx);
    report("shops", 0, SHOPS.length);
    await writeShops(tx);
    const campaignIds = await writeCampaigns(tx, now);
    report("shops", SHOPS.length, SHOPS.length);

    report("brands", 0, BRANDS.length);
    const brandIds = await writeBrands(tx);
    report("brands", BRANDS.length, BRANDS.length);

    const categoryTotal = SHOPS.length * CATEGORY_KEYS.size;
    report("categories", 0, categoryTotal);
    const categoryIds = await writeCategories(tx);
    report("categories", categoryTotal, categoryTotal);

    report("navigation", 0, SHOPS.length);
    const navigationItemCount = await writeNavigation(tx, categoryIds, now);
    report("navigation", SHOPS.length, SHOPS.length);

    const attributeCollector = new AttributeValueCollector();
    report("products", 0, productCount);
    const written = await writeProducts(
      tx,
      generateProducts({
        seed,
        productCount,
        now,
        brandIds,
        campaignIds,
        fullContactLensRanges: options.fullContactLensRanges,
      }),
      attributeCollector,
      (done) => report("products", done, productCount),
    );
    const lensParts = await writeLensCatalogue(tx, attributeCollector, now);

    const groupCount = Object.keys(ATTRIBUTE_GROUPS).length;
    report("attributes", 0, groupCount);
    await writeAttributes(tx, attributeCollector);
    report("attributes", groupCount, groupCount);

    // The search and listing indexes read products, prices, categories and attribute labels, so they come last.
    report("search", 0, 1);
    await rebuildProductSearch(tx);
    await rebuildShopProducts(tx);
    report("search", 1, 1);

    await writePromotions(tx, now);
    await tx.insert(vouchers).values(SHOPS.flatMap((shop) => voucherRows(shop, now)));

    report("redirects", 0, SHOPS.length);
    const redirectCount = await writeRedirects(tx);
    report("redirects", SHOPS.length, SHOPS.length);

    report("branches", 0, SHOPS.length);
    const branchCount = await writeBranchesAndDemoCustomers(tx, now);
    report("branches", SHOPS.length, SHOPS.length);

    return {
      shops: SHOPS.length,
      brands: BRANDS.length,
      ...written,
      lensParts: lensParts.products,
      variants: written.variants + lensParts.variants,
      prices: written.prices + lensParts.prices,
      categories: categoryTotal,
      navigationItems: navigationItemCount,
      redirects: redirectCount,
      branches: branchCount,
    };
  });
  // Fresh statistics let the query planner use the indexes right away.
  await db.execute(sql`analyze`);
  return { ...summary, durationMs: Math.round(performance.now() - started) };
}

async function writeShops(tx: Transaction): Promise<void> {
  await insertRows(tx, shops, SHOPS.map(shopRow));
}

/** The `shops` row mirroring one entry of the shops configuration (VAT stored in basis points). */
export function shopRow(shop: ShopConfig): typeof shops.$inferInsert {
  return {
    id: shop.shopId,
    code: shop.code,
    locale: shop.locale,
    language: shop.language,
    country: shop.country,
    currency: shop.currency,
    currencyFractionDigits: shop.currencyFractionDigits,
    vatRate: Math.round(shop.vatRate * 10_000),
    domain: shop.domain,
    config: { ...shop },
  };
}

/** Writes every shop's campaigns; returns the id of each shop's running campaign (it owns the campaign prices). */
async function writeCampaigns(tx: Transaction, now: Date): Promise<Map<number, number>> {
  const rows = await tx
    .insert(campaigns)
    .values(SHOPS.flatMap((shop) => campaignRows(shop, now)))
    .returning({ id: campaigns.id, shopId: campaigns.shopId, key: campaigns.key });
  return new Map(
    rows.filter((row) => row.key === RUNNING_CAMPAIGN_KEY).map((row) => [row.shopId, row.id] as const),
  );
}

/** Gift variants are the two cheapest sellable care products, so every catalogue size has them. */
async function writePromotions(tx: Transaction, now: Date): Promise<void> {
  const gifts = await tx
    .select({ id: variants.id })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(stock, eq(stock.variantId, variants.id))
    .where(
      and(
        eq(products.productType, "careproducts"),
        eq(products.salesStatus, "published"),
        eq(products.isActive, true),
        gt(stock.quantity, 0),
      ),
    )
    .orderBy(asc(variants.id))
    .limit(2);
  await insertRows(
    tx,
    promotions,
    SHOPS.flatMap((shop) =>
      promotionRows(
        shop,
        now,
        gifts.map((gift) => gift.id),
      ),
    ),
  );
}

/**
 * Writes every country's branches, and in each shop the verified demo customer with branch orders at its
 * country's branches (README "Demo login"); answers the number of branches.
 */
async function writeBranchesAndDemoCustomers(tx: Transaction, now: Date): Promise<number> {
  const branchIds = await tx
    .insert(branches)
    .values(branchRows())
    .returning({ id: branches.id, country: branches.country });
  for (const shop of SHOPS) {
    const countryBranchIds = branchIds.filter((row) => row.country === shop.country).map((row) => row.id);
    const [customer] = await tx
      .insert(customers)
      .values(await demoCustomerRow(shop, now))
      .returning({ id: customers.id });
    for (const draft of demoBranchOrders(shop, now)) {
      const [order] = await tx
        .insert(branchOrders)
        .values({
          ...draft.order,
          customerId: customer!.id,
          branchId: countryBranchIds[draft.branchIndex]!,
          pickupBranchId: countryBranchIds[draft.pickupBranchIndex]!,
        })
        .returning({ id: branchOrders.id });
      await tx
        .insert(branchOrderItems)
        .values(draft.items.map((item) => ({ ...item, branchOrderId: order!.id })));
    }
  }
  return branchIds.length;
}

async function writeBrands(tx: Transaction): Promise<Map<string, number>> {
  const rows = await tx
    .insert(brands)
    .values(
      BRANDS.map((brand) => ({ slug: slugify(brand.name), name: brand.name, isPremium: brand.isPremium })),
    )
    .returning({ id: brands.id, name: brands.name });
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** Category ids by shop id and category key. */
type CategoryIds = Map<number, Map<string, number>>;

/** Writes each shop's translated category tree level by level, so every parent id is known before its children. */
async function writeCategories(tx: Transaction): Promise<CategoryIds> {
  const ids: CategoryIds = new Map(SHOPS.map((shop) => [shop.shopId, new Map()]));
  const draftsByShop = SHOPS.map((shop) => ({ shopId: shop.shopId, drafts: categoryDrafts(shop.language) }));
  const maxDepth = Math.max(...draftsByShop.flatMap(({ drafts }) => drafts.map((draft) => draft.depth)));
  for (let depth = 1; depth <= maxDepth; depth++) {
    const rows = draftsByShop.flatMap(({ shopId, drafts }) =>
      drafts
        .filter((draft) => draft.depth === depth)
        .map((draft: CategoryDraft) => ({
          shopId,
          key: draft.key,
          parentId: draft.parentKey ? ids.get(shopId)!.get(draft.parentKey)! : null,
          slug: draft.slug,
          path: draft.path,
          name: draft.name,
          depth: draft.depth,
          position: draft.position,
        })),
    );
    const inserted = await tx
      .insert(categories)
      .values(rows)
      .returning({ id: categories.id, shopId: categories.shopId, key: categories.key });
    for (const row of inserted) ids.get(row.shopId)!.set(row.key, row.id);
  }
  return ids;
}

/**
 * One "main" navigation tree per shop: the category tree with the premium sunglasses brands, seasonal entries with
 * a visibility window (one over, one running, one to come) and page links such as the branch finder. Returns the
 * number of items written.
 */
async function writeNavigation(tx: Transaction, categoryIds: CategoryIds, now: Date): Promise<number> {
  let itemCount = 0;
  for (const shop of SHOPS) {
    const shopCategories = categoryIds.get(shop.shopId)!;
    const drafts = new Map(categoryDrafts(shop.language).map((draft) => [draft.key, draft]));
    const [tree] = await tx
      .insert(navigationTrees)
      .values({ shopId: shop.shopId, key: "main", name: "Main navigation" })
      .returning({ id: navigationTrees.id });
    const treeId = tree!.id;
    const categoryItem = (key: string, position: number, parentId: number | null) => ({
      treeId,
      parentId,
      type: "category",
      label: drafts.get(key)!.name,
      categoryId: shopCategories.get(key)!,
      href: drafts.get(key)!.path,
      position,
    });

    const roots = await tx
      .insert(navigationItems)
      .values(CATEGORY_TREE.map((root, position) => categoryItem(root.key, position, null)))
      .returning({ id: navigationItems.id, categoryId: navigationItems.categoryId });
    const rootItemIds = new Map(roots.map((root) => [root.categoryId, root.id]));
    const children = CATEGORY_TREE.flatMap((root) =>
      (root.children ?? []).map((child, position) =>
        categoryItem(child.key, position, rootItemIds.get(shopCategories.get(root.key)!)!),
      ),
    );
    const seasonal = SEASONAL_NAVIGATION.map((entry, index) => ({
      ...categoryItem(entry.categoryKey, CATEGORY_TREE.length + index, null),
      label: entry.labels[shop.language],
      visibleFrom: daysBefore(now, -entry.fromDays),
      visibleTo: daysBefore(now, -entry.toDays),
    }));
    const pages = NAVIGATION_PAGES.map((page, index) => ({
      treeId,
      parentId: null,
      type: "page",
      label: page.labels[shop.language],
      categoryId: null,
      href: page.href,
      position: CATEGORY_TREE.length + SEASONAL_NAVIGATION.length + index,
    }));
    await tx.insert(navigationItems).values(children);
    const sunglassesItemId = rootItemIds.get(shopCategories.get("sunglasses")!)!;
    const sunglassesChildCount = CATEGORY_TREE.find((root) => root.key === "sunglasses")!.children!.length;
    const [brandHeading] = await tx
      .insert(navigationItems)
      .values({
        ...categoryItem("sunglasses", sunglassesChildCount, sunglassesItemId),
        label: SUNGLASSES_NAVIGATION_BRANDS.labels[shop.language],
      })
      .returning({ id: navigationItems.id });
    const brandLinks = SUNGLASSES_NAVIGATION_BRANDS.brandNames.map((brandName, position) => ({
      treeId,
      parentId: brandHeading!.id,
      type: "page",
      label: brandName,
      categoryId: null,
      href: `${drafts.get("sunglasses")!.path}?${new URLSearchParams({ brand: slugify(brandName) })}`,
      position,
    }));
    await tx.insert(navigationItems).values(brandLinks);
    await tx.insert(navigationItems).values(seasonal);
    await tx.insert(navigationItems).values(pages);
    itemCount += roots.length + children.length + 1 + brandLinks.length + seasonal.length + pages.length;
  }
  return itemCount;
}

interface ProductBatch {
  products: GeneratedProduct["product"][];
  productCategories: (typeof productCategories.$inferInsert)[];
  variants: GeneratedProduct["variants"];
  stock: GeneratedProduct["stock"];
  prices: GeneratedProduct["prices"];
  priceHistory: GeneratedProduct["priceHistory"];
  images: GeneratedProduct["images"];
}

function emptyBatch(): ProductBatch {
  return {
    products: [],
    productCategories: [],
    variants: [],
    stock: [],
    prices: [],
    priceHistory: [],
    images: [],
  };
}

async function writeBatch(executor: SqlExecutor, batch: ProductBatch): Promise<void> {
  // Parents before children, for the foreign keys.
  await insertRows(executor, products, batch.products);
  await insertRows(executor, productCategories, batch.productCategories);
  await insertRows(executor, variants, batch.variants);
  await insertRows(executor, stock, batch.stock);
  await insertRows(executor, prices, batch.prices);
  await insertRows(executor, priceHistory, batch.priceHistory);
  await insertRows(executor, images, batch.images);
}

async function writeProducts(
  tx: Transaction,
  generated: Iterable<GeneratedProduct>,
  attributeCollector: AttributeValueCollector,
  onWritten: (done: number) => void,
): Promise<{ products: number; variants: number; prices: number; images: number }> {
  const counts = { products: 0, variants: 0, prices: 0, images: 0 };
  let batch = emptyBatch();
  const flush = async () => {
    await writeBatch(tx, batch);
    counts.products += batch.products.length;
    counts.variants += batch.variants.length;
    counts.prices += batch.prices.length;
    counts.images += batch.images.length;
    batch = emptyBatch();
    onWritten(counts.products);
  };
  for (const product of generated) {
    for (const categoryKey of product.categoryKeys) {
      if (!CATEGORY_KEYS.has(categoryKey) && categoryKey !== LENS_CATEGORY.key)
        throw new Error(`Product links to unknown category ${categoryKey}`);
      batch.productCategories.push({ productId: product.product.id, categoryKey });
    }
    batch.products.push(product.product);
    batch.variants.push(...product.variants);
    batch.stock.push(...product.stock);
    batch.prices.push(...product.prices);
    batch.priceHistory.push(...product.priceHistory);
    batch.images.push(...product.images);
    attributeCollector.add(product.product.attributes);
    for (const variant of product.variants) attributeCollector.add(variant.attributes);
    if (
      batch.prices.length + batch.priceHistory.length >= BATCH_ROWS ||
      batch.products.length >= BATCH_PRODUCTS
    ) {
      await flush();
    }
  }
  if (batch.products.length > 0) await flush();
  return counts;
}

/**
 * The lens catalogue after the generated products: its brand, the hidden category that holds it in every shop
 * (rule:catalogue.lens-parts-unlisted) and its parts, numbered after the highest product and variant ids.
 */
async function writeLensCatalogue(
  tx: Transaction,
  attributeCollector: AttributeValueCollector,
  now: Date,
): Promise<{ products: number; variants: number; prices: number }> {
  const [brand] = await tx
    .insert(brands)
    .values({ slug: slugify(LENS_BRAND.name), name: LENS_BRAND.name, isPremium: false })
    .returning({ id: brands.id });
  await tx.insert(categories).values(
    SHOPS.map((shop) => {
      const name = LENS_CATEGORY.names[shop.language];
      return {
        shopId: shop.shopId,
        key: LENS_CATEGORY.key,
        parentId: null,
        slug: slugify(name),
        path: `/${slugify(name)}/`,
        name,
        depth: 1,
        position: CATEGORY_TREE.length,
        isHidden: true,
        properties: [LENS_CATEGORY.property],
      };
    }),
  );
  const [highestProduct] = await tx.select({ id: max(products.id) }).from(products);
  const [highestVariant] = await tx.select({ id: max(variants.id) }).from(variants);
  return writeProducts(
    tx,
    generateLensCatalogue({
      brandId: brand!.id,
      firstProductId: (highestProduct?.id ?? 0) + 1,
      firstVariantId: (highestVariant?.id ?? 0) + 1,
      since: daysBefore(now, 730),
    }),
    attributeCollector,
    () => {},
  );
}

async function writeAttributes(tx: Transaction, collector: AttributeValueCollector): Promise<void> {
  await insertRows(
    tx,
    attributeGroups,
    Object.entries(ATTRIBUTE_GROUPS).map(([key, group]) => ({
      key,
      multiSelect: group.multiSelect,
      labels: group.labels,
    })),
  );
  await insertRows(tx, attributeValues, collector.rows());
}

/**
 * A handful of demo redirects per shop (rule:routing.redirects): the old `/c/{key}/` address of every top-level
 * category moved permanently (301) to its current path, and a temporary (302) `/promo/` campaign address.
 */
export function redirectRows(shop: ShopConfig): (typeof redirects.$inferInsert)[] {
  const drafts = categoryDrafts(shop.language);
  const roots = drafts.filter((draft) => draft.parentKey === null);
  const sunglasses = drafts.find((draft) => draft.key === "sunglasses") ?? roots[0]!;
  return [
    ...roots.map((draft) => ({
      shopId: shop.shopId,
      source: `/c/${draft.key}/`,
      target: draft.path,
      statusCode: 301,
    })),
    { shopId: shop.shopId, source: "/promo/", target: sunglasses.path, statusCode: 302 },
  ];
}

async function writeRedirects(tx: Transaction): Promise<number> {
  const rows = SHOPS.flatMap(redirectRows);
  await insertRows(tx, redirects, rows);
  return rows.length;
}
