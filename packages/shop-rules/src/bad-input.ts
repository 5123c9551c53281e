import { PRESCRIPTION_UPLOAD_MAX_BYTES } from "./prescription-upload.ts";

/** Longest request target (path and query) the shop reads (rule:platform.bad-input-4xx). */
export const MAX_URL_LENGTH = 8_192;
/** Largest body of a form, RPC or engine request. */
export const MAX_BODY_BYTES = 1_048_576;
/**
 * Largest multipart body: the largest file a form takes (a prescription upload, 10 MB; a visual-search photo is 8 MB)
 * and the form around it; the form's own parser refuses a file over its limit with the message at the file field.
 */
export const MAX_MULTIPART_BYTES = PRESCRIPTION_UPLOAD_MAX_BYTES + 1_048_576;
/**
 * Largest raw file body (`application/octet-stream`, a prescription upload): above the endpoint's own limit, so the
 * endpoint, which reads it with that limit, names the file as too large.
 */
export const MAX_FILE_BODY_BYTES = 16 * 1_048_576;

export interface InputRefusal {
  status: 400 | 413 | 414 | 415;
  /** What was wrong, for the log and API clients; never echoes the input. */
  reason: string;
}

/**
 * True when a decoded value holds NUL or another C0 control character (rule:platform.bad-input-4xx): PostgreSQL
 * refuses NUL in text, and no control character belongs in a path or query. A body's free text (a textarea) may
 * hold tab, line feed and carriage return, so `lineBreaksAllowed` lets those three through.
 */
export function hasForbiddenCharacter(text: string, lineBreaksAllowed = false): boolean {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0x20) continue;
    if (!lineBreaksAllowed || (unit !== 0x09 && unit !== 0x0a && unit !== 0x0d)) return true;
  }
  return false;
}

/** A percent-encoded component decoded as UTF-8 (`+` as space in forms), or undefined when it is no valid UTF-8. */
function decodeComponent(raw: string, plusIsSpace: boolean): string | undefined {
  try {
    return decodeURIComponent(plusIsSpace ? raw.replaceAll("+", " ") : raw);
  } catch {
    return undefined;
  }
}

/** Why a list of encoded components is refused: a malformed escape, invalid UTF-8 or a forbidden character. */
function componentsRefusal(components: string[], where: "path" | "query" | "form"): InputRefusal | undefined {
  for (const component of components) {
    const decoded = decodeComponent(component, where !== "path");
    if (decoded === undefined) return { status: 400, reason: `${where}: malformed percent-escape or UTF-8` };
    if (hasForbiddenCharacter(decoded, where === "form"))
      return { status: 400, reason: `${where}: control character` };
  }
  return undefined;
}

/** The keys and values of a URL-encoded query or form, still encoded. */
function encodedPairs(text: string): string[] {
  return text.split("&").flatMap((pair) => pair.split("="));
}

/** True when a parsed JSON value holds a string (key or value) with a forbidden character anywhere inside. */
function jsonHasForbiddenCharacter(value: unknown): boolean {
  if (typeof value === "string") return hasForbiddenCharacter(value, true);
  if (Array.isArray(value)) return value.some(jsonHasForbiddenCharacter);
  if (typeof value === "object" && value !== null)
    return Object.entries(value).some(
      ([key, inner]) => hasForbiddenCharacter(key) || jsonHasForbiddenCharacter(inner),
    );
  return false;
}

const UTF8 = new TextDecoder("utf-8", { fatal: true });

/** The body as UTF-8 text, or undefined when it is not valid UTF-8. */
function utf8Text(bytes: ArrayBuffer): string | undefined {
  try {
    return UTF8.decode(bytes);
  } catch {
    return undefined;
  }
}

/** Why a request target (path and query) is refused, or undefined: the part of inputRefusal that needs no body. */
export function targetRefusal(url: URL): InputRefusal | undefined {
  if (url.pathname.length + url.search.length > MAX_URL_LENGTH)
    return { status: 414, reason: `request target longer than ${MAX_URL_LENGTH} characters` };
  return (
    componentsRefusal(url.pathname.split("/"), "path") ??
    componentsRefusal(encodedPairs(url.search.slice(1)), "query")
  );
}

export interface InputRefusalOptions {
  /** A page route: its posts must be forms (URL-encoded or multipart); anything else is a 415. */
  formRoute: boolean;
}

/**
 * Why a request is refused before any handler reads it, or undefined to let it through (rule:platform.bad-input-4xx):
 * 414 for a target over MAX_URL_LENGTH; 400 for a path or query with a malformed escape, invalid UTF-8 or a
 * control character; 415 for a non-form body on a form route; 413 for a body over its limit; 400 for a
 * URL-encoded, JSON or text body that is not UTF-8 or holds a control character. A JSON body that does not parse
 * is left to its handler, which answers its own 400. Reads a clone of the body, so the handler still can.
 */
export async function inputRefusal(
  request: Request,
  options: InputRefusalOptions,
): Promise<InputRefusal | undefined> {
  const target = targetRefusal(new URL(request.url));
  if (target) return target;
  if (request.body === null) return undefined;

  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const multipart = type === "multipart/form-data";
  const urlEncoded = type === "application/x-www-form-urlencoded";
  const file = type === "application/octet-stream";
  if (options.formRoute && type !== "" && !multipart && !urlEncoded)
    return { status: 415, reason: "a form route takes URL-encoded or multipart forms only" };
  const limit = multipart ? MAX_MULTIPART_BYTES : file ? MAX_FILE_BODY_BYTES : MAX_BODY_BYTES;
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > limit) return { status: 413, reason: `body larger than ${limit} bytes` };
  // Multipart parts are checked by the form's own schema, a raw file by its endpoint (files are binary by nature).
  if (multipart || file) return undefined;

  const bytes = await request.clone().arrayBuffer();
  if (bytes.byteLength > limit) return { status: 413, reason: `body larger than ${limit} bytes` };
  const text = utf8Text(bytes);
  if (text === undefined) return { status: 400, reason: "body: invalid UTF-8" };
  if (urlEncoded || (options.formRoute && type === "")) return componentsRefusal(encodedPairs(text), "form");
  if (type === "application/json" || type.endsWith("+json")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return undefined;
    }
    return jsonHasForbiddenCharacter(parsed) ? { status: 400, reason: "body: control character" } : undefined;
  }
  return hasForbiddenCharacter(text, true) ? { status: 400, reason: "body: control character" } : undefined;
}
