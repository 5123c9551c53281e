import { useTranslation } from "react-i18next";
import { data, Form, Link, useNavigation } from "react-router";
import { sendAccountMail } from "~/account/account.server.ts";
import { SignOutButton } from "~/account/sign-out-button.tsx";
import { requireCustomer } from "~/platform/customer-session.server.ts";
import { customersApi } from "~/platform/customers.server.ts";
import { actionDocumentHeaders, retryAfter } from "~/platform/engine-client.server.ts";
import { mailFormWait } from "~/platform/limits.server.ts";
import { noIndexMeta } from "~/platform/seo.ts";
import { requireShop } from "~/platform/shop.ts";
import { useShop } from "~/platform/shop-data.ts";
import { Button } from "~/ui/button.tsx";
import { PageTitle } from "~/ui/document-head.tsx";
import type { Route } from "./+types/account";

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  const customer = await requireCustomer(context, request, shop);
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    verified: customer.info.verified,
    justVerified: url.searchParams.get("verified") === "true",
  };
}

/** Sends the verification mail again, for a customer who lost the first one. */
export async function action({ params, request, url, context }: Route.ActionArgs) {
  const shop = requireShop(params, url);
  const customer = await requireCustomer(context, request, shop);
  if (customer.info.verified) return { resent: false };
  const wait = await mailFormWait(context, shop, customer.email);
  if (wait !== undefined)
    return data({ resent: false, tooMany: true }, { status: 429, headers: retryAfter(wait) });
  const answer = await customersApi.issueVerificationToken(context, shop, customer.id);
  if (!answer.ok) return data({ resent: false }, { status: answer.status });
  await sendAccountMail(context, shop, answer.customer, "verification", answer.verificationToken);
  return { resent: true };
}

export const headers = actionDocumentHeaders;
export const meta = noIndexMeta;

/** The account's own pages, as the account home lists them. */
const ACCOUNT_PAGES = [
  { path: "user/", titleKey: "account.user.title", testId: "account-user-link" },
  { path: "orders/", titleKey: "orders.title", testId: "account-orders-link" },
  { path: "subscriptions/", titleKey: "subscriptions.title", testId: "account-subscriptions-link" },
  { path: "branch-order/", titleKey: "branchOrders.title", testId: "account-branch-orders-link" },
] as const;

/** The account home: who is signed in, whether the address is verified, the account's pages. */
export default function AccountPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const shop = useShop();
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 py-8" data-testid="account-home">
      <PageTitle>{t("account.home.title")}</PageTitle>
      <h1 className="text-3xl font-semibold">
        {t("account.home.greeting", { name: `${loaderData.firstName} ${loaderData.lastName}` })}
      </h1>
      <p data-testid="account-email">{loaderData.email}</p>
      {loaderData.justVerified ? (
        <p role="status" className="rounded bg-green-50 p-3 text-green-900" data-testid="account-verified">
          {t("account.verify.done")}
        </p>
      ) : null}
      {loaderData.verified ? null : (
        <div
          className="flex flex-col gap-3 rounded bg-amber-50 p-4 text-amber-950"
          data-testid="account-unverified"
        >
          <p>{t("account.home.unverified")}</p>
          <Form method="post">
            <Button look="secondary" disabled={navigation.state === "submitting"}>
              {t("account.home.resend")}
            </Button>
          </Form>
          {actionData?.resent ? <p role="status">{t("account.home.resent")}</p> : null}
          {actionData && "tooMany" in actionData ? (
            <p role="alert">{t("account.error.too_many_requests")}</p>
          ) : null}
        </div>
      )}
      <nav aria-label={t("account.home.navigation")}>
        <ul className="flex flex-col gap-2">
          {ACCOUNT_PAGES.filter(({ path }) => path !== "subscriptions/" || shop.features.subscriptions).map(
            ({ path, titleKey, testId }) => (
              <li key={path}>
                <Link to={`/${params.shop}/account/${path}`} className="underline" data-testid={testId}>
                  {t(titleKey)}
                </Link>
              </li>
            ),
          )}
        </ul>
      </nav>
      <div>
        <SignOutButton />
      </div>
    </section>
  );
}
