import {
  asksForTermSuggestions,
  MAX_SEARCH_TERM_LENGTH,
  SEARCH_DEBOUNCE_MS,
  shownSuggestions,
  suggestionsCloseOnBlur,
} from "@eyewear/shop-rules";
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigate } from "react-router";
import { fetchWithRetries } from "~/platform/fetch-client.ts";
import type { SuggestionView } from "~/search/search-suggestions.server.ts";
import { ProductImage } from "~/ui/product-image.tsx";
import { fullNameAttributes } from "~/ui/short-title.ts";
import { useHydrated } from "~/ui/use-hydrated.ts";

// The suggestion request's states: idle, pending, success, error
type SuggestionRequest = "idle" | "pending" | "success" | "error";

/** Asks the storefront (never the engine) for suggestions; a newer request aborts the one still running. */
function useSuggestionRequests(shopCode: string) {
  const [request, setRequest] = useState<SuggestionRequest>("idle");
  const running = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => running.current?.abort(), []);
  async function load(term: string): Promise<SuggestionView[] | undefined> {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setRequest("pending");
    try {
      const response = await fetchWithRetries(
        `/${shopCode}/search/suggestions/?${new URLSearchParams({ term })}`,
        { signal: controller.signal, headers: { accept: "application/json" } },
      );
      const body = (await response.json()) as { suggestions: SuggestionView[] };
      setRequest("success");
      return body.suggestions;
    } catch {
      if (!controller.signal.aborted) setRequest("error");
      return undefined;
    }
  }
  return { request, load };
}

const GROUPS = ["product", "category", "navigationItem"] as const;
const NO_SUGGESTIONS: SuggestionView[] = [];

/**
 * The header search: a GET form to the results page with submit and reset; submit is disabled while the
 * term is empty (without JavaScript the required field prevents empty searches instead). With JavaScript the
 * field is a combobox whose suggestions flyout opens on focus or typing and closes on Esc, reset, selection, a
 * click elsewhere and, on narrow screens, on blur.
 */
