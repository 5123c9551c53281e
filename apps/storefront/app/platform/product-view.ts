import {
  type BadgeLabel,
  badgeFor,
  cheapestVariantId,
  type FrameMeasurements,
  findImage,
  firstAttributeValue,
  listingImageHash,
  matchingFrameVariantId,
  PRODUCT_PAGE_MAIN_IMAGE,
  productKindOf,
  productPageVariantId,
  productSlug,
  shortProductTitle,
  type TitleRoom,
  type TypedImage,
} from "@eyewear/shop-rules";
import type { Product, ProductWith, Variant, VariantPrice } from "@scayle/storefront-api";

/** What a product tile needs, reduced on the server so listings ship little data to the browser. */
export interface ProductTile {
  id: number;
  name: string;
  /**
   * The name as a narrow card shows it (rule:catalogue.title-length); the full name stays the link's accessible
   * name.
   */
  shortName: string;
  brand: string;
  href: string;
  imageHash: string | undefined;
  price: number | undefined;
  originalPrice: number | undefined;
  lowestPriorPrice: number | undefined;
  badge: BadgeLabel;
  /** "Lenses from" on frames the shop configures lenses for (rule:prescription.cheapest-lens-price). */
  lensesFrom: number | undefined;
}

/** The attributes that name a lens part in the shop's language (rule:prescription.configurator-master-keys). */
const LENS_PART_NAME_ATTRIBUTES = ["rxLensType", "rxQualityTier", "rxTintingType", "rxService"];

export function productName(product: Product): string {
  const lensPart = LENS_PART_NAME_ATTRIBUTES.map(
    (key) => firstAttributeValue(product.attributes, key)?.label,
  ).find(Boolean);
  return lensPart ?? firstAttributeValue(product.attributes, "name")?.label ?? product.referenceKey;
}

export function productBrand(product: Product): string {
  return firstAttributeValue(product.attributes, "brand")?.label ?? "";
}

/** The product's name shortened for a narrow card or a wide line by its kind (rule:catalogue.title-length). */
export function productShortName(product: Product, room: TitleRoom): string {
  const kind = productKindOf(firstAttributeValue(product.attributes, "productType")?.value);
  return shortProductTitle(productName(product), kind, room);
}

/** The colour a product comes in: its frame colour, else its lens colour, else its colour family. */
export function productColour(product: Product): string | undefined {
  return ["frameColor", "lensBaseColor", "colors"]
    .map((key) => firstAttributeValue(product.attributes, key)?.label)
    .find(Boolean);
}

/** A product's images with the imageType and imageView they are looked up by (rule:images.lookup). */
export function typedImages(product: Product): TypedImage[] {
  return product.images.map((image) => ({
    hash: image.hash,
    imageType: firstAttributeValue(image.attributes, "imageType")?.value,
    imageView: firstAttributeValue(image.attributes, "imageView")?.value,
  }));
}

/**
 * The hash of a product's main image (looked up by imageType and imageView, else the first image:
 * rule:images.lookup).
 */
export function mainImageHash(product: Product): string | undefined {
  return findImage(typedImages(product), PRODUCT_PAGE_MAIN_IMAGE)?.hash;
}

/** The canonical /p/{slug}/ path: name, colour, lens and pack details, then the id (rule:catalogue.product-slug). */
export function productPath(shopCode: string, product: Product): string {
  const detail = (key: string) => firstAttributeValue(product.attributes, key)?.label;
  const slug = productSlug({
    name: productName(product),
    details: [detail("frameColor"), detail("lensBaseColor"), detail("packingTypeDescription")],
    id: product.id,
  });
  return `/${shopCode}/p/${slug}/`;
}

/** The gross price before its applied reductions (rule:catalogue.price-reduction), or undefined when none apply. */
export function priceBeforeReductions(price: VariantPrice): number | undefined {
  const reductions = price.appliedReductions ?? [];
  return reductions.length
    ? price.withTax + reductions.reduce((sum, reduction) => sum + reduction.amount.absoluteWithTax, 0)
    : undefined;
}

/**
 * A product as a tile. `listingPosition` (counted from 0 across a listing) lets the listing's image set show a
 * model image on every 5th item (rule:images.listing-model-image); without it the tile shows the first image.
 */
