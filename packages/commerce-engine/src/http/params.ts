import { fitsMaxLength, isValidName, NAME_MAX_LENGTH } from "@eyewear/shop-rules";
import type { HonoRequest } from "hono";
import { z } from "zod";
import { EngineError, invalidParameter } from "../model/engine-error.ts";

const LARGEST_ID = 2_147_483_647;

/** A positive whole number given as a path or query string, e.g. an id. */
export const positiveIntString = z
  .string()
  .regex(/^\d{1,10}$/, "must be a positive whole number")
  .transform(Number)
  .pipe(z.number().int().min(1, "must be a positive whole number").max(LARGEST_ID, "is too large"));

/** A basket or wishlist key (the shop chooses them; SCAYLE allows any short token). */
export const collectionKeySchema = z
  .string()
  .regex(/^[\w.:-]{1,128}$/, "must be 1 to 128 letters, digits or . _ : -");

/** A person's first or last name (rule:account.name, rule:account.name-length), as given. */
export const nameSchema = z
  .string()
  .refine(
    (value) => isValidName(value) && fitsMaxLength(value.trim(), NAME_MAX_LENGTH),
    "is not a valid name",
  );

/** "true" or "false" in a query string. */
export const booleanString = z.enum(["true", "false"]).transform((value) => value === "true");

/** Parses one path or query parameter, answering 400 naming it when it does not fit. */
export function parseParameter<T>(schema: z.ZodType<T>, value: unknown, parameter: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw invalidParameter(parameter, `${parameter}: ${result.error.issues[0]?.message ?? "is invalid"}`);
}

/**
 * Parses a comma-separated id list such as `ids=1,2,3`; an absent or empty list is refused with `emptyMessage`
 * (rule:catalogue.product-id-lists-not-empty).
 */
export function parseIdList(
  value: string | undefined,
  parameter: string,
  emptyMessage: string,
  maxIds: number,
): number[] {
  const parts = (value ?? "").split(",").filter((part) => part.trim() !== "");
  if (parts.length === 0) throw invalidParameter(parameter, emptyMessage);
  if (parts.length > maxIds) throw invalidParameter(parameter, `${parameter}: at most ${maxIds} ids`);
  return [...new Set(parts.map((part) => parseParameter(positiveIntString, part.trim(), parameter)))];
}

/** Reads a JSON request body and validates it; malformed JSON, unknown fields and wrong types answer 400. */
export async function parseJsonBody<T>(request: HonoRequest, schema: z.ZodType<T>): Promise<T> {
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    throw new EngineError("invalid_data", "The request body is not valid JSON", {
      code: "MALFORMED_JSON",
      parameter: "body",
    });
  }
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw bodyError(result.error);
}

function bodyError(error: z.ZodError): EngineError {
  const issue = error.issues[0];
  if (!issue) return invalidParameter("body", "The request body is invalid");
  if (issue.code === "unrecognized_keys") {
    const parameter = [...issue.path, issue.keys[0]].join(".");
    return invalidParameter(parameter, `Unknown field ${parameter}`);
  }
  const parameter = issue.path.join(".") || "body";
  return invalidParameter(parameter, `${parameter}: ${issue.message}`);
}
