import { formatPrescriptionValue, type Prescription, type PrescriptionField } from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { EYES } from "./configuration.ts";

const ALWAYS_SHOWN: readonly PrescriptionField[] = ["sphere", "cylinder", "axis"];
const SHOWN_WHEN_ENTERED: readonly PrescriptionField[] = ["addition", "prism", "prismBase"];

/**
 * The values per eye as the display rules write them, "-" for what was not entered (rule:prescription.display),
 * and the PD below as it was entered: for both eyes together or per eye. Addition and prism columns appear when
 * either eye has one; a narrow screen scrolls the table rather than the page.
 */
export function PrescriptionTable({
  prescription,
  caption,
  testId,
}: {
  prescription: Pick<Prescription, "right" | "left"> & { binocularPd?: number | null };
  caption: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const fields = [
    ...ALWAYS_SHOWN,
    ...SHOWN_WHEN_ENTERED.filter((field) => EYES.some((eye) => prescription[eye][field] !== null)),
  ];
  const pd = prescription.binocularPd
    ? formatPrescriptionValue("pd", prescription.binocularPd)
    : EYES.map((eye) => formatPrescriptionValue("pd", prescription[eye].pd)).join(" / ");
  return (
    <div className="overflow-x-auto" data-testid={testId}>
      <table className="text-left text-sm">
        <caption className="mb-1 text-left font-semibold">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="sr-only">{t("prescription.eyeColumn")}</span>
            </th>
            {fields.map((field) => (
              <th key={field} scope="col" className="px-2">
                {t(`prescription.short.${field}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {EYES.map((eye) => (
            <tr key={eye} data-eye={eye}>
              <th scope="row" className="pr-2 font-medium">
                <span aria-hidden="true">{t(`prescription.short.eye_${eye}`)}</span>
                <span className="sr-only">{t(`prescription.eye.${eye}`)}</span>
              </th>
              {fields.map((field) => (
                <td key={field} className="px-2 tabular-nums" data-field={field}>
                  {formatPrescriptionValue(field, prescription[eye][field])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-1 text-sm" data-field="pd">
        {t(prescription.binocularPd ? "prescription.pdBoth" : "prescription.pdPerEye", { pd })}
      </p>
    </div>
  );
}
