import { splitShopPath } from "@eyewear/shop-rules";
import { data, type RouterContextProvider, type ServerBuild } from "react-router";
import { servicesContext } from "./context.ts";
import { type DependencyUnavailableError, isDependencyUnavailable } from "./dependency-guard.ts";
import { engineRefusalAnswer } from "./engine-errors.server.ts";
import type { ErrorPayload } from "./errors.ts";

/**
 * The one place the error kind "unavailable" becomes HTTP for pages (rule:platform.dependency-unavailable): a 503
 * error answer, which the error page shows in the shop's language and the document sends with Retry-After.
 */
export function unavailableAnswer(error: DependencyUnavailableError, request: Request) {
  const shop = splitShopPath(new URL(request.url).pathname)?.shop;
  return data<ErrorPayload>(
    {
      message: "",
      homePath: shop ? `/${shop.code}/` : undefined,
      retryAfterSeconds: error.retryAfterSeconds,
    },
    { status: 503 },
  );
}

type HandlerArgs = { request: Request; context: Readonly<RouterContextProvider> };

async function answering<T>({ request, context }: HandlerArgs, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    // An engine refusal no route handled is the caller's mistake (rule:platform.bad-input-4xx).
    const refused = engineRefusalAnswer(error, new URL(request.url));
    if (refused) throw refused;
    if (!isDependencyUnavailable(error)) throw error;
    // React Router logs no error answer, so the operator learns of the outage here, once per page.
    context
      .get(servicesContext)
      .logger.warn(
        { dependency: error.dependency, path: new URL(request.url).pathname, err: error.cause },
        "dependency unavailable",
      );
    throw unavailableAnswer(error, request);
  }
}

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];

function answeringModule(module: RouteModule): RouteModule {
  const { loader, action, middleware } = module;
  return {
    ...module,
    loader: loader && ((args) => answering(args, async () => loader(args))),
    action: action && ((args) => answering(args, async () => action(args))),
    middleware: middleware?.map(
      (run) => (args, next) => answering(args, async () => run(args, next)),
    ) as RouteModule["middleware"],
  };
}

/**
 * The server build with every route's loader, action and middleware answering the errors no route handled once:
 * an engine refusal as its 4xx error page (`engineRefusalAnswer`), a DependencyUnavailableError as
 * `unavailableAnswer`. React Router turns a thrown error into a 500, a thrown `data(…, status)` into the status, and
 * offers no other hook between a loader's failure and the answer.
 */
export function withErrorAnswers(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => [
      id,
      route && { ...route, module: answeringModule(route.module) },
    ]),
  );
  return { ...build, routes };
}

/** The Retry-After of a 503 document: what the error answer of its failed route advises. */
export function retryAfterOf(errors: Record<string, unknown> | null | undefined): string | undefined {
  for (const error of Object.values(errors ?? {})) {
    const payload = (error as { status?: number; data?: ErrorPayload } | null)?.data;
    if ((error as { status?: number } | null)?.status === 503 && payload?.retryAfterSeconds)
      return String(payload.retryAfterSeconds);
  }
  return undefined;
}
