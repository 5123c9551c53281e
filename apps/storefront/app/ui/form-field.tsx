import { type FieldMetadata, getInputProps, getSelectProps } from "@conform-to/react";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A text field of an account form, as Conform describes it. */
export type TextFieldMetadata = FieldMetadata<string | undefined>;

interface FormFieldProps {
  field: TextFieldMetadata;
  /** By default the translation of the field's own name: `form_fields.city` for `city` and `billing.city` alike. */
  label?: string;
  type: "text" | "email" | "password" | "tel";
  autoComplete: string;
  hint?: string;
}

/** A labelled input with its translated errors, linked for screen readers (aria-invalid, aria-describedby). */
export function FormField({ field, label, type, autoComplete, hint }: FormFieldProps) {
  const hintId = `${field.id}-hint`;
  const inputProps = getInputProps(field, { type, ariaAttributes: true });
  const describedBy = [hint ? hintId : undefined, inputProps["aria-describedby"]].filter(Boolean).join(" ");
  return (
    <LabelledField field={field} label={label}>
      <input
        {...inputProps}
        aria-describedby={describedBy || undefined}
        autoComplete={autoComplete}
        data-testid={`field-${field.name}`}
        className="rounded border border-neutral-500 px-3 py-2"
      />
      {hint ? (
        <p id={hintId} className="text-sm text-neutral-700">
          {hint}
        </p>
      ) : null}
    </LabelledField>
  );
}

/** A labelled choice of the given `<option>`s with its translated errors. */
export function SelectField({
  field,
  label,
  children,
}: {
  field: TextFieldMetadata;
  label?: string;
  children: ReactNode;
}) {
  return (
    <LabelledField field={field} label={label}>
      <select {...getSelectProps(field)} className="rounded border border-neutral-500 px-3 py-2">
        {children}
      </select>
    </LabelledField>
  );
}

/** A field's label above its control, and the field's errors below it. */
function LabelledField({
  field,
  label,
  children,
}: {
  field: TextFieldMetadata;
  label: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const ownName = field.name.slice(field.name.lastIndexOf(".") + 1);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={field.id} className="font-medium">
        {label ?? t(`form_fields.${ownName}`)}
      </label>
      {children}
      <FieldErrors
        id={field.errorId}
        errors={field.errors}
        translate={(error) => translateFormError(t, error)}
      />
    </div>
  );
}

/** Errors of a field or of the whole form, announced when they appear. */
export function FieldErrors({
  id,
  errors,
  translate,
}: {
  id: string;
  errors: string[] | undefined;
  translate: (error: string) => ReactNode;
}) {
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" data-testid="form-error" className="text-sm text-red-800">
      {errors.map((error) => (
        <p key={error}>{translate(error)}</p>
      ))}
    </div>
  );
}

/**
 * Translates a form error into the shop's language: a key, a key with one parameter ("validation.max_length:50")
 * or a key with named parameters ("checkout.reviewChanged.total?now=99,00 €&reviewed=89,00 €", URL-encoded).
 */
export function translateFormError(t: TFunction, error: string): string {
  const query = error.indexOf("?");
  if (query !== -1)
    return t(error.slice(0, query), Object.fromEntries(new URLSearchParams(error.slice(query + 1))));
  const separator = error.indexOf(":");
  if (separator === -1) return t(error);
  const key = error.slice(0, separator);
  const parameter = error.slice(separator + 1);
  if (key === "validation.same_as") return t(key, { other: t(`form_fields.${parameter}`) });
  return t(key, { max: parameter });
}
