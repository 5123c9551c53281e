import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * For pages whose forms change what the page shows: a refused change (a 4xx, which React Router does not
 * revalidate after) means the data changed under the shopper, so the page loads afresh after every post, as it
 * does without JavaScript.
 */
export function revalidateAfterEveryPost({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" || defaultShouldRevalidate;
}
