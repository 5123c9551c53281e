import type { ShopConfig } from "@eyewear/shop-rules";
import type { RouterContextProvider } from "react-router";
import { commerceClient } from "~/platform/commerce.server.ts";
import { NAMING_ATTRIBUTES, productPath } from "~/platform/product-view.ts";

/**
 * The page of the product that represents a product type on its fixed page (rule:catalogue.fixed-product-pages):
 * the shop's oldest product of that type that can still be bought, or undefined when the shop has none.
 */
export async function representativeProductPath(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  productType: string,
): Promise<string | undefined> {
  const page = await commerceClient(context, shop).products.query({
    where: { attributes: [{ type: "attributes", key: "productType", values: [productType] }] },
    includeSoldOut: false,
    sort: { by: "new", direction: "asc" },
    pagination: { page: 1, perPage: 1 },
    with: { attributes: { withKey: NAMING_ATTRIBUTES } },
  });
  const [product] = page.entities;
  return product ? productPath(shop.code, product) : undefined;
}
