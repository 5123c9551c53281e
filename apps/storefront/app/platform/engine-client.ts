/** Where the engine answers and the token it wants: the embedded engine in-process, or an external one. */
export interface EngineConnection {
  /** e.g. "localhost:3000/storefront-api" (https://{host}/v1/…). */
  host: string;
  token: string;
}

/**
 * An engine refusal the forms turn into a message: its status and error code, and for too many attempts the
 * seconds to wait (the engine's Retry-After), which the storefront passes on.
 */
export type EngineRefusal = { ok: false; status: number; code: string; retryAfterSeconds?: number };
export type EngineAnswer<T> = ({ ok: true } & T) | EngineRefusal;

/**
 * Refusals a form shows to the shopper (402 declined and 504 timed-out payments, 413 too large and 422 refused
 * files and vouchers included); anything else (5xx, a broken request) is an error of the storefront.
 */
const EXPECTED_REFUSALS = new Set([400, 401, 402, 403, 404, 409, 413, 422, 429, 504]);

/**
 * One call to the engine's own (non-SCAYLE) endpoints, with the shop id parameter when the endpoint belongs to
 * a shop. The body goes as JSON, or as it is when it is a file (a prescription upload). It imports nothing of the
 * app, so the process's image server (server/images.ts) uses it too.
 */
export async function requestEngine<T>(
  connection: EngineConnection,
  shopId: number | undefined,
  method: "GET" | "POST" | "PUT",
  path: string,
  body?: unknown,
): Promise<EngineAnswer<T>> {
  const url = new URL(`https://${connection.host}/v1${path}`);
  if (shopId !== undefined) url.searchParams.set("shopId", String(shopId));
  const file = body instanceof Blob;
  const response = await fetch(url, {
    method,
    headers: {
      "x-access-token": connection.token,
      "content-type": file ? "application/octet-stream" : "application/json",
    },
    body: body === undefined ? undefined : file ? body : JSON.stringify(body),
  });
  if (response.ok) return { ok: true, ...((await response.json()) as T) };
  if (!EXPECTED_REFUSALS.has(response.status))
    throw new Error(`${method} ${url.pathname} answered ${response.status}`);
  const error = (await response.json().catch(() => ({}))) as { code?: string };
  const refusal: EngineRefusal = { ok: false, status: response.status, code: error.code ?? "UNKNOWN" };
  const retryAfter = Number(response.headers.get("retry-after"));
  if (retryAfter > 0) refusal.retryAfterSeconds = retryAfter;
  return refusal;
}

/** The Retry-After header a refusal for too many attempts passes on to the browser, else none. */
export function retryAfterHeaders(refusal: EngineRefusal): Record<string, string> {
  return refusal.retryAfterSeconds === undefined ? {} : retryAfter(refusal.retryAfterSeconds);
}

/** The Retry-After header of a 429 answer. */
export function retryAfter(seconds: number): Record<string, string> {
  return { "retry-after": String(seconds) };
}

/**
 * A route's document headers when its action may refuse with Retry-After (rule:account.attempt-delay): React Router
 * sends an action's headers with the page only through the route's `headers` export, so a form posted without
 * JavaScript learns when to try again too.
 */
export function actionDocumentHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
  return actionHeaders;
}
