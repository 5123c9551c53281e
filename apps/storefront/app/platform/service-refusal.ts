import { FetchError } from "@scayle/storefront-api";

/** The HTTP status of a failed engine call (the SDK's FetchError) or content call (storyblok-js-client rejects
 * with a plain `{ message, status, response }`); undefined for any other error. */
function serviceStatus(error: unknown): number | undefined {
  if (error instanceof FetchError) return error.response.status;
  if (typeof error !== "object" || error === null || error instanceof Response) return undefined;
  return "response" in error && "status" in error && typeof error.status === "number"
    ? error.status
    : undefined;
}

/**
 * The status of an engine or content-service refusal the shopper's input caused (rule:platform.bad-input-4xx):
 * its 4xx, except 401 and 403, which mean the storefront's own access is misconfigured. Undefined for anything else.
 */
export function engineRefusalStatus(error: unknown): number | undefined {
  const status = serviceStatus(error);
  return status !== undefined && status >= 400 && status < 500 && status !== 401 && status !== 403
    ? status
    : undefined;
}
