import type { Availability, DeliveryDays } from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";

/**
 * A variant's availability in words (rule:catalogue.availability-levels): immediate, soon with the quantity left, as
 * soon as possible, or not.
 */
export function AvailabilityText({ availability }: { availability: Availability }) {
  const { t } = useTranslation();
  const text =
    availability.kind === "soon"
      ? t("availability.soon", { count: availability.quantity })
      : t(`availability.${availability.kind}`);
  return (
    <span className={availability.kind === "unavailable" ? "text-red-700" : "text-green-800"}>{text}</span>
  );
}

/** The delivery time as a range of working days (rule:catalogue.delivery-estimate). */
export function DeliveryRangeText({ days }: { days: DeliveryDays | null }) {
  const { t } = useTranslation();
  if (!days) return null;
  return (
    <span className="block text-sm text-neutral-700" data-testid="delivery-range">
      {t("product.deliveryRange", { min: days.min, max: days.max })}
    </span>
  );
}
