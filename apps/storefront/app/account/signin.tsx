import { useForm } from "@conform-to/react";
import { safeRedirectPath } from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { data, Link, redirect } from "react-router";
import { sendAccountMail, sendRegistrationAttemptMail, signIn } from "~/account/account.server.ts";
import {
  AccountForm,
  accountFormOptions,
  NameFields,
  NewPasswordFields,
  SubmitButton,
} from "~/account/account-form.tsx";
import { signUpServerSchema } from "~/account/account-forms.server.ts";
import { signInSchema, signUpSchema } from "~/account/account-forms.ts";
import { requestContext } from "~/platform/context.ts";
import { customersApi } from "~/platform/customers.server.ts";
import { actionDocumentHeaders, retryAfter, retryAfterHeaders } from "~/platform/engine-client.server.ts";
import { parseForm, readForm } from "~/platform/form-submission.server.ts";
import { mailFormWait } from "~/platform/limits.server.ts";
import { noIndexMeta } from "~/platform/seo.ts";
import { requireShop, shopPath } from "~/platform/shop.ts";
import { PageHeading } from "~/ui/document-head.tsx";
import { FormField } from "~/ui/form-field.tsx";
import { HeadedSection } from "~/ui/headed-section.tsx";
import type { Route } from "./+types/signin";

export function loader({ params, url }: Route.LoaderArgs) {
  requireShop(params, url);
  return {
    // Sign-up is the sign-in page with register=true
    register: url.searchParams.get("register") === "true",
    redirectUrl: url.searchParams.get("redirectUrl") ?? "",
    passwordChanged: url.searchParams.get("passwordChanged") === "true",
    signedUp: url.searchParams.get("signedUp") === "true",
  };
}

export async function action({ params, request, url, context }: Route.ActionArgs) {
  const shop = requireShop(params, url);
  const formData = await readForm(request);
  const hidePasswords = { hideFields: ["password", "passwordConfirmation"] };
  const accountPath = shopPath(shop, "/account/");

  if (formData.get("intent") === "signup") {
    const submission = await parseForm(formData, signUpServerSchema);
    if (submission.status !== "success") return data(submission.reply(hidePasswords), { status: 400 });
    const { firstName, lastName, email, password, redirectUrl } = submission.value;
    // Counted before the password is hashed or anything mailed.
    const wait = await mailFormWait(context, shop, email);
    if (wait !== undefined)
      return data(submission.reply({ ...hidePasswords, formErrors: ["account.error.too_many_requests"] }), {
        status: 429,
        headers: retryAfter(wait),
      });
    const answer = await customersApi.register(context, shop, {
      firstName,
      lastName,
      email,
      password,
      gender: null,
      birthDate: null,
      phone: null,
    });
    // A new address and one with an account get the same answer, so the form tells nobody who is a customer;
    // the owner learns of the attempt by mail (ADR 0052).
    if (answer.ok)
      await sendAccountMail(context, shop, answer.customer, "verification", answer.verificationToken);
    else if (answer.status === 409) await sendRegistrationAttemptMail(context, shop, email);
    else
      return data(
        submission.reply({ ...hidePasswords, fieldErrors: { email: ["account.error.invalid_input"] } }),
        { status: answer.status },
      );
    const checkMail = new URLSearchParams({ signedUp: "true" });
    if (redirectUrl) checkMail.set("redirectUrl", redirectUrl);
    throw redirect(shopPath(shop, `/signin/?${checkMail}`));
  }

  const submission = await parseForm(formData, signInSchema);
  if (submission.status !== "success") return data(submission.reply(hidePasswords), { status: 400 });
  const answer = await customersApi.authenticate(context, shop, {
    email: submission.value.email,
    password: submission.value.password,
    clientAddress: context.get(requestContext).clientAddress,
  });
  if (!answer.ok) {
    const error =
      answer.status === 429 ? "account.error.too_many_attempts" : "account.error.invalid_credentials";
    return data(submission.reply({ ...hidePasswords, formErrors: [error] }), {
      status: answer.status === 429 ? 429 : 401,
      headers: retryAfterHeaders(answer),
    });
  }
  const cookie = await signIn(context, request, shop, answer.customer);
  throw redirect(safeRedirectPath(submission.value.redirectUrl, accountPath), {
    headers: { "set-cookie": cookie },
  });
}

