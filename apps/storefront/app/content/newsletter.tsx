import { safeRedirectPath } from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import {
  type NewsletterOutcome,
  newsletterForm,
  sendNewsletterConfirmationMail,
  subscribeToNewsletter,
} from "~/content/newsletter.server.ts";
import { NewsletterForm } from "~/content/newsletter-form.tsx";
import { actionDocumentHeaders, retryAfter } from "~/platform/engine-client.server.ts";
import { parseForm } from "~/platform/form-submission.server.ts";
import { mailFormWait } from "~/platform/limits.server.ts";
import { noIndexMeta } from "~/platform/seo.ts";
import { requireShop } from "~/platform/shop.ts";
import { PageHeading } from "~/ui/document-head.tsx";
import type { Route } from "./+types/newsletter";

/** The newsletter sign-up action (rule:content.components), for the block's form with and without JavaScript. */
export async function action({ params, request, url, context }: Route.ActionArgs) {
  const shop = requireShop(params, url);
  const submission = await parseForm(request, newsletterForm);
  if (submission.status !== "success") {
    return data<NewsletterOutcome>({ ok: false, errorKey: "newsletter.error", email: "" }, { status: 400 });
  }
  const { email = "", redirectTo } = submission.value;
  const wait = await mailFormWait(context, shop, email);
  if (wait !== undefined)
    return data<NewsletterOutcome>(
      { ok: false, errorKey: "newsletter.too_many_sign_ups", email },
      { status: 429, headers: retryAfter(wait) },
    );
  const { outcome, pending } = await subscribeToNewsletter(context, shop, email, new Date());
  if (pending) await sendNewsletterConfirmationMail(context, shop, pending);
  if (outcome.ok && redirectTo) {
    const target = safeRedirectPath(redirectTo, `/${shop.code}/`);
    throw redirect(`${target.split(/[?#]/)[0]}?newsletter=subscribed#newsletter`);
  }
  return data(outcome, { status: outcome.ok ? 200 : 400 });
}

export const headers = actionDocumentHeaders;
export const meta = noIndexMeta;

/** Without JavaScript a refused sign-up lands here: the form again, with the reason and the address typed. */
export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="max-w-xl pt-8">
      <PageHeading title={t("newsletter.title")} />
      <NewsletterForm
        emailLabel={t("newsletter.emailLabel")}
        submitLabel={t("newsletter.submit")}
        initialOutcome={actionData}
      />
    </section>
  );
}
