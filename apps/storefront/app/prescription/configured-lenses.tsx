import { useTranslation } from "react-i18next";
import type { StoredConfiguration } from "./configured-glasses.ts";
import { prescriptionSourceText } from "./prescription-lines.ts";
import { PrescriptionTable } from "./prescription-table.tsx";

/**
 * What configured glasses carry: the prescription as entered, or how it comes — the uploaded file's name, sent
 * later, or none (rule:prescription.display).
 */
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
        <p className="text-sm" data-testid={`${testId}-source`}>
          {prescriptionSourceText(t, configuration)}
        </p>
      )}
    </div>
  );
}
