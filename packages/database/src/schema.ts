import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** Localised labels keyed by language ("de", "fr", "it", "pl", "cs"). */
export type Labels = Record<string, string>;

// ─── Shops ────────────────────────────────────────────────────────────────────

/** Mirror of the shops configuration (packages/shop-rules/src/shops.ts), written at seed time. */
export const shops = pgTable("shops", {
  id: integer("id").primaryKey(),
  code: text("code").notNull().unique(),
  locale: text("locale").notNull(),
  language: text("language").notNull(),
  country: text("country").notNull(),
  currency: text("currency").notNull(),
  currencyFractionDigits: integer("currency_fraction_digits").notNull(),
  vatRate: integer("vat_rate_basis_points").notNull(),
  domain: text("domain").notNull(),
  config: jsonb("config").$type<Record<string, unknown>>().notNull(),
});

// ─── Catalogue ────────────────────────────────────────────────────────────────

export const brands = pgTable("brands", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  isPremium: boolean("is_premium").notNull().default(false),
});

/** Attribute groups (frameColor, lensWidth, …) with their labels per language. */
export const attributeGroups = pgTable("attribute_groups", {
  id: serial("id").primaryKey(),
  key: text("key").notNull().unique(),
  type: text("type").notNull().default(""),
  multiSelect: boolean("multi_select").notNull().default(false),
  labels: jsonb("labels").$type<Labels>().notNull(),
});

/** The values of an attribute group with their labels per language. */
export const attributeValues = pgTable(
  "attribute_values",
  {
    id: serial("id").primaryKey(),
    groupKey: text("group_key")
      .notNull()
      .references(() => attributeGroups.key),
    value: text("value").notNull(),
    labels: jsonb("labels").$type<Labels>().notNull(),
  },
  (t) => [uniqueIndex("attribute_values_group_value").on(t.groupKey, t.value)],
);

/** Categories are per shop (translated names and slugs); `key` is the same category across shops. */
export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    key: text("key").notNull(),
    parentId: integer("parent_id"),
    slug: text("slug").notNull(),
    path: text("path").notNull(),
    name: text("name").notNull(),
    depth: integer("depth").notNull(),
    position: integer("position").notNull().default(0),
    isHidden: boolean("is_hidden").notNull().default(false),
    properties: jsonb("properties").$type<{ name: string; value: string }[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex("categories_shop_path").on(t.shopId, t.path),
    uniqueIndex("categories_shop_key").on(t.shopId, t.key),
    index("categories_parent").on(t.parentId),
  ],
);

export const products = pgTable(
  "products",
  {
    id: integer("id").primaryKey(),
    referenceKey: text("reference_key").notNull().unique(),
    /** Colour siblings share a master key (S1 §3 siblings). */
    masterKey: text("master_key").notNull(),
    productType: text("product_type").notNull(),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id),
    name: text("name").notNull(),
    modelName: text("model_name").notNull(),
    /** Translated marketing copy per language. */
    description: jsonb("description").$type<Labels>().notNull(),
    /** Attribute values by group key, e.g. { frameColor: ["black"], lensWidth: ["52"] }. */
    attributes: jsonb("attributes").$type<Record<string, string[]>>().notNull(),
    salesStatus: text("sales_status").notNull().default("published"),
    isActive: boolean("is_active").notNull().default(true),
    isNew: boolean("is_new").notNull().default(false),
    isOnlineOnly: boolean("is_online_only").notNull().default(false),
    isSustainable: boolean("is_sustainable").notNull().default(false),
    isPremium: boolean("is_premium").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("products_master_key").on(t.masterKey), index("products_brand").on(t.brandId)],
);

/** Products belong to categories by category key, so one assignment holds in every shop. */
export const productCategories = pgTable(
  "product_categories",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    categoryKey: text("category_key").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryKey, t.productId] }),
    index("product_categories_product").on(t.productId),
  ],
);

