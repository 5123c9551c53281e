import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { safeRedirectPath } from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect } from "react-router";
import { FieldErrors, FormField } from "~/components/account/form-field.tsx";
import { requestContext } from "~/context.ts";
import { sendVerificationMail, signIn } from "~/lib/account.server.ts";
import { signInSchema, signUpSchema, translateFormError } from "~/lib/account-forms.ts";
import { customersApi } from "~/lib/customers.server.ts";
import { requireShop, shopPath } from "~/lib/shop.ts";
import type { Route } from "./+types/signin";

export function loader({ params, url }: Route.LoaderArgs) {
  requireShop(params, url);
  return {
    // S1 §2 sign-up is the sign-in page with register=true
    register: url.searchParams.get("register") === "true",
    redirectUrl: url.searchParams.get("redirectUrl") ?? "",
    passwordChanged: url.searchParams.get("passwordChanged") === "true",
  };
}

export async function action({ params, request, url, context }: Route.ActionArgs) {
  const shop = requireShop(params, url);
  const formData = await request.formData();
  const hidePasswords = { hideFields: ["password", "passwordConfirmation"] };
  const accountPath = shopPath(shop, "/account/");

  if (formData.get("intent") === "signup") {
    const submission = parseWithZod(formData, { schema: signUpSchema });
    if (submission.status !== "success") return data(submission.reply(hidePasswords), { status: 400 });
    const { firstName, lastName, email, password, redirectUrl } = submission.value;
    const answer = await customersApi.register(context, shop, {
      firstName,
      lastName,
      email,
      password,
      gender: null,
      birthDate: null,
      phone: null,
    });
    if (!answer.ok) {
      const error = answer.status === 409 ? "account.error.email_taken" : "account.error.invalid_input";
      return data(submission.reply({ ...hidePasswords, fieldErrors: { email: [error] } }), {
        status: answer.status,
      });
    }
    await sendVerificationMail(context, request, shop, answer.customer, answer.verificationToken);
    const cookie = await signIn(context, request, shop, answer.customer);
    throw redirect(safeRedirectPath(redirectUrl, accountPath), { headers: { "set-cookie": cookie } });
  }

  const submission = parseWithZod(formData, { schema: signInSchema });
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
    });
  }
  const cookie = await signIn(context, request, shop, answer.customer);
  throw redirect(safeRedirectPath(submission.value.redirectUrl, accountPath), {
    headers: { "set-cookie": cookie },
  });
}

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

function SignInForm({
  redirectUrl,
  lastResult,
}: {
  redirectUrl: string;
  lastResult: Route.ComponentProps["actionData"];
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "signin",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signInSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4" data-testid="signin-form">
      <input type="hidden" name="intent" value="signin" />
      <input type="hidden" name="redirectUrl" value={redirectUrl} />
      <FieldErrors
        id={form.errorId}
        errors={form.errors}
        translate={(error) => translateFormError(t, error)}
      />
      <FormField field={fields.email} label={t("form_fields.email")} type="email" autoComplete="username" />
      <FormField
        field={fields.password}
        label={t("form_fields.password")}
        type="password"
        autoComplete="current-password"
      />
      <button
        type="submit"
        className="rounded bg-neutral-900 px-4 py-2 text-white"
        data-testid="signin-submit"
      >
        {t("account.signin.submit")}
      </button>
    </Form>
  );
}

function SignUpForm({
  redirectUrl,
  lastResult,
}: {
  redirectUrl: string;
  lastResult: Route.ComponentProps["actionData"];
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "signup",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signUpSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4" data-testid="signup-form">
      <input type="hidden" name="intent" value="signup" />
      <input type="hidden" name="redirectUrl" value={redirectUrl} />
      <FieldErrors
        id={form.errorId}
        errors={form.errors}
        translate={(error) => translateFormError(t, error)}
      />
      <FormField
        field={fields.firstName}
        label={t("form_fields.firstName")}
        type="text"
        autoComplete="given-name"
      />
      <FormField
        field={fields.lastName}
        label={t("form_fields.lastName")}
        type="text"
        autoComplete="family-name"
      />
      <FormField field={fields.email} label={t("form_fields.email")} type="email" autoComplete="email" />
      <FormField
        field={fields.password}
        label={t("form_fields.password")}
        type="password"
        autoComplete="new-password"
        hint={t("account.password_hint")}
      />
      <FormField
        field={fields.passwordConfirmation}
        label={t("form_fields.passwordConfirmation")}
        type="password"
        autoComplete="new-password"
      />
      <button
        type="submit"
        className="rounded bg-neutral-900 px-4 py-2 text-white"
        data-testid="signup-submit"
      >
        {t("account.signup.submit")}
      </button>
    </Form>
  );
}

/** S1 §2 sign-in, and sign-up with register=true; both forms work without JavaScript. */
export default function SignInPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { register, redirectUrl, passwordChanged } = loaderData;
  const otherQuery = new URLSearchParams(register ? {} : { register: "true" });
  if (redirectUrl) otherQuery.set("redirectUrl", redirectUrl);
  const title = register ? t("account.signup.title") : t("account.signin.title");
  return (
    <section className="mx-auto flex max-w-md flex-col gap-6 py-8">
      <title>{title}</title>
      <h1 className="text-3xl font-semibold">{title}</h1>
      {passwordChanged ? (
        <p role="status" className="rounded bg-green-50 p-3 text-green-900">
          {t("account.reset.done")}
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
    </section>
  );
}
