import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The JSON body of every error answer. */
export interface ErrorBody {
  code: string;
  message: string;
  parameter?: string;
}

/** An expected failure with its HTTP status; the engine's error handler turns it into an ErrorBody answer. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly parameter: string | undefined;

  constructor(status: ContentfulStatusCode, code: string, message: string, parameter?: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.parameter = parameter;
  }

  toBody(): ErrorBody {
    return this.parameter === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, parameter: this.parameter };
  }
}

export function invalidParameter(parameter: string, message: string): ApiError {
  return new ApiError(400, "INVALID_PARAMETER", message, parameter);
}

export function notFound(message: string, parameter?: string): ApiError {
  return new ApiError(404, "NOT_FOUND", message, parameter);
}
