import { randomUUID } from "node:crypto";
import type { Database } from "@eyewear/database";
import { canAddWishlistItem, isProductServed, isWishlistItemPresent } from "@eyewear/shop-rules";
import type { Wishlist, WishlistItem } from "@scayle/storefront-api";
import { EngineError } from "../model/engine-error.ts";
import type { BasketInclude } from "../model/includes.ts";
import type { ProductData } from "../model/product-data.ts";
import { findVariantProducts } from "../queries/products.ts";
import {
  deleteWishlistItem as deleteItemRow,
  findWishlist,
  findWishlistItems,
  insertWishlistItem,
  lockWishlist,
  upsertWishlist,
} from "../queries/wishlists.ts";
import { serializeProduct, serializeVariant } from "../serializers/product.ts";
import { distinctProductIds, loadPlanFor, loadProductData, serializeContextFor } from "./product-data.ts";
import type { ShopContext } from "./shop-context.ts";

/** What to add: a product, or one variant of it (exactly one of the two is given). */
export type WishlistTarget = { productId: number } | { variantId: number };

/**
 * Status codes of a wishlist add (rule:wishlist.add-one-target): 201 added, 409 already present,
 * 412 unavailable, 413 maximum count reached.
 */
export type WishlistStatus = 201 | 409 | 412 | 413;

const NO_EXTRAS = { categories: false, lowestPriorPrice: false, siblings: null };

/** rule:catalogue.product-served (only variants priced in the shop are loaded). */
function isServed(data: ProductData | undefined): data is ProductData {
  return data !== undefined && isProductServed(data.product, data.variants.length);
}

async function renderWishlist(
  db: Database,
  shop: ShopContext,
  key: string,
  include: BasketInclude,
): Promise<Wishlist> {
  const wishlist = await findWishlist(db, shop.id, key);
  const items = wishlist ? await findWishlistItems(db, wishlist.id) : [];
  const data = await loadProductData(db, shop, distinctProductIds(items), {
    ...loadPlanFor(include.product),
    lowestPriorPrice: loadPlanFor(include.product).lowestPriorPrice || include.variant.lowestPriorPrice,
  });
  const products = [...data.values()].filter((product) => product.variants.length > 0);
  const ctx = await serializeContextFor(db, shop, {
    products,
    product: include.product,
    variant: include.variant,
  });
  // An item stays visible while its product (and variant) is priced in the shop; isActive/isSoldOut tell the rest.
  const entries = items.flatMap((item): WishlistItem[] => {
    const product = data.get(item.productId);
    if (!product || product.variants.length === 0) return [];
    const variant =
      item.variantId === null
        ? undefined
        : product.variants.find((entry) => entry.variant.id === item.variantId);
    if (item.variantId !== null && !variant) return [];
    return [
      {
        key: item.key,
        productId: item.productId,
        product: serializeProduct(product, include.product, ctx),
        variantId: item.variantId,
        ...(variant ? { variant: serializeVariant(variant, include.variant, ctx) } : {}),
        customData: {},
      },
    ];
  });
  return { key, items: entries };
}

/** GET /v1/wishlists/{key}: an unknown key is an empty wishlist; it is stored on its first item. */
export function getWishlist(db: Database, shop: ShopContext, key: string, include: BasketInclude) {
  return renderWishlist(db, shop, key, include);
}

/** The product and variant to store, or undefined when it is not served in the shop (412). */
async function resolveTarget(
  db: Database,
  shop: ShopContext,
  target: WishlistTarget,
): Promise<{ productId: number; variantId: number | null } | undefined> {
  if ("productId" in target) {
    const data = (await loadProductData(db, shop, [target.productId], NO_EXTRAS)).get(target.productId);
    return isServed(data) ? { productId: target.productId, variantId: null } : undefined;
  }
  const [owner] = await findVariantProducts(db, [target.variantId]);
  if (!owner) return undefined;
  const data = (await loadProductData(db, shop, [owner.productId], NO_EXTRAS)).get(owner.productId);
  const priced = data?.variants.some((variant) => variant.variant.id === target.variantId);
  return isServed(data) && priced ? { productId: owner.productId, variantId: target.variantId } : undefined;
}

/** POST /v1/wishlists/{key}/items, in one transaction that locks the wishlist row. */
export function addWishlistItem(
  db: Database,
  shop: ShopContext,
  key: string,
  target: WishlistTarget,
  include: BasketInclude,
  maxItems: number,
): Promise<{ status: WishlistStatus; wishlist: Wishlist }> {
  return db.transaction(async (tx) => {
    const answer = async (status: WishlistStatus) => ({
      status,
      wishlist: await renderWishlist(tx, shop, key, include),
    });
    const entry = await resolveTarget(tx, shop, target);
    if (!entry) return answer(412);
    await lockWishlist(tx, shop.id, key);
    const wishlistId = await upsertWishlist(tx, shop.id, key);
    const items = await findWishlistItems(tx, wishlistId);
    if (isWishlistItemPresent(items, entry)) return answer(409);
    if (!canAddWishlistItem(items.length, maxItems)) return answer(413);
    await insertWishlistItem(tx, { key: randomUUID(), wishlistId, ...entry });
    return answer(201);
  });
}

/** DELETE /v1/wishlists/{key}/items/{itemKey}: a missing item is not found (rule:wishlist.add-one-target). */
export function deleteWishlistItem(
  db: Database,
  shop: ShopContext,
  key: string,
  itemKey: string,
  include: BasketInclude,
): Promise<Wishlist> {
  return db.transaction(async (tx) => {
    const wishlist = await lockWishlist(tx, shop.id, key);
    const items = wishlist ? await findWishlistItems(tx, wishlist.id) : [];
    if (!wishlist || !items.some((item) => item.key === itemKey)) {
      throw new EngineError("not_found", `Wishlist item ${itemKey} was not found`, {
        code: "WISHLIST_ITEM_NOT_FOUND",
        parameter: "itemKey",
      });
    }
    await deleteItemRow(tx, wishlist.id, itemKey);
    return renderWishlist(tx, shop, key, include);
  });
}
