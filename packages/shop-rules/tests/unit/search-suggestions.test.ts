import { describe, expect, it } from "vitest";
import {
  asksForTermSuggestions,
  DEFAULT_SUGGESTION_LIMITS,
  SEARCH_DEBOUNCE_MS,
  shownSuggestions,
  suggestionsCloseOnBlur,
} from "../../src/search-suggestions.ts";

describe("search suggestions", () => {
  it("suggests at most 6 products, 3 categories and 3 navigation pages (rule:search.suggestion-limits)", () => {
    expect(DEFAULT_SUGGESTION_LIMITS).toEqual({ products: 6, categories: 3, navigationPages: 3 });
  });

  it("waits 500 ms after the last keystroke (rule:search.debounce)", () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
  });

  it("asks the engine from 3 characters on", () => {
    expect(asksForTermSuggestions("ab")).toBe(false);
    expect(asksForTermSuggestions("  ab  ")).toBe(false);
    expect(asksForTermSuggestions("abc")).toBe(true);
  });

  it("shows term suggestions above 2 characters or while some exist, else the defaults", () => {
    expect(shownSuggestions("", 0)).toBe("default");
    expect(shownSuggestions("ab", 0)).toBe("default");
    expect(shownSuggestions("ab", 2)).toBe("term");
    expect(shownSuggestions("abc", 0)).toBe("term");
  });

  it("closes on blur on narrow screens only", () => {
    expect(suggestionsCloseOnBlur(375)).toBe(true);
    expect(suggestionsCloseOnBlur(1023)).toBe(true);
    expect(suggestionsCloseOnBlur(1024)).toBe(false);
  });
});
