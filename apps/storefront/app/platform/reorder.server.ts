import { firstAttributeValue, isReorderable, productKindOf, type ShopConfig } from "@eyewear/shop-rules";
import type { ItemGroup } from "@scayle/storefront-api";
import type { RouterContextProvider } from "react-router";
import { commerceClient } from "./commerce.server.ts";
import type { Order } from "./orders-api.server.ts";
import { productName } from "./product-view.ts";

/** One line of a past order to put into the basket again, as it was ordered. */
export interface ReorderLine {
  variantId: number;
  quantity: number;
  /** The line's item group in the order (a contact-lens pair); the basket gets a new group of the same shape. */
  itemGroup: ItemGroup | undefined;
  customData: Record<string, unknown>;
  productName: string;
}

/**
 * The lines of a past order that "order again" puts back (rule:orders.reorder): its contact lenses and care
 * products, told by what the engine says their products are now, each a one-time purchase; a product the shop no
 * longer has is left out.
 */
export async function reorderableLines(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  order: Order,
): Promise<ReorderLine[]> {
  const productIds = [...new Set(order.items.map((item) => item.product.id))];
  if (productIds.length === 0) return [];
  const products = await commerceClient(context, shop).products.getByIds(productIds, {
    with: { attributes: "all" },
  });
  const reorderable = new Map(
    products.flatMap((product) =>
      isReorderable(productKindOf(firstAttributeValue(product.attributes, "productType")?.value))
        ? [[product.id, productName(product)] as const]
        : [],
    ),
  );
  return order.items.flatMap((item) => {
    const name = reorderable.get(item.product.id);
    if (name === undefined) return [];
    // Ordered again, a subscribed line is a one-time purchase: its subscription delivers already.
    const { subscriptionDefinition: _subscription, ...customData } = (item.customData ?? {}) as Record<
      string,
      unknown
    >;
    return [
      {
        variantId: item.variant.id,
        quantity: item.quantity,
        itemGroup: item.itemGroup ?? undefined,
        customData,
        productName: name,
      },
    ];
  });
}
