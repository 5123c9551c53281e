import { BRANCH_SEARCH_MAX_LENGTH } from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { BranchCard } from "~/components/branch.tsx";
import { branchesApi } from "~/lib/branches.server.ts";
import { requireShop } from "~/lib/shop.ts";
import type { Route } from "./+types/branches";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  const search = (url.searchParams.get("search") ?? "").trim().slice(0, BRANCH_SEARCH_MAX_LENGTH);
  const answer = await branchesApi.list(context, shop, search);
  if (!answer.ok) throw new Error(`listing branches answered ${answer.status}`);
  return { search, branches: answer.branches };
}

/**
 * S1 §2 /niederlassungen/: the branch list of the shop's country, filtered by city or zip code through a plain GET
 * form, so it works without JavaScript.
 */
export default function BranchesPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search, branches } = loaderData;
  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-6 py-8" data-testid="branch-list">
      <title>{t("branches.title")}</title>
      <h1 className="text-3xl font-semibold">{t("branches.title")}</h1>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3" data-testid="branch-search">
        <label className="flex flex-col gap-1">
          <span>{t("branches.searchLabel")}</span>
          <input
            type="search"
            name="search"
            defaultValue={search}
            key={search}
            maxLength={BRANCH_SEARCH_MAX_LENGTH}
            className="rounded border border-neutral-500 px-3 py-2"
            data-testid="branch-search-input"
          />
        </label>
        <button
          type="submit"
          className="rounded bg-sky-800 px-4 py-2 text-white"
          data-testid="branch-search-submit"
        >
          {t("branches.searchSubmit")}
        </button>
      </Form>
      <p role="status" data-testid="branch-count">
        {search === ""
          ? t("branches.count", { count: branches.length })
          : t("branches.countFor", { count: branches.length, search })}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {branches.map((branch) => (
          <li key={branch.id}>
            <BranchCard branch={branch} shopCode={params.shop} />
          </li>
        ))}
      </ul>
    </section>
  );
}
