import { useForm } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { AccountForm, accountFormOptions, NewPasswordFields, SubmitButton } from "~/account/account-form.tsx";
import { resetPasswordServerSchema } from "~/account/account-forms.server.ts";
import { resetPasswordSchema } from "~/account/account-forms.ts";
import { customersApi } from "~/platform/customers.server.ts";
import { parseForm } from "~/platform/form-submission.server.ts";
import { noIndexMeta } from "~/platform/seo.ts";
import { endCustomerSessions, getSession } from "~/platform/session.server.ts";
import { mailedLinkLoader, requireShop, shopPath } from "~/platform/shop.ts";
import { PageHeading } from "~/ui/document-head.tsx";
import type { Route } from "./+types/reset-password";

export const loader = mailedLinkLoader;

/**
 * Sets the new password with the mailed token, ends the customer's other sessions, then sends the customer to
 * sign in with it.
 */
export async function action({ params, request, url, context }: Route.ActionArgs) {
  const shop = requireShop(params, url);
  const submission = await parseForm(request, resetPasswordServerSchema);
  const hidePasswords = { hideFields: ["password", "passwordConfirmation"] };
  if (submission.status !== "success") return data(submission.reply(hidePasswords), { status: 400 });
  const { token, password } = submission.value;
  const answer = await customersApi.changePassword(context, shop, { token, password });
  if (!answer.ok)
    return data(submission.reply({ ...hidePasswords, formErrors: ["account.error.invalid_link"] }), {
      status: 400,
    });
  const { id: currentSessionId } = await getSession(context, request);
  await endCustomerSessions(context, shop.shopId, answer.customer.id, currentSessionId);
  throw redirect(shopPath(shop, "/signin/?passwordChanged=true"));
}

export const meta = noIndexMeta;

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm(
    accountFormOptions({ id: "reset-password", schema: resetPasswordSchema, lastResult: actionData }),
  );
  return (
    <section className="mx-auto flex max-w-md flex-col gap-6 py-8">
      <PageHeading title={t("account.reset.title")} />
      <AccountForm form={form} hiddenFields={{ token: loaderData.token }}>
        <NewPasswordFields fields={fields} passwordLabel={t("form_fields.newPassword")} />
        <SubmitButton>{t("account.reset.submit")}</SubmitButton>
      </AccountForm>
    </section>
  );
}
