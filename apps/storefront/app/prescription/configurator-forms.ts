import {
  type Eye,
  PRESCRIPTION_UPLOAD_MAX_BYTES,
  parsePrescriptionValue,
  prescriptionIssues,
} from "@eyewear/shop-rules";
import { z } from "zod";
import {
  BINOCULAR_PD_PARAMETER,
  type Configuration,
  type ConfiguratorStep,
  PRESCRIPTION_PARAMETERS,
  PROGRESSIVE_LENS_TYPE,
} from "./configuration.ts";

/** The form fields each step posts; they carry the same names as the step addresses' query parameters. */
export const STEP_FIELDS: Record<ConfiguratorStep, readonly string[]> = {
  "prescription-type": ["v", "type"],
  prescription: ["src"],
  values: [
    ...Object.values(PRESCRIPTION_PARAMETERS.right),
    ...Object.values(PRESCRIPTION_PARAMETERS.left),
    "pd",
  ],
  confirm: ["ok"],
  "glass-type": ["q"],
  extras: ["t", "s"],
  summary: [],
};

/** The prescription step's file field, shown with the source "upload" (rule:prescription.upload-file). */
export const PRESCRIPTION_FILE_FIELD = "prescriptionFile";

const text = z.string().trim().max(20).optional();

/**
 * Every step's form as Conform reads it: short texts and lists, checked against the catalogue afterwards, and the
 * prescription step's file (Conform reads an empty file picker as none).
 */
export const stepFormSchema = z.object(
  Object.fromEntries([
    ...[...new Set(Object.values(STEP_FIELDS).flat())].map((name) => [
      name,
      name === "s" ? z.array(z.string().max(20)).max(10).optional() : text,
    ]),
    [PRESCRIPTION_FILE_FIELD, z.file().optional()],
  ]),
);

const EYE_PARAMETERS = Object.entries(PRESCRIPTION_PARAMETERS) as [Eye, Record<string, string>][];

/**
 * The prescription step's errors by field name (rule:prescription.values-valid): unreadable values first, then
 * every issue of the optical rules at the field it belongs to, as message keys.
 */
export function prescriptionFieldErrors(
  form: Record<string, unknown>,
  configuration: Configuration,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (name: string, key: string) => {
    errors[name] = [...(errors[name] ?? []), key];
  };
  for (const [, parameters] of EYE_PARAMETERS) {
    for (const [field, name] of Object.entries(parameters)) {
      const value = form[name];
      if (
        typeof value === "string" &&
        value !== "" &&
        parsePrescriptionValue(field as never, value) === undefined
      )
        add(name, "prescription.error.unreadable");
    }
  }
  const binocular = form[BINOCULAR_PD_PARAMETER];
  if (
    typeof binocular === "string" &&
    binocular !== "" &&
    parsePrescriptionValue("pd", binocular) === undefined
  )
    add(BINOCULAR_PD_PARAMETER, "prescription.error.unreadable");
  if (Object.keys(errors).length > 0) return errors;
  const issues = prescriptionIssues(configuration.prescription, {
    needsAddition: configuration.lensType === PROGRESSIVE_LENS_TYPE,
  });
  for (const issue of issues) {
    if (issue.field === "binocularPd" || issue.eye === "both") {
      const name =
        issue.field === "binocularPd" ? BINOCULAR_PD_PARAMETER : PRESCRIPTION_PARAMETERS.left[issue.field];
      add(name, `prescription.error.${issue.code}`);
    } else add(PRESCRIPTION_PARAMETERS[issue.eye][issue.field], `prescription.error.${issue.code}`);
  }
  return errors;
}

/** The largest prescription file in whole megabytes, as the hint and the refusal name it. */
export const PRESCRIPTION_UPLOAD_MAX_MB = PRESCRIPTION_UPLOAD_MAX_BYTES / (1024 * 1024);

/** The file types the file picker offers; the engine decides by the file's bytes. */
export const PRESCRIPTION_FILE_ACCEPT = "image/jpeg,image/png,image/webp,image/heic,application/pdf";