export function toProductTile(
  shopCode: string,
  product: Product,
  listingPosition?: number,
  lensesFrom: (productType: string | undefined) => number | undefined = () => undefined,
): ProductTile {
  const min = product.priceRange?.min;
  const images = typedImages(product);
  return {
    id: product.id,
    name: productName(product),
    shortName: productShortName(product, "narrow"),
    brand: productBrand(product),
    href: productPath(shopCode, product),
    imageHash:
      listingPosition === undefined ? mainImageHash(product) : listingImageHash(images, listingPosition),
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
    lensesFrom: lensesFrom(firstAttributeValue(product.attributes, "productType")?.value),
  };
}

/** The attributes a product's name, short title and colour are made of, wherever the product is shown. */
export const NAMING_ATTRIBUTES = [
  "name",
  ...LENS_PART_NAME_ATTRIBUTES,
  "brand",
  "productType",
  "frameColor",
  "lensBaseColor",
  "packingTypeDescription",
];

/**
 * The image attributes the image lookup (rule:images.lookup) and the brightness factor (rule:images.brightness)
 * read.
 */
export const IMAGE_ATTRIBUTES = ["imageType", "imageView", "imageBackground"];

/** Tile data needs these parts of a product from the engine. */
export const TILE_WITH = {
  attributes: { withKey: [...NAMING_ATTRIBUTES, "isOnlineOnly", "isSustainable", "isPremium"] },
  images: { attributes: { withKey: IMAGE_ATTRIBUTES } },
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
  "lensIndex",
  "sphere",
  "baseCurve",
  "diameter",
  "packingTypeDescription",
] as const;

/** A variant's frame measurements in millimetres, from its lensWidth, bridgeWidth and templeLength attributes. */
export function frameMeasurementsOf(variant: Variant): FrameMeasurements {
  const millimetres = (key: string) => {
    const value = firstAttributeValue(variant.attributes, key)?.value;
    return value === undefined ? undefined : Number(value);
  };
  return {
    lensWidth: millimetres("lensWidth"),
    bridgeWidth: millimetres("bridgeWidth"),
    templeLength: millimetres("templeLength"),
  };
}

/** What a product page needs of each colour sibling (rule:catalogue.colour-siblings). */
export const SIBLING_WITH = {
  attributes: {
    withKey: ["name", "productType", "frameColor", "lensBaseColor", "colors", "packingTypeDescription"],
  },
  images: { attributes: { withKey: ["imageType", "imageView"] } },
  variants: { attributes: { withKey: ["lensWidth", "bridgeWidth", "templeLength"] } },
} satisfies ProductWith;

/** One colour of a product on its page: a swatch linking to that colour. */
export interface ColourSibling {
  id: number;
  colour: string;
  href: string;
  imageHash: string | undefined;
  isCurrent: boolean;
}

/**
 * The product's colours, itself included, when it has active siblings (rule:catalogue.colour-siblings). Each sibling
 * links to the variant in the size shown now (rule:catalogue.frame-variant-match), under its kind's variantid rule
 * (rule:catalogue.product-page-variant).
 */
export function colourSiblings(
  shopCode: string,
  product: Product,
  sizeShown: FrameMeasurements | undefined,
): ColourSibling[] {
  const siblings = (product.siblings ?? []).filter((sibling) => sibling.isActive);
  if (siblings.length === 0) return [];
  const swatch = (colour: Product, href: string, isCurrent: boolean): ColourSibling => ({
    id: colour.id,
    colour: productColour(colour) ?? productName(colour),
    href,
    imageHash: mainImageHash(colour),
    isCurrent,
  });
  const siblingSwatches = siblings.map((sibling) => {
    const variants = (sibling.variants ?? []).map((variant) => ({
      id: variant.id,
      price: variant.price.withTax,
      ...frameMeasurementsOf(variant),
    }));
    const matching = sizeShown ? matchingFrameVariantId(sizeShown, variants) : undefined;
    const kind = productKindOf(firstAttributeValue(sibling.attributes, "productType")?.value);
    const variantId = productPageVariantId(kind, matching, cheapestVariantId(variants));
    const path = productPath(shopCode, sibling);
    return swatch(sibling, variantId === undefined ? path : `${path}?variantid=${variantId}`, false);
  });
  return [swatch(product, productPath(shopCode, product), true), ...siblingSwatches].sort(
    (a, b) => a.id - b.id,
  );
}
