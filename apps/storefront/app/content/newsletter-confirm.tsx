import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { TokenConfirmationForm } from "~/account/token-confirmation-form.tsx";
import {
  confirmNewsletterSubscription,
  isPendingConfirmation,
  newsletterConfirmationForm,
} from "~/content/newsletter.server.ts";
import { parseForm } from "~/platform/form-submission.server.ts";
import { noIndexMeta } from "~/platform/seo.ts";
import { requireShop } from "~/platform/shop.ts";
import { PageHeading } from "~/ui/document-head.tsx";
import type { Route } from "./+types/newsletter-confirm";

/**
 * Opening the link only reads: an unknown or used token shows its page at once, a valid one the button. It
 * answers 200 either way, since after a confirming POST this loader runs again and finds the token used.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  const token = newsletterConfirmationForm.safeParse({ token: url.searchParams.get("token") ?? "" });
  if (!token.success || !(await isPendingConfirmation(context, shop, token.data.token)))
    return { token: "", valid: false };
  return { token: token.data.token, valid: true };
}

/**
 * Confirms the subscription by the mailed token (double opt-in). Only the button's POST uses the token, so a
 * mail scanner that opens the link does not confirm for the subscriber.
 */
export async function action({ params, request, url, context }: Route.ActionArgs) {
  const shop = requireShop(params, url);
  const submission = await parseForm(request, newsletterConfirmationForm);
  const confirmed =
    submission.status === "success" &&
    (await confirmNewsletterSubscription(context, shop, submission.value.token));
  return data({ confirmed }, { status: confirmed ? 200 : 400 });
}

export const meta = noIndexMeta;

/** The landing page of the newsletter confirmation link. */
export default function NewsletterConfirmPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const home = (
    <Link to={`/${params.shop}/`} className="underline">
      {t("header.home")}
    </Link>
  );
  let state: "confirmed" | "invalid" | "ask";
  if (actionData) state = actionData.confirmed ? "confirmed" : "invalid";
  else state = loaderData.valid ? "ask" : "invalid";
  return (
    <section className="mx-auto flex max-w-md flex-col gap-6 py-8">
      <PageHeading title={t("newsletter.confirm.title")} />
      {state === "confirmed" ? (
        <p
          role="status"
          className="rounded bg-green-50 p-3 text-green-900"
          data-testid="newsletter-confirmed"
        >
          {t("newsletter.confirm.done")} {home}
        </p>
      ) : null}
      {state === "invalid" ? (
        <p role="alert" className="text-red-800" data-testid="newsletter-confirm-invalid">
          {t("newsletter.confirm.invalid")} {home}
        </p>
      ) : null}
      {state === "ask" ? (
        <TokenConfirmationForm
          token={loaderData.token}
          intro={t("newsletter.confirm.intro")}
          submitLabel={t("newsletter.confirm.submit")}
          submitTestId="newsletter-confirm-submit"
        />
      ) : null}
    </section>
  );
}
