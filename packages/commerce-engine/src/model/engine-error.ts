/**
 * What kind of failure an engine error is. The domain names the kind; the HTTP layer alone decides the status
 * it answers with (http/errors.ts, ADR 0044).
 */
export type EngineErrorKind =
  /** A parameter, a body field or a token does not fit. */
  | "invalid_data"
  /** No valid access token, or wrong credentials. */
  | "unauthorized"
  /** The payment provider declined the payment. */
  | "payment_declined"
  /** The caller may not do this (a guest checking out). */
  | "not_allowed"
  /** The shop, entity or item asked for does not exist. */
  | "not_found"
  /** The request contradicts the current state (out of stock, email taken, idempotency key reused, …). */
  | "conflict"
  /** Well-formed, but cannot be applied (a voucher that is expired or used up). */
  | "unprocessable"
  /** The request's body is larger than the endpoint takes (a prescription file over the limit, any body over the input limit). */
  | "too_large"
  /** Something the request depends on is missing (a basket item's variant is not served in the shop). */
  | "failed_dependency"
  /** Too many failed attempts from this client or for this account. */
  | "too_many_attempts"
  /** A provider the engine waited on did not answer in time. */
  | "upstream_timeout"
  /** The engine's database could not serve in time or at all (timeout, lost connection); asking later may work. */
  | "unavailable"
  /** The request target (path and query) is longer than the engine reads. */
  | "target_too_long";

export interface EngineErrorDetails {
  /** The machine-readable reason the caller sees; each kind has a default. */
  code?: string;
  /** The request parameter or body field at fault. */
  parameter?: string;
  /** For too many attempts: the seconds until the next attempt may succeed (the answer's Retry-After). */
  retryAfterSeconds?: number;
}

/** An expected failure of the engine; anything else thrown is an internal error. */
export class EngineError extends Error {
  readonly kind: EngineErrorKind;
  readonly details: EngineErrorDetails;

  constructor(kind: EngineErrorKind, message: string, details: EngineErrorDetails = {}) {
    super(message);
    this.name = "EngineError";
    this.kind = kind;
    this.details = details;
  }
}

/** A parameter, path segment or body field that does not fit, named in the answer. */
export function invalidParameter(parameter: string, message: string): EngineError {
  return new EngineError("invalid_data", message, { parameter });
}

export function notFound(message: string, parameter?: string): EngineError {
  return new EngineError("not_found", message, parameter === undefined ? {} : { parameter });
}
