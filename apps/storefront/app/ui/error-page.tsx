import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError } from "react-router";
import type { ErrorPayload } from "~/platform/errors.ts";
import { NoIndex, PageHeading } from "~/ui/document-head.tsx";

/** Statuses of a request refused as bad input (rule:platform.bad-input-4xx). */
const BAD_INPUT_STATUSES = new Set([400, 413, 414, 415]);

/**
 * The error page (rule:layout.error-page): the status comes from the error or is 500; 404, 503 (a dependency
 * unavailable, rule:platform.dependency-unavailable) and bad input (rule:platform.bad-input-4xx) have their own
 * title and message; the text comes from the content service when the loader could fetch it, else from the message
 * files.
 */
export function ErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const payload = isRouteErrorResponse(error) ? (error.data as ErrorPayload | undefined) : undefined;
  const content = payload?.content;
  const key =
    status === 404
      ? "notFound"
      : status === 503
        ? "unavailable"
        : BAD_INPUT_STATUSES.has(status)
          ? "badRequest"
          : undefined;
  const title = content?.title ?? (key ? t(`error.${key}Title`) : t("error.title"));
  const text = content?.text ?? (key ? t(`error.${key}Text`) : t("error.text"));
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16 text-center">
      <NoIndex />
      <PageHeading title={title} />
      <p className="mt-4 text-neutral-700">{text}</p>
      {payload?.message ? (
        <p className="mt-2 text-sm text-neutral-600" data-testid="error-message">
          {payload.message}
        </p>
      ) : null}
      <a
        className="mt-8 inline-block rounded bg-neutral-900 px-5 py-3 text-white"
        href={payload?.homePath ?? "/"}
      >
        {content?.linkLabel ?? t("error.home")}
      </a>
    </main>
  );
}