export const headers = actionDocumentHeaders;
export const meta = noIndexMeta;

interface AccountEntryFormProps {
  redirectUrl: string;
  lastResult: Route.ComponentProps["actionData"];
}

function SignInForm({ redirectUrl, lastResult }: AccountEntryFormProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm(accountFormOptions({ id: "signin", schema: signInSchema, lastResult }));
  return (
    <AccountForm form={form} testId="signin-form" hiddenFields={{ intent: "signin", redirectUrl }}>
      <FormField field={fields.email} type="email" autoComplete="username" />
      <FormField field={fields.password} type="password" autoComplete="current-password" />
      <SubmitButton testId="signin-submit">{t("account.signin.submit")}</SubmitButton>
    </AccountForm>
  );
}

function SignUpForm({ redirectUrl, lastResult }: AccountEntryFormProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm(accountFormOptions({ id: "signup", schema: signUpSchema, lastResult }));
  return (
    <AccountForm form={form} testId="signup-form" hiddenFields={{ intent: "signup", redirectUrl }}>
      <NameFields fields={fields} />
      <FormField field={fields.email} type="email" autoComplete="email" />
      <NewPasswordFields fields={fields} passwordLabel={t("form_fields.password")} />
      <SubmitButton testId="signup-submit">{t("account.signup.submit")}</SubmitButton>
    </AccountForm>
  );
}

/**
 * Sign-in, and sign-up with register=true; both forms work without JavaScript. Next to them, ordering as a
 * guest (docs/decisions/0026).
 */
export default function SignInPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { register, redirectUrl, passwordChanged, signedUp } = loaderData;
  const otherQuery = new URLSearchParams(register ? {} : { register: "true" });
  if (redirectUrl) otherQuery.set("redirectUrl", redirectUrl);
  const title = register ? t("account.signup.title") : t("account.signin.title");
  return (
    <section className="mx-auto flex max-w-md flex-col gap-6 py-8">
      <PageHeading title={title} />
      {passwordChanged || signedUp ? (
        <p role="status" className="rounded bg-green-50 p-3 text-green-900" data-testid="signin-status">
          {t(signedUp ? "account.signup.checkMail" : "account.reset.done")}
        </p>
      ) : null}
      {register ? (
        <SignUpForm key="signup" redirectUrl={redirectUrl} lastResult={actionData} />
      ) : (
        <SignInForm key="signin" redirectUrl={redirectUrl} lastResult={actionData} />
      )}
      <p className="flex flex-col gap-2">
        <Link to={`/${params.shop}/signin/?${otherQuery}`} className="underline" data-testid="signin-switch">
          {register ? t("account.signup.haveAccount") : t("account.signin.noAccount")}
        </Link>
        {register ? null : (
          <Link to={`/${params.shop}/forgot-password/`} className="underline">
            {t("account.forgot.link")}
          </Link>
        )}
      </p>
      <HeadedSection
        headingId="guest-order"
        title={t("account.guest.title")}
        className="flex flex-col gap-2 border-t border-neutral-300 pt-6"
        headingClassName="text-xl font-semibold"
        testId="guest-order"
      >
        <p>{t("account.guest.text")}</p>
        <Link
          to={`/${params.shop}/guest-checkout/`}
          className="self-start rounded border border-neutral-900 px-4 py-2"
          data-testid="guest-checkout-link"
        >
          {t("account.guest.link")}
        </Link>
      </HeadedSection>
    </section>
  );
}
