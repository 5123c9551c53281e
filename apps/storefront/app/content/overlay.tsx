import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { contentAlternates, contentOverlayAt } from "~/content/content-pages.server.ts";
import { RichText } from "~/content/rich-text.tsx";
import { shopPageNotFound } from "~/platform/error-content.server.ts";
import { pathOnlyPageCache } from "~/platform/page-cache.ts";
import { publicOrigin } from "~/platform/public-origin.server.ts";
import { seoMeta } from "~/platform/seo.ts";
import { requireShop } from "~/platform/shop.ts";
import { Overlay } from "~/ui/overlay.tsx";
import type { Route } from "./+types/overlay";

/** An overlay story (/overlays/{group}/{slug}); also what the in-place overlay links load. */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  const origin = publicOrigin(context);
  const overlay = await contentOverlayAt(context, shop, params.group, params.slug);
  if (!overlay) throw await shopPageNotFound(context, shop, url);
  return {
    overlay,
    canonicalUrl: `${origin}${url.pathname}`,
    alternates: await contentAlternates(context, overlay, origin),
  };
}

export const handle = pathOnlyPageCache;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { overlay, canonicalUrl, alternates } = loaderData;
  return seoMeta({
    title: overlay.title,
    description: overlay.description,
    robots: overlay.robots,
    canonicalUrl,
    alternates,
  });
}

/** Opened directly, the overlay shows open over a page of its own that leads back into the shop. */
export default function OverlayPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const { overlay } = loaderData;
  return (
    <>
      <h1 className="pt-8 text-3xl font-semibold">{overlay.title}</h1>
      <Link to={`/${params.shop}/`} className="mt-4 inline-block underline">
        {t("error.home")}
      </Link>
      <Overlay open={open} onClose={() => setOpen(false)} title={overlay.title} testId="content-overlay">
        <RichText doc={overlay.text} />
      </Overlay>
    </>
  );
}
