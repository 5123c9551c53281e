import { LENS_PART_PRODUCT_TYPE, RX_MASTER_KEYS, SHOPS } from "@eyewear/shop-rules";
import type { AttributeMap } from "./attributes.ts";
import { convertEuroPrice } from "./pricing.ts";
import type {
  GeneratedProduct,
  NewPrice,
  NewPriceHistory,
  NewProduct,
  NewStock,
  NewVariant,
} from "./products.ts";
import type { Translations } from "./vocabulary/languages.ts";
import {
  LENS_BRAND,
  LENS_CATEGORY,
  LENS_QUALITY_FORMS,
  LENS_QUALITY_TIERS,
  LENS_SERVICES,
  LENS_TINTINGS,
  LENS_TYPES,
  type LensIndexValue,
  type LensQualityForm,
  TIER_CODES,
} from "./vocabulary/lenses.ts";

export interface LensCatalogueOptions {
  brandId: number;
  /** The first free product and variant ids after the generated catalogue. */
  firstProductId: number;
  firstVariantId: number;
  /** When the lens catalogue went on sale. */
  since: Date;
}

interface LensPartDraft {
  masterKey: string;
  referenceKey: string;
  name: string;
  labels: Translations;
  attributes: AttributeMap;
  variants: { referenceKey: string; attributes: AttributeMap; priceEur: number }[];
}

/** A lens price in a shop's currency; included parts stay at exactly 0 instead of the smallest price point. */
function lensPrice(currency: (typeof SHOPS)[number]["currency"], euroPrice: number): number {
  return euroPrice === 0 ? 0 : convertEuroPrice(currency, euroPrice);
}

function lensPartDrafts(): LensPartDraft[] {
  const lensTypes = Object.entries(LENS_TYPES).map(([code, type]) => ({
    masterKey: RX_MASTER_KEYS.lensTypes,
    referenceKey: `${LENS_BRAND.code}-TYPE-${code}`,
    name: type.name,
    labels: type.labels,
    attributes: { rxLensType: [code], rxOptionValue: [String(type.offered)] },
    variants: [
      { referenceKey: `${LENS_BRAND.code}-TYPE-${code}-1`, attributes: {}, priceEur: type.priceEur },
    ],
  }));
  const qualities = Object.entries(LENS_QUALITY_TIERS).flatMap(([tier, quality]) =>
    (
      Object.entries(LENS_QUALITY_FORMS) as [LensQualityForm, (typeof LENS_QUALITY_FORMS)[LensQualityForm]][]
    ).map(([form, shape]) => ({
      masterKey: RX_MASTER_KEYS.qualityIndex,
      referenceKey: `${LENS_BRAND.code}-Q-${shape.codePrefix}${TIER_CODES[tier as keyof typeof TIER_CODES]}`,
      name: `${quality.name}${shape.nameSuffix}`,
      labels: quality.labels,
      attributes: { rxQualityTier: [tier], rxQualityForm: [form] },
      variants: (Object.entries(quality.indexPricesEur) as [LensIndexValue, number][]).map(
        ([index, priceEur]) => ({
          referenceKey: `${LENS_BRAND.code}-Q-${shape.codePrefix}${TIER_CODES[tier as keyof typeof TIER_CODES]}-${index}`,
          attributes: { lensIndex: [index] },
          priceEur,
        }),
      ),
    })),
  );
  const tintings = Object.entries(LENS_TINTINGS).map(([type, tinting]) => ({
    masterKey: RX_MASTER_KEYS.tintingTypes,
    referenceKey: `${LENS_BRAND.code}-T-${tinting.code}`,
    name: tinting.name,
    labels: tinting.labels,
    attributes: { rxTintingType: [type] },
    variants: Object.entries(TIER_CODES).map(([tier, tierCode]) => ({
      referenceKey: `${LENS_BRAND.code}-T-${tierCode}-${tinting.code}`,
      attributes: { rxQualityTier: [tier], rxTintingCode: [`${tierCode}-${tinting.code}`] },
      priceEur: tinting.priceEur,
    })),
  }));
  const services = Object.entries(LENS_SERVICES).map(([code, service]) => ({
    masterKey: RX_MASTER_KEYS.services,
    referenceKey: `${LENS_BRAND.code}-S-${code}`,
    name: service.name,
    labels: service.labels,
    attributes: { rxService: [code] },
    variants: [
      { referenceKey: `${LENS_BRAND.code}-S-${code}-1`, attributes: {}, priceEur: service.priceEur },
    ],
  }));
  return [...lensTypes, ...qualities, ...tintings, ...services];
}

/**
 * The lens catalogue as products in the hidden lens category: made to order (sellable without stock), priced in
 * every shop, never reduced.
 */
export function generateLensCatalogue(options: LensCatalogueOptions): GeneratedProduct[] {
  let nextProductId = options.firstProductId;
  let nextVariantId = options.firstVariantId;
  return lensPartDrafts().map((draft) => {
    const productId = nextProductId++;
    const product: NewProduct = {
      id: productId,
      referenceKey: draft.referenceKey,
      masterKey: draft.masterKey,
      productType: LENS_PART_PRODUCT_TYPE,
      brandId: options.brandId,
      name: draft.name,
      modelName: draft.name,
      description: draft.labels,
      attributes: draft.attributes,
      createdAt: options.since,
      updatedAt: options.since,
    };
    const variantRows: NewVariant[] = [];
    const stockRows: NewStock[] = [];
    const priceRows: NewPrice[] = [];
    const historyRows: NewPriceHistory[] = [];
    draft.variants.forEach((variant, variantPosition) => {
      const variantId = nextVariantId++;
      variantRows.push({
        id: variantId,
        productId,
        referenceKey: variant.referenceKey,
        attributes: variant.attributes,
        position: variantPosition,
        createdAt: options.since,
        updatedAt: options.since,
      });
      stockRows.push({ variantId, quantity: 0, isSellableWithoutStock: true, updatedAt: options.since });
      for (const shop of SHOPS) {
        const withTax = lensPrice(shop.currency, variant.priceEur);
        priceRows.push({ variantId, shopId: shop.shopId, withTax, validFrom: options.since });
        historyRows.push({
          variantId,
          shopId: shop.shopId,
          withTax,
          validFrom: options.since,
          validTo: null,
        });
      }
    });
    return {
      product,
      categoryKeys: [LENS_CATEGORY.key],
      variants: variantRows,
      stock: stockRows,
      prices: priceRows,
      priceHistory: historyRows,
      images: [],
    };
  });
}
