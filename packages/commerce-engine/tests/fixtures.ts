import { randomUUID } from "node:crypto";
import { type Database, rebuildProductSearch, rebuildShopProducts, schema } from "@eyewear/database";
import { shopRow } from "@eyewear/demo-data";
import { LENS_PART_PRODUCT_TYPE, RX_MASTER_KEYS, SHOPS } from "@eyewear/shop-rules";
import type { BasketResponseData, StorefrontAPIClient } from "@scayle/storefront-api";
import { eq } from "drizzle-orm";
import { insertCustomer } from "../src/queries/customers.ts";

// A small, explicit catalogue for the engine's integration tests; every value a test asserts on is visible here.

export const DE = 10002;
export const AT = 10001;
export const PL = 10004;

const day = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** Product ids by what they cover. */
export const PRODUCT = {
  aviatorBlack: 1001,
  aviatorHavana: 1002,
  readerSoldOut: 1003,
  inactive: 1004,
  temporarilyNotSellable: 1005,
  careFluid: 1006,
  offline: 1007,
  polishOnly: 1008,
} as const;

/** Variant ids by their stock situation. */
export const VARIANT = {
  aviatorBlack58InStock: 100101, // stock 20 (> 5)
  aviatorBlack62LowStock: 100102, // stock 3 (1–5)
  aviatorHavanaOnOrder: 100201, // stock 0, sellable without stock, reduced price with history
  readerSoldOut: 100301, // stock 0, not sellable without stock
  inactive: 100401,
  temporarilyNotSellable: 100501,
  careFluid: 100601, // stock 8
  offline: 100701,
  polishOnly: 100801,
} as const;

export interface Fixture {
  /** Category ids by shop and key. */
  categories: Record<number, Record<string, number>>;
  navigationTrees: Record<number, number>;
  navigationItems: {
    glasses: number;
    sunglasses: number;
    expiredSale: number;
    futureStores: number;
    magazine: number;
  };
}

async function seedShops(db: Database) {
  await db.insert(schema.shops).values(SHOPS.map(shopRow));
}

async function seedAttributes(db: Database) {
  await db.insert(schema.attributeGroups).values([
    { key: "name", type: "", labels: { de: "Name", pl: "Nazwa" } },
    { key: "frameColor", type: "color", labels: { de: "Rahmenfarbe", pl: "Kolor oprawki" } },
    { key: "colors", type: "color", multiSelect: true, labels: { de: "Farben", pl: "Kolory" } },
    { key: "lensWidth", type: "size", labels: { de: "Glasbreite", pl: "Szerokość soczewki" } },
    { key: "productType", type: "classification", labels: { de: "Produktart", pl: "Rodzaj produktu" } },
    { key: "imageType", type: "image", labels: { de: "Bildtyp", pl: "Typ zdjęcia" } },
  ]);
  await db.insert(schema.attributeValues).values([
    { groupKey: "frameColor", value: "black", labels: { de: "Schwarz", pl: "Czarny" } },
    { groupKey: "frameColor", value: "havana", labels: { de: "Havanna", pl: "Hawana" } },
    { groupKey: "colors", value: "black", labels: { de: "Schwarz", pl: "Czarny" } },
    { groupKey: "colors", value: "gold", labels: { de: "Gold", pl: "Złoty" } },
    {
      groupKey: "productType",
      value: "sunglasses",
      labels: { de: "Sonnenbrille", pl: "Okulary przeciwsłoneczne" },
    },
    {
      groupKey: "productType",
      value: "readingAidGlasses",
      labels: { de: "Lesebrille", pl: "Okulary do czytania" },
    },
    {
      groupKey: "productType",
      value: "careproducts",
      labels: { de: "Pflegeprodukt", pl: "Produkt do pielęgnacji" },
    },
    { groupKey: "imageType", value: "front", labels: { de: "Vorderansicht", pl: "Przód" } },
  ]);
}

interface CategorySeed {
  key: string;
  slug: string;
  name: string;
  parent?: string;
  position?: number;
  isHidden?: boolean;
  properties?: { name: string; value: string }[];
}

