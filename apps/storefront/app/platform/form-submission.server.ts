import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/**
 * The posted form of a request. A body that is no form (another content type, a broken multipart body) reads as
 * an empty form, so the action's schema refuses it with its own 400 and translated messages instead of a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

/**
 * The one way a storefront action parses its form (docs/decisions/0048): the form's zod schema, applied by
 * Conform with the same coercion as in the browser. Errors are message keys ("validation.required") that
 * `ui/form-field.tsx` translates; `submission.reply()` hands them back to the form.
 */
export async function parseForm<Schema extends z.ZodType>(source: Request | FormData, schema: Schema) {
  const formData = source instanceof Request ? await readForm(source) : source;
  return parseWithZod(formData, { schema });
}
