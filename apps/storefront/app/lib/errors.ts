import { pageNotFoundMessage } from "@eyewear/shop-rules";
import { data } from "react-router";

export interface ErrorPayload {
  message: string;
}

/** A 404 whose message names the path, as S1 §2 and §8 require (`url` is the loader's normalised URL). */
export function notFound(url: URL) {
  return data<ErrorPayload>({ message: pageNotFoundMessage(url.pathname) }, { status: 404 });
}

/** A 400 for input a form or link should never have sent; the page explains it in the shopper's language. */
export function badRequest(messageKey: string) {
  return data<ErrorPayload>({ message: messageKey }, { status: 400 });
}
