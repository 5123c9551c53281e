import { pageNotFoundMessage } from "@eyewear/shop-rules";
import { data } from "react-router";

/** Editor-written text of an error page (rule:content.error-page-stories). */
export interface ErrorContent {
  title: string;
  text: string;
  linkLabel: string;
}

export interface ErrorPayload {
  /** For the log and the error object; the page shows the editors' text instead (rule:layout.error-page). */
  message: string;
  /** A 503's advice when to ask again, sent as Retry-After (docs/decisions/0051-timeouts-and-circuit-breakers.md). */
  retryAfterSeconds?: number;
  /** Where the page's "back home" link goes: the shop's homepage when the shop is known. */
  homePath?: string;
  content?: ErrorContent;
}

/** The editors' texts of a shop's error pages, each undefined when the content service could not give it. */
export interface ErrorStories {
  notFound: ErrorContent | undefined;
  error: ErrorContent | undefined;
}

/**
 * A 404 whose message names the path unless `details` gives another (rule:routing.not-found-message; `url` is the
 * loader's normalised URL).
 */
export function notFound(url: URL, details: Partial<ErrorPayload> = {}) {
  return data<ErrorPayload>({ message: pageNotFoundMessage(url.pathname), ...details }, { status: 404 });
}
