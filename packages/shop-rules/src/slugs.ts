/** Letters Unicode normalisation does not split into a base letter and an accent. */
const LETTERS_WITHOUT_DECOMPOSITION: Record<string, string> = {
  ß: "ss",
  ł: "l",
  œ: "oe",
  æ: "ae",
  ø: "o",
  đ: "d",
};

// rule:catalogue.slugify
export function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/[*+~.()'"!:@/#?]/g, "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[ßłœæøđ]/g, (letter) => LETTERS_WITHOUT_DECOMPOSITION[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

// rule:catalogue.product-slug
export function productSlug(parts: { name: string; details?: (string | undefined)[]; id: number }): string {
  const words = [parts.name, ...(parts.details ?? [])].filter((w): w is string => Boolean(w));
  const base = slugify(words.join(" "));
  return base ? `${base}-${parts.id}` : String(parts.id);
}

/** The product id at the end of a /p/{slug} path segment, or undefined when there is none. */
export function productIdFromSlug(slug: string): number | undefined {
  const match = /(?:^|-)(\d{1,9})\/?$/.exec(slug);
  return match ? Number(match[1]) : undefined;
}
