import type { Language } from "@eyewear/shop-rules";

/** A text in each of the five shop languages. */
export type Translations = Record<Language, string>;

/** The same text in every language (sizes, codes, numbers). */
export function sameInAllLanguages(text: string): Translations {
  return { de: text, fr: text, it: text, pl: text, cs: text };
}

/** A text in the five shop languages, given in the order de, fr, it, pl, cs: one line for a translated label. */
export function inLanguages(de: string, fr: string, it: string, pl: string, cs: string): Translations {
  return { de, fr, it, pl, cs };
}