async function seedCategoryTree(db: Database, shopId: number, seeds: readonly CategorySeed[]) {
  const ids: Record<string, number> = {};
  const paths: Record<string, string> = {};
  for (const seed of seeds) {
    const parentPath = seed.parent ? paths[seed.parent] : "";
    const path = `${parentPath}/${seed.slug}`;
    const [row] = await db
      .insert(schema.categories)
      .values({
        shopId,
        key: seed.key,
        parentId: seed.parent ? ids[seed.parent] : null,
        slug: seed.slug,
        path,
        name: seed.name,
        depth: path.split("/").length - 1,
        position: seed.position ?? 0,
        isHidden: seed.isHidden ?? false,
        properties: seed.properties ?? [],
      })
      .returning({ id: schema.categories.id });
    ids[seed.key] = row!.id;
    paths[seed.key] = path;
  }
  return ids;
}

async function seedCategories(db: Database): Promise<Fixture["categories"]> {
  const sunglassesProperties = [
    { name: "sapCategory", value: "SG" },
    { name: "teaser", value: "summer" },
  ];
  return {
    [DE]: await seedCategoryTree(db, DE, [
      { key: "glasses", slug: "brillen", name: "Brillen", position: 0 },
      {
        key: "sunglasses",
        slug: "sonnenbrillen",
        name: "Sonnenbrillen",
        parent: "glasses",
        position: 0,
        properties: sunglassesProperties,
      },
      { key: "reading-glasses", slug: "lesebrillen", name: "Lesebrillen", parent: "glasses", position: 1 },
      { key: "care", slug: "pflege", name: "Pflege", position: 1 },
      { key: "outlet", slug: "outlet", name: "Outlet", position: 2, isHidden: true },
    ]),
    [AT]: await seedCategoryTree(db, AT, [
      { key: "glasses", slug: "brillen", name: "Brillen" },
      { key: "sunglasses", slug: "sonnenbrillen", name: "Sonnenbrillen", parent: "glasses" },
    ]),
    [PL]: await seedCategoryTree(db, PL, [
      { key: "glasses", slug: "okulary", name: "Okulary", position: 0 },
      {
        key: "sunglasses",
        slug: "okulary-przeciwsloneczne",
        name: "Okulary przeciwsłoneczne",
        parent: "glasses",
        properties: sunglassesProperties,
      },
      { key: "care", slug: "pielegnacja", name: "Pielęgnacja", position: 1 },
    ]),
  };
}

async function seedNavigation(db: Database, categories: Fixture["categories"]) {
  const [deTree] = await db
    .insert(schema.navigationTrees)
    .values({ shopId: DE, key: "main", name: "Hauptnavigation" })
    .returning({ id: schema.navigationTrees.id });
  const [plTree] = await db
    .insert(schema.navigationTrees)
    .values({ shopId: PL, key: "main", name: "Nawigacja główna" })
    .returning({ id: schema.navigationTrees.id });
  const item = async (values: typeof schema.navigationItems.$inferInsert) => {
    const [row] = await db
      .insert(schema.navigationItems)
      .values(values)
      .returning({ id: schema.navigationItems.id });
    return row!.id;
  };
  const treeId = deTree!.id;
  const glasses = await item({
    treeId,
    type: "category",
    label: "Brillen",
    categoryId: categories[DE]!.glasses!,
    position: 0,
  });
  const sunglasses = await item({
    treeId,
    parentId: glasses,
    type: "category",
    label: "Sonnenbrillen",
    categoryId: categories[DE]!.sunglasses!,
    position: 0,
  });
  const expiredSale = await item({
    treeId,
    parentId: glasses,
    type: "page",
    label: "Winterschlussverkauf",
    href: "/winter-sale/",
    position: 1,
    visibleFrom: day("2019-12-01"),
    visibleTo: day("2020-01-31"),
  });
  const magazine = await item({
    treeId,
    type: "external",
    label: "Magazin",
    href: "https://magazin.example/",
    position: 1,
  });
  const futureStores = await item({
    treeId,
    type: "page",
    label: "Filialen",
    href: "/niederlassungen/",
    position: 2,
    visibleFrom: day("2999-01-01"),
  });
  await item({
    treeId: plTree!.id,
    type: "category",
    label: "Okulary",
    categoryId: categories[PL]!.glasses!,
    position: 0,
  });
  return {
    navigationTrees: { [DE]: treeId, [PL]: plTree!.id },
    navigationItems: { glasses, sunglasses, expiredSale, futureStores, magazine },
  };
}

/** A product with its variants, their stock and their prices per shop. */
export interface ProductSeed {
  id: number;
  name: string;
  masterKey: string;
  productType: string;
  brandId: number;
  categories: string[];
  attributes?: Record<string, string[]>;
  salesStatus?: string;
  isActive?: boolean;
  createdAt: Date;
  variants: {
    id: number;
    stock: number;
    sellableWithoutStock?: boolean;
    attributes?: Record<string, string[]>;
    prices: { shopId: number; withTax: number; originalWithTax?: number; validFrom?: Date }[];
  }[];
}

