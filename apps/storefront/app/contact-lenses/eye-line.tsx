import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { displayedLensValues, eyeLineOf } from "./contact-lens-order.ts";

/**
 * A contact-lens line's eye and values as one line of text, each value by the display rules
 * (rule:prescription.display): "Rechtes Auge (R): SPH -2.00 · CYL -0.75 · AX 90° · BC 8.6 · DIA 14.2";
 * undefined for any other line.
 */
export function eyeLineText(t: TFunction, customData: unknown): string | undefined {
  const line = eyeLineOf(customData);
  if (!line) return undefined;
  const values = displayedLensValues(line.values)
    .map(({ field, text }) => `${t(`contactLenses.short.${field}`)} ${text}`)
    .join(" · ");
  return t("contactLenses.eyeLine", { eye: t(`prescription.eye.${line.eye}`), values });
}

/** The eye and values of a contact-lens line in the basket, the checkout, the order; nothing for other lines. */
export function EyeLineValues({
  customData,
  testId,
  className = "text-sm",
}: {
  customData: unknown;
  testId: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const text = eyeLineText(t, customData);
  const eye = eyeLineOf(customData)?.eye;
  return text ? (
    <span className={`block ${className}`} data-testid={testId} data-eye={eye}>
      {text}
    </span>
  ) : null;
}
