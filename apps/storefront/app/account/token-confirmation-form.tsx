import { Form } from "react-router";
import { SubmitButton } from "./account-form.tsx";

/**
 * The form that spends a mailed one-time token with a POST button, so that a mail scanner opening the link
 * spends nothing. Shows why the last try failed, when it did.
 */
export function TokenConfirmationForm({
  token,
  intro,
  submitLabel,
  submitTestId,
  error,
}: {
  token: string;
  intro: string;
  submitLabel: string;
  submitTestId: string;
  error?: string;
}) {
  return (
    <Form method="post" className="flex flex-col gap-4">
      {error ? (
        <p role="alert" className="text-red-800" data-testid="form-error">
          {error}
        </p>
      ) : null}
      <p>{intro}</p>
      <input type="hidden" name="token" value={token} />
      <SubmitButton testId={submitTestId}>{submitLabel}</SubmitButton>
    </Form>
  );
}
