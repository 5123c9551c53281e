import { BREAKPOINTS } from "./viewport.ts";

// rule:search.debounce
export const SEARCH_DEBOUNCE_MS = 500;
// rule:search.suggestion-term-length
export const MIN_SUGGESTION_TERM_LENGTH = 3;
// rule:search.suggestion-limits
export const DEFAULT_SUGGESTION_LIMITS = { products: 6, categories: 3, navigationPages: 3 } as const;

/** Whether a term is long enough to ask the engine for suggestions. */
export function asksForTermSuggestions(term: string): boolean {
  return term.trim().length >= MIN_SUGGESTION_TERM_LENGTH;
}

// rule:search.suggestion-term-length
export function shownSuggestions(term: string, termSuggestionCount: number): "term" | "default" {
  return asksForTermSuggestions(term) || termSuggestionCount > 0 ? "term" : "default";
}

// rule:search.suggestions-close-on-blur
export function suggestionsCloseOnBlur(viewportWidth: number): boolean {
  return viewportWidth < BREAKPOINTS.lg;
}
