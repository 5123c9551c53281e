import {
  BRANCH_SEARCH_MAX_LENGTH,
  encodeRopoIds,
  findBranchQuery,
  pickParameters,
  ROPO_SERVICE_CODE,
  ropoArticlesOfQuery,
  SHOPS,
} from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { BranchCard, RopoHandoverNotice } from "~/branches/branch-details.tsx";
import { branchesApi } from "~/branches/branches.server.ts";
import { translatorFor } from "~/platform/i18n.server.ts";
import type { PageCacheHandle } from "~/platform/page-cache.ts";
import { publicOrigin } from "~/platform/public-origin.server.ts";
import { seoMeta } from "~/platform/seo.ts";
import { requireShop } from "~/platform/shop.ts";
import { Button } from "~/ui/button.tsx";
import type { Route } from "./+types/branches";

export const handle: PageCacheHandle = {
  pageCache: { query: (search) => pickParameters(search, ["search", "ropo-ids", "service"]) },
};

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  const search = (url.searchParams.get("search") ?? "").trim().slice(0, BRANCH_SEARCH_MAX_LENGTH);
  const answer = await branchesApi.list(context, shop, search);
  if (!answer.ok) throw new Error(`listing branches answered ${answer.status}`);
  const origin = publicOrigin(context);
  const t = translatorFor(shop);
  const ropoArticles = ropoArticlesOfQuery(url.searchParams);
  return {
    search,
    branches: answer.branches,
    ropoArticles,
    // rule:seo.page-meta: a search among the branches or a ropo hand-over is no page of its own for crawlers.
    seo: {
      title: t("branches.title"),
      description: t("seo.branchesDescription"),
      robots: search !== "" || ropoArticles.length > 0 ? "noindex, follow" : undefined,
      canonicalUrl: `${origin}/${shop.code}/niederlassungen/`,
      alternates: SHOPS.filter((other) => other.country === shop.country).map((other) => ({
        locale: other.locale,
        url: `${origin}/${other.code}/niederlassungen/`,
      })),
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? seoMeta(loaderData.seo) : [];
}

/**
 * /niederlassungen/: the branch list of the shop's country, filtered by city or zip code (rule:branches.search)
 * through a plain GET form, so it works without JavaScript. Reached from the ropo basket (rule:ropo.branch-handoff),
 * it names the frames taken along and keeps ropo-ids and service in the search and the branch links, which add
 * branch-id.
 */
export default function BranchesPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search, branches, ropoArticles } = loaderData;
  const ropoIds = ropoArticles.length > 0 ? encodeRopoIds(ropoArticles) : undefined;
  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-6 py-8" data-testid="branch-list">
      <h1 className="text-3xl font-semibold">{t("branches.title")}</h1>
      {ropoIds ? <RopoHandoverNotice count={ropoArticles.length} messageKey="ropoChoose" /> : null}
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3" data-testid="branch-search">
        {ropoIds ? (
          <>
            <input type="hidden" name="ropo-ids" value={ropoIds} />
            <input type="hidden" name="service" value={ROPO_SERVICE_CODE} />
          </>
        ) : null}
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
        <Button look="primary" testId="branch-search-submit">
          {t("branches.searchSubmit")}
        </Button>
      </Form>
      <p role="status" data-testid="branch-count">
        {search === ""
          ? t("branches.count", { count: branches.length })
          : t("branches.countFor", { count: branches.length, search })}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {branches.map((branch) => (
          <li key={branch.id}>
            <BranchCard
              branch={branch}
              shopCode={params.shop}
              query={ropoIds ? findBranchQuery(ropoArticles, branch.id).toString() : undefined}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