export async function seedProduct(db: Database, seed: ProductSeed) {
  await db.insert(schema.products).values({
    id: seed.id,
    referenceKey: `ref-${seed.id}`,
    masterKey: seed.masterKey,
    productType: seed.productType,
    brandId: seed.brandId,
    name: seed.name,
    modelName: seed.name.toUpperCase(),
    description: { de: `${seed.name} – Beschreibung`, pl: `${seed.name} – opis` },
    attributes: { productType: [seed.productType], ...seed.attributes },
    salesStatus: seed.salesStatus ?? "published",
    isActive: seed.isActive ?? true,
    createdAt: seed.createdAt,
    updatedAt: seed.createdAt,
  });
  if (seed.categories.length > 0) {
    await db
      .insert(schema.productCategories)
      .values(seed.categories.map((categoryKey) => ({ productId: seed.id, categoryKey })));
  }
  for (const [position, variant] of seed.variants.entries()) {
    await db.insert(schema.variants).values({
      id: variant.id,
      productId: seed.id,
      referenceKey: `ref-${variant.id}`,
      attributes: variant.attributes ?? {},
      position,
      createdAt: seed.createdAt,
      updatedAt: seed.createdAt,
    });
    await db.insert(schema.stock).values({
      variantId: variant.id,
      quantity: variant.stock,
      isSellableWithoutStock: variant.sellableWithoutStock ?? false,
    });
    for (const price of variant.prices) {
      const validFrom = price.validFrom ?? day("2025-01-01");
      await db.insert(schema.prices).values({
        variantId: variant.id,
        shopId: price.shopId,
        withTax: price.withTax,
        originalWithTax: price.originalWithTax ?? null,
        reductionCategory: price.originalWithTax ? "sale" : null,
        validFrom,
      });
      await db
        .insert(schema.priceHistory)
        .values({ variantId: variant.id, shopId: price.shopId, withTax: price.withTax, validFrom });
    }
  }
}

