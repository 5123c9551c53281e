import {
  cheapestLensPrice,
  firstAttributeValue,
  isVariantSellable,
  type LensFrameType,
  type LensIndex,
  offeredOptions,
  RX_MASTER_KEYS,
} from "@eyewear/shop-rules";
import type { Product, Variant } from "@scayle/storefront-api";

/** A lens type the shopper picks first; `value` 0 means the shop does not offer it (rule:prescription.hidden-options). */
export interface RxLensType {
  productId: number;
  variantId: number;
  code: string;
  name: string;
  price: number;
  value: number;
}

export interface RxQualityIndexVariant {
  variantId: number;
  index: LensIndex;
  price: number;
  /** Made to order or in stock; false when this index cannot be ordered now. */
  sellable: boolean;
}

/** A quality tier in one form (regular, omnichannel, compact); its variants are the refractive indexes. */
export interface RxQualityIndex {
  productId: number;
  tier: string;
  form: string;
  name: string;
  priceRange: { min: { withTax: number } } | null;
  variants: RxQualityIndexVariant[];
}

/** A tinting type; every quality tier has its own tinting code, one variant each. */
export interface RxTintingType {
  productId: number;
  type: string;
  name: string;
  variants: { variantId: number; tier: string; code: string; price: number }[];
}

/** A service; the free one comes with every pair and cannot be removed. */
export interface RxService {
  productId: number;
  variantId: number;
  code: string;
  name: string;
  price: number;
  editable: boolean;
}

/** The answer of getRxProducts (rule:platform.rpc-procedures). */
export interface RxProducts {
  rxLensTypes: RxLensType[];
  rxLensQualityIndex: RxQualityIndex[];
  rxTintingTypes: RxTintingType[];
  rxServices: RxService[];
  rxFreeServiceProduct: RxService | null;
  /** What the cheapest pair of lenses costs, for "lenses from" (rule:prescription.cheapest-lens-price). */
  cheapestLensPrice: number;
}

/** What the configurator knows of the frame the lenses go into. */
export interface ConfiguredFrame {
  productId: number;
  name: string;
  productType: string | undefined;
  lensFrameType: LensFrameType;
  variants: { id: number; price: number; sellable: boolean; label: string }[];
}

const LENS_INDEXES: readonly LensIndex[] = [1.5, 1.6, 1.67, 1.74];

function attributeValue(attributes: Product["attributes"] | Variant["attributes"], key: string): string {
  return firstAttributeValue(attributes, key)?.value ?? "";
}

function attributeLabel(attributes: Product["attributes"], key: string, fallback: string): string {
  return firstAttributeValue(attributes, key)?.label ?? fallback;
}

function lensIndexOf(variant: Variant): LensIndex | undefined {
  const index = Number(attributeValue(variant.attributes, "lensIndex"));
  return LENS_INDEXES.find((known) => known === index);
}

/** A variant of a served product can be ordered now: the product is not sold out (so it is published) and the
 * variant is in stock or sellable without (rule:catalogue.variant-sellable). */
export function isVariantOrderable(product: Product, variant: Variant): boolean {
  const stock = variant.stock ?? { quantity: 0, isSellableWithoutStock: false };
  return !product.isSoldOut && isVariantSellable("published", stock);
}

function singleVariant(product: Product): Variant | undefined {
  return product.variants?.[0];
}

function toService(product: Product): RxService[] {
  const variant = singleVariant(product);
  if (!variant) return [];
  const price = variant.price.withTax;
  return [
    {
      productId: product.id,
      variantId: variant.id,
      code: attributeValue(product.attributes, "rxService"),
      name: attributeLabel(product.attributes, "rxService", product.referenceKey ?? ""),
      price,
      // A service that costs nothing is part of every pair: shown, never removable.
      editable: price > 0,
    },
  ];
}

/** The shop's lens catalogue, sorted into the configurator's lists by master key. */
export function toRxProducts(products: readonly Product[]): RxProducts {
  const byMasterKey = (masterKey: string) => products.filter((product) => product.masterKey === masterKey);
  const rxLensTypes = byMasterKey(RX_MASTER_KEYS.lensTypes).flatMap((product): RxLensType[] => {
    const variant = singleVariant(product);
    if (!variant) return [];
    const code = attributeValue(product.attributes, "rxLensType");
    return [
      {
        productId: product.id,
        variantId: variant.id,
        code,
        name: attributeLabel(product.attributes, "rxLensType", code),
        price: variant.price.withTax,
        value: Number(attributeValue(product.attributes, "rxOptionValue") || 1),
      },
    ];
  });
  const rxLensQualityIndex = byMasterKey(RX_MASTER_KEYS.qualityIndex).map((product) => {
    const variants = (product.variants ?? []).flatMap((variant): RxQualityIndexVariant[] => {
      const index = lensIndexOf(variant);
      return index === undefined
        ? []
        : [
            {
              variantId: variant.id,
              index,
              price: variant.price.withTax,
              sellable: isVariantOrderable(product, variant),
            },
          ];
    });
    const prices = variants.map((variant) => variant.price);
    return {
      productId: product.id,
      tier: attributeValue(product.attributes, "rxQualityTier"),
      form: attributeValue(product.attributes, "rxQualityForm"),
      name: attributeLabel(product.attributes, "rxQualityTier", product.referenceKey ?? ""),
      priceRange: prices.length === 0 ? null : { min: { withTax: Math.min(...prices) } },
      variants: variants.sort((a, b) => a.index - b.index),
    };
  });
  const rxTintingTypes = byMasterKey(RX_MASTER_KEYS.tintingTypes).map((product) => ({
    productId: product.id,
    type: attributeValue(product.attributes, "rxTintingType"),
    name: attributeLabel(product.attributes, "rxTintingType", product.referenceKey ?? ""),
    variants: (product.variants ?? []).map((variant) => ({
      variantId: variant.id,
      tier: attributeValue(variant.attributes, "rxQualityTier"),
      code: attributeValue(variant.attributes, "rxTintingCode"),
      price: variant.price.withTax,
    })),
  }));
  const rxServices = byMasterKey(RX_MASTER_KEYS.services).flatMap(toService);
  return {
    rxLensTypes: offeredOptions(rxLensTypes),
    rxLensQualityIndex,
    rxTintingTypes,
    rxServices,
    rxFreeServiceProduct: rxServices.find((service) => !service.editable) ?? null,
    cheapestLensPrice: cheapestLensPrice(rxLensQualityIndex),
  };
}
