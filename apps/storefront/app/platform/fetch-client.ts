import { fetchRetries } from "@eyewear/shop-rules";

/** The methods RFC 9110 §9.2.2 calls idempotent. */
const IDEMPOTENT_METHODS = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);

/**
 * A browser call that failed after its retries (rule:platform.fetch-failure): the message names the method, the URL
 * and the status.
 */
export class FetchClientError extends Error {
  readonly method: string;
  readonly url: string;
  readonly status: number;

  constructor(method: string, url: string, status: number) {
    super(`${method} ${url} failed with status ${status}`);
    this.name = "FetchClientError";
    this.method = method;
    this.url = url;
    this.status = status;
  }
}

/**
 * The browser's fetch with the retry rule (rule:platform.fetch-retries): the first successful answer, else a
 * `FetchClientError` for the last one. `fetchImpl` is the real fetch except in tests.
 */
export async function fetchWithRetries(
  url: string,
  init: RequestInit = {},
  fetchImpl: typeof fetch = (input, options) => fetch(input, options),
): Promise<Response> {
  const method = (init.method ?? "GET").toUpperCase();
  const retries = (status: number) => fetchRetries(status, IDEMPOTENT_METHODS.has(method));
  for (let attempt = 0; ; attempt++) {
    const response = await fetchImpl(url, init);
    if (response.ok) return response;
    if (attempt >= retries(response.status)) throw new FetchClientError(method, url, response.status);
    // The failed answer's body is not read; releasing it frees the connection for the retry.
    await response.body?.cancel();
  }
}
