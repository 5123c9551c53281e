import type { z } from "zod";
import { parseForm } from "../app/platform/form-submission.server.ts";

/** Form data with the given fields, as a browser posts a form. */
export function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** The fields parsed as an action parses its form (`parseForm`), for the tests of a form's schema. */
export function parseFields<Schema extends z.ZodType>(fields: Record<string, string>, schema: Schema) {
  return parseForm(formData(fields), schema);
}