export function HeaderSearch({ shopCode, initialTerm }: { shopCode: string; initialTerm: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const listboxId = useId();
  const container = useRef<HTMLFormElement>(null);
  const [term, setTerm] = useState(initialTerm);
  const [open, setOpen] = useState(false);
  const [termResults, setTermResults] = useState<SuggestionView[]>([]);
  const [defaults, setDefaults] = useState<SuggestionView[]>();
  const [activeId, setActiveId] = useState<string>();
  const { request, load } = useSuggestionRequests(shopCode);

  const view = shownSuggestions(term, termResults.length);
  const suggestions = view === "term" ? termResults : (defaults ?? NO_SUGGESTIONS);

  // rule:search.debounce: the term is sent 500 ms after the last keystroke
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a changed term (while open) starts a request
  useEffect(() => {
    if (!open) return;
    if (!asksForTermSuggestions(term)) {
      if (term.trim() === "") setTermResults([]);
      if (!defaults) load("").then((loaded) => loaded && setDefaults(loaded));
      return;
    }
    const timer = window.setTimeout(() => {
      load(term).then((loaded) => {
        if (loaded) setTermResults(loaded);
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [term, open]);

  // An option that is no longer listed is no longer active.
  const activeIndex = suggestions.findIndex((suggestion) => suggestion.id === activeId);

  // On desktop the flyout stays open on blur; a click outside the search closes it.
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);

  function select(suggestion: SuggestionView) {
    setOpen(false);
    navigate(suggestion.href);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Escape") {
      if (open) event.preventDefault();
      setOpen(false);
      return;
    }
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (suggestions.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      // From the field (-1) through the options and back to the field.
      const next = activeIndex + step;
      const wrapped = next < -1 ? suggestions.length - 1 : next >= suggestions.length ? -1 : next;
      setActiveId(suggestions[wrapped]?.id);
      return;
    }
    const active = suggestions[activeIndex];
    if (event.key === "Enter" && open && active) {
      event.preventDefault();
      select(active);
    }
  }

  function closeOnBlur(event: FocusEvent<HTMLFormElement>) {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    if (suggestionsCloseOnBlur(window.innerWidth)) setOpen(false);
  }

  const expanded = hydrated && open;
  const activeSuggestion = expanded ? suggestions[activeIndex] : undefined;
  return (
    <Form
      ref={container}
      method="get"
      action={`/${shopCode}/search/`}
      role="search"
      className="relative flex min-w-0 flex-1 items-center gap-1 header:flex-none"
      onReset={() => {
        setTerm("");
        setTermResults([]);
        setOpen(false);
      }}
      onSubmit={() => setOpen(false)}
      onBlur={closeOnBlur}
    >
      <label htmlFor="header-search" className="sr-only">
        {t("search.label")}
      </label>
      <input
        id="header-search"
        type="search"
        name="term"
        required
        maxLength={MAX_SEARCH_TERM_LENGTH}
        value={term}
        onChange={(event) => {
          setTerm(event.currentTarget.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={handleKeyDown}
        placeholder={t("search.placeholder")}
        className="min-w-0 flex-1 rounded border border-neutral-400 px-3 py-2 text-sm header:w-56 header:flex-none [&::-webkit-search-cancel-button]:appearance-none"
        autoComplete="off"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={activeSuggestion ? `${listboxId}-${activeSuggestion.id}` : undefined}
        data-testid="search-input"
      />
      {term ? (
        <button type="reset" className="rounded px-2 py-2 text-sm underline" aria-label={t("search.reset")}>
          ×
        </button>
      ) : null}
      <button
        type="submit"
        disabled={hydrated && term.trim() === ""}
        className="rounded bg-sky-800 px-3 py-2 text-sm font-semibold text-white disabled:bg-neutral-400"
        data-testid="search-submit"
      >
        {t("search.submit")}
      </button>
      {hydrated ? (
        <p className="sr-only" aria-live="polite">
          {!expanded || request === "idle"
            ? ""
            : request === "pending"
              ? t("search.suggestionsLoading")
              : request === "error"
                ? t("search.suggestionsFailed")
                : t("search.suggestionCount", { count: suggestions.length })}
        </p>
      ) : null}
      <div
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 rounded border header:left-auto header:w-[28rem] border-neutral-200 bg-white p-3 shadow-xl"
        data-testid="search-suggestions"
        data-shown={view}
        data-request={request}
      >
        {request === "error" ? <p className="p-2 text-sm">{t("search.suggestionsFailed")}</p> : null}
        <div
          id={listboxId}
          role="listbox"
          aria-label={view === "term" ? t("search.suggestions") : t("search.defaultSuggestions")}
        >
          {GROUPS.map((type) => {
            const members = suggestions.filter((suggestion) => suggestion.type === type);
            if (members.length === 0) return null;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role="group", not fieldsets
              <div key={type} role="group" aria-labelledby={`${listboxId}-${type}`} className="mb-2">
                <p
                  id={`${listboxId}-${type}`}
                  className="px-2 pb-1 text-xs font-semibold uppercase text-neutral-600"
                >
                  {t(`search.suggestionGroup.${type}`)}
                </p>
                {members.map((suggestion) => {
                  const index = suggestions.indexOf(suggestion);
                  return (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard
                    <div
                      key={suggestion.id}
                      id={`${listboxId}-${suggestion.id}`}
                      role="option"
                      tabIndex={-1}
                      aria-selected={index === activeIndex}
                      onPointerDown={(event) => event.preventDefault()}
                      onClick={() => select(suggestion)}
                      className="flex cursor-pointer items-center gap-3 rounded px-2 py-1 text-sm aria-selected:bg-sky-100 hover:bg-neutral-100"
                      data-testid={`suggestion-${suggestion.type}`}
                      {...(suggestion.type === "product"
                        ? fullNameAttributes(suggestion.name, suggestion.label)
                        : {})}
                    >
                      {suggestion.type === "product" ? (
                        <span className="w-8 shrink-0">
                          <ProductImage hash={suggestion.imageHash} alt="" width={320} sizes="32px" />
                        </span>
                      ) : null}
                      <span>{suggestion.label}</span>
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
    </Form>
  );
}
