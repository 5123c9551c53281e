import { pageNotFoundMessage } from "@eyewear/shop-rules";
import { data } from "react-router";

/** Editor-written text of an error page (rule:content.error-page-stories). */
export interface ErrorContent {
  title: string;
  text: string;
  linkLabel: string;
}

export interface ErrorPayload {
  message: string;
  /** A 503's advice when to ask again, sent as Retry-After (docs/decisions/0051-timeouts-and-circuit-breakers.md). */
  retryAfterSeconds?: number;
  /** Where the page's "back home" link goes: the shop's homepage when the shop is known. */
  homePath?: string;
  content?: ErrorContent;
}

/** A 404 whose message names the path (rule:routing.not-found-message; `url` is the loader's normalised URL). */
export function notFound(url: URL, details: Omit<ErrorPayload, "message"> = {}) {
  return data<ErrorPayload>({ message: pageNotFoundMessage(url.pathname), ...details }, { status: 404 });
}
