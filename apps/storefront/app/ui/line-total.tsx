import { formatPrice, type LineSaving, lineSaving, type PricedReduction } from "@eyewear/shop-rules";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useShop } from "~/platform/shop-data.ts";

/** What a promotion took off a line, as its total shows it: the price before and what took it off. */
export interface ShownSaving {
  totalBefore: number;
  frameFree: boolean;
  /** The applied promotion's headline; undefined when it is not known (a free frame names none). */
  headline: string | undefined;
}

/**
 * What the promotions took off a basket line or order item (rule:orders.reductions-shown), with the applied
 * promotion's headline from `headlines` (by promotion id); undefined when none did.
 */
export function shownSaving(
  total: { withTax: number; appliedReductions: readonly PricedReduction[] },
  headlines: Readonly<Record<string, string>>,
): ShownSaving | undefined {
  const saving: LineSaving | undefined = lineSaving(total);
  if (!saving) return undefined;
  const headline = saving.promotionId === undefined ? undefined : headlines[saving.promotionId];
  return { totalBefore: saving.totalBefore, frameFree: saving.frameFree, headline };
}

/** What took a saving off: "frame free", the promotion's headline, or the promotions' category name. */
export function savingReason(t: TFunction, saving: ShownSaving): string {
  if (saving.frameFree) return t("prescription.frameFree");
  return saving.headline ?? t("basket.reduction.promotion");
}

/**
 * A basket line's, review line's or order item's total; where a promotion reduced it, the price before struck
 * through and what took it off: "frame free" (rule:prescription.zero-cost-frames) or the promotion
 * (rule:orders.reductions-shown).
 */
export function LineTotal({
  total,
  saving,
  testId,
  className = "",
}: {
  total: number;
  saving: ShownSaving | undefined;
  testId: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const shop = useShop();
  return (
    <div className="shrink-0 text-right">
      {saving === undefined ? null : (
        <s className="block text-sm text-neutral-600" data-testid={`${testId}-before`}>
          <span className="sr-only">{t("price.originalPrice")} </span>
          {formatPrice(saving.totalBefore, shop)}
        </s>
      )}
      <p className={className} data-testid={testId}>
        {formatPrice(total, shop)}
      </p>
      {saving === undefined ? null : (
        <p
          className="max-w-48 text-sm font-semibold text-green-800"
          data-testid={`${testId}-${saving.frameFree ? "frame-free" : "promotion"}`}
        >
          {savingReason(t, saving)}
        </p>
      )}
    </div>
  );
}
