import { brandAboveName } from "@eyewear/shop-rules";

/**
 * The brand on a line of its own above a product's name — nothing when the name already starts with it, so the brand
 * is read once (rule:catalogue.product-title).
 */
export function BrandLine({ brand, name, className }: { brand: string; name: string; className: string }) {
  const shown = brandAboveName(brand, name);
  return shown ? <span className={`block ${className}`}>{shown}</span> : null;
}
