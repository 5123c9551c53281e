import { shopById } from "@eyewear/shop-rules";
import { data } from "react-router";
import { servicesContext } from "~/platform/context.ts";
import { retryAfter } from "~/platform/engine-client.server.ts";
import { engineRefusalStatus } from "~/platform/service-refusal.ts";
import { procedureNamed } from "~/rpc/rpc.server.ts";
import type { Route } from "./+types/rpc";

function failure(status: number, code: string, message: string, headers?: Record<string, string>) {
  return data({ error: { code, message } }, { status, headers });
}

/** POST {apiBase}/rpc/{procedure} with body { payload } and header x-shop-id (rule:platform.rpc-procedures). */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return failure(405, "METHOD_NOT_ALLOWED", "Use POST");
  const procedureName = params.procedure;
  const procedure = procedureNamed(procedureName);
  if (!procedure) return failure(404, "UNKNOWN_PROCEDURE", `No procedure ${procedureName}`);
  const shop = shopById(Number(request.headers.get("x-shop-id")));
  if (!shop) return failure(400, "INVALID_SHOP", "Header x-shop-id must name a shop");
  const body: unknown = await request.json().catch(() => undefined);
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return failure(400, "INVALID_BODY", "The body must be a JSON object { payload }");
  }
  const call = procedure.call(context, shop, (body as { payload?: unknown }).payload, request);
  if (!call.ok) return failure(400, "INVALID_PAYLOAD", call.message);
  try {
    return await call.answer;
  } catch (error) {
    const status =
      typeof error === "object" && error !== null && "status" in error ? Number(error.status) : 0;
    if (status === 404) return failure(404, "NOT_FOUND", "NOT FOUND");
    if (status === 429) {
      const wait = Number((error as { wait?: number }).wait);
      return failure(429, "TOO_MANY_REQUESTS", "Too many requests; try again later", retryAfter(wait));
    }
    // The engine refused what the caller sent: the caller's mistake, not a failure (rule:platform.bad-input-4xx).
    const refused = engineRefusalStatus(error);
    if (refused !== undefined)
      return failure(refused, "INVALID_PAYLOAD", `${procedureName} refused the payload`);
    // A failed procedure is logged as an error, except a content call's (rule:platform.rpc-procedures)
    if (!procedure.content)
      context.get(servicesContext).logger.error({ err: error, procedure: procedureName }, "rpc failed");
    return failure(502, "UPSTREAM_FAILED", `${procedureName} could not be answered`);
  }
}

export function loader() {
  return failure(405, "METHOD_NOT_ALLOWED", "Use POST");
}
