import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { sendAccountMail } from "~/account/account.server.ts";
import { AccountForm, SubmitButton } from "~/account/account-form.tsx";
import { forgotPasswordSchema } from "~/account/account-forms.ts";
import { customersApi } from "~/platform/customers.server.ts";
import { actionDocumentHeaders, retryAfter } from "~/platform/engine-client.server.ts";
import { parseForm } from "~/platform/form-submission.server.ts";
import { mailFormWait } from "~/platform/limits.server.ts";
import { noIndexMeta } from "~/platform/seo.ts";
import { requireShop, shopPageLoader } from "~/platform/shop.ts";
import { PageHeading } from "~/ui/document-head.tsx";
import { FormField } from "~/ui/form-field.tsx";
import type { Route } from "./+types/forgot-password";

export const loader = shopPageLoader;

/** Mails a reset link when the address has an account; the answer is the same either way (no enumeration). */
export async function action({ params, request, url, context }: Route.ActionArgs) {
  const shop = requireShop(params, url);
  const submission = await parseForm(request, forgotPasswordSchema);
  if (submission.status !== "success")
    return data({ sent: false, result: submission.reply() }, { status: 400 });
  // Counted for known and unknown addresses alike, before the engine is asked, so the limit reveals no account.
  const wait = await mailFormWait(context, shop, submission.value.email);
  if (wait !== undefined)
    return data(
      { sent: false, result: submission.reply({ formErrors: ["account.error.too_many_requests"] }) },
      { status: 429, headers: retryAfter(wait) },
    );
  const answer = await customersApi.requestPasswordReset(context, shop, submission.value.email);
  if (answer.ok && answer.customer && answer.resetToken)
    await sendAccountMail(context, shop, answer.customer, "password_reset", answer.resetToken);
  return { sent: true, result: submission.reply({ resetForm: true }) };
}

export const headers = actionDocumentHeaders;
export const meta = noIndexMeta;

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
  });
  return (
    <section className="mx-auto flex max-w-md flex-col gap-6 py-8">
      <PageHeading title={t("account.forgot.title")} />
      <p>{t("account.forgot.intro")}</p>
      {actionData?.sent ? (
        <p role="status" className="rounded bg-green-50 p-3 text-green-900" data-testid="forgot-sent">
          {t("account.forgot.sent")}
        </p>
      ) : null}
      <AccountForm form={form}>
        <FormField field={fields.email} type="email" autoComplete="email" />
        <SubmitButton>{t("account.forgot.submit")}</SubmitButton>
      </AccountForm>
    </section>
  );
}
