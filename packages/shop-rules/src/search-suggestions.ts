import { BREAKPOINTS } from "./viewport.ts";

// S2 §9 search debounce
export const SEARCH_DEBOUNCE_MS = 500;
// S2 §9 minimum term length for suggestions
export const MIN_SUGGESTION_TERM_LENGTH = 3;
// S2 §9 default suggestions: the newest 6 products, up to 3 categories and up to 3 navigation pages
export const DEFAULT_SUGGESTION_LIMITS = { products: 6, categories: 3, navigationPages: 3 } as const;

/** Whether a term is long enough to ask the engine for suggestions. */
export function asksForTermSuggestions(term: string): boolean {
  return term.trim().length >= MIN_SUGGESTION_TERM_LENGTH;
}

// S2 §2 suggestions for the term are shown when it has more than 2 characters or when suggestions exist; otherwise the default suggestions
export function shownSuggestions(term: string, termSuggestionCount: number): "term" | "default" {
  return asksForTermSuggestions(term) || termSuggestionCount > 0 ? "term" : "default";
}

// S2 §2 the suggestions flyout closes on blur, except on desktop (from the lg breakpoint)
export function suggestionsCloseOnBlur(viewportWidth: number): boolean {
  return viewportWidth < BREAKPOINTS.lg;
}
