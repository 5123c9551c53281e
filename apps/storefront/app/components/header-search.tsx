import { MAX_SEARCH_TERM_LENGTH } from "@eyewear/shop-rules";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { useHydrated } from "~/lib/use-hydrated.ts";

/**
 * The header search (S2 §2): a GET form to the results page with submit and reset; submit is disabled while the
 * term is empty (without JavaScript the required field prevents empty searches instead).
 */
export function HeaderSearch({ shopCode, initialTerm }: { shopCode: string; initialTerm: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [term, setTerm] = useState(initialTerm);
  return (
    <Form
      method="get"
      action={`/${shopCode}/search/`}
      role="search"
      className="flex items-center gap-1"
      onReset={() => setTerm("")}
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
        onChange={(event) => setTerm(event.currentTarget.value)}
        placeholder={t("search.placeholder")}
        className="w-40 rounded border border-neutral-400 px-3 py-2 text-sm sm:w-56"
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
    </Form>
  );
}
