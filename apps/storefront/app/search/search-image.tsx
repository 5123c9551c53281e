import { nearestColourValue, offersCameraSearch, type ShopConfig } from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { commerceClient } from "~/platform/commerce.server.ts";
import { notFound } from "~/platform/errors.ts";
import { noIndexMeta } from "~/platform/seo.ts";
import { requireShop } from "~/platform/shop.ts";
import { CameraSearch } from "~/search/camera-search.tsx";
import {
  dominantColour,
  offeredColourValues,
  type PhotoRefusal,
  refusalStatus,
  uploadedPhoto,
} from "~/search/visual-search.server.ts";
import { PageHeading } from "~/ui/document-head.tsx";
import type { Route } from "./+types/search-image";

/**
 * The shop, when its visual search is switched on (rule:search.camera-search); otherwise the route does not exist.
 */
function visualSearchShop(params: { shop?: string }, url: URL): ShopConfig {
  const shop = requireShop(params, url);
  if (!offersCameraSearch(shop)) throw notFound(url);
  return shop;
}

export function loader({ params, url }: Route.LoaderArgs) {
  visualSearchShop(params, url);
  return null;
}

/**
 * POST /{shop}/search/image/ (ADR 0043): reads the photo in memory (never stored), finds its dominant colour and
 * sends the shopper (303) to the search results filtered by the nearest colour value the catalogue offers.
 */
export async function action({ params, request, url, context }: Route.ActionArgs) {
  const shop = visualSearchShop(params, url);
  const refuse = (refusal: PhotoRefusal) => data({ refusal }, { status: refusalStatus(refusal) });
  const { photo, refusal } = await uploadedPhoto(request);
  if (!photo) return refuse(refusal);
  const colour = await dominantColour(photo);
  if (!colour) return refuse("visualSearch.notAnImage");
  const value = nearestColourValue(colour, await offeredColourValues(commerceClient(context, shop)));
  const query = value ? `?${new URLSearchParams({ color: value })}` : "";
  throw redirect(`/${shop.code}/search/${query}`, 303);
}

export const meta = noIndexMeta;

/** Opened by address or after a refused photo: the reason, and the camera control to try again. */
export default function SearchImagePage({ actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="flex max-w-xl flex-col gap-4 pt-8">
      <PageHeading title={t("visualSearch.title")} />
      {actionData ? (
        <p role="alert" className="text-red-800" data-testid="visual-search-refusal">
          {t(actionData.refusal)}
        </p>
      ) : null}
      <p>{t("visualSearch.explanation")}</p>
      <CameraSearch shopCode={params.shop} />
    </section>
  );
}
