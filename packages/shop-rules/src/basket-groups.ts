import { areGiftConditionsMet, type GiftConditions } from "./promotions.ts";

/** A basket line's item group: lines sharing an id belong together (a frame and what it needs). */
export interface ItemGroupMark {
  id: string;
  isMainItem: boolean;
  isRequired: boolean;
}

/** A basket line as the item-group rules see it. */
export interface BasketLineState {
  key: string;
  variantId: number;
  quantity: number;
  status: "available" | "unavailable" | "deleted";
  /** The units of the variant that can be sold now (rule:basket.available-quantity). */
  availableQuantity: number;
  itemGroup?: ItemGroupMark | undefined;
}

/** Lines shown and handled together: an item group, or a single line without one. */
export interface BasketLineGroup<Line extends BasketLineState> {
  /** The item group id, or the line key of an ungrouped line. */
  id: string;
  isItemGroup: boolean;
  lines: Line[];
}

// Each group stands where its first line stands, the main item first, then its sub-items
// (rule:basket.item-groups-together).
export function groupBasketLines<Line extends BasketLineState>(
  lines: readonly Line[],
): BasketLineGroup<Line>[] {
  const groups: BasketLineGroup<Line>[] = [];
  const byId = new Map<string, BasketLineGroup<Line>>();
  for (const line of lines) {
    const groupId = line.itemGroup?.id;
    const existing = groupId === undefined ? undefined : byId.get(groupId);
    if (existing) {
      existing.lines.push(line);
      continue;
    }
    const group = { id: groupId ?? line.key, isItemGroup: groupId !== undefined, lines: [line] };
    groups.push(group);
    if (groupId !== undefined) byId.set(groupId, group);
  }
  for (const group of groups) {
    group.lines.sort(
      (a, b) => Number(b.itemGroup?.isMainItem ?? false) - Number(a.itemGroup?.isMainItem ?? false),
    );
  }
  return groups;
}

// The configured units of a variant: its units across all item groups of the basket.
function configuredQuantityOf(basket: readonly BasketLineState[], variantId: number): number {
  return basket
    .filter((line) => line.itemGroup !== undefined && line.variantId === variantId)
    .reduce((sum, line) => sum + line.quantity, 0);
}

// rule:basket.item-group-validity
export function isItemGroupValid(
  group: readonly BasketLineState[],
  basket: readonly BasketLineState[],
): boolean {
  return group.every(
    (line) =>
      line.status === "available" && line.availableQuantity >= configuredQuantityOf(basket, line.variantId),
  );
}

// The groups to remove after a fetch; ungrouped lines stay, flagged for the shopper (rule:basket.item-group-validity).
export function invalidItemGroups<Line extends BasketLineState>(
  lines: readonly Line[],
): BasketLineGroup<Line>[] {
  return groupBasketLines(lines).filter(
    (group) => group.isItemGroup && !isItemGroupValid(group.lines, lines),
  );
}

// rule:basket.item-group-complete
export function isItemGroupComplete(
  group: readonly Pick<BasketLineState, "quantity" | "itemGroup">[],
): boolean {
  const main = group.find((line) => line.itemGroup?.isMainItem);
  return (
    main !== undefined &&
    group.every(
      (line) => line.itemGroup?.isMainItem || !line.itemGroup?.isRequired || line.quantity === main.quantity,
    )
  );
}

// rule:basket.item-group-of-equals
export function isGroupOfEquals(group: readonly Pick<BasketLineState, "itemGroup">[]): boolean {
  return group.length > 0 && group.every((line) => line.itemGroup?.isMainItem && !line.itemGroup.isRequired);
}

/**
 * The lines a change or removal of `itemKey` acts on: its whole item group (rule:basket.item-group-removed-together),
 * the line alone when it stands alone or in a group of equals (rule:basket.item-group-of-equals); none when the
 * basket has no such line.
 */
export function linesActedOn<Line extends Pick<BasketLineState, "key" | "itemGroup">>(
  lines: readonly Line[],
  itemKey: string,
): Line[] {
  const line = lines.find((candidate) => candidate.key === itemKey);
  if (!line) return [];
  const groupId = line.itemGroup?.id;
  if (groupId === undefined) return [line];
  const group = lines.filter((candidate) => candidate.itemGroup?.id === groupId);
  return isGroupOfEquals(group) ? [line] : group;
}

// rule:basket.checkout-button
export function showsCheckoutButton(lines: readonly Pick<BasketLineState, "status">[]): boolean {
  return lines.length > 0 && lines.every((line) => line.status === "available");
}

/** A buy-X-get-Y promotion as the basket offers its gift: the gift variants and the conditions. */
export interface GiftPromotion {
  giftVariantIds: readonly number[];
  conditions: GiftConditions;
}

// The gift is offered while its conditions hold for the available non-gift units and the total, and no gift of it
// is in the basket yet (rule:basket.gift-promotion).
export function offersGift(
  promotion: GiftPromotion,
  lines: readonly Pick<BasketLineState, "variantId" | "quantity" | "status">[],
  basketTotal: number,
): boolean {
  const isGift = (line: { variantId: number }) => promotion.giftVariantIds.includes(line.variantId);
  const quantity = lines
    .filter((line) => line.status === "available" && !isGift(line))
    .reduce((sum, line) => sum + line.quantity, 0);
  return !lines.some(isGift) && areGiftConditionsMet(promotion.conditions, quantity, basketTotal);
}

export type BasketOperation = "add" | "update" | "delete";

/** A failed basket change, kept for tracking (rule:basket.error-record). */
export interface BasketErrorRecord {
  operation: BasketOperation;
  kind: string;
  statusCode: number;
  variantId: number | undefined;
  message: string;
}

// rule:basket.error-record
export function basketErrorRecord(
  operation: BasketOperation,
  kind: string,
  statusCode: number | undefined,
  variantId: number | undefined,
  message: string,
): BasketErrorRecord {
  return { operation, kind, statusCode: statusCode ?? -1, variantId, message };
}