async function seedProducts(db: Database) {
  const [rayBan, house] = await db
    .insert(schema.brands)
    .values([
      { slug: "ray-ban", name: "Ray-Ban" },
      { slug: "eyewear-house", name: "Eyewear House", isPremium: true },
    ])
    .returning({ id: schema.brands.id });
  const sunglasses = { productType: "sunglasses", brandId: rayBan!.id, categories: ["sunglasses"] };
  await seedProduct(db, {
    ...sunglasses,
    id: PRODUCT.aviatorBlack,
    name: "Aviator Classic",
    masterKey: "aviator",
    attributes: { frameColor: ["black"], colors: ["black", "gold"] },
    createdAt: day("2025-01-10"),
    variants: [
      {
        id: VARIANT.aviatorBlack58InStock,
        stock: 20,
        attributes: { lensWidth: ["58"] },
        prices: [
          { shopId: DE, withTax: 12999 },
          { shopId: AT, withTax: 13499 },
          { shopId: PL, withTax: 54900 },
        ],
      },
      {
        id: VARIANT.aviatorBlack62LowStock,
        stock: 3,
        attributes: { lensWidth: ["62"] },
        prices: [
          { shopId: DE, withTax: 13999 },
          { shopId: PL, withTax: 58900 },
        ],
      },
    ],
  });
  await seedProduct(db, {
    ...sunglasses,
    categories: ["sunglasses", "outlet"],
    id: PRODUCT.aviatorHavana,
    name: "Aviator Classic",
    masterKey: "aviator",
    attributes: { frameColor: ["havana"] },
    createdAt: day("2025-02-01"),
    variants: [
      {
        id: VARIANT.aviatorHavanaOnOrder,
        stock: 0,
        sellableWithoutStock: true,
        attributes: { lensWidth: ["58"] },
        prices: [
          { shopId: DE, withTax: 9999, originalWithTax: 12999, validFrom: day("2025-03-01") },
          { shopId: PL, withTax: 42900 },
        ],
      },
    ],
  });
  // Price history of the reduced variant in DE: 8999 lies outside the 30-day window, 11999 inside it.
  await db.insert(schema.priceHistory).values([
    {
      variantId: VARIANT.aviatorHavanaOnOrder,
      shopId: DE,
      withTax: 8999,
      validFrom: day("2024-06-01"),
      validTo: day("2024-10-01"),
    },
    {
      variantId: VARIANT.aviatorHavanaOnOrder,
      shopId: DE,
      withTax: 12999,
      validFrom: day("2024-10-01"),
      validTo: day("2025-02-10"),
    },
    {
      variantId: VARIANT.aviatorHavanaOnOrder,
      shopId: DE,
      withTax: 11999,
      validFrom: day("2025-02-10"),
      validTo: day("2025-03-01"),
    },
  ]);
  await seedProduct(db, {
    id: PRODUCT.readerSoldOut,
    name: "Reader Slim",
    masterKey: "reader-slim",
    productType: "readingAidGlasses",
    brandId: house!.id,
    categories: ["reading-glasses"],
    createdAt: day("2025-01-05"),
    variants: [{ id: VARIANT.readerSoldOut, stock: 0, prices: [{ shopId: DE, withTax: 2999 }] }],
  });
  await seedProduct(db, {
    ...sunglasses,
    id: PRODUCT.inactive,
    name: "Retired Frame",
    masterKey: "aviator",
    isActive: false,
    createdAt: day("2024-05-01"),
    variants: [{ id: VARIANT.inactive, stock: 10, prices: [{ shopId: DE, withTax: 9900 }] }],
  });
  await seedProduct(db, {
    ...sunglasses,
    id: PRODUCT.temporarilyNotSellable,
    name: "Wayfarer Next",
    masterKey: "wayfarer-next",
    salesStatus: "temporary_not_sellable",
    createdAt: day("2025-02-20"),
    variants: [{ id: VARIANT.temporarilyNotSellable, stock: 10, prices: [{ shopId: DE, withTax: 15999 }] }],
  });
  await seedProduct(db, {
    id: PRODUCT.careFluid,
    name: "Care Fluid",
    masterKey: "care-fluid",
    productType: "careproducts",
    brandId: house!.id,
    categories: ["care"],
    createdAt: day("2025-03-15"),
    variants: [
      {
        id: VARIANT.careFluid,
        stock: 8,
        prices: [
          { shopId: DE, withTax: 899 },
          { shopId: PL, withTax: 3900 },
        ],
      },
    ],
  });
  await seedProduct(db, {
    ...sunglasses,
    id: PRODUCT.offline,
    name: "Offline Frame",
    masterKey: "offline-frame",
    salesStatus: "offline",
    createdAt: day("2025-01-01"),
    variants: [{ id: VARIANT.offline, stock: 10, prices: [{ shopId: DE, withTax: 5000 }] }],
  });
  await seedProduct(db, {
    ...sunglasses,
    id: PRODUCT.polishOnly,
    name: "Polski Styl",
    masterKey: "polski-styl",
    createdAt: day("2025-01-01"),
    variants: [{ id: VARIANT.polishOnly, stock: 10, prices: [{ shopId: PL, withTax: 19900 }] }],
  });
  await db.insert(schema.images).values([
    { ...AVIATOR_BLACK_IMAGES.side, position: 1 },
    { ...AVIATOR_BLACK_IMAGES.front, position: 0 },
  ]);
}

const aviatorBlack = { shape: "aviator", frameColor: "black", lensColor: "green" } as const;

/** The image records of PRODUCT.aviatorBlack, as the image endpoint answers them. */
export const AVIATOR_BLACK_IMAGES = {
  front: {
    hash: "aviator-black-front",
    productId: PRODUCT.aviatorBlack,
    attributes: { imageType: "front", imageView: "model", imageBackground: "grey" },
    render: { ...aviatorBlack, background: "grey", view: "front", seed: 1 },
  },
  side: {
    hash: "aviator-black-side",
    productId: PRODUCT.aviatorBlack,
    attributes: { imageType: "side", imageBackground: "white" },
    render: { ...aviatorBlack, background: "white", view: "side", seed: 2 },
  },
} as const;

/** Inserts shops, attributes, categories (DE, AT, PL), navigation (DE, PL) and the products above. */
export async function seedFixture(db: Database): Promise<Fixture> {
  await seedShops(db);
  await seedAttributes(db);
  const categories = await seedCategories(db);
  const navigation = await seedNavigation(db, categories);
  await seedProducts(db);
  await seedSearchFixture(db, categories);
  return { categories, ...navigation };
}

// ─── Search and redirects (search.test.ts, redirects.test.ts) ────────────────────────────────────────────────
// Products in shops no other test lists (de-CH, fr-CH, it-IT, cs-CZ), so listings elsewhere keep their counts.

