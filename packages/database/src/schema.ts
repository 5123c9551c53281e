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
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** Localised labels keyed by language ("de", "fr", "it", "pl", "cs"). */
export type Labels = Record<string, string>;

// ─── Shared columns ───────────────────────────────────────────────────────────

// Each call makes a fresh column builder, as a drizzle column belongs to one table.
const serialId = () => serial("id").primaryKey();
/** Every point in time the schema stores keeps its time zone. */
const instant = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => instant("created_at").notNull().defaultNow();
const updatedAt = () => instant("updated_at").notNull().defaultNow();
/** The shop a row belongs to. */
const shopRef = () =>
  integer("shop_id")
    .notNull()
    .references(() => shops.id);

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
  id: serialId(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  isPremium: boolean("is_premium").notNull().default(false),
});

/** Attribute groups (frameColor, lensWidth, …) with their labels per language. */
export const attributeGroups = pgTable("attribute_groups", {
  id: serialId(),
  key: text("key").notNull().unique(),
  type: text("type").notNull().default(""),
  multiSelect: boolean("multi_select").notNull().default(false),
  labels: jsonb("labels").$type<Labels>().notNull(),
});

/** The values of an attribute group with their labels per language. */
export const attributeValues = pgTable(
  "attribute_values",
  {
    id: serialId(),
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
    id: serialId(),
    shopId: shopRef(),
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
    /** Colour siblings share a master key (rule:catalogue.colour-siblings). */
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("products_master_key").on(t.masterKey),
    index("products_brand").on(t.brandId),
    // Attribute filters are jsonb containment (`attributes @> '{"frameColor":["black"]}'`).
    index("products_attributes_gin").using("gin", t.attributes.op("jsonb_path_ops")),
  ],
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("variants_product").on(t.productId),
    index("variants_attributes_gin").using("gin", t.attributes.op("jsonb_path_ops")),
  ],
);

/** Stock per variant; checkout reserves from it with row locks. */
export const stock = pgTable("stock", {
  variantId: integer("variant_id")
    .primaryKey()
    .references(() => variants.id, { onDelete: "cascade" }),
  quantity: integer("quantity").notNull(),
  isSellableWithoutStock: boolean("is_sellable_without_stock").notNull().default(false),
  updatedAt: updatedAt(),
});

// ─── Campaigns and promotions ─────────────────────────────────────────────────

/** Colours of a campaign banner. */
export interface CampaignColor {
  background: string;
  text: string;
}

/**
 * Marketing campaigns per shop (SCAYLE campaigns). A campaign owns the campaign-reduced prices that name it
 * (prices.campaign_id); `reduction` is the headline percentage the campaign advertises ("up to 30 %").
 */
