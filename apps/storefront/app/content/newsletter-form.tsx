import type { NewsletterBlock } from "@eyewear/content-service";
import { isValidEmail } from "@eyewear/shop-rules";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher, useLocation, useParams, useSearchParams } from "react-router";
import type { NewsletterOutcome } from "~/content/newsletter.server.ts";
import { Button } from "~/ui/button.tsx";
import { PlainText, RichText } from "./rich-text.tsx";

interface NewsletterFormProps {
  emailLabel: string;
  emailPlaceholder?: string;
  submitLabel: string;
  /** The editors' thank-you text; the message files' one otherwise. */
  successMessage?: string;
  /** What the action answered to a post without JavaScript. */
  initialOutcome?: NewsletterOutcome | undefined;
}

/**
 * The sign-up form: without JavaScript it posts to the shop's newsletter action, which sends the shopper back
 * with `?newsletter=subscribed` (or shows the refusal); with JavaScript it checks the address first
 * (rule:account.email) and posts in place.
 */
export function NewsletterForm(props: NewsletterFormProps) {
  const { t } = useTranslation();
  const { shop } = useParams();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const fetcher = useFetcher<NewsletterOutcome>();
  const [localError, setLocalError] = useState<string | undefined>();
  const inputId = useId();
  const messageId = useId();
  const action = `/${shop}/newsletter/`;
  const outcome: NewsletterOutcome | undefined =
    fetcher.data ??
    props.initialOutcome ??
    (searchParams.get("newsletter") === "subscribed"
      ? { ok: true, messageKey: "newsletter.subscribed" }
      : undefined);
  const errorKey = localError ?? (outcome && !outcome.ok ? outcome.errorKey : undefined);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    formData.delete("redirectTo");
    if (!isValidEmail(String(formData.get("email") ?? ""))) {
      setLocalError("validation.email");
      return;
    }
    setLocalError(undefined);
    fetcher.submit(formData, { method: "post", action });
  }

  if (outcome?.ok && !localError) {
    return (
      <p
        role="status"
        className="mt-4 rounded border border-sky-200 bg-sky-50 p-3 text-sky-900"
        data-testid="newsletter-success"
      >
        {props.successMessage || t(outcome.messageKey)}
      </p>
    );
  }
  return (
    <form
      method="post"
      action={action}
      noValidate
      onSubmit={submit}
      className="mt-4 flex flex-wrap items-end gap-3"
      data-testid="newsletter-form"
    >
      <input type="hidden" name="redirectTo" value={location.pathname} />
      <label htmlFor={inputId} className="flex min-w-64 flex-1 flex-col text-sm font-medium">
        {props.emailLabel}
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          defaultValue={outcome && !outcome.ok ? outcome.email : undefined}
          placeholder={props.emailPlaceholder}
          aria-invalid={errorKey ? true : undefined}
          aria-describedby={errorKey ? messageId : undefined}
          className="mt-1 rounded border border-neutral-500 px-3 py-2 text-base font-normal"
        />
      </label>
      <Button look="primary" disabled={fetcher.state !== "idle"}>
        {props.submitLabel}
      </Button>
      {errorKey ? (
        <p id={messageId} role="alert" className="w-full text-sm text-red-800" data-testid="newsletter-error">
          {t(errorKey)}
        </p>
      ) : null}
    </form>
  );
}

/** The newsletter block (rule:content.components): the editors' headline, text and privacy note around the form. */
export function Newsletter({ block }: { block: NewsletterBlock }) {
  return (
    <section
      id="newsletter"
      className="mt-12 max-w-3xl rounded border border-neutral-200 p-6"
      aria-labelledby={`newsletter-${block._uid}`}
    >
      <h2 id={`newsletter-${block._uid}`} className="text-2xl font-semibold">
        {block.headline}
      </h2>
      <p className="mt-2 text-neutral-700">
        <PlainText text={block.text} />
      </p>
      <NewsletterForm
        emailLabel={block.email_label}
        emailPlaceholder={block.email_placeholder}
        submitLabel={block.submit_label}
        successMessage={block.success_message}
      />
      <div className="mt-3 text-sm text-neutral-600">
        <RichText doc={block.privacy_note} />
      </div>
    </section>
  );
}
