import { formatPrescriptionValue, type Prescription } from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { EYES, PRESCRIPTION_FIELDS } from "./configuration.ts";

/** The values per eye as the display rules write them; "-" for what was not entered (rule:prescription.display). */
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
  return (
    <table className="w-full text-left text-sm" data-testid={testId}>
      <caption className="mb-1 text-left font-semibold">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="sr-only">{t("prescription.eyeColumn")}</span>
          </th>
          {PRESCRIPTION_FIELDS.map((field) => (
            <th key={field} scope="col" className="px-1">
              {t(`prescription.short.${field}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {EYES.map((eye) => (
          <tr key={eye} data-eye={eye}>
            <th scope="row" className="pr-2">
              {t(`prescription.eye.${eye}`)}
            </th>
            {PRESCRIPTION_FIELDS.map((field) => (
              <td key={field} className="px-1" data-field={field}>
                {formatPrescriptionValue(
                  field,
                  field === "pd" && prescription.binocularPd
                    ? prescription.binocularPd / 2
                    : prescription[eye][field],
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
