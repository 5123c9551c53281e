import type { FormEvent } from "react";
import type { FetcherWithComponents } from "react-router";

/**
 * The submit handler of a form that, without JavaScript, posts and follows its hidden `redirectTo` field; with
 * JavaScript the fetcher posts the same fields without it, so the shopper stays on the page.
 */
export function submitInPlace<Data>(fetcher: FetcherWithComponents<Data>, action: string) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    formData.delete("redirectTo");
    fetcher.submit(formData, { method: "post", action });
  };
}
