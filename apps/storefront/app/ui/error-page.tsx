import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError } from "react-router";
import type { ErrorPayload, ErrorStories } from "~/platform/errors.ts";
import { NoIndex, PageHeading } from "~/ui/document-head.tsx";

/** Statuses of a request refused as bad input (rule:platform.bad-input-4xx). */
const BAD_INPUT_STATUSES = new Set([400, 413, 414, 415]);

/**
 * The error page (rule:layout.error-page): the status comes from the error or is 500; 404, 503 (a dependency
 * unavailable, rule:platform.dependency-unavailable) and bad input (rule:platform.bad-input-4xx) have their own
 * title and message. A 404 and a general error show the content service's story in the shop's language — the one the
 * failing loader fetched, else the shop layout's `stories` — and fall back to the message files; the error's own
 * message ("Page Not Found: …") is for the log and the error object, not for shoppers.
 */
export function ErrorPage({ stories }: { stories?: ErrorStories }) {
  const error = useRouteError();
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const payload = isRouteErrorResponse(error) ? (error.data as ErrorPayload | undefined) : undefined;
  const key =
    status === 404
      ? "notFound"
      : status === 503
        ? "unavailable"
        : BAD_INPUT_STATUSES.has(status)
          ? "badRequest"
          : undefined;
  const content =
    payload?.content ?? (status === 404 ? stories?.notFound : key === undefined ? stories?.error : undefined);
  const title = content?.title ?? (key ? t(`error.${key}Title`) : t("error.title"));
  const text = content?.text ?? (key ? t(`error.${key}Text`) : t("error.text"));
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16 text-center">
      <NoIndex />
      <PageHeading title={title} />
      <p className="mt-4 text-neutral-700">{text}</p>
      <a
        className="mt-8 inline-block rounded bg-neutral-900 px-5 py-3 text-white"
        href={payload?.homePath ?? "/"}
      >
        {content?.linkLabel ?? t("error.home")}
      </a>
    </main>
  );
}