export const variants = pgTable(
  "variants",
  {
    id: integer("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    referenceKey: text("reference_key").notNull().unique(),
    /** Attribute values by group key, e.g. { shopSize: ["52-18-140"], sphere: ["-1.25"] }. */
    attributes: jsonb("attributes").$type<Record<string, string[]>>().notNull(),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("variants_product").on(t.productId)],
);

/** Stock per variant; checkout reserves from it with row locks. */
export const stock = pgTable("stock", {
  variantId: integer("variant_id")
    .primaryKey()
    .references(() => variants.id, { onDelete: "cascade" }),
  quantity: integer("quantity").notNull(),
  isSellableWithoutStock: boolean("is_sellable_without_stock").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The current price of a variant in a shop, gross, in minor units of the shop's currency. */
export const prices = pgTable(
  "prices",
  {
    variantId: integer("variant_id")
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    withTax: bigint("with_tax", { mode: "number" }).notNull(),
    /** The undiscounted price when a reduction applies; null when the price is not reduced. */
    originalWithTax: bigint("original_with_tax", { mode: "number" }),
    /** Reduction category (sale or campaign) when reduced. */
    reductionCategory: text("reduction_category"),
    validFrom: timestamp("valid_from", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.shopId] }),
    index("prices_shop_price").on(t.shopId, t.withTax),
  ],
);

/** Every price a variant ever had in a shop (DESIGN §2: 30-day lowest prior price is computed, not typed). */
export const priceHistory = pgTable(
  "price_history",
  {
    id: serial("id").primaryKey(),
    variantId: integer("variant_id")
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    withTax: bigint("with_tax", { mode: "number" }).notNull(),
    validFrom: timestamp("valid_from", { withTimezone: true }).notNull(),
    validTo: timestamp("valid_to", { withTimezone: true }),
  },
  (t) => [index("price_history_variant_shop").on(t.variantId, t.shopId, t.validFrom)],
);

export interface ImageAttributes {
  imageKind?: string;
  imageType?: string;
  imageView?: string;
  imageBackground?: "white" | "grey" | "transparent";
  imageVariantReferenceKey?: string;
}

/** How the local image generator draws an image (no downloads: images are rendered from this). */
export interface ImageRenderSpec {
  shape: string;
  frameColor: string;
  lensColor: string;
  background: "white" | "grey" | "transparent";
  view: string;
  seed: number;
}

export const images = pgTable(
  "images",
  {
    hash: text("hash").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    attributes: jsonb("attributes").$type<ImageAttributes>().notNull(),
    render: jsonb("render").$type<ImageRenderSpec>().notNull(),
  },
  (t) => [index("images_product").on(t.productId)],
);

// ─── Search ───────────────────────────────────────────────────────────────────

/** PostgreSQL's full-text document type; Drizzle has no column builder for it. */
const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => "tsvector" });

/**
 * The searchable text of a product per language (DESIGN §2: PostgreSQL full text + pg_trgm, no search server):
 * name, brand and model, the names of its categories with their ancestors, and its attribute labels (colour,
 * article kind, product type, …). Written by `rebuildProductSearch` (search-index.ts) whenever products change.
 */
export const productSearch = pgTable(
  "product_search",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Shop language ("de", "fr", "it", "pl", "cs"); every shop of a language shares the document. */
    language: text("language").notNull(),
    /** Unaccented text in the language's text-search configuration, weighted A name/brand/model, B categories, C labels. */
    document: tsvector("document").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.language] }),
    index("product_search_document").using("gin", t.document),
  ],
);

/**
 * Every word (unaccented, lower-cased, at least three characters, with a letter) of the searchable texts per
 * language: product texts, category names and navigation labels. Typos are corrected against it with pg_trgm
 * (a short word list instead of every document), and containsSearch finds the words that contain a typed word.
 */
export const searchTerms = pgTable(
  "search_terms",
  {
    language: text("language").notNull(),
    term: text("term").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.language, t.term] }),
    index("search_terms_term_trgm").using("gin", t.term.op("gin_trgm_ops")),
  ],
);

// ─── Redirects ────────────────────────────────────────────────────────────────

