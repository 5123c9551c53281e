import { type FormMetadata, getFormProps, type Intent, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { z } from "zod";
import { Button } from "~/ui/button.tsx";
import { FieldErrors, FormField, type TextFieldMetadata, translateFormError } from "~/ui/form-field.tsx";

/**
 * Conform's options for an account form (spread into `useForm`): the schema of its action validates in the
 * browser too, first when a field is left, then on every input; `lastResult` brings the action's errors (the
 * only ones without JavaScript).
 */
export function accountFormOptions<Schema extends z.ZodType>({
  id,
  schema,
  lastResult,
}: {
  id: string;
  /** A function when the schema depends on the moment of validation (today's date). */
  schema: Schema | ((intent: Intent | null) => Schema);
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  return {
    id,
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }: { formData: FormData }) => parseWithZod(formData, { schema }),
  } as const;
}

/** A posting account form with its hidden fields and, first, the errors of the form as a whole. */
export function AccountForm<Schema extends Record<string, unknown>>({
  form,
  testId,
  hiddenFields = {},
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  testId?: string;
  hiddenFields?: Record<string, string>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4" data-testid={testId}>
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FieldErrors
        id={form.errorId}
        errors={form.errors}
        translate={(error) => translateFormError(t, error)}
      />
      {children}
    </Form>
  );
}

export function SubmitButton({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <Button look="strong" testId={testId}>
      {children}
    </Button>
  );
}

/** The name fields with what browsers fill into each. */
const NAME_FIELDS = [
  { name: "firstName", autoComplete: "given-name" },
  { name: "lastName", autoComplete: "family-name" },
] as const;

/** First and last name (rule:account.name), as sign-up and the account data ask for them. */
export function NameFields({
  fields,
}: {
  fields: Record<(typeof NAME_FIELDS)[number]["name"], TextFieldMetadata>;
}) {
  return NAME_FIELDS.map(({ name, autoComplete }) => (
    <FormField key={name} field={fields[name]} type="text" autoComplete={autoComplete} />
  ));
}

/** A new password with the password hint (rule:account.password), and its confirmation (rule:account.same-as). */
export function NewPasswordFields({
  fields,
  passwordLabel,
}: {
  fields: { password: TextFieldMetadata; passwordConfirmation: TextFieldMetadata };
  passwordLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        field={fields.password}
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        hint={t("account.password_hint")}
      />
      <FormField field={fields.passwordConfirmation} type="password" autoComplete="new-password" />
    </>
  );
}
