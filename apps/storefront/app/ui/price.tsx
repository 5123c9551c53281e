import { type FreeShippingReason, formatPrice } from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { useShop } from "~/platform/shop-data.ts";

/**
 * A price in the shop's currency; a reduced price shows the original struck through and, when known, the
 * lowest price of the 30 days before the reduction (rule:catalogue.lowest-prior-price, the EU price indication
 * rules).
 */
export function Price({
  amount,
  originalAmount,
  lowestPriorPrice,
}: {
  amount: number;
  originalAmount?: number | undefined;
  lowestPriorPrice?: number | undefined;
}) {
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
      {reduced && lowestPriorPrice !== undefined ? (
        <span className="basis-full text-xs text-neutral-600" data-testid="lowest-prior-price">
          {t("price.lowestPriorPrice", { price: formatPrice(lowestPriorPrice, shop) })}
        </span>
      ) : null}
    </span>
  );
}

/** A product's or variant's price, reduced or not, in a paragraph of its own; nothing when it has no price. */
export function PriceLine({
  prices,
  className,
}: {
  prices:
    | {
        price?: number | undefined;
        originalPrice?: number | undefined;
        lowestPriorPrice?: number | undefined;
      }
    | undefined;
  className: string;
}) {
  if (prices?.price === undefined) return null;
  return (
    <p className={className}>
      <Price
        amount={prices.price}
        originalAmount={prices.originalPrice}
        lowestPriorPrice={prices.lowestPriorPrice}
      />
    </p>
  );
}

/** An order's or checkout's total with its VAT note, the amount on the right. */
export function TotalLine({
  amount,
  testId,
  className,
}: {
  amount: number;
  testId: string;
  className?: string;
}) {
  const shop = useShop();
  const { t } = useTranslation();
  return (
    <p className={["flex justify-between font-semibold", className].filter(Boolean).join(" ")}>
      <span>
        {t("checkout.total")} <span className="text-sm font-normal">{t("checkout.vatIncluded")}</span>
      </span>
      <span data-testid={testId}>{formatPrice(amount, shop)}</span>
    </p>
  );
}

/**
 * The shipping line of a basket, review or order (rule:shipping.cost): its fee or "free", why it is free for
 * prescription glasses, and — where the shopper can still act on it — what is missing to ship free.
 */
export function ShippingLine({
  shipping,
  testId,
}: {
  shipping: { fee: number; freeBecause?: FreeShippingReason | null; missingForFree?: number };
  testId: string;
}) {
  const shop = useShop();
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-0.5">
      <p className="flex justify-between">
        <span>{t("price.shipping")}</span>
        <span data-testid={testId}>
          {shipping.fee > 0 ? formatPrice(shipping.fee, shop) : t("price.shippingFree")}
        </span>
      </p>
      {shipping.freeBecause === "prescription" ? (
        <p className="text-sm text-green-800">{t("price.shippingPrescription")}</p>
      ) : shipping.missingForFree ? (
        <p className="text-sm text-neutral-700" data-testid={`${testId}-missing`}>
          {t("price.shippingMissing", { amount: formatPrice(shipping.missingForFree, shop) })}
        </p>
      ) : null}
    </div>
  );
}
