import { useTranslation } from "react-i18next";
import { data, Link, redirect } from "react-router";
import { verifyEmailSchema } from "~/account/account-forms.ts";
import { TokenConfirmationForm } from "~/account/token-confirmation-form.tsx";
import { signedInCustomer } from "~/platform/customer-session.server.ts";
import { customersApi } from "~/platform/customers.server.ts";
import { parseForm } from "~/platform/form-submission.server.ts";
import { noIndexMeta } from "~/platform/seo.ts";
import { mailedLinkLoader, requireShop, shopPath } from "~/platform/shop.ts";
import { PageHeading } from "~/ui/document-head.tsx";
import type { Route } from "./+types/verify-email";

export const loader = mailedLinkLoader;

/**
 * Verifies the address by the mailed token. Only the button's POST uses the token up, so a mail scanner that
 * opens the link does not spend it.
 */
export async function action({ params, request, url, context }: Route.ActionArgs) {
  const shop = requireShop(params, url);
  const submission = await parseForm(request, verifyEmailSchema);
  const answer =
    submission.status === "success"
      ? await customersApi.verifyEmail(context, shop, submission.value.token)
      : undefined;
  if (!answer?.ok) return data({ failed: true }, { status: 400 });
  const signedIn = await signedInCustomer(context, request, shop);
  if (signedIn?.id === answer.customer.id) throw redirect(shopPath(shop, "/account/?verified=true"));
  return { failed: false };
}

export const meta = noIndexMeta;

/** The landing page of the verification link, which marks the address verified (info.verified). */
export default function VerifyEmailPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-md flex-col gap-6 py-8">
      <PageHeading title={t("account.verify.title")} />
      {actionData?.failed === false ? (
        <p role="status" className="rounded bg-green-50 p-3 text-green-900" data-testid="verify-done">
          {t("account.verify.done")}{" "}
          <Link to={`/${params.shop}/signin/`} className="underline">
            {t("account.signin.title")}
          </Link>
        </p>
      ) : (
        <TokenConfirmationForm
          token={loaderData.token}
          intro={t("account.verify.intro")}
          submitLabel={t("account.verify.submit")}
          submitTestId="verify-submit"
          error={actionData?.failed ? t("account.error.invalid_link") : undefined}
        />
      )}
    </section>
  );
}
