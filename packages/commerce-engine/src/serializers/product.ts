import { isProductSoldOut, type SalesStatus } from "@eyewear/shop-rules";
import type { Product, ProductImage, Stock, Variant } from "@scayle/storefront-api";
import type { ImageAttributeSelection, ProductInclude, VariantInclude } from "../model/includes.ts";
import {
  documentAttributeSources,
  type ProductData,
  productAttributeSources,
  type SerializeContext,
  type VariantData,
} from "../model/product-data.ts";
import type { ImageRow } from "../queries/products.ts";
import { serializeAttributes, serializeImageAttributes } from "./attributes.ts";
import { serializeProductCategories } from "./category.ts";
import { serializeLowestPriorPrice, serializePrice } from "./price.ts";
import { rfc3339 } from "./wire.ts";

/** The engine sells from one own warehouse; SCAYLE's stock entries name a supplier and a warehouse. */
const OWN_SUPPLIER_ID = 1;
const OWN_WAREHOUSE_ID = 1;

function serializeStock(data: VariantData): Stock {
  return {
    supplierId: OWN_SUPPLIER_ID,
    warehouseId: OWN_WAREHOUSE_ID,
    quantity: data.stock.quantity,
    isSellableWithoutStock: data.stock.isSellableWithoutStock,
    expectedAvailabilityAt: null,
  };
}

export function serializeVariant(data: VariantData, include: VariantInclude, ctx: SerializeContext): Variant {
  const { variant, price } = data;
  const language = ctx.shop.language;
  return {
    id: variant.id,
    referenceKey: variant.referenceKey,
    firstLiveAt: rfc3339(variant.createdAt),
    createdAt: rfc3339(variant.createdAt),
    updatedAt: rfc3339(variant.updatedAt),
    stock: serializeStock(data),
    price: serializePrice(price, ctx.shop),
    customData: {},
    isComposite: false,
    ...(include.attributes
      ? {
          attributes: serializeAttributes(
            documentAttributeSources(variant.attributes),
            include.attributes,
            ctx.labels,
            language,
          ),
        }
      : {}),
    ...(include.advancedAttributes ? { advancedAttributes: {} } : {}),
    ...(include.lowestPriorPrice
      ? { lowestPriorPrice: serializeLowestPriorPrice(price.withTax, data.lowestPriorWithTax) }
      : {}),
  };
}

function serializeImage(
  image: ImageRow,
  selection: ImageAttributeSelection | null,
  ctx: SerializeContext,
): ProductImage {
  return {
    hash: image.hash,
    name: image.hash,
    ...(selection
      ? {
          attributes: serializeImageAttributes(
            documentAttributeSources({ ...image.attributes }),
            selection,
            ctx.labels,
            ctx.shop.language,
          ),
        }
      : {}),
  };
}

function byPrice(a: VariantData, b: VariantData): number {
  return a.price.withTax - b.price.withTax || a.variant.id - b.variant.id;
}

export function serializeProduct(data: ProductData, include: ProductInclude, ctx: SerializeContext): Product {
  const { product } = data;
  const variantsByPrice = [...data.variants].sort(byPrice);
  const cheapest = variantsByPrice[0];
  const dearest = variantsByPrice.at(-1);
  const salesStatus = product.salesStatus as SalesStatus;
  const { variants: variantInclude, siblings: siblingInclude } = include;
  return {
    id: product.id,
    isActive: product.isActive,
    isSoldOut: isProductSoldOut(
      salesStatus,
      data.variants.map((variant) => variant.stock),
    ),
    isNew: product.isNew,
    isComposite: false,
    createdAt: rfc3339(product.createdAt),
    updatedAt: rfc3339(product.updatedAt),
    firstLiveAt: rfc3339(product.createdAt),
    indexedAt: rfc3339(product.updatedAt),
    images: data.images.map((image) => serializeImage(image, include.imageAttributes, ctx)),
    masterKey: product.masterKey,
    referenceKey: product.referenceKey,
    customData: {},
    ...(include.attributes
      ? {
          attributes: serializeAttributes(
            productAttributeSources(data, ctx.shop.language),
            include.attributes,
            ctx.labels,
            ctx.shop.language,
          ),
        }
      : {}),
    ...(include.advancedAttributes ? { advancedAttributes: {} } : {}),
    ...(variantInclude
      ? { variants: data.variants.map((variant) => serializeVariant(variant, variantInclude, ctx)) }
      : {}),
    ...(include.categories && ctx.categories
      ? { categories: serializeProductCategories(data.categoryKeys, ctx.categories, include.categories) }
      : {}),
    ...(siblingInclude
      ? { siblings: data.siblings.map((sibling) => serializeProduct(sibling, siblingInclude, ctx)) }
      : {}),
    ...(include.priceRange && cheapest && dearest
      ? {
          priceRange: {
            min: serializePrice(cheapest.price, ctx.shop),
            max: serializePrice(dearest.price, ctx.shop),
          },
        }
      : {}),
    ...(include.lowestPriorPrice && cheapest
      ? { lowestPriorPrice: serializeLowestPriorPrice(cheapest.price.withTax, cheapest.lowestPriorWithTax) }
      : {}),
  };
}
