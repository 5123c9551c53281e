import { useForm } from "@conform-to/react";
import { displayPhoneNumber, isoDateToDotted } from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { AccountForm, accountFormOptions, NameFields, SubmitButton } from "~/account/account-form.tsx";
import { accountDataSchema, GENDERS } from "~/account/account-forms.ts";
import { requireCustomer } from "~/platform/customer-session.server.ts";
import { customersApi } from "~/platform/customers.server.ts";
import { parseForm } from "~/platform/form-submission.server.ts";
import { noIndexMeta } from "~/platform/seo.ts";
import { requireShop } from "~/platform/shop.ts";
import { useShop } from "~/platform/shop-data.ts";
import { PageHeading } from "~/ui/document-head.tsx";
import { FormField, SelectField } from "~/ui/form-field.tsx";
import type { Route } from "./+types/account-user";

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  const customer = await requireCustomer(context, request, shop);
  return {
    email: customer.email,
    profile: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      gender: customer.gender ?? "",
      birthDate: customer.birthDate ? isoDateToDotted(customer.birthDate) : "",
      phone: customer.phone ? displayPhoneNumber(customer.phone) : "",
    },
  };
}

export async function action({ params, request, url, context }: Route.ActionArgs) {
  const shop = requireShop(params, url);
  const customer = await requireCustomer(context, request, shop);
  const submission = await parseForm(request, accountDataSchema(new Date(), shop.country));
  if (submission.status !== "success")
    return data({ saved: false, result: submission.reply() }, { status: 400 });
  const { firstName, lastName, gender, birthDate, phone } = submission.value;
  // The customer id comes from the session, never from the form: a customer changes only their own data.
  const answer = await customersApi.updateProfile(context, shop, customer.id, {
    firstName,
    lastName,
    gender: gender ?? null,
    birthDate: birthDate || null,
    phone: phone || null,
  });
  if (!answer.ok)
    return data(
      { saved: false, result: submission.reply({ formErrors: ["account.error.invalid_input"] }) },
      { status: answer.status },
    );
  return { saved: true, result: submission.reply() };
}

export const meta = noIndexMeta;

/**
 * The account data: names, gender, birth date and phone, by the account rules (rule:account.name,
 * rule:account.birth-date, rule:account.phone).
 */
export default function AccountUserPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const shop = useShop();
  const [form, fields] = useForm({
    ...accountFormOptions({
      id: "account-data",
      schema: () => accountDataSchema(new Date(), shop.country),
      lastResult: actionData?.result,
    }),
    defaultValue: loaderData.profile,
  });
  return (
    <section className="mx-auto flex max-w-md flex-col gap-6 py-8">
      <PageHeading title={t("account.user.title")} />
      <p>
        {t("form_fields.email")}: {loaderData.email}
      </p>
      {actionData?.saved ? (
        <p role="status" className="rounded bg-green-50 p-3 text-green-900" data-testid="account-saved">
          {t("account.user.saved")}
        </p>
      ) : null}
      <AccountForm form={form} testId="account-data-form">
        <NameFields fields={fields} />
        <SelectField field={fields.gender}>
          <option value="">{t("account.user.genderNone")}</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {t(`account.user.gender.${gender}`)}
            </option>
          ))}
        </SelectField>
        <FormField
          field={fields.birthDate}
          type="text"
          autoComplete="bday"
          hint={t("account.user.birthDateHint")}
        />
        <FormField field={fields.phone} type="tel" autoComplete="tel" hint={t("account.user.phoneHint")} />
        <SubmitButton testId="account-save">{t("account.user.save")}</SubmitButton>
      </AccountForm>
    </section>
  );
}