export const campaigns = pgTable(
  "campaigns",
  {
    id: serialId(),
    shopId: shopRef(),
    key: text("key").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** Advertised reduction in percent. */
    reduction: integer("reduction").notNull(),
    startsAt: instant("starts_at"),
    endsAt: instant("ends_at"),
    headline: text("headline").notNull().default(""),
    subline: text("subline").notNull().default(""),
    link: text("link").notNull().default(""),
    colorStyle: text("color_style").notNull().default(""),
    color: jsonb("color").$type<CampaignColor>(),
    hideCountdown: boolean("hide_countdown").notNull().default(false),
    badgeLabel: text("badge_label").notNull().default(""),
    customData: jsonb("custom_data").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [uniqueIndex("campaigns_shop_key").on(t.shopId, t.key)],
);

/** Effect of a promotion as SCAYLE types it: an automatic discount or buy-X-get-Y. */
export type PromotionEffectType = "automatic_discount" | "buy_x_get_y";

/** automatic_discount: type absolute (minor units) or relative (percent); buy_x_get_y: gift variants. */
export type PromotionEffectData =
  | { type: "absolute" | "relative"; value: number }
  | { variantIds: number[]; maxCount: number };

/** A promotion's customData: product.promotionId, priority, giftConditions, minOrderValue, colour/style, headlineParts. */
export interface PromotionCustomData {
  product?: { promotionId?: string };
  priority?: number;
  giftConditions?: { minQuantity?: number };
  /** Minor units of the shop's currency. */
  minOrderValue?: number;
  /** An automatic discount for products of these types only (rule:basket.promotion-target). */
  productTypes?: string[];
  /** An automatic discount for subscription lines and deliveries only (rule:subscriptions.promotion-price). */
  subscriptionsOnly?: boolean;
  colorHex?: string;
  style?: string;
  headlineParts?: string[];
  [key: string]: unknown;
}

/** Basket promotions per shop: automatic discounts and buy-X-get-Y gifts with validity windows (rule:basket.promotion-active). */
export const promotions = pgTable(
  "promotions",
  {
    id: text("id").primaryKey(),
    shopId: shopRef(),
    name: text("name").notNull(),
    displayName: text("display_name"),
    /** Higher wins when several promotions compete (rule:basket.promotion-priority). */
    priority: integer("priority").notNull().default(0),
    startsAt: instant("starts_at").notNull(),
    endsAt: instant("ends_at").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    effectType: text("effect_type").$type<PromotionEffectType>().notNull(),
    effectData: jsonb("effect_data").$type<PromotionEffectData>().notNull(),
    customData: jsonb("custom_data").$type<PromotionCustomData>().notNull().default({}),
  },
  (t) => [
    index("promotions_shop_window").on(t.shopId, t.startsAt, t.endsAt),
    check("promotions_effect_type", sql`${t.effectType} in ('automatic_discount', 'buy_x_get_y')`),
  ],
);

/** The current price of a variant in a shop, gross, in minor units of the shop's currency. */
export const prices = pgTable(
  "prices",
  {
    variantId: integer("variant_id")
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    shopId: shopRef(),
    withTax: bigint("with_tax", { mode: "number" }).notNull(),
    /** The undiscounted price when a reduction applies; null when the price is not reduced. */
    originalWithTax: bigint("original_with_tax", { mode: "number" }),
    /** Reduction category (sale or campaign) when reduced. */
    reductionCategory: text("reduction_category"),
    /** The campaign a campaign-reduced price belongs to (set exactly when reduction_category is 'campaign'). */
    campaignId: integer("campaign_id").references(() => campaigns.id),
    validFrom: instant("valid_from").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.shopId] }),
    index("prices_shop_price").on(t.shopId, t.withTax),
    check(
      "prices_campaign_reduction",
      sql`(${t.campaignId} is not null) = (${t.reductionCategory} is not distinct from 'campaign')`,
    ),
  ],
);

