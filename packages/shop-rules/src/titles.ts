import type { ProductKind } from "./product-kinds.ts";

/** How much room a title has: narrow cards (tiles, flyouts, suggestions) or wide lines (the basket page). */
export type TitleRoom = "narrow" | "wide";

// S1 §5 display rules: eyewear titles are shortened above 50 characters
export const EYEWEAR_TITLE_MAX_LENGTH = 50;
// S1 §5 display rules: non-eyewear titles are shortened to 22 characters (narrow) and 29 characters (wide)
export const NON_EYEWEAR_TITLE_MAX_LENGTH: Readonly<Record<TitleRoom, number>> = { narrow: 22, wide: 29 };

const ELLIPSIS = "…";
const EYEWEAR_KINDS: ReadonlySet<ProductKind> = new Set(["glasses-pdp", "correctional-glasses"]);

// S1 §5 display rules: eyewear titles use short forms above 50 characters, non-eyewear names up to 22 and 29 characters
export function shortProductTitle(name: string, kind: ProductKind, room: TitleRoom): string {
  const maxLength = EYEWEAR_KINDS.has(kind) ? EYEWEAR_TITLE_MAX_LENGTH : NON_EYEWEAR_TITLE_MAX_LENGTH[room];
  if (name.length <= maxLength) return name;
  const textLength = maxLength - ELLIPSIS.length;
  // One character more than fits shows whether the last kept word ends exactly at the limit.
  const wordEnd = name.slice(0, textLength + 1).lastIndexOf(" ");
  const kept = wordEnd > 0 ? name.slice(0, wordEnd) : name.slice(0, textLength);
  return `${kept.trimEnd()}${ELLIPSIS}`;
}