export const DE_CH = 10005;
export const FR_CH = 10006;
export const IT = 10008;
export const CZ = 10003;

export const SEARCH_PRODUCT = {
  /** de-CH only, no category: its German text has "Sonnenbrille" only through its product type label. */
  glacier: 1101,
  /** fr-CH and it-IT, in "Montures métalliques" / "Occhiali da sole". */
  riviera: 1102,
  /** cs-CZ only, in "Sluneční brýle". */
  praha: 1103,
  /** cs-CZ only, "Brýle" in its name and no category. */
  bohemia: 1130,
} as const;

export const SEARCH_VARIANT = { glacier: 110101, riviera: 110201, praha: 110301, bohemia: 113001 } as const;

async function seedSearchFixture(db: Database, categories: Fixture["categories"]) {
  categories[FR_CH] = await seedCategoryTree(db, FR_CH, [
    { key: "glasses", slug: "lunettes-de-vue", name: "Lunettes de vue" },
    { key: "metal-frames", slug: "montures-metalliques", name: "Montures métalliques", parent: "glasses" },
  ]);
  categories[IT] = await seedCategoryTree(db, IT, [
    { key: "sunglasses", slug: "occhiali-da-sole", name: "Occhiali da sole" },
  ]);
  categories[CZ] = await seedCategoryTree(db, CZ, [
    { key: "sunglasses", slug: "slunecni-bryle", name: "Sluneční brýle" },
  ]);
  const [brand] = await db
    .insert(schema.brands)
    .values({ slug: "alpina-optik", name: "Alpina Optik" })
    .returning({ id: schema.brands.id });
  const base = { productType: "sunglasses", brandId: brand!.id, createdAt: day("2025-04-01") };
  await seedProduct(db, {
    ...base,
    id: SEARCH_PRODUCT.glacier,
    name: "Gletscher GL 100",
    masterKey: "gletscher",
    categories: [],
    variants: [{ id: SEARCH_VARIANT.glacier, stock: 5, prices: [{ shopId: DE_CH, withTax: 15900 }] }],
  });
  await seedProduct(db, {
    ...base,
    id: SEARCH_PRODUCT.riviera,
    name: "Riviera Dorée",
    masterKey: "riviera",
    categories: ["metal-frames", "sunglasses"],
    variants: [
      {
        id: SEARCH_VARIANT.riviera,
        stock: 5,
        prices: [
          { shopId: FR_CH, withTax: 18900 },
          { shopId: IT, withTax: 17900 },
        ],
      },
    ],
  });
  await seedProduct(db, {
    ...base,
    id: SEARCH_PRODUCT.praha,
    name: "Praha PR 300",
    masterKey: "praha",
    categories: ["sunglasses"],
    variants: [{ id: SEARCH_VARIANT.praha, stock: 5, prices: [{ shopId: CZ, withTax: 249000 }] }],
  });
  // Eight more Czech sunglasses, so that a search finds more products than a suggestion list may show.
  for (let index = 1; index <= 8; index++) {
    await seedProduct(db, {
      ...base,
      id: SEARCH_PRODUCT.praha + 10 + index,
      name: `Praha PR ${300 + index}`,
      masterKey: `praha-${index}`,
      categories: ["sunglasses"],
      variants: [
        {
          id: (SEARCH_PRODUCT.praha + 10 + index) * 100 + 1,
          stock: 5,
          prices: [{ shopId: CZ, withTax: 249000 + index }],
        },
      ],
    });
  }
  // "Brýle" in the name (weight A) outranks "brýle" in a category name (weight B) for the term "bryle".
  await seedProduct(db, {
    ...base,
    id: SEARCH_PRODUCT.bohemia,
    name: "Brýle Bohemia",
    masterKey: "bohemia",
    categories: [],
    variants: [{ id: SEARCH_VARIANT.bohemia, stock: 5, prices: [{ shopId: CZ, withTax: 99000 }] }],
  });
  await db.insert(schema.redirects).values([
    { shopId: DE, source: "/c/sunglasses/", target: "/brillen/sonnenbrillen/", statusCode: 301 },
    { shopId: DE, source: "/sale/", target: "/outlet/", statusCode: 302 },
    { shopId: DE, source: "/alt/seite?id=7", target: "https://magazin.example/seite-7", statusCode: 301 },
    { shopId: PL, source: "/c/sunglasses/", target: "/okulary/okulary-przeciwsloneczne/", statusCode: 301 },
  ]);
  // Last: the search index reads every product, category and label written before.
  await rebuildProductSearch(db);
  await rebuildShopProducts(db);
}

