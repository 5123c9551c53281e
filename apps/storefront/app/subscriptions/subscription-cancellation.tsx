import { useForm } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { data, Form } from "react-router";
import { AccountForm, accountFormOptions, SubmitButton } from "~/account/account-form.tsx";
import { actionDocumentHeaders, retryAfter } from "~/platform/engine-client.server.ts";
import { parseForm } from "~/platform/form-submission.server.ts";
import { mailFormWait } from "~/platform/limits.server.ts";
import { noIndexMeta } from "~/platform/seo.ts";
import { requireShop, shopPageLoader } from "~/platform/shop.ts";
import { Button } from "~/ui/button.tsx";
import { PageHeading } from "~/ui/document-head.tsx";
import { FieldErrors, FormField, translateFormError } from "~/ui/form-field.tsx";
import type { Route } from "./+types/subscription-cancellation";
import { type ReceivedAt, sendSubscriptionCancellation } from "./subscription-cancellation.server.ts";
import {
  type SubscriptionCancellation,
  subscriptionCancellationSchema,
} from "./subscription-cancellation-form.ts";

export const loader = shopPageLoader;

/**
 * The cancellation without signing in (§ 312k BGB; docs/decisions/0055-subscriptions-and-scheduler.md) in two
 * posts: `review` checks the fields and shows them with the "jetzt kündigen" button, `cancel` sends the
 * cancellation and shows when it was received, `edit` goes back to the fields as typed. The received page is the
 * same whether anything matched: only the mail to the address typed tells. Counted as a mail-sending form, per
 * address and client, before the engine is asked (ADR 0052).
 */
export async function action({ params, request, url, context }: Route.ActionArgs) {
  const shop = requireShop(params, url);
  const submission = await parseForm(request, subscriptionCancellationSchema);
  if (submission.status !== "success" || submission.value.intent === "edit")
    return data(
      { step: "identify" as const, result: submission.reply() },
      { status: submission.status === "success" ? 200 : 400 },
    );
  const cancellation = submission.value;
  if (cancellation.intent === "review")
    return { step: "confirm" as const, result: submission.reply(), cancellation };
  const wait = await mailFormWait(context, shop, cancellation.email);
  if (wait !== undefined)
    return data(
      {
        step: "confirm" as const,
        result: submission.reply({ formErrors: ["account.error.too_many_requests"] }),
        cancellation,
      },
      { status: 429, headers: retryAfter(wait) },
    );
  const receivedAt = await sendSubscriptionCancellation(context, shop, cancellation);
  return { step: "received" as const, result: submission.reply(), cancellation, receivedAt };
}

export const headers = actionDocumentHeaders;
export const meta = noIndexMeta;

/** A step's heading; with JavaScript the next step arrives in place, so the focus moves to it as a page load would. */
function StepHeading({ id, children }: { id: string; children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h2 id={id} ref={heading} tabIndex={-1} className="text-xl font-semibold">
      {children}
    </h2>
  );
}

/** What the shopper typed, as a list they can check (and save with the received page). */
function CancellationSummary({ cancellation }: { cancellation: SubscriptionCancellation }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t("subscriptionCancellation.kind"), t("subscriptionCancellation.ordinary")],
    [t("form_fields.email"), cancellation.email],
    [t("form_fields.subscriptionIdentifier"), cancellation.subscriptionIdentifier],
  ];
  if (cancellation.cancellationReason)
    rows.push([t("subscriptionCancellation.reason"), cancellation.cancellationReason]);
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]" data-testid="cancellation-summary">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold">{term}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Step 2: the fields as typed in hidden inputs, the "jetzt kündigen" button and a way back to change them. */
function ConfirmStep({
  cancellation,
  errors,
}: {
  cancellation: SubscriptionCancellation;
  errors: string[] | undefined;
}) {
  const { t } = useTranslation();
  const hidden = {
    email: cancellation.email,
    subscriptionIdentifier: cancellation.subscriptionIdentifier,
    cancellationReason: cancellation.cancellationReason ?? "",
  };
  return (
    <section
      aria-labelledby="cancellation-confirm"
      className="flex flex-col gap-4"
      data-testid="cancellation-confirm"
    >
      <StepHeading id="cancellation-confirm">{t("subscriptionCancellation.confirmStep")}</StepHeading>
      <p>{t("subscriptionCancellation.confirmIntro")}</p>
      <CancellationSummary cancellation={cancellation} />
      <Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <FieldErrors
          id="cancellation-confirm-errors"
          errors={errors}
          translate={(error) => translateFormError(t, error)}
        />
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button look="strong" name="intent" value="cancel" testId="cancellation-submit">
          {t("subscriptionCancellation.submit")}
        </Button>
        <Button look="secondary" name="intent" value="edit" testId="cancellation-edit">
          {t("subscriptionCancellation.change")}
        </Button>
      </Form>
    </section>
  );
}

/** The immediate confirmation: when the cancellation was received, what it said, and that a mail follows. */
function ReceivedStep({
  cancellation,
  receivedAt,
}: {
  cancellation: SubscriptionCancellation;
  receivedAt: ReceivedAt;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="cancellation-received"
      className="flex flex-col gap-4"
      data-testid="cancellation-received"
    >
      <StepHeading id="cancellation-received">{t("subscriptionCancellation.receivedTitle")}</StepHeading>
      <p role="status" className="rounded bg-green-50 p-3 text-green-900">
        {t("subscriptionCancellation.receivedAt", { date: receivedAt.date, time: receivedAt.time })}
      </p>
      <CancellationSummary cancellation={cancellation} />
      <p>{t("subscriptionCancellation.receivedMail", { email: cancellation.email })}</p>
      <p className="text-sm text-neutral-700">{t("subscriptionCancellation.saveHint")}</p>
    </section>
  );
}

/**
 * /subscription/subscription-cancellations/: identify (email, subscription or order number, optional reason),
 * confirm with "jetzt kündigen", received. Every step is a server answer, so it works without JavaScript.
 */
export default function SubscriptionCancellationPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm(
    accountFormOptions({
      id: "subscription-cancellation",
      schema: subscriptionCancellationSchema,
      lastResult: actionData?.step === "identify" ? actionData.result : undefined,
    }),
  );
  return (
    <section
      className="mx-auto flex max-w-2xl flex-col gap-6 py-8"
      data-testid="subscription-cancellation-page"
    >
      <PageHeading title={t("subscriptionCancellation.title")} />
      {actionData?.step === "received" ? (
        <ReceivedStep cancellation={actionData.cancellation} receivedAt={actionData.receivedAt} />
      ) : actionData?.step === "confirm" ? (
        <ConfirmStep
          cancellation={actionData.cancellation}
          errors={actionData.result.error?.[""] ?? undefined}
        />
      ) : (
        <section aria-labelledby="cancellation-identify" className="flex flex-col gap-4">
          <h2 id="cancellation-identify" className="text-xl font-semibold">
            {t("subscriptionCancellation.identifyStep")}
          </h2>
          <p>{t("subscriptionCancellation.intro")}</p>
          <AccountForm form={form} testId="cancellation-form" hiddenFields={{ intent: "review" }}>
            <FormField field={fields.email} type="email" autoComplete="email" />
            <FormField
              field={fields.subscriptionIdentifier}
              type="text"
              autoComplete="off"
              hint={t("subscriptionCancellation.identifierHint")}
            />
            <FormField field={fields.cancellationReason} type="text" autoComplete="off" />
            <SubmitButton testId="cancellation-continue">
              {t("subscriptionCancellation.continue")}
            </SubmitButton>
          </AccountForm>
        </section>
      )}
    </section>
  );
}
