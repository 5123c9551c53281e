import { formatPrice, type ReductionSum } from "@eyewear/shop-rules";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useShop } from "~/platform/shop-data.ts";
import { ShippingLine, TotalLine } from "~/ui/price.tsx";

/** A reduction line's name: "frame free" for free frames, else its category's ("Aktionsrabatt", "Gutschein", …). */
export function reductionName(t: TFunction, reduction: ReductionSum): string {
  return reduction.frameFree
    ? t("prescription.frameFree")
    : t(`basket.reduction.${reduction.category}`, { defaultValue: t("basket.reduction.other") });
}

/**
 * The reductions of a basket, review or order, one line per category (rule:orders.reductions-shown), each
 * `${testId}-reduction` with its category ("frame_free" for free frames); nothing without reductions.
 */
export function ReductionLines({
  reductions,
  testId,
  className = "",
}: {
  reductions: readonly ReductionSum[];
  testId: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const shop = useShop();
  if (reductions.length === 0) return null;
  return (
    <dl className={`flex flex-col gap-1 ${className}`} data-testid={`${testId}-reductions`}>
      {reductions.map((reduction) => (
        <div
          key={`${reduction.category}-${reduction.frameFree}`}
          className="flex justify-between gap-4"
          data-testid={`${testId}-reduction`}
          data-category={reduction.frameFree ? "frame_free" : reduction.category}
        >
          <dt>{reductionName(t, reduction)}</dt>
          <dd className="text-green-800">−{formatPrice(reduction.amount, shop)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What a cost summary shows: the reductions by category, the goods after them, vouchers, shipping and total. */
export interface CostSummaryProps {
  /** The reductions by category (`reductionsByCategory` of the basket's or the order items' reductions). */
  reductions: readonly ReductionSum[];
  /** What the goods cost after the reductions; not shown when undefined. */
  subtotal?: number | undefined;
  /** The applied vouchers, each with the amount it took off. */
  vouchers: readonly { code: string; amount: number }[];
  /** The shipping fee, why it is free and what is missing to ship free (rule:shipping.cost). */
  shipping: Parameters<typeof ShippingLine>[0]["shipping"];
  total: number;
  /** The prefix of the parts' test ids: `${testId}-reduction`, `-subtotal`, `-voucher-reduction`, `-shipping`, `-total`. */
  testId: string;
}

/**
 * The cost of a checkout review or an order (rule:orders.reductions-shown, rule:shipping.cost): a line per reduction
 * category, the subtotal, the vouchers, shipping and the total with its VAT note.
 */
export function CostSummary({ reductions, subtotal, vouchers, shipping, total, testId }: CostSummaryProps) {
  const { t } = useTranslation();
  const shop = useShop();
  return (
    <div className="flex flex-col gap-2" data-testid={`${testId}-cost`}>
      <div className="flex flex-col gap-1">
        <ReductionLines reductions={reductions} testId={testId} />
        {subtotal === undefined ? null : (
          <p className="flex justify-between gap-4">
            <span>{t("checkout.subtotal")}</span>
            <span data-testid={`${testId}-subtotal`}>{formatPrice(subtotal, shop)}</span>
          </p>
        )}
        {vouchers.length > 0 ? (
          <ul aria-label={t("orders.vouchers")} className="flex flex-col gap-1">
            {vouchers.map((voucher) => (
              <li key={voucher.code} className="flex justify-between gap-4">
                <span>{t("orders.voucher", { code: voucher.code })}</span>
                <span data-testid={`${testId}-voucher-reduction`}>−{formatPrice(voucher.amount, shop)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <ShippingLine shipping={shipping} testId={`${testId}-shipping`} />
      </div>
      <TotalLine amount={total} testId={`${testId}-total`} className="border-t border-neutral-900 pt-2" />
    </div>
  );
}
