import {
  addToRopoSlots,
  emptyRopoSlots,
  isRopoSlotIndex,
  type RopoAddOutcome,
  type RopoArticle,
  type RopoSlots,
  removeFromRopoSlots,
} from "@eyewear/shop-rules";
import { useMemo, useSyncExternalStore } from "react";

/**
 * The ropo basket lives in the browser's localStorage, one per shop: only the browser ever loads it,
 * so the server renders the page frame and the browser fills in the slots after hydration.
 */
const storageKey = (shopCode: string) => `ropo-basket:${shopCode}`;

/** Fired on this tab's window after a change; other tabs hear the browser's own `storage` event. */
const CHANGE_EVENT = "ropo-basket-change";

// This module ships with every page (the header badge): plain checks of the stored shape keep a validation
// library (14–24 kB gzip) out of every page's JavaScript.
const isPositiveId = (value: unknown) => Number.isInteger(value) && (value as number) > 0;

function isStoredSlot(value: unknown): value is RopoArticle | null {
  if (value === null) return true;
  if (typeof value !== "object") return false;
  const { productId, variantId } = value as Partial<Record<keyof RopoArticle, unknown>>;
  return isPositiveId(productId) && isPositiveId(variantId);
}

/** The stored shape: the slots, and the slot a shopper chose to fill next from the basket page (rule:ropo.slots). */
function isStoredBasket(value: unknown): value is { slots: (RopoArticle | null)[]; editingIndex?: number } {
  if (typeof value !== "object" || value === null) return false;
  const { slots, editingIndex } = value as { slots?: unknown; editingIndex?: unknown };
  return (
    Array.isArray(slots) &&
    slots.every(isStoredSlot) &&
    (editingIndex === undefined || Number.isInteger(editingIndex))
  );
}

export interface RopoBasketState {
  slots: RopoSlots;
  editingIndex: number | undefined;
}

/** The stored basket in the shop's capacity; anything unreadable counts as an empty basket. */
function parseBasket(raw: string | null, capacity: number): RopoBasketState {
  const empty = { slots: emptyRopoSlots(capacity), editingIndex: undefined };
  if (raw === null) return empty;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return empty;
  }
  if (!isStoredBasket(json)) return empty;
  const stored = json;
  const slots = empty.slots.map((_, index) => stored.slots[index] ?? null);
  return { slots, editingIndex: stored.editingIndex };
}

function writeBasket(shopCode: string, basket: RopoBasketState) {
  window.localStorage.setItem(storageKey(shopCode), JSON.stringify(basket));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

// A slot index out of bounds is logged, not thrown (rule:ropo.slots)
function logIndexOutOfBounds(action: string, index: number, slots: RopoSlots) {
  console.warn(`ropo basket: ${action} index ${index} is out of bounds (${slots.length} slots)`);
}

export interface RopoBasket {
  /** Undefined while the server renders and the page hydrates: the basket is only known in the browser. */
  state: RopoBasketState | undefined;
  add(article: RopoArticle): RopoAddOutcome;
  remove(index: number): void;
  /** Chooses the slot the next added article fills (the slot being edited, rule:ropo.slots). */
  edit(index: number): void;
}

/** The shopper's ropo basket of a shop, kept in localStorage and shared by every component that shows it. */
export function useRopoBasket(shopCode: string, capacity: number): RopoBasket {
  const raw = useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(storageKey(shopCode)),
    () => undefined,
  );
  return useMemo(() => {
    const current = () => parseBasket(window.localStorage.getItem(storageKey(shopCode)), capacity);
    return {
      state: raw === undefined ? undefined : parseBasket(raw, capacity),
      add(article) {
        const basket = current();
        if (basket.editingIndex !== undefined && !isRopoSlotIndex(basket.slots, basket.editingIndex))
          logIndexOutOfBounds("editing", basket.editingIndex, basket.slots);
        const outcome = addToRopoSlots(basket.slots, article, basket.editingIndex);
        if (outcome.ok) writeBasket(shopCode, { slots: outcome.slots, editingIndex: undefined });
        return outcome;
      },
      remove(index) {
        const basket = current();
        if (!isRopoSlotIndex(basket.slots, index)) return logIndexOutOfBounds("remove", index, basket.slots);
        writeBasket(shopCode, { ...basket, slots: removeFromRopoSlots(basket.slots, index) });
      },
      edit(index) {
        const basket = current();
        if (!isRopoSlotIndex(basket.slots, index)) return logIndexOutOfBounds("editing", index, basket.slots);
        writeBasket(shopCode, { ...basket, editingIndex: index });
      },
    };
  }, [raw, shopCode, capacity]);
}

/** A try-on list article as the ropo basket page shows it. */
export interface RopoArticleView {
  productId: number;
  variantId: number;
  name: string;
  brand: string;
  variant: string;
  imageHash: string | undefined;
  href: string;
}
