import { useTranslation } from "react-i18next";
import type { StoredConfiguration } from "./configured-glasses.ts";
import { PrescriptionTable } from "./prescription-table.tsx";

/** What configured glasses carry: the prescription as entered, or how it comes (rule:prescription.display). */
export function ConfiguredLenses({
  configuration,
  testId,
}: {
  configuration: StoredConfiguration;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="rounded bg-neutral-50 p-2" data-testid={testId}>
      {configuration.prescriptionValues ? (
        <PrescriptionTable
          prescription={configuration.prescriptionValues}
          caption={t("prescription.yourValues")}
          testId={`${testId}-values`}
        />
      ) : (
        <p className="text-sm">
          {t(
            configuration.prescriptionSource === "none"
              ? "prescription.noPrescription"
              : "prescription.sendLater",
          )}
        </p>
      )}
    </div>
  );
}
