import { createHmac, timingSafeEqual } from "node:crypto";
import type { Logger } from "pino";
import type { StorefrontServices } from "../app/platform/context.ts";

/** Where the content service posts when a story is published, unpublished, moved or deleted. */
export const CONTENT_WEBHOOK_PATH = "/webhooks/content-published";

/** A publish webhook's body is a few hundred bytes; anything much larger is not one. */
const MAX_WEBHOOK_BYTES = 64 * 1024;

/** What Storyblok's webhook says happened (its JSON body); every field may be missing. */
export interface ContentPublishEvent {
  action?: string;
  storyId?: number;
  fullSlug?: string;
}

/**
 * The hex HMAC-SHA1 of the raw body under the webhook secret, as Storyblok signs its webhooks in the
 * `webhook-signature` header.
 */
export function contentWebhookSignature(secret: string, body: Uint8Array | string): string {
  return createHmac("sha1", secret).update(body).digest("hex");
}

/**
 * POST /webhooks/content-published (rule:content.freshness, docs/decisions/0053-content-freshness.md): a request
 * signed with the content webhook secret drops the content and page caches of this process, so a publish shows on
 * the next page view; anything else changes nothing (401 unsigned or wrongly signed, 413 oversized).
 */
export function contentWebhookHandler(
  secret: string,
  services: Pick<StorefrontServices, "contentCache" | "pageCache"> & { logger: Logger },
): (request: Request) => Promise<Response> {
  return async (request) => {
    const body = await bodyWithin(request, MAX_WEBHOOK_BYTES);
    if (!body) return plain(413, "Payload Too Large");
    const signature = request.headers.get("webhook-signature") ?? "";
    if (!signatureMatches(contentWebhookSignature(secret, body), signature))
      return plain(401, "Invalid webhook signature");
    await services.contentCache.flush();
    services.pageCache?.invalidate();
    services.logger.info(
      { event: publishEventOf(body) },
      "content published: content and page caches dropped",
    );
    return new Response(null, { status: 204 });
  };
}

/** The body, read only as far as `limit` bytes: undefined when it is longer. */
async function bodyWithin(request: Request, limit: number): Promise<Uint8Array | undefined> {
  if (Number(request.headers.get("content-length") ?? 0) > limit) return undefined;
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of request.body ?? []) {
    length += chunk.byteLength;
    if (length > limit) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function signatureMatches(expected: string, received: string): boolean {
  const expectedBytes = Buffer.from(expected, "utf8");
  const receivedBytes = Buffer.from(received.trim().toLowerCase(), "utf8");
  return expectedBytes.length === receivedBytes.length && timingSafeEqual(expectedBytes, receivedBytes);
}

/** The signed body's story, for the log; a body that is not Storyblok's JSON still flushes, it only names nothing. */
function publishEventOf(body: Uint8Array): ContentPublishEvent {
  try {
    const parsed = JSON.parse(new TextDecoder().decode(body)) as Record<string, unknown>;
    return {
      action: typeof parsed.action === "string" ? parsed.action : undefined,
      storyId: typeof parsed.story_id === "number" ? parsed.story_id : undefined,
      fullSlug: typeof parsed.full_slug === "string" ? parsed.full_slug : undefined,
    };
  } catch {
    return {};
  }
}

function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: { "content-type": "text/plain; charset=utf-8" } });
}
