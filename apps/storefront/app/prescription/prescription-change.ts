import { type Configuration, configurationFromSearch, configurationSearch } from "./configuration.ts";
import { prescriptionFieldErrors, STEP_FIELDS } from "./configurator-forms.ts";
import {
  configurationOfStored,
  type GlassesConfiguration,
  type StoredConfiguration,
} from "./configured-glasses.ts";

/** The fields the basket's change overlay posts: the values step's fields and the confirmation box. */
export const PRESCRIPTION_CHANGE_FIELDS = [...STEP_FIELDS.values, ...STEP_FIELDS.confirm] as const;

export type PrescriptionChange =
  | { ok: true; glasses: GlassesConfiguration }
  | { ok: false; fieldErrors: Record<string, string[]> };

/**
 * New values for glasses in the basket (rule:prescription.edit-from-basket): the stored pair with the posted
 * values in place of its own, checked as the configurator's values and confirm steps check them. Frame, lenses and
 * extras come from what the basket stored, never from the form.
 */
export function changedPrescription(
  stored: StoredConfiguration,
  form: Record<string, unknown>,
): PrescriptionChange {
  const search = configurationSearch({ ...configurationOfStored(stored, ""), editItemKey: undefined });
  for (const name of PRESCRIPTION_CHANGE_FIELDS) {
    search.delete(name);
    const value = form[name];
    if (typeof value === "string" && value !== "") search.set(name, value);
  }
  const configuration: Configuration = configurationFromSearch(search);
  const fieldErrors = prescriptionFieldErrors(form, configuration);
  if (!configuration.confirmed) fieldErrors.ok = ["prescription.error.confirmValues"];
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return {
    ok: true,
    glasses: {
      productId: stored.frameOrder.productId,
      configurationQuery: configurationSearch(configuration).toString(),
    },
  };
}