/** Every price a variant ever had in a shop (rule:catalogue.lowest-prior-price: computed from this history, never typed in). */
export const priceHistory = pgTable(
  "price_history",
  {
    id: serialId(),
    variantId: integer("variant_id")
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    shopId: shopRef(),
    withTax: bigint("with_tax", { mode: "number" }).notNull(),
    validFrom: instant("valid_from").notNull(),
    validTo: instant("valid_to"),
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
 * The searchable text of a product per language (ADR 0014: PostgreSQL full text + pg_trgm, no search server):
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
 * One row per product listed in a shop (active, listed sales status, some variant priced there): what listing
 * filters, facet counts and sorting need, so they read one row instead of every variant and price. Written by
 * `rebuildShopProducts` (listing-index.ts) whenever products, variants or prices change.
 */
export const shopProducts = pgTable(
  "shop_products",
  {
    shopId: shopRef(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    minPrice: bigint("min_price", { mode: "number" }).notNull(),
    maxPrice: bigint("max_price", { mode: "number" }).notNull(),
    /** The distinct gross prices of the product's variants in the shop. */
    priceValues: bigint("price_values", { mode: "number" }).array().notNull(),
    /** The distinct reductions of its variants in percent (0 for a variant at its regular price). */
    reductionValues: real("reduction_values").array().notNull(),
    /** The largest reduction of a variant as a share of the regular price (0–1), for sorting by reduction. */
    maxReductionShare: real("max_reduction_share").notNull(),
    /** Campaigns that reduce one of its variants. */
    campaignIds: integer("campaign_ids").array().notNull(),
    /** "shopId:key:value" of every attribute value of the product and of its variants priced in the shop. */
    facetValues: text("facet_values").array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.productId] }),
    index("shop_products_product").on(t.productId),
    index("shop_products_shop_price").on(t.shopId, t.minPrice),
    index("shop_products_facet_values").using("gin", t.facetValues),
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

/** URL redirects per shop (rule:routing.redirects), e.g. old category paths to their new place. */
export const redirects = pgTable(
  "redirects",
  {
    id: serialId(),
    shopId: shopRef(),
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
    id: serialId(),
    shopId: shopRef(),
    key: text("key").notNull(),
    name: text("name").notNull(),
  },
  (t) => [uniqueIndex("navigation_trees_shop_key").on(t.shopId, t.key)],
);

export const navigationItems = pgTable(
  "navigation_items",
  {
    id: serialId(),
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
    visibleFrom: instant("visible_from"),
    visibleTo: instant("visible_to"),
  },
  (t) => [index("navigation_items_tree").on(t.treeId)],
);

// ─── Baskets and wishlists ────────────────────────────────────────────────────

export const baskets = pgTable(
  "baskets",
  {
    id: serialId(),
    shopId: shopRef(),
    key: text("key").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    /**
     * Item group id, or "" for an ungrouped item; with the variant (and in a group the custom data) it makes an
     * item unique (rule:basket.line-unique).
     */
    itemGroupId: text("item_group_id").notNull().default(""),
    itemGroup: jsonb("item_group").$type<ItemGroup>(),
    customData: jsonb("custom_data").$type<Record<string, unknown>>().notNull().default({}),
    displayData: jsonb("display_data").$type<Record<string, unknown>>().notNull().default({}),
    promotionId: text("promotion_id"),
    createdAt: createdAt(),
  },
  // In a group the custom data counts too (by its hash): both eyes of a contact-lens pair may be one variant.
  (t) => [
    uniqueIndex("basket_items_unique_line").on(
      t.basketId,
      t.variantId,
      t.itemGroupId,
      sql`(CASE WHEN ${t.itemGroupId} = '' THEN '' ELSE md5(${t.customData}::text) END)`,
    ),
  ],
);

export const wishlists = pgTable(
  "wishlists",
  {
    id: serialId(),
    shopId: shopRef(),
    key: text("key").notNull(),
    createdAt: createdAt(),
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
    createdAt: createdAt(),
  },
  (t) => [index("wishlist_items_wishlist").on(t.wishlistId)],
);

// ─── Customers and mail ───────────────────────────────────────────────────────

/**
 * Customers of one shop (docs/decisions/0022-customer-accounts.md): an address signs up once per shop, like its
 * basket. The basket and wishlist keys are the customer's, the same on every device and session.
 */
export const customers = pgTable(
  "customers",
  {
    id: serialId(),
    shopId: shopRef(),
    /** Lowercased, trimmed address. */
    email: text("email").notNull(),
    /** argon2id PHC string; null for a guest customer, who has no password. */
    passwordHash: text("password_hash"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    gender: text("gender", { enum: ["f", "m", "d"] }),
    /** yyyy-mm-dd. */
    birthDate: text("birth_date"),
    phone: text("phone"),
    verified: boolean("verified").notNull().default(false),
    guest: boolean("guest").notNull().default(false),
    basketKey: text("basket_key").notNull(),
    wishlistKey: text("wishlist_key").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One account per address; a guest row may share the address with an account (docs/decisions/0026).
    uniqueIndex("customers_shop_email").on(t.shopId, t.email).where(sql`${t.guest} = false`),
    // One guest row per address, reused by every guest checkout with it.
    uniqueIndex("customers_shop_guest_email").on(t.shopId, t.email).where(sql`${t.guest} = true`),
  ],
);

/** One-time links mailed to a customer; only the SHA-256 of the token is stored, so a leaked table opens nothing. */
export const customerTokens = pgTable(
  "customer_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["email_verification", "password_reset"] }).notNull(),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("customer_tokens_customer").on(t.customerId)],
);

/**
 * Counters of rate-limiter-flexible's Drizzle store when the shop runs on PostgreSQL, shared by every process
 * (docs/decisions/0052-limits-sessions-and-purging.md): points used under a key until `expire`.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    points: integer("points").notNull(),
    expire: instant("expire"),
  },
  (t) => [index("rate_limits_expire").on(t.expire)],
);

/** Mails to send; sent by SMTP when configured (sentAt set), otherwise kept for the demo outbox page. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serialId(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: createdAt(),
    sentAt: instant("sent_at"),
    /** Names a mail that must be written once only (e.g. `order-confirmation:{orderId}`); null for the others. */
    onceKey: text("once_key"),
    /**
     * The shop of a mail the engine wrote itself (a subscription's), which the shop's process sends; null for the
     * mails the storefront writes and sends at once.
     */
    shopId: integer("shop_id").references(() => shops.id),
  },
  (t) => [index("mail_outbox_unsent").on(t.sentAt), uniqueIndex("mail_outbox_once_key").on(t.onceKey)],
);

// ─── Orders ───────────────────────────────────────────────────────────────────

/** An order's billing or shipping address (rule:account.name, rule:account.zip-code). */
export interface OrderAddress {
  firstName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  zipCode: string;
  city: string;
  /** ISO 3166-1 alpha-2 country of the shop. */
  countryCode: string;
}

/** A voucher applied to an order (rule:checkout.voucher-amount). */
export interface OrderVoucher {
  type: "absolute";
  code: string;
  value: number;
  applicableItems: string[];
}

/**
 * Orders placed at checkout (docs/decisions/0023-order-placement.md). `publicId` is the 12-digit order id shoppers
 * see (rule:checkout.order-id); the idempotency key of the checkout submit makes a repeated submit answer the same order.
 */
export const orders = pgTable(
  "orders",
  {
    id: serialId(),
    publicId: text("public_id").notNull().unique(),
    shopId: shopRef(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    email: text("email").notNull(),
    /**
     * payment_pending until a redirect payment comes back authorised, then confirmed; payment_abandoned when the
     * shopper never came back and the order was released (its stock returned).
     */
    status: text("status", { enum: ["payment_pending", "confirmed", "payment_abandoned"] }).notNull(),
    billingAddress: jsonb("billing_address").$type<OrderAddress>().notNull(),
    shippingAddress: jsonb("shipping_address").$type<OrderAddress>().notNull(),
    carrier: text("carrier").notNull(),
    paymentKey: text("payment_key").notNull(),
    currencyCode: text("currency_code").notNull(),
    /** Minor units. */
    /** The shipping fee with tax (rule:shipping.cost), part of the totals; 0 when the order ships free. */
    shippingFeeWithTax: integer("shipping_fee_with_tax").notNull().default(0),
    totalWithTax: integer("total_with_tax").notNull(),
    totalWithoutTax: integer("total_without_tax").notNull(),
    totalVat: integer("total_vat").notNull(),
    /** VAT rate in basis points, like shops.vat_rate_basis_points. */
    vatRate: integer("vat_rate_basis_points").notNull(),
    vouchers: jsonb("vouchers").$type<OrderVoucher[]>().notNull().default([]),
    idempotencyKey: text("idempotency_key").notNull(),
    /** SHA-256 of the success page's cbd token; the token itself is only ever in the shopper's URL. */
    cbdTokenHash: text("cbd_token_hash").notNull(),
    cbdTokenExpiresAt: instant("cbd_token_expires_at").notNull(),
    confirmedAt: instant("confirmed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("orders_shop_idempotency_key").on(t.shopId, t.idempotencyKey),
    uniqueIndex("orders_cbd_token_hash").on(t.cbdTokenHash),
    index("orders_customer").on(t.customerId, t.createdAt),
    index("orders_payment_pending").on(t.createdAt).where(sql`${t.status} = 'payment_pending'`),
  ],
);

/**
 * Vouchers a shopper enters at checkout (rule:checkout.voucher-terms): the code is matched
 * case-insensitively per shop; redemptions count the orders that used it, never more than the limit.
 */
export const vouchers = pgTable(
  "vouchers",
  {
    id: serialId(),
    shopId: shopRef(),
    code: text("code").notNull(),
    /** The absolute reduction in the shop's currency, minor units, tax included. */
    value: integer("value").notNull(),
    validFrom: instant("valid_from").notNull(),
    /** Unset: valid until further notice. */
    validUntil: instant("valid_until"),
    /** The least basket total (with tax, minor units) it applies to; unset: any. */
    minimumOrderValue: integer("minimum_order_value"),
    /** The most orders that may use it; unset: unlimited. */
    redemptionLimit: integer("redemption_limit"),
    redemptionCount: integer("redemption_count").notNull().default(0),
  },
  (t) => [
    uniqueIndex("vouchers_shop_code").on(t.shopId, sql`lower(${t.code})`),
    check("vouchers_value_positive", sql`${t.value} > 0`),
    check(
      "vouchers_redemptions_within_limit",
      sql`${t.redemptionLimit} is null or ${t.redemptionCount} <= ${t.redemptionLimit}`,
    ),
  ],
);

/** Packages of an order with their delivery status, delivery date range and tracking (rule:checkout.carrier). */
export const orderPackages = pgTable(
  "order_packages",
  {
    id: serialId(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    carrier: text("carrier").notNull(),
    deliveryStatus: text("delivery_status").notNull().default("open"),
    /** yyyy-mm-dd. */
    deliveryDateMin: text("delivery_date_min").notNull(),
    deliveryDateMax: text("delivery_date_max").notNull(),
    trackingId: text("tracking_id"),
    trackingUrl: text("tracking_url"),
  },
  (t) => [index("order_packages_order").on(t.orderId)],
);

/**
 * A reduction of an ordered item's total as the basket showed it (sale, campaign, promotion or a free frame), in the
 * Storefront API's shape: the price before is the paid total plus the reductions.
 */
export interface OrderItemReduction {
  category: "sale" | "campaign" | "promotion" | "voucher";
  type: "relative" | "absolute";
  amount: { relative: number; absoluteWithTax: number };
  promotionId?: string;
}

/** The ordered items, priced as the basket showed them at checkout (promotions included), in minor units. */
export const orderItems = pgTable(
  "order_items",
  {
    id: serialId(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    packageId: integer("package_id")
      .notNull()
      .references(() => orderPackages.id),
    position: integer("position").notNull(),
    variantId: integer("variant_id")
      .notNull()
      .references(() => variants.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    /** Product name and variant attributes at the time of the order, so later catalogue edits do not change it. */
    productName: text("product_name").notNull(),
    brandName: text("brand_name").notNull(),
    variantAttributes: jsonb("variant_attributes").$type<Record<string, string[]>>().notNull(),
    quantity: integer("quantity").notNull(),
    unitPriceWithTax: integer("unit_price_with_tax").notNull(),
    totalPriceWithTax: integer("total_price_with_tax").notNull(),
    appliedReductions: jsonb("applied_reductions").$type<OrderItemReduction[]>().notNull().default([]),
    /** ordered, cancelled, unavailable or returned (rule:orders.derived-status). */
    status: text("status").notNull().default("ordered"),
    itemGroup: jsonb("item_group").$type<ItemGroup>(),
    customData: jsonb("custom_data").$type<Record<string, unknown>>().notNull().default({}),
    /** The basket line's key the item was ordered from; a subscription's delivery names its period. */
    lineKey: text("line_key"),
  },
  (t) => [index("order_items_order").on(t.orderId)],
);

// ─── Subscriptions ────────────────────────────────────────────────────────────

/**
 * Repeat deliveries a customer subscribed to when ordering (docs/decisions/0055-subscriptions-and-scheduler.md).
 * `reference` is what the customer sees and types ("ABO-" and 8 characters, rule:subscriptions.reference); days
 * are yyyy-mm-dd in the shop's time zone. A cancellation keeps the subscription with its received time, the day it
 * takes effect and the reason given.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serialId(),
    reference: text("reference").notNull().unique(),
    shopId: shopRef(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    status: text("status", { enum: ["active", "paused", "cancelled"] }).notNull(),
    /** Why a paused subscription is paused: the customer paused it, or its payment failed. */
    pauseReason: text("pause_reason", { enum: ["customer", "payment_failed"] }),
    intervalMonths: integer("interval_months").notNull(),
    /** Day of the month 1–31; shorter months deliver on their last day (rule:subscriptions.next-delivery). */
    preferredDay: integer("preferred_day").notNull(),
    nextDeliveryOn: text("next_delivery_on").notNull(),
    billingAddress: jsonb("billing_address").$type<OrderAddress>().notNull(),
    shippingAddress: jsonb("shipping_address").$type<OrderAddress>().notNull(),
    paymentKey: text("payment_key").notNull(),
    /** The payment provider's reusable mandate that follow-up orders are charged with. */
    paymentMandate: text("payment_mandate").notNull(),
    /**
     * A payment-method change waiting for the customer's return from the provider's page: the method asked for and
     * the mandate request the return must be signed for.
     */
    pendingPaymentKey: text("pending_payment_key"),
    pendingMandateRequest: text("pending_mandate_request"),
    originOrderId: integer("origin_order_id")
      .notNull()
      .references(() => orders.id),
    /** Failed payments of the current delivery; the next try is on `paymentRetryOn` (rule:subscriptions.payment-retry). */
    failedPayments: integer("failed_payments").notNull().default(0),
    paymentRetryOn: text("payment_retry_on"),
    /** The higher total the customer was told of, and the day (rule:subscriptions.price-notice). */
    priceNoticeTotal: integer("price_notice_total"),
    priceNoticeOn: text("price_notice_on"),
    cancellationReceivedAt: instant("cancellation_received_at"),
    cancellationEffectiveOn: text("cancellation_effective_on"),
    cancellationReason: text("cancellation_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("subscriptions_due").on(t.status, t.nextDeliveryOn),
    index("subscriptions_customer").on(t.customerId),
    check("subscriptions_interval_positive", sql`${t.intervalMonths} > 0`),
    check("subscriptions_preferred_day", sql`${t.preferredDay} between 1 and 31`),
  ],
);

/**
 * What each delivery of a subscription contains, at the unit price agreed with the customer. `customData` is the
 * ordered line's, kept as it was (a lens line names its eye and prescription values there).
 */
export const subscriptionItems = pgTable(
  "subscription_items",
  {
    id: serialId(),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    variantId: integer("variant_id")
      .notNull()
      .references(() => variants.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    quantity: integer("quantity").notNull(),
    /** Minor units. */
    agreedUnitPriceWithTax: integer("agreed_unit_price_with_tax").notNull(),
    customData: jsonb("custom_data").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index("subscription_items_subscription").on(t.subscriptionId)],
);

/**
 * One row per subscription and period (the delivery day it was due on): the unique pair is what makes every
 * period's order happen exactly once, whatever number of schedulers run. The first period is the origin order.
 */
export const subscriptionDeliveries = pgTable(
  "subscription_deliveries",
  {
    id: serialId(),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    period: text("period").notNull(),
    status: text("status", { enum: ["placed", "payment_failed"] }).notNull(),
    orderId: integer("order_id").references(() => orders.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("subscription_deliveries_period").on(t.subscriptionId, t.period)],
);

// ─── Content service ──────────────────────────────────────────────────────────

/** Stories and folders of the content service (Storyblok CDN API v2 model). */
export const stories = pgTable(
  "stories",
  {
    id: serialId(),
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
    createdAt: createdAt(),
    publishedAt: instant("published_at"),
    firstPublishedAt: instant("first_published_at"),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("stories_full_slug").on(t.fullSlug), index("stories_parent").on(t.parentId)],
);

export const datasourceEntries = pgTable(
  "datasource_entries",
  {
    id: serialId(),
    datasource: text("datasource").notNull(),
    name: text("name").notNull(),
    value: text("value").notNull(),
    dimensionValues: jsonb("dimension_values").$type<Record<string, string>>().notNull().default({}),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("datasource_entries_datasource").on(t.datasource)],
);

/**
 * Newsletter sign-ups (the newsletter content block): one per shop and address; `pending` until the subscriber
 * follows the link carrying the unguessable confirmation token (double opt-in).
 */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: serialId(),
    shopId: integer("shop_id").notNull(),
    /** Lowercased, trimmed address. */
    email: text("email").notNull(),
    status: text("status", { enum: ["pending", "confirmed"] })
      .notNull()
      .default("pending"),
    confirmationToken: text("confirmation_token").notNull(),
    /** When the subscriber gave consent by submitting the form. */
    consentedAt: instant("consented_at").notNull(),
  },
  (t) => [
    uniqueIndex("newsletter_subscriptions_shop_email").on(t.shopId, t.email),
    uniqueIndex("newsletter_subscriptions_token").on(t.confirmationToken),
  ],
);

// ─── Prescription uploads ────────────────────────────────────────────────────

/** Raw bytes; drizzle's pg-core has no bytea column of its own. PGlite and node-postgres both read a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * A photo or PDF of a prescription a shopper uploaded in the configurator, for an optician to read
 * (rule:prescription.upload-file). The id is 128 random bits, so an address carrying it cannot be guessed; the
 * type is the one detected from the bytes, never the one the browser claimed.
 */
export const prescriptionUploads = pgTable(
  "prescription_uploads",
  {
    id: text("id").primaryKey(),
    shopId: shopRef(),
    /** Sanitised and length-capped (rule:prescription.upload-file-name). */
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    content: bytea("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("prescription_uploads_size", sql`${t.size} > 0`)],
);

// ─── Branches and branch orders ───────────────────────────────────────────────

/** One opening interval of a weekday, "HH:MM" local time. */
export interface OpeningInterval {
  opens: string;
  closes: string;
}

/** Opening hours by weekday (0 Monday … 6 Sunday); a missing or empty day is closed. */
export type WeeklyOpeningHours = Partial<Record<"0" | "1" | "2" | "3" | "4" | "5" | "6", OpeningInterval[]>>;

/**
 * The physical branches (stores) of a country (docs/decisions/0032-branches-and-branch-orders.md): the Swiss and
 * Italian shops of one country share their branches. Services are codes the storefront translates.
 */
export const branches = pgTable(
  "branches",
  {
    id: serialId(),
    /** ISO 3166-1 alpha-2, like shops.country. */
    country: text("country").notNull(),
    name: text("name").notNull(),
    street: text("street").notNull(),
    houseNumber: text("house_number").notNull(),
    zipCode: text("zip_code").notNull(),
    city: text("city").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    openingHours: jsonb("opening_hours").$type<WeeklyOpeningHours>().notNull(),
    services: text("services").array().notNull().default([]),
    latitude: real("latitude"),
    longitude: real("longitude"),
  },
  (t) => [index("branches_country_city").on(t.country, t.city)],
);

/**
 * Orders a customer placed in a branch (e.g. prescription glasses: frame and lenses), made by the branch's own
 * system and shown in the account. `publicId` is what the customer sees; the pickup branch may differ from the
 * branch that took the order.
 */
export const branchOrders = pgTable(
  "branch_orders",
  {
    id: serialId(),
    publicId: text("public_id").notNull().unique(),
    shopId: shopRef(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    branchId: integer("branch_id")
      .notNull()
      .references(() => branches.id),
    pickupBranchId: integer("pickup_branch_id")
      .notNull()
      .references(() => branches.id),
    status: text("status", { enum: ["in_progress", "ready_for_pickup", "picked_up"] }).notNull(),
    currencyCode: text("currency_code").notNull(),
    /** Minor units. */
    totalWithTax: integer("total_with_tax").notNull(),
    orderedAt: instant("ordered_at").notNull(),
  },
  (t) => [index("branch_orders_customer").on(t.customerId, t.orderedAt)],
);

/** The items of a branch order; `kind` is translated by the storefront, `name` is the article as the branch named it. */
export const branchOrderItems = pgTable(
  "branch_order_items",
  {
    id: serialId(),
    branchOrderId: integer("branch_order_id")
      .notNull()
      .references(() => branchOrders.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    kind: text("kind", { enum: ["frame", "lenses", "contact_lenses", "care_product", "service"] }).notNull(),
    name: text("name").notNull(),
    quantity: integer("quantity").notNull(),
    /** Minor units. */
    unitPriceWithTax: integer("unit_price_with_tax").notNull(),
    totalPriceWithTax: integer("total_price_with_tax").notNull(),
  },
  (t) => [index("branch_order_items_order").on(t.branchOrderId)],
);
