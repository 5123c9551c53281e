import {
  encodeRopoIds,
  findBranchQuery,
  offersRopoBasket,
  productTitle,
  type RopoArticle,
  ropoArticleCount,
} from "@eyewear/shop-rules";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import { shopPageNotFound } from "~/platform/error-content.server.ts";
import { requireShop } from "~/platform/shop.ts";
import { useShop } from "~/platform/shop-data.ts";
import type { RopoArticleView } from "~/ropo/ropo-basket.ts";
import { useRopoBasket } from "~/ropo/ropo-basket.ts";
import { BrandLine } from "~/ui/brand-line.tsx";
import { Button, ButtonLink } from "~/ui/button.tsx";
import { PageHeading } from "~/ui/document-head.tsx";
import { ProductImage } from "~/ui/product-image.tsx";
import type { Route } from "./+types/ropo-basket";

/**
 * /ropo-basket/ exists where the reservation-online-pickup mode is on (rule:ropo.offered); elsewhere the shop's 404.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  if (!offersRopoBasket(shop)) throw await shopPageNotFound(context, shop, url);
  return null;
}

/** One slot: its article with image, brand, name, variant and a remove button, or a way to fill it. */
function Slot(props: {
  index: number;
  article: RopoArticle | null;
  view: RopoArticleView | undefined;
  loading: boolean;
  onRemove: () => void;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const shop = useShop();
  const position = props.index + 1;
  if (!props.article) {
    return (
      <li className="flex flex-col justify-between gap-3 rounded border border-dashed border-neutral-400 p-4">
        <p className="text-neutral-700">{t("ropo.emptySlot", { position })}</p>
        <Link
          to={`/${shop.code}/ropo-plp/`}
          onClick={props.onChoose}
          className="font-semibold text-sky-800 underline"
          data-testid="ropo-choose"
        >
          {t("ropo.choose")}
        </Link>
      </li>
    );
  }
  const { view } = props;
  const label = view ? productTitle(view.brand, view.name) : t("ropo.articleUnavailable");
  return (
    <li className="flex flex-col gap-2 rounded border border-neutral-300 p-4" data-testid="ropo-slot">
      <ProductImage hash={view?.imageHash} alt="" width={320} sizes="(min-width: 1024px) 20vw, 50vw" />
      {view ? (
        <>
          <BrandLine brand={view.brand} name={view.name} className="text-sm text-neutral-600" />
          <h2 className="font-medium">
            <Link to={view.href} className="hover:underline" data-testid="ropo-slot-name">
              {view.name}
            </Link>
          </h2>
          {view.variant ? <p className="text-sm">{view.variant}</p> : null}
        </>
      ) : (
        <p>{props.loading ? t("ropo.loading") : t("ropo.articleUnavailable")}</p>
      )}
      <Button
        look="secondary"
        size="sm"
        type="button"
        onClick={props.onRemove}
        aria-label={t("ropo.removeNamed", { name: label })}
        className="mt-auto"
        testId="ropo-remove"
      >
        {t("ropo.remove")}
      </Button>
    </li>
  );
}

/**
 * The ropo (try-on) basket (rule:ropo.slots): the server renders the frame and a notice for browsers without
 * JavaScript; the slots come from the browser's storage after hydration, their articles from
 * /ropo-basket/items/. A filled basket leads to the branch finder with the find-branch query
 * (rule:ropo.branch-handoff).
 */
export default function RopoBasketPage() {
  const { t } = useTranslation();
  const shop = useShop();
  const basket = useRopoBasket(shop.code, shop.ropoBasketCapacity);
  const filled = (basket.state?.slots ?? []).filter((slot): slot is RopoArticle => slot !== null);
  const ropoIds = filled.length > 0 ? encodeRopoIds(filled) : "";
  const fetcher = useFetcher<{ articles: RopoArticleView[] }>();
  const { load } = fetcher;
  useEffect(() => {
    if (ropoIds) load(`/${shop.code}/ropo-basket/items/?${new URLSearchParams({ "ropo-ids": ropoIds })}`);
  }, [ropoIds, shop.code, load]);
  const views = fetcher.data?.articles ?? [];

  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-6 py-8" data-testid="ropo-basket">
      <PageHeading title={t("ropo.title")} />
      <p className="max-w-2xl">{t("ropo.intro", { count: shop.ropoBasketCapacity })}</p>
      <noscript>
        <p className="rounded border-l-4 border-amber-600 bg-amber-50 p-3" data-testid="ropo-no-javascript">
          {t("ropo.needsJavaScript")}
        </p>
      </noscript>
      {basket.state ? (
        <>
          <p role="status" data-testid="ropo-count">
            {t("ropo.count", {
              count: ropoArticleCount(basket.state.slots),
              capacity: shop.ropoBasketCapacity,
            })}
          </p>
          <ol
            aria-label={t("ropo.slots")}
            className="grid grid-cols-2 gap-4 md:grid-cols-4"
            data-testid="ropo-slots"
          >
            {basket.state.slots.map((article, index) => (
              <Slot
                // Slots are fixed places; their position is their identity.
                key={index}
                index={index}
                article={article}
                view={views.find(
                  (view) => view.productId === article?.productId && view.variantId === article?.variantId,
                )}
                loading={fetcher.state !== "idle" || fetcher.data === undefined}
                onRemove={() => basket.remove(index)}
                onChoose={() => basket.edit(index)}
              />
            ))}
          </ol>
          {filled.length > 0 ? (
            <ButtonLink
              to={`/${shop.code}/niederlassungen/?${findBranchQuery(filled)}`}
              look="primary"
              size="lg"
              className="self-start"
              testId="ropo-find-branch"
            >
              {t("ropo.findBranch")}
            </ButtonLink>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
