import { createHmac, timingSafeEqual } from "node:crypto";
import { formatPrice, type ReviewChange, type ReviewedOrder, type ShopConfig } from "@eyewear/shop-rules";
import type { RouterContextProvider } from "react-router";
import { servicesContext } from "~/platform/context.ts";

/** A key of its own for the review's signature, derived from the session secret (one secret, one purpose each). */
function reviewKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("order review").digest();
}

function reviewSignature(secret: string, payload: string): Buffer {
  return createHmac("sha256", reviewKey(secret)).update(payload).digest();
}

/**
 * The reviewed order as the order form carries it (rule:checkout.reviewed-order): the review, then its
 * HMAC-SHA256 under the storefront's current session secret, both base64url, joined by a dot.
 */
export function signedReview(context: Readonly<RouterContextProvider>, review: ReviewedOrder): string {
  const payload = Buffer.from(JSON.stringify(review)).toString("base64url");
  const [secret] = context.get(servicesContext).sessionSecrets;
  if (!secret) throw new Error("The storefront has no session secret to sign the order review with");
  return `${payload}.${reviewSignature(secret, payload).toString("base64url")}`;
}

/** The review an order form carries when this storefront signed it (under any of its session secrets), else undefined. */
export function verifiedReview(
  context: Readonly<RouterContextProvider>,
  signed: string | undefined,
): ReviewedOrder | undefined {
  const [payload, signature, ...rest] = (signed ?? "").split(".");
  if (!payload || !signature || rest.length > 0) return undefined;
  const given = Buffer.from(signature, "base64url");
  const genuine = context.get(servicesContext).sessionSecrets.some((secret) => {
    const expected = reviewSignature(secret, payload);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return genuine ? (JSON.parse(Buffer.from(payload, "base64url").toString()) as ReviewedOrder) : undefined;
}

/** A form error with named parameters, which `translateFormError` reads back. */
const formError = (key: string, parameters: Record<string, string> = {}) =>
  Object.keys(parameters).length > 0 ? `${key}?${new URLSearchParams(parameters)}` : key;

/**
 * The form errors naming what changed since the review: a lead, then one line per change, a line's product by
 * its name as the checkout shows it now (`names` by line key).
 */
export function reviewChangeErrors(
  changes: readonly ReviewChange[],
  names: ReadonlyMap<string, string>,
  shop: ShopConfig,
): string[] {
  const price = (amount: number) => formatPrice(amount, shop);
  const line = (change: ReviewChange): string => {
    switch (change.kind) {
      case "item_price":
        return formError("checkout.reviewChanged.item_price", {
          name: names.get(change.key) ?? "",
          reviewed: price(change.reviewed),
          now: price(change.now),
        });
      case "promotion":
        return formError("checkout.reviewChanged.promotion", { name: names.get(change.key) ?? "" });
      case "voucher_gone":
      case "voucher_added":
        return formError(`checkout.reviewChanged.${change.kind}`, { code: change.code });
      case "voucher_amount":
        return formError("checkout.reviewChanged.voucher_amount", {
          code: change.code,
          reviewed: price(change.reviewed),
          now: price(change.now),
        });
      case "shipping":
        return formError("checkout.reviewChanged.shipping", {
          reviewed: price(change.reviewed),
          now: price(change.now),
        });
      case "total":
        return formError("checkout.reviewChanged.total", {
          reviewed: price(change.reviewed),
          now: price(change.now),
        });
      default:
        return formError(`checkout.reviewChanged.${change.kind}`);
    }
  };
  return ["checkout.reviewChanged.intro", ...changes.map(line)];
}
