import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { type Prescription, prescriptionWarnings, toMinusCylinder } from "@eyewear/shop-rules";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigate } from "react-router";
import { Button } from "~/ui/button.tsx";
import { FieldErrors, translateFormError } from "~/ui/form-field.tsx";
import { Overlay } from "~/ui/overlay.tsx";
import { configurationFromSearch } from "./configuration.ts";
import { type Entries, PrescriptionCheck, PrescriptionValueFields } from "./configurator-steps.tsx";

/** The basket address's parameter naming the glasses whose values the overlay changes; Back closes it. */
export const PRESCRIPTION_CHANGE_PARAMETER = "editPrescription";

/** Glasses in the basket whose entered values can be changed (rule:prescription.edit-from-basket). */
export interface GlassesWithValues {
  key: string;
  name: string;
  prescription: Prescription;
  needsAddition: boolean;
}

function changeAddress(basketPath: string, itemKey: string): string {
  return `${basketPath}?${new URLSearchParams({ [PRESCRIPTION_CHANGE_PARAMETER]: itemKey })}`;
}

/** Opens the overlay; the address it leads to shows the overlay open, also without JavaScript. */
export function ChangePrescriptionLink({ basketPath, itemKey }: { basketPath: string; itemKey: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={changeAddress(basketPath, itemKey)}
      preventScrollReset
      className="text-sm underline"
      data-testid="basket-item-edit-prescription"
    >
      {t("prescription.editValues")}
    </Link>
  );
}

/** The values as a form holds them, read with the configurator's own parameter rules. */
function prescriptionOfForm(entries: Iterable<[string, FormDataEntryValue]>): Prescription {
  const search = new URLSearchParams();
  for (const [name, value] of entries) if (typeof value === "string") search.append(name, value);
  return configurationFromSearch(search).prescription;
}

function ChangeForm({
  glasses,
  basketPath,
  reply,
}: {
  glasses: GlassesWithValues;
  basketPath: string;
  reply: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form] = useForm({ id: `prescription-change-${glasses.key}`, lastResult: reply });
  const submitted = (reply?.initialValue ?? {}) as Record<string, unknown>;
  const entries: Entries = { errors: (reply?.error ?? {}) as Entries["errors"], submitted };
  const [entered, setEntered] = useState(() =>
    reply
      ? prescriptionOfForm(
          Object.entries(submitted).filter(
            (entry): entry is [string, string] => typeof entry[1] === "string",
          ),
        )
      : glasses.prescription,
  );
  return (
    <Form
      method="post"
      action={changeAddress(basketPath, glasses.key)}
      preventScrollReset
      {...getFormProps(form)}
      onChange={(event) => setEntered(prescriptionOfForm(new FormData(event.currentTarget)))}
      className="space-y-4"
    >
      <input type="hidden" name="intent" value="changePrescription" />
      <input type="hidden" name="itemKey" value={glasses.key} />
      <PrescriptionValueFields
        prescription={glasses.prescription}
        needsAddition={glasses.needsAddition}
        entries={entries}
      />
      <PrescriptionCheck
        entered={entered}
        manufactured={{
          right: toMinusCylinder(entered.right),
          left: toMinusCylinder(entered.left),
          binocularPd: entered.binocularPd,
        }}
        warnings={prescriptionWarnings(entered)}
      />
      <FieldErrors
        id="prescription-change-ok-error"
        errors={entries.errors.ok}
        translate={(error) => translateFormError(t, error)}
      />
      <Button look="primary" wide testId="prescription-change-save">
        {t("prescription.saveValues")}
      </Button>
    </Form>
  );
}

/**
 * The overlay that changes the values of glasses in the basket (rule:prescription.edit-from-basket): the values
 * step's fields and the confirm step's check in one form, which the basket's action checks as the configurator
 * does. Closing it goes back to the basket's own address.
 */
export function PrescriptionChangeOverlay({
  glasses,
  basketPath,
  reply,
}: {
  glasses: GlassesWithValues | undefined;
  basketPath: string;
  reply: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The glasses last shown stay in the overlay while it fades out after closing.
  const [shown, setShown] = useState(glasses);
  if (glasses && glasses.key !== shown?.key) setShown(glasses);
  return (
    <Overlay
      open={glasses !== undefined}
      onClose={() => navigate(basketPath, { replace: true, preventScrollReset: true })}
      title={shown ? t("prescription.changeValuesTitle", { name: shown.name }) : undefined}
      testId="prescription-change"
    >
      {shown ? <ChangeForm key={shown.key} glasses={shown} basketPath={basketPath} reply={reply} /> : null}
    </Overlay>
  );
}
