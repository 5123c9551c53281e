import type { ShopConfig } from "./shops.ts";

type RopoShop = Pick<ShopConfig, "features" | "ropoCategoryPath">;

// rule:ropo.offered
export function offersRopoBasket(shop: Pick<ShopConfig, "features">): boolean {
  return shop.features.reservationOnlinePickup;
}

/** The category whose products are ropo-supported, or undefined when the shop offers no ropo listing. */
export function ropoCategoryPath(shop: RopoShop): string | undefined {
  return shop.features.ropoReduction ? shop.ropoCategoryPath || undefined : undefined;
}

// rule:ropo.supported-product
export function isRopoSupported(shop: RopoShop, productCategoryPaths: readonly string[]): boolean {
  const path = ropoCategoryPath(shop);
  return path !== undefined && productCategoryPaths.includes(path);
}

/** One article in the ropo basket: a product in one variant. */
export interface RopoArticle {
  productId: number;
  variantId: number;
}

// Each slot is empty (null) or holds one article (rule:ropo.slots).
export type RopoSlots = readonly (RopoArticle | null)[];

/** A ropo basket of the shop's capacity with every slot empty. */
export function emptyRopoSlots(capacity: number): RopoSlots {
  return Array.from({ length: capacity }, () => null);
}

/** Whether `index` names one of the basket's slots; the caller logs an index out of bounds (rule:ropo.slots). */
export function isRopoSlotIndex(slots: RopoSlots, index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < slots.length;
}

export type RopoAddOutcome =
  | { ok: true; slots: RopoSlots; index: number }
  | { ok: false; reason: "duplicate" | "full" };

// rule:ropo.slots
export function addToRopoSlots(
  slots: RopoSlots,
  article: RopoArticle,
  editingIndex?: number,
): RopoAddOutcome {
  const duplicate = slots.some(
    (slot) => slot?.productId === article.productId && slot.variantId === article.variantId,
  );
  if (duplicate) return { ok: false, reason: "duplicate" };
  const firstEmpty = slots.indexOf(null);
  if (firstEmpty === -1) return { ok: false, reason: "full" };
  const editingEmpty =
    editingIndex !== undefined && isRopoSlotIndex(slots, editingIndex) && slots[editingIndex] === null;
  const index = editingEmpty ? editingIndex : firstEmpty;
  return { ok: true, slots: slots.map((slot, at) => (at === index ? article : slot)), index };
}

// rule:ropo.slots
export function removeFromRopoSlots(slots: RopoSlots, index: number): RopoSlots {
  return slots.map((slot, at) => (at === index ? null : slot));
}

// The header badge of the ropo basket (rule:ropo.slots).
export function ropoArticleCount(slots: RopoSlots): number {
  return slots.filter((slot) => slot !== null).length;
}

// rule:ropo.branch-handoff
export const ROPO_SERVICE_CODE = "GL_CR";

// Pairs written "productId-variantId", comma-separated (rule:ropo.branch-handoff).
export function encodeRopoIds(articles: readonly RopoArticle[]): string {
  return btoa(articles.map((article) => `${article.productId}-${article.variantId}`).join(","));
}

/** The articles of a ropo-ids value, or none when it is not one `encodeRopoIds` could have written. */
export function decodeRopoIds(value: string): RopoArticle[] {
  let text: string;
  try {
    text = atob(value);
  } catch {
    return [];
  }
  const pairs = text.split(",").map((pair) => /^([1-9]\d{0,9})-([1-9]\d{0,9})$/.exec(pair));
  if (pairs.some((pair) => pair === null)) return [];
  return pairs.map((pair) => ({ productId: Number(pair![1]), variantId: Number(pair![2]) }));
}

// rule:ropo.branch-handoff
export function findBranchQuery(articles: readonly RopoArticle[], branchId?: number): URLSearchParams {
  const query = new URLSearchParams({ "ropo-ids": encodeRopoIds(articles), service: ROPO_SERVICE_CODE });
  if (branchId !== undefined) query.set("branch-id", String(branchId));
  return query;
}

/** The articles a find-branch query hands over, or none unless it names the service GL_CR and valid ids (rule:ropo.branch-handoff). */
export function ropoArticlesOfQuery(query: URLSearchParams): RopoArticle[] {
  if (query.get("service") !== ROPO_SERVICE_CODE) return [];
  return decodeRopoIds(query.get("ropo-ids") ?? "");
}
