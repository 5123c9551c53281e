import type { StockLevel } from "@eyewear/shop-rules";
import type { AttributeGroupRow, AttributeValueRow } from "../queries/attributes.ts";
import type { BrandRow, ImageRow, PriceRow, ProductRow, VariantRow } from "../queries/products.ts";
import type { ShopContext } from "../services/shop-context.ts";
import type { CategoryIndex } from "./category-index.ts";

/** A variant with its price in the request's shop. */
export interface VariantData {
  variant: VariantRow;
  price: PriceRow;
  stock: StockLevel;
  /** Lowest prior price if asked for; null when unreduced or unknown (rule:catalogue.lowest-prior-price). */
  lowestPriorWithTax: number | null;
}

/** A product as loaded for one shop: only variants priced in that shop count. */
export interface ProductData {
  product: ProductRow;
  brand: BrandRow;
  variants: VariantData[];
  images: ImageRow[];
  categoryKeys: string[];
  siblings: ProductData[];
}

/** Labels of attribute groups and values, for rendering attributes in the shop's language. */
export interface AttributeLabels {
  groups: ReadonlyMap<string, AttributeGroupRow>;
  /** Keyed by attributeValueKey(group, value). */
  values: ReadonlyMap<string, AttributeValueRow>;
}

export function attributeValueKey(groupKey: string, value: string): string {
  return `${groupKey}\u0000${value}`;
}

/** What the serializers need besides the data itself. */
export interface SerializeContext {
  shop: ShopContext;
  labels: AttributeLabels;
  categories: CategoryIndex | null;
}

/** One attribute value before rendering: the label is looked up by (key, value) unless given. */
export interface AttributeValueSource {
  value?: string;
  label?: string;
  id?: number;
}

/** Attribute values by group key, from the product's columns and its attributes document. */
export function productAttributeSources(
  data: ProductData,
  language: string,
): Record<string, AttributeValueSource[]> {
  const { product, brand } = data;
  const fromDocument = Object.fromEntries(
    Object.entries(product.attributes).map(([key, values]) => [key, values.map((value) => ({ value }))]),
  );
  const description = product.description[language];
  return {
    ...fromDocument,
    name: [{ label: product.name }],
    brand: [{ id: brand.id, value: brand.slug, label: brand.name }],
    modelName: [{ value: product.modelName, label: product.modelName }],
    productType: [{ value: product.productType }],
    ...(description === undefined ? {} : { description: [{ label: description }] }),
    isOnlineOnly: [{ value: String(product.isOnlineOnly) }],
    isSustainable: [{ value: String(product.isSustainable) }],
    isPremium: [{ value: String(product.isPremium) }],
  };
}

/** Attribute values by group key from a variant's or image's attributes document. */
export function documentAttributeSources(
  document: Readonly<Record<string, readonly string[] | string | undefined>>,
): Record<string, AttributeValueSource[]> {
  const sources: Record<string, AttributeValueSource[]> = {};
  for (const [key, values] of Object.entries(document)) {
    if (values === undefined) continue;
    sources[key] = (typeof values === "string" ? [values] : values).map((value) => ({ value }));
  }
  return sources;
}
