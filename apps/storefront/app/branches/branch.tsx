import {
  branchPath,
  findBranchQuery,
  pickParameters,
  ropoArticlesOfQuery,
  SHOPS,
  slugify,
} from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { Link, redirect } from "react-router";
import { BranchAddress, OpeningHours, PhoneLink, RopoHandoverNotice } from "~/branches/branch-details.tsx";
import { branchesApi } from "~/branches/branches.server.ts";
import { shopPageNotFound } from "~/platform/error-content.server.ts";
import { translatorFor } from "~/platform/i18n.server.ts";
import type { PageCacheHandle } from "~/platform/page-cache.ts";
import { publicOrigin } from "~/platform/public-origin.server.ts";
import { seoMeta } from "~/platform/seo.ts";
import { requireShop } from "~/platform/shop.ts";
import { useShop } from "~/platform/shop-data.ts";
import { opticianStructuredData } from "~/platform/structured-data.ts";
import { JsonLd } from "~/ui/json-ld.tsx";
import type { Route } from "./+types/branch";

const BRANCH_ID = /^[1-9]\d{0,9}$/;

export const handle: PageCacheHandle = {
  pageCache: { query: (search) => pickParameters(search, ["ropo-ids", "service", "branch-id"]) },
};

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  if (!BRANCH_ID.test(params.id)) throw await shopPageNotFound(context, shop, url);
  const answer = await branchesApi.get(context, shop, Number(params.id));
  if (!answer.ok) throw await shopPageNotFound(context, shop, url);
  const { branch } = answer;
  // A wrong city segment redirects to the branch's canonical address (rule:branches.path).
  if (params.city !== slugify(branch.address.city)) {
    throw redirect(
      `/${shop.code}${branchPath({ id: branch.id, city: branch.address.city })}${url.search}`,
      301,
    );
  }
  const origin = publicOrigin(context);
  const path = branchPath({ id: branch.id, city: branch.address.city });
  const canonicalUrl = `${origin}/${shop.code}${path}`;
  return {
    branch,
    ropoArticles: ropoArticlesOfQuery(url.searchParams),
    // rule:seo.page-meta: the shops of one country share their branches, so each is the others' alternate.
    seo: {
      title: branch.name,
      description: translatorFor(shop)("seo.branchDescription", {
        name: branch.name,
        city: branch.address.city,
      }),
      canonicalUrl,
      alternates: SHOPS.filter((other) => other.country === shop.country).map((other) => ({
        locale: other.locale,
        url: `${origin}/${other.code}${path}`,
      })),
    },
    optician: opticianStructuredData(branch, canonicalUrl),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? seoMeta(loaderData.seo) : [];
}

/**
 * /niederlassungen/{city}/{id}/ (rule:branches.path): one branch with address, opening hours, phone, email and
 * services. Chosen in a ropo hand-over (rule:ropo.branch-handoff), it names the frames taken along; the way back
 * keeps the hand-over.
 */
export default function BranchPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const shop = useShop();
  const { branch, ropoArticles } = loaderData;
  const handover = ropoArticles.length > 0 ? `?${findBranchQuery(ropoArticles)}` : "";
  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-6 py-8" data-testid="branch-page">
      <Link to={`/${params.shop}/niederlassungen/${handover}`} className="underline">
        {t("branches.back")}
      </Link>
      <JsonLd data={loaderData.optician} />
      <h1 className="text-3xl font-semibold">{branch.name}</h1>
      {handover ? <RopoHandoverNotice count={ropoArticles.length} messageKey="ropoChosen" /> : null}
      <div className="grid gap-6 sm:grid-cols-2">
        <section className="flex flex-col gap-2" aria-labelledby="branch-contact">
          <h2 id="branch-contact" className="text-lg font-semibold">
            {t("branches.contact")}
          </h2>
          <BranchAddress branch={branch} />
          <dl className="grid grid-cols-[auto_1fr] gap-x-3">
            <dt>{t("branches.phone")}</dt>
            <dd>
              <PhoneLink phone={branch.phone} testId="branch-phone" />
            </dd>
            <dt>{t("branches.email")}</dt>
            <dd>
              <a href={`mailto:${branch.email}`} className="underline">
                {branch.email}
              </a>
            </dd>
          </dl>
          {branch.coordinates ? (
            <a
              href={`https://www.openstreetmap.org/?mlat=${branch.coordinates.latitude}&mlon=${branch.coordinates.longitude}#map=17/${branch.coordinates.latitude}/${branch.coordinates.longitude}`}
              className="underline"
              rel="noopener noreferrer"
              target="_blank"
            >
              {t("branches.map")}
            </a>
          ) : null}
        </section>
        <section className="flex flex-col gap-2" aria-labelledby="branch-hours">
          <h2 id="branch-hours" className="text-lg font-semibold">
            {t("branches.openingHours")}
          </h2>
          <OpeningHours branch={branch} locale={shop.locale} />
        </section>
      </div>
      {branch.services.length > 0 ? (
        <section className="flex flex-col gap-2" aria-labelledby="branch-services">
          <h2 id="branch-services" className="text-lg font-semibold">
            {t("branches.services")}
          </h2>
          <ul className="list-inside list-disc" data-testid="branch-services">
            {branch.services.map((service) => (
              <li key={service}>{t(`branches.service.${service}`, { defaultValue: service })}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
