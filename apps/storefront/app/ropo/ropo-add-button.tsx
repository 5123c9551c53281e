import { type MouseEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useShop } from "~/platform/shop-data.ts";
import { useRopoBasket } from "~/ropo/ropo-basket.ts";
import { type RopoAddAlertOutcome, ropoOutcomeAlert } from "~/ropo/ropo-outcome.ts";
import { OutcomeAlert } from "~/ui/alerts.tsx";
import { Overlay } from "~/ui/overlay.tsx";
import { useHydrated } from "~/ui/use-hydrated.ts";

/**
 * "Add to try-on list" for a ropo-supported product (rule:ropo.supported-product, rule:ropo.slots). It belongs to
 * the product's basket form (by the `form` attribute; the overlay's own form must not nest in it) and takes the
 * variant chosen there, else the product's default variant. The ropo basket lives in the browser, so the button
 * shows once the page runs its scripts. Success offers a link to the ropo basket, a duplicate is a notice, a full
 * basket opens an overlay.
 */
export function RopoAddButton(props: {
  productId: number;
  variantFormId: string;
  /** The variant when none is chosen in the form (a sold-out product can still be tried on in a branch). */
  defaultVariantId: number | undefined;
}) {
  const { productId } = props;
  const { t } = useTranslation();
  const shop = useShop();
  const hydrated = useHydrated();
  const basket = useRopoBasket(shop.code, shop.ropoBasketCapacity);
  const [outcome, setOutcome] = useState<RopoAddAlertOutcome>();
  const [fullOverlayOpen, setFullOverlayOpen] = useState(false);
  const basketPath = `/${shop.code}/ropo-basket/`;
  if (!hydrated) return null;

  function add(event: MouseEvent<HTMLButtonElement>) {
    const form = event.currentTarget.form;
    const variantId = Number((form ? new FormData(form).get("variantId") : null) ?? props.defaultVariantId);
    try {
      if (!Number.isInteger(variantId) || variantId <= 0) throw new Error("no variant chosen");
      const added = basket.add({ productId, variantId });
      if (added.ok) setOutcome({ ok: true });
      else if (added.reason === "duplicate") setOutcome({ ok: false, reason: "duplicate" });
      else setFullOverlayOpen(true);
    } catch (error) {
      console.warn("ropo basket: adding failed", error);
      setOutcome({ ok: false, reason: "failed" });
    }
  }

  return (
    <>
      <button
        type="button"
        form={props.variantFormId}
        onClick={add}
        className="w-full rounded border-2 border-sky-800 px-6 py-3 font-semibold text-sky-800 hover:bg-sky-50"
        data-testid="ropo-add"
      >
        {t("ropo.add")}
      </button>
      <OutcomeAlert outcome={outcome} toAlert={(done) => ropoOutcomeAlert(done, t, basketPath)} />
      <Overlay
        open={fullOverlayOpen}
        onClose={() => setFullOverlayOpen(false)}
        title={t("ropo.fullTitle")}
        testId="ropo-full-overlay"
      >
        <p>{t("ropo.fullText", { count: shop.ropoBasketCapacity })}</p>
        <Link to={basketPath} className="mt-4 inline-block font-semibold text-sky-800 underline">
          {t("ropo.toBasket")}
        </Link>
      </Overlay>
    </>
  );
}
