import { formatPrice } from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { useShop } from "~/routes/shop-layout.tsx";

/** A price in the shop's currency; a reduced price shows the original struck through. */
export function Price({ amount, originalAmount }: { amount: number; originalAmount?: number | undefined }) {
  const shop = useShop();
  const { t } = useTranslation();
  const reduced = originalAmount !== undefined && originalAmount > amount;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-2">
      <span className={reduced ? "font-semibold text-red-700" : "font-semibold"} data-testid="price">
        {formatPrice(amount, shop)}
      </span>
      {reduced ? (
        <s className="text-sm text-neutral-600">
          <span className="sr-only">{t("price.originalPrice")} </span>
          {formatPrice(originalAmount, shop)}
        </s>
      ) : null}
    </span>
  );
}
