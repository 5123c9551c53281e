import { FetchError } from "@scayle/storefront-api";
import { notFound } from "./errors.ts";

/** Resolves an engine call, turning the engine's 404 into the storefront's "Page Not Found" (S1 §2). */
export async function orNotFound<T>(call: Promise<T>, url: URL): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof FetchError && error.response.status === 404) throw notFound(url);
    throw error;
  }
}
