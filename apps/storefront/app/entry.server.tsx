import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { requestContext, servicesContext } from "./platform/context.ts";
import { retryAfterOf } from "./platform/error-answers.server.ts";
import { registerAllMessages } from "./platform/i18n.server.ts";
import { NonceContext } from "./platform/nonce.ts";

export const streamTimeout = 5_000;

registerAllMessages();

/**
 * Logs a failure once, as one structured line with the request's id (rule:platform.bad-input-4xx): a 4xx answer
 * React Router gives by design (no such route, no action) is no failure, and an aborted request is not logged.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const { logger } = context.get(servicesContext);
  const { requestId } = context.get(requestContext);
  const url = new URL(request.url);
  logger.error(
    {
      // React Router wraps its own failures in a 500 error response that carries the error.
      err: isRouteErrorResponse(error) && "error" in error ? error.error : error,
      requestId,
      method: request.method,
      path: url.pathname,
    },
    "request failed",
  );
};

/**
 * A client-side navigation's data answer: a 503 (rule:platform.dependency-unavailable) carries Retry-After as the
 * document does. The failed route's advice is not at hand here, so the longest breaker open time advises.
 */
export function handleDataRequest(
  response: Response,
  { context }: { context: Readonly<RouterContextProvider> },
) {
  if (response.status !== 503 || response.headers.has("retry-after")) return response;
  const { guards } = context.get(servicesContext);
  const longest = Math.max(...Object.values(guards).map((guard) => guard.retryAfterSeconds));
  response.headers.set("retry-after", String(longest));
  return response;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A dependency was unavailable (rule:platform.dependency-unavailable): the client may ask again after this long.
  const retryAfter = responseStatusCode === 503 && retryAfterOf(routerContext.staticHandlerContext.errors);
  if (retryAfter) responseHeaders.set("retry-after", retryAfter);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, wholeDocument, requestId } = loadContext.get(requestContext);
  const { logger } = loadContext.get(servicesContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and the page cache get the whole document at once (a failure then answers 500); browsers get
    // the shell first.
    const readyOption: keyof RenderToPipeableStreamOptions =
      wholeDocument || (userAgent && isbot(userAgent)) || routerContext.isSpaMode
        ? "onAllReady"
        : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered)
            logger.error({ err: error, requestId, url: request.url }, "streaming render failed");
        },
      },
    );
  });
}
