import {
  type BadgeLabel,
  badgeFor,
  firstAttributeValue,
  listingImageHash,
  productSlug,
} from "@eyewear/shop-rules";
import type { Product, ProductWith, Variant, VariantPrice } from "@scayle/storefront-api";

/** What a product tile needs, reduced on the server so listings ship little data to the browser. */
export interface ProductTile {
  id: number;
  name: string;
  brand: string;
  href: string;
  imageHash: string | undefined;
  price: number | undefined;
  originalPrice: number | undefined;
  lowestPriorPrice: number | undefined;
  badge: BadgeLabel;
}

export function productName(product: Product): string {
  return firstAttributeValue(product.attributes, "name")?.label ?? product.referenceKey;
}

export function productBrand(product: Product): string {
  return firstAttributeValue(product.attributes, "brand")?.label ?? "";
}

/** The canonical /p/{slug}/ path: name, colour, lens and pack details, then the id (S1 §2). */
export function productPath(shopCode: string, product: Product): string {
  const detail = (key: string) => firstAttributeValue(product.attributes, key)?.label;
  const slug = productSlug({
    name: productName(product),
    details: [detail("frameColor"), detail("lensBaseColor"), detail("packingTypeDescription")],
    id: product.id,
  });
  return `/${shopCode}/p/${slug}/`;
}

/** The gross price before its applied reductions (S1 §3 appliedReductions), or undefined when none apply. */
export function priceBeforeReductions(price: VariantPrice): number | undefined {
  const reductions = price.appliedReductions ?? [];
  return reductions.length
    ? price.withTax + reductions.reduce((sum, reduction) => sum + reduction.amount.absoluteWithTax, 0)
    : undefined;
}

/**
 * A product as a tile. `listingPosition` (counted from 0 across a listing) lets the listing's image set show a
 * model image on every 5th item (S1 §9); without it the tile shows the first image.
 */
export function toProductTile(shopCode: string, product: Product, listingPosition?: number): ProductTile {
  const min = product.priceRange?.min;
  const images = product.images.map((image) => ({
    hash: image.hash,
    imageType: firstAttributeValue(image.attributes, "imageType")?.value,
  }));
  return {
    id: product.id,
    name: productName(product),
    brand: productBrand(product),
    href: productPath(shopCode, product),
    imageHash: listingPosition === undefined ? images[0]?.hash : listingImageHash(images, listingPosition),
    price: min?.withTax,
    originalPrice: min ? priceBeforeReductions(min) : undefined,
    lowestPriorPrice: product.lowestPriorPrice?.withTax ?? undefined,
    badge: badgeFor({
      isNew: product.isNew,
      isSoldOut: product.isSoldOut,
      isOnlineOnly: firstAttributeValue(product.attributes, "isOnlineOnly")?.value === "true",
      isSustainable: firstAttributeValue(product.attributes, "isSustainable")?.value === "true",
      isPremium: firstAttributeValue(product.attributes, "isPremium")?.value === "true",
    }),
  };
}

/** Tile data needs these parts of a product from the engine. */
export const TILE_WITH = {
  attributes: {
    withKey: [
      "name",
      "brand",
      "frameColor",
      "lensBaseColor",
      "packingTypeDescription",
      "isOnlineOnly",
      "isSustainable",
      "isPremium",
    ],
  },
  images: { attributes: { withKey: ["imageType", "imageView", "imageBackground"] } },
  priceRange: true,
  lowestPriorPrice: true,
} satisfies ProductWith;

/** The labels of a variant's own attributes (size, power, pack), as shoppers read them: "52-18-140". */
export function variantLabel(variant: Variant, keys: readonly string[] = VARIANT_LABEL_KEYS): string {
  return keys
    .map((key) => firstAttributeValue(variant.attributes, key)?.label)
    .filter((label): label is string => Boolean(label))
    .join(" · ");
}

/** Variant attributes that tell variants of one product apart, in display order. */
export const VARIANT_LABEL_KEYS = [
  "shopSize",
  "sphere",
  "baseCurve",
  "diameter",
  "packingTypeDescription",
] as const;
