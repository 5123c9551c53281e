import { formatPrescriptionValue } from "@eyewear/shop-rules";
import type { TFunction } from "i18next";
import { EYES, PRESCRIPTION_FIELDS } from "./configuration.ts";
import type { StoredConfiguration } from "./configured-glasses.ts";

/** How the prescription of glasses without entered values comes: the uploaded file, later, or not at all. */
export function prescriptionSourceText(t: TFunction, configuration: StoredConfiguration): string {
  if (configuration.prescriptionUpload)
    return t("prescription.uploaded", { fileName: configuration.prescriptionUpload.fileName });
  return t(
    configuration.prescriptionSource === "none" ? "prescription.noPrescription" : "prescription.sendLater",
  );
}

/**
 * Configured glasses' prescription as lines of text for the order mail, one per eye, every value by the display
 * rules (rule:prescription.display), or how the prescription comes.
 */
export function prescriptionLines(t: TFunction, configuration: StoredConfiguration): string[] {
  const values = configuration.prescriptionValues;
  if (!values) return [prescriptionSourceText(t, configuration)];
  const eyeLines = EYES.map((eye) => {
    const shown = PRESCRIPTION_FIELDS.filter((field) => field !== "pd").map(
      (field) => `${t(`prescription.short.${field}`)} ${formatPrescriptionValue(field, values[eye][field])}`,
    );
    return `${t(`prescription.eye.${eye}`)}: ${shown.join(", ")}`;
  });
  const pd =
    values.binocularPd === null
      ? EYES.map((eye) => formatPrescriptionValue("pd", values[eye].pd)).join(" / ")
      : formatPrescriptionValue("pd", values.binocularPd);
  return [...eyeLines, `${t("prescription.short.pd")}: ${pd}`];
}
