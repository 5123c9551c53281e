import { isAtLeast } from "@eyewear/shop-rules";
import type { ChangeEvent, FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useSearchParams, useSubmit } from "react-router";
import type { FilterPanel } from "~/platform/product-listing.server.ts";
import { useViewportBreakpoint } from "~/platform/shop-data.ts";
import { Button } from "~/ui/button.tsx";

/** One filter choice as a checkbox labelled with its product count. */
function CountedCheckbox({
  name,
  value,
  label,
  count,
  checked,
  onChange,
}: {
  name: string;
  value: string;
  label: string;
  count: number;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <li>
      <label className="flex items-center gap-2">
        <input type="checkbox" name={name} value={value} defaultChecked={checked} onChange={onChange} />
        <span>{label}</span>
        <span className="text-neutral-600">({count})</span>
      </label>
    </li>
  );
}

/** A bound of the price filter: the shopper's value as typed, the matching products' bound as placeholder. */
function PriceBound({
  name,
  label,
  placeholder,
}: {
  name: "minPrice" | "maxPrice";
  label: string;
  placeholder: number;
}) {
  const [searchParams] = useSearchParams();
  return (
    <label className="flex flex-col">
      {label}
      <input
        type="number"
        name={name}
        min={0}
        step="any"
        placeholder={String(placeholder)}
        defaultValue={searchParams.get(name) ?? ""}
        className="w-24 rounded border border-neutral-400 px-2 py-1"
      />
    </label>
  );
}

/**
 * The filters of a listing or search page (rule:catalogue.listing-filters) as a GET form: it works without
 * JavaScript (apply button) and, with it, applies a ticked box at once. Choosing filters starts again at page 1;
 * `carry` names the query parameters the form sends along unchanged (the sort, the search term). Besides the
 * attribute groups it offers the toggles of ADR 0038 (sale, new, …) as checkboxes sending `name=true`. The panel
 * starts open on wide screens and folded on narrow ones, as the viewport cookie (rule:layout.viewport-cookie) tells
 * the server.
 */
export function Filters({
  panel,
  carry,
  resetHref,
}: {
  panel: FilterPanel;
  carry: readonly string[];
  resetHref: string;
}) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const submit = useSubmit();
  const wide = isAtLeast(useViewportBreakpoint(), "lg");
  // With JavaScript, empty price fields are left out of the URL.
  const apply = (form: HTMLFormElement) => {
    const fields = new FormData(form);
    for (const [name, value] of [...fields]) if (value === "") fields.delete(name);
    submit(fields, { method: "get", preventScrollReset: true });
  };
  const carried = carry.flatMap((name) => searchParams.getAll(name).map((value) => [name, value] as const));
  const applyOnChange = (event: ChangeEvent<HTMLInputElement>) =>
    event.currentTarget.form && apply(event.currentTarget.form);
  const empty =
    panel.attributes.length === 0 &&
    panel.toggles.length === 0 &&
    !panel.price &&
    panel.categories.length === 0;
  if (empty) return null;
  return (
    <details open={wide} data-testid="filters">
      <summary className="cursor-pointer text-lg font-semibold">
        <h2 className="inline">{t("filters.title")}</h2>
      </summary>
      {panel.categories.length ? (
        <nav aria-label={t("filters.category")} className="mt-4">
          <h3 className="mb-2 font-medium">{t("filters.category")}</h3>
          <ul className="flex flex-col gap-1 text-sm">
            {panel.categories.map((category) => (
              <li key={category.id}>
                <Link to={category.href} className="hover:underline" data-testid="filter-category">
                  {category.label} <span className="text-neutral-600">({category.count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Form
        method="get"
        preventScrollReset
        className="mt-6 flex flex-col gap-6"
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          apply(event.currentTarget);
        }}
      >
        {carried.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        {panel.attributes.map((facet) => (
          <fieldset key={facet.parameter} data-testid={`filter-${facet.parameter}`}>
            <legend className="mb-2 font-medium">{t(`filters.${facet.parameter}`)}</legend>
            <ul className="flex max-h-60 flex-col gap-1 overflow-y-auto text-sm">
              {facet.values.map((value) => (
                <CountedCheckbox
                  key={value.value}
                  name={facet.parameter}
                  value={value.value}
                  label={value.label}
                  count={value.count}
                  checked={value.selected}
                  onChange={applyOnChange}
                />
              ))}
            </ul>
          </fieldset>
        ))}
        {panel.toggles.length ? (
          <fieldset data-testid="filter-toggles">
            <legend className="mb-2 font-medium">{t("filters.toggles")}</legend>
            <ul className="flex flex-col gap-1 text-sm">
              {panel.toggles.map((entry) => (
                <CountedCheckbox
                  key={entry.toggle}
                  name={entry.toggle}
                  value="true"
                  label={t(`filters.toggle.${entry.toggle}`)}
                  count={entry.count}
                  checked={entry.selected}
                  onChange={applyOnChange}
                />
              ))}
            </ul>
          </fieldset>
        ) : null}
        {panel.price ? (
          <fieldset data-testid="filter-price">
            <legend className="mb-2 font-medium">{t("filters.price")}</legend>
            <div className="flex items-end gap-2 text-sm">
              <PriceBound name="minPrice" label={t("filters.minPrice")} placeholder={panel.price.min} />
              <PriceBound name="maxPrice" label={t("filters.maxPrice")} placeholder={panel.price.max} />
            </div>
          </fieldset>
        ) : null}
        <div className="flex items-center gap-4">
          <Button look="primary" className="text-sm" testId="filters-apply">
            {t("filters.apply")}
          </Button>
          <Link to={resetHref} className="text-sm underline">
            {t("filters.reset")}
          </Link>
        </div>
      </Form>
    </details>
  );
}
