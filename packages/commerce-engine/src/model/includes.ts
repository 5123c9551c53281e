// What a request asks the engine to render (the Storefront API `with`), as plain typed inputs. The HTTP layer
// parses the `with` parameter into these (http/includes.ts); services and serializers read only these.

/** Which attribute groups to render: all of them, or those with one of the keys or group types. */
export interface AttributeSelection {
  all: boolean;
  keys: ReadonlySet<string>;
  types: ReadonlySet<string>;
}

/** Which image attributes to render: keys and group types narrow (null = no narrowing), exclude removes. */
export interface ImageAttributeSelection {
  keys: ReadonlySet<string> | null;
  types: ReadonlySet<string> | null;
  exclude: ReadonlySet<string>;
}

export interface VariantInclude {
  attributes: AttributeSelection | null;
  advancedAttributes: AttributeSelection | null;
  lowestPriorPrice: boolean;
}

export interface ProductCategoryInclude {
  includeHidden: boolean;
  properties: ReadonlySet<string> | "all";
}

export interface ProductInclude {
  attributes: AttributeSelection | null;
  advancedAttributes: AttributeSelection | null;
  variants: VariantInclude | null;
  imageAttributes: ImageAttributeSelection | null;
  categories: ProductCategoryInclude | null;
  siblings: ProductInclude | null;
  priceRange: boolean;
  lowestPriorPrice: boolean;
}

export interface BasketInclude {
  product: ProductInclude;
  variant: VariantInclude;
}

/** The basket's own `with` adds each item's promotion and the applicable promotions. */
export interface BasketWithInclude extends BasketInclude {
  promotion: boolean;
  applicablePromotions: boolean;
  /** includeItemsWithoutProductData: lines whose product is no longer served in the shop, as deleted items. */
  itemsWithoutProductData: boolean;
}

export interface CategoryInclude {
  parents: boolean;
  children: boolean;
  properties: ReadonlySet<string> | "all";
}

/** GET /v1/search/suggestions `with`: brands, categories, productNames, products and products.{product with}. */
export interface SuggestionsInclude {
  brands: boolean;
  categories: boolean;
  productNames: boolean;
  products: boolean;
  product: ProductInclude;
}

/** GET /v2/search/suggestions and /v2/search/resolve `with`: category.*, product.*, navigationItem.category*. */
export interface SearchV2Include {
  category: CategoryInclude;
  product: ProductInclude;
}

/** A product with none of the optional parts. */
export const PLAIN_PRODUCT: ProductInclude = {
  attributes: null,
  advancedAttributes: null,
  variants: null,
  imageAttributes: null,
  categories: null,
  siblings: null,
  priceRange: false,
  lowestPriorPrice: false,
};

/** A variant with none of the optional parts. */
export const PLAIN_VARIANT: VariantInclude = {
  attributes: null,
  advancedAttributes: null,
  lowestPriorPrice: false,
};

/** Basket items with plain products and variants, without promotions. */
export const PLAIN_BASKET: BasketWithInclude = {
  product: PLAIN_PRODUCT,
  variant: PLAIN_VARIANT,
  promotion: false,
  applicablePromotions: false,
  itemsWithoutProductData: false,
};
