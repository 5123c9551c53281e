import {
  firstAttributeValue,
  type LensFrameType,
  MINIMUM_LENS_INDEX_BY_FRAME_TYPE,
  offersPrescriptionConfigurator,
  type ShopConfig,
} from "@eyewear/shop-rules";
import type { RouterContextProvider } from "react-router";
import { commerceClient } from "~/platform/commerce.server.ts";
import { orNotFound } from "~/platform/engine-errors.server.ts";
import { rxProducts } from "~/platform/lens-catalogue.server.ts";
import { type ConfiguredFrame, isVariantOrderable, type RxProducts } from "~/platform/lens-catalogue.ts";
import { productName, productPath, variantLabel } from "~/platform/product-view.ts";

function lensFrameTypeOf(value: string | undefined): LensFrameType {
  return value !== undefined && Object.hasOwn(MINIMUM_LENS_INDEX_BY_FRAME_TYPE, value)
    ? (value as LensFrameType)
    : "full_rim";
}

/**
 * The frame and the shop's lens catalogue for the configurator, or undefined when the product is not one the
 * shop configures lenses for (rule:prescription.configurator-offered).
 */
export async function configurableFrame(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  productId: number,
  url: URL,
): Promise<{ frame: ConfiguredFrame; productPath: string; catalogue: RxProducts } | undefined> {
  const [product, catalogue] = await Promise.all([
    orNotFound(
      commerceClient(context, shop).products.getById(productId, {
        with: { attributes: "all", variants: { attributes: "all", stock: "all" } },
      }),
      context,
      shop,
      url,
    ),
    rxProducts(context, shop),
  ]);
  const productType = firstAttributeValue(product.attributes, "productType")?.value;
  const offered = offersPrescriptionConfigurator({
    shop: shop.features,
    productType,
    offeredLensTypes: catalogue.rxLensTypes.length,
    offeredQualities: catalogue.rxLensQualityIndex.length,
  });
  if (!offered) return undefined;
  const frame: ConfiguredFrame = {
    productId: product.id,
    name: productName(product),
    productType,
    lensFrameType: lensFrameTypeOf(firstAttributeValue(product.attributes, "lensFrameType")?.value),
    variants: (product.variants ?? []).map((variant) => ({
      id: variant.id,
      price: variant.price.withTax,
      label: variantLabel(variant),
      sellable: isVariantOrderable(product, variant),
    })),
  };
  return { frame, productPath: productPath(shop.code, product), catalogue };
}
