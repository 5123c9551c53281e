import { formatPrice } from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { useShop } from "~/platform/shop-data.ts";

/**
 * A basket line's or order item's total; on a free frame its price before, struck through, and "frame free"
 * (rule:prescription.zero-cost-frames).
 */
export function LineTotal({
  total,
  totalBefore,
  testId,
  className = "",
}: {
  total: number;
  totalBefore: number | undefined;
  testId: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const shop = useShop();
  return (
    <div className="shrink-0 text-right">
      {totalBefore === undefined ? null : (
        <s className="block text-sm text-neutral-600" data-testid={`${testId}-before`}>
          {formatPrice(totalBefore, shop)}
        </s>
      )}
      <p className={className} data-testid={testId}>
        {formatPrice(total, shop)}
      </p>
      {totalBefore === undefined ? null : (
        <p className="text-sm font-semibold text-green-800" data-testid={`${testId}-frame-free`}>
          {t("prescription.frameFree")}
        </p>
      )}
    </div>
  );
}