/** URL redirects per shop (S2 §7 GET/POST redirects), e.g. old category paths to their new place. */
export const redirects = pgTable(
  "redirects",
  {
    id: serial("id").primaryKey(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    /** The path (with query string when it matters) that is redirected, e.g. "/c/sunglasses". */
    source: text("source").notNull(),
    /** Where to: a path in the shop or an absolute URL. */
    target: text("target").notNull(),
    statusCode: integer("status_code").notNull().default(301),
  },
  (t) => [
    uniqueIndex("redirects_shop_source").on(t.shopId, t.source),
    check("redirects_status_code", sql`${t.statusCode} in (301, 302)`),
  ],
);

// ─── Navigation ───────────────────────────────────────────────────────────────

export const navigationTrees = pgTable(
  "navigation_trees",
  {
    id: serial("id").primaryKey(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    key: text("key").notNull(),
    name: text("name").notNull(),
  },
  (t) => [uniqueIndex("navigation_trees_shop_key").on(t.shopId, t.key)],
);

export const navigationItems = pgTable(
  "navigation_items",
  {
    id: serial("id").primaryKey(),
    treeId: integer("tree_id")
      .notNull()
      .references(() => navigationTrees.id, { onDelete: "cascade" }),
    parentId: integer("parent_id"),
    /** "category", "page" or "external". */
    type: text("type").notNull(),
    label: text("label").notNull(),
    categoryId: integer("category_id").references(() => categories.id),
    href: text("href"),
    position: integer("position").notNull().default(0),
    visibleFrom: timestamp("visible_from", { withTimezone: true }),
    visibleTo: timestamp("visible_to", { withTimezone: true }),
  },
  (t) => [index("navigation_items_tree").on(t.treeId)],
);

// ─── Baskets and wishlists ────────────────────────────────────────────────────

export const baskets = pgTable(
  "baskets",
  {
    id: serial("id").primaryKey(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    key: text("key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("baskets_shop_key").on(t.shopId, t.key)],
);

export interface ItemGroup {
  id: string;
  isMainItem: boolean;
  isRequired: boolean;
}

export const basketItems = pgTable(
  "basket_items",
  {
    key: text("key").primaryKey(),
    basketId: integer("basket_id")
      .notNull()
      .references(() => baskets.id, { onDelete: "cascade" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => variants.id),
    quantity: integer("quantity").notNull(),
    /** Item group id, or "" for an ungrouped item; with the variant it makes an item unique (S2 §4). */
    itemGroupId: text("item_group_id").notNull().default(""),
    itemGroup: jsonb("item_group").$type<ItemGroup>(),
    customData: jsonb("custom_data").$type<Record<string, unknown>>().notNull().default({}),
    displayData: jsonb("display_data").$type<Record<string, unknown>>().notNull().default({}),
    promotionId: text("promotion_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("basket_items_unique_line").on(t.basketId, t.variantId, t.itemGroupId)],
);

export const wishlists = pgTable(
  "wishlists",
  {
    id: serial("id").primaryKey(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    key: text("key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("wishlists_shop_key").on(t.shopId, t.key)],
);

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    key: text("key").primaryKey(),
    wishlistId: integer("wishlist_id")
      .notNull()
      .references(() => wishlists.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    variantId: integer("variant_id").references(() => variants.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("wishlist_items_wishlist").on(t.wishlistId)],
);

// ─── Storefront sessions ──────────────────────────────────────────────────────

/** Server-side sessions shared by every storefront process; the cookie carries only the id. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_expires").on(t.expiresAt)],
);

// ─── Content service ──────────────────────────────────────────────────────────

/** Stories and folders of the content service (Storyblok CDN API v2 model). */
export const stories = pgTable(
  "stories",
  {
    id: serial("id").primaryKey(),
    uuid: text("uuid").notNull().unique(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    fullSlug: text("full_slug").notNull(),
    parentId: integer("parent_id"),
    isFolder: boolean("is_folder").notNull().default(false),
    isStartpage: boolean("is_startpage").notNull().default(false),
    position: integer("position").notNull().default(0),
    /** Published content; null until first published. */
    content: jsonb("content").$type<Record<string, unknown>>(),
    draftContent: jsonb("draft_content").$type<Record<string, unknown>>(),
    /** Translated content by language code, for field-level translation. */
    translations: jsonb("translations")
      .$type<Record<string, Record<string, unknown>>>()
      .notNull()
      .default({}),
    tagList: text("tag_list").array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    firstPublishedAt: timestamp("first_published_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("stories_full_slug").on(t.fullSlug), index("stories_parent").on(t.parentId)],
);

export const datasourceEntries = pgTable(
  "datasource_entries",
  {
    id: serial("id").primaryKey(),
    datasource: text("datasource").notNull(),
    name: text("name").notNull(),
    value: text("value").notNull(),
    dimensionValues: jsonb("dimension_values").$type<Record<string, string>>().notNull().default({}),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("datasource_entries_datasource").on(t.datasource)],
);