/** A billing address that passes the checkout's address rules (rule:account.name, rule:account.zip-code). */
export const ORDER_ADDRESS = {
  firstName: "Anna",
  lastName: "Muster",
  street: "Hauptstraße",
  houseNumber: "12a",
  zipCode: "10115",
  city: "Berlin",
};

/** A registered customer of the shop with a fresh address and their own basket and wishlist keys. */
export async function insertTestCustomer(db: Database, shopId: number) {
  const row = await insertCustomer(db, {
    shopId,
    email: `${randomUUID()}@example.com`,
    passwordHash: "unused",
    firstName: "Anna",
    lastName: "Muster",
    basketKey: `customer-${randomUUID()}`,
    wishlistKey: `customer-${randomUUID()}`,
  });
  return row!;
}

/**
 * A one-variant product sold without stock at the same price in the German and Austrian shop, of the given master
 * key and type: lens parts of configured glasses and the frames they are fitted to.
 */
export async function seedPricedPart(
  db: Database,
  variantId: number,
  part: { masterKey: string; productType: string; attributes: Record<string, string[]>; price: number },
) {
  const [brand] = await db.select({ id: schema.brands.id }).from(schema.brands).limit(1);
  await seedProduct(db, {
    id: Math.floor(variantId / 100),
    name: `Part ${variantId}`,
    masterKey: part.masterKey,
    productType: part.productType,
    brandId: brand!.id,
    categories: [],
    attributes: part.attributes,
    createdAt: new Date("2025-01-01T00:00:00Z"),
    variants: [
      {
        id: variantId,
        stock: 0,
        sellableWithoutStock: true,
        prices: [
          { shopId: DE, withTax: part.price },
          { shopId: AT, withTax: part.price },
        ],
      },
    ],
  });
}

/** Lens parts of configured glasses: a prescription and a plain lens type and one quality, by variant id. */
export interface LensParts {
  single: number;
  plain: number;
  quality: number;
}

/**
 * Seeds the lens parts (rule:prescription.configured-glasses) at their prices, and lists them in both test shops.
 */
export async function seedLensParts(db: Database, parts: LensParts, prices: LensParts) {
  const part = (masterKey: string, attributes: Record<string, string[]>, price: number) => ({
    masterKey,
    productType: LENS_PART_PRODUCT_TYPE,
    attributes,
    price,
  });
  await seedPricedPart(
    db,
    parts.single,
    part(RX_MASTER_KEYS.lensTypes, { rxLensType: ["type_ei"] }, prices.single),
  );
  await seedPricedPart(
    db,
    parts.plain,
    part(RX_MASTER_KEYS.lensTypes, { rxLensType: ["type_none"] }, prices.plain),
  );
  await seedPricedPart(
    db,
    parts.quality,
    part(RX_MASTER_KEYS.qualityIndex, { rxQualityTier: ["standard"] }, prices.quality),
  );
  await rebuildShopProducts(
    db,
    Object.values(parts).map((variantId) => Math.floor(variantId / 100)),
  );
}

/** Turns a feature switch of a test shop on or off in its stored configuration (rule:shops.feature-switches). */
export async function setShopFeature(db: Database, shopId: number, name: string, on: boolean) {
  const [shop] = await db.select().from(schema.shops).where(eq(schema.shops.id, shopId));
  const features = { ...(shop!.config.features as object), [name]: on };
  await db
    .update(schema.shops)
    .set({ config: { ...shop!.config, features } })
    .where(eq(schema.shops.id, shopId));
}

/** Glasses as the configurator puts them into the basket: the frame as main item, the lens parts required. */
export async function addGlasses(
  client: StorefrontAPIClient,
  basketKey: string,
  lines: { frame: number; lensType: number; quality: number },
): Promise<BasketResponseData> {
  const group = (isMainItem: boolean) => ({
    itemGroup: { id: `rx-${basketKey}`, isMainItem, isRequired: true },
  });
  await client.basket.addItem(basketKey, lines.frame, 1, group(true));
  await client.basket.addItem(basketKey, lines.lensType, 1, group(false));
  const added = await client.basket.addItem(basketKey, lines.quality, 1, group(false));
  if (added.type !== "success") throw new Error(`the glasses were not added: ${added.statusCode}`);
  return added.basket;
}
