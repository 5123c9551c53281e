import type { ProductKind } from "./product-kinds.ts";

/** How much room a title has: narrow cards (tiles, flyouts, suggestions) or wide lines (the basket page). */
export type TitleRoom = "narrow" | "wide";

// rule:catalogue.title-length
export const EYEWEAR_TITLE_MAX_LENGTH = 50;
// rule:catalogue.title-length
export const NON_EYEWEAR_TITLE_MAX_LENGTH: Readonly<Record<TitleRoom, number>> = { narrow: 22, wide: 29 };

const ELLIPSIS = "…";
const EYEWEAR_KINDS: ReadonlySet<ProductKind> = new Set(["glasses-pdp", "correctional-glasses"]);

// rule:catalogue.title-length
export function shortProductTitle(name: string, kind: ProductKind, room: TitleRoom): string {
  const maxLength = EYEWEAR_KINDS.has(kind) ? EYEWEAR_TITLE_MAX_LENGTH : NON_EYEWEAR_TITLE_MAX_LENGTH[room];
  if (name.length <= maxLength) return name;
  const textLength = maxLength - ELLIPSIS.length;
  // One character more than fits shows whether the last kept word ends exactly at the limit.
  const wordEnd = name.slice(0, textLength + 1).lastIndexOf(" ");
  const kept = wordEnd > 0 ? name.slice(0, wordEnd) : name.slice(0, textLength);
  return `${kept.trimEnd()}${ELLIPSIS}`;
}

/** Whether the name already begins with the brand as a whole word ("Purelux" in "Purelux Cleaning Spray"). */
function nameLeadsWithBrand(brand: string, name: string): boolean {
  const lead = name.slice(0, brand.length);
  const after = name.charAt(brand.length);
  return lead.toLocaleLowerCase() === brand.toLocaleLowerCase() && !/[\p{L}\p{N}]/u.test(after);
}

/**
 * A product's one-line title: the brand, then the name — but the name alone when it already starts with the brand,
 * so "Purelux" + "Purelux Cleaning Spray" never reads "Purelux Purelux …".
 */
// rule:catalogue.product-title
export function productTitle(brand: string, name: string): string {
  const trimmedBrand = brand.trim();
  if (trimmedBrand === "" || nameLeadsWithBrand(trimmedBrand, name)) return name;
  return `${trimmedBrand} ${name}`;
}

/**
 * The brand a tile, basket line or order line shows on a line of its own above the name: none when there is no
 * brand or the name already starts with it, so the brand is read once.
 */
// rule:catalogue.product-title
export function brandAboveName(brand: string, name: string): string | undefined {
  const trimmedBrand = brand.trim();
  return trimmedBrand === "" || nameLeadsWithBrand(trimmedBrand, name) ? undefined : trimmedBrand;
}
