import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { EngineError, EngineErrorKind } from "../model/engine-error.ts";

/** The JSON body of every error answer. */
export interface ErrorBody {
  code: string;
  message: string;
  parameter?: string;
}

/** The HTTP status of each kind of engine error, and the code its body carries when the error names none. */
const ANSWER_OF_KIND: Record<EngineErrorKind, { status: ContentfulStatusCode; code: string }> = {
  invalid_data: { status: 400, code: "INVALID_PARAMETER" },
  unauthorized: { status: 401, code: "UNAUTHORIZED" },
  payment_declined: { status: 402, code: "PAYMENT_DECLINED" },
  not_allowed: { status: 403, code: "NOT_ALLOWED" },
  not_found: { status: 404, code: "NOT_FOUND" },
  conflict: { status: 409, code: "CONFLICT" },
  too_large: { status: 413, code: "PAYLOAD_TOO_LARGE" },
  unprocessable: { status: 422, code: "UNPROCESSABLE" },
  failed_dependency: { status: 424, code: "FAILED_DEPENDENCY" },
  too_many_attempts: { status: 429, code: "TOO_MANY_ATTEMPTS" },
  upstream_timeout: { status: 504, code: "UPSTREAM_TIMEOUT" },
  unavailable: { status: 503, code: "UNAVAILABLE" },
  target_too_long: { status: 414, code: "URI_TOO_LONG" },
};

/** The one place an engine error becomes an HTTP answer: its status, headers and wire body. */
export function errorAnswer(error: EngineError): {
  status: ContentfulStatusCode;
  headers: Record<string, string>;
  body: ErrorBody;
} {
  const { status, code } = ANSWER_OF_KIND[error.kind];
  const body: ErrorBody = { code: error.details.code ?? code, message: error.message };
  if (error.details.parameter !== undefined) body.parameter = error.details.parameter;
  const { retryAfterSeconds } = error.details;
  const headers: Record<string, string> =
    retryAfterSeconds === undefined ? {} : { "retry-after": String(retryAfterSeconds) };
  return { status, headers, body };
}
