/**
 * Hostile HTTP requests for the whole shop, as fast-check arbitraries: every storefront route under every shop
 * prefix, query strings, form posts of every form intent, RPC calls and the engine's endpoints, filled with
 * NUL and control characters, lone surrogates, invalid UTF-8, odd percent-escapes, huge strings, prototype keys
 * and values of the wrong JSON type. Used by the fuzz test (tests/e2e/fuzz.test.ts) and the fuzz benchmark
 * (scripts/bench/fuzz.ts); the property both check is `isCleanAnswer` (rule:platform.bad-input-4xx).
 */
import { SHOPS } from "@eyewear/shop-rules";
import fc from "fast-check";

export interface FuzzRequest {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Path and query, already percent-encoded as it goes on the wire (odd escapes included on purpose). */
  target: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

const HOSTILE_WORDS = [
  "",
  "constructor",
  "__proto__",
  "prototype",
  "toString",
  "hasOwnProperty",
  "null",
  "undefined",
  "NaN",
  "-1",
  "0",
  "1e308",
  "9007199254740993",
  "99999999999999999999",
  "true",
  "[]",
  "{}",
  "a\u0000b",
  "\u0000",
  "\u0001\u0002\u001f\u007f",
  "\t\r\n",
  "\uD800",
  "x\uDFFFy",
  "\uFEFF",
  "\u202Eevil",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "%00",
  "%",
  "%zz",
];

/** Odd escapes written into a URL as they are, not encoded again. */
const RAW_ESCAPES = [
  "%",
  "%zz",
  "%ff",
  "%c0%af",
  "%ed%a0%80",
  "%00",
  "%09",
  "%0a",
  "%2e%2e",
  "%25",
  "%u0041",
  "%e2%82",
];

/** Percent-encodes a string as its UTF-16 code units would be written as UTF-8, lone surrogates included. */
export function encodeAny(value: string): string {
  let out = "";
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    const pair =
      unit >= 0xd800 && unit <= 0xdbff && i + 1 < value.length
        ? value.charCodeAt(i + 1) >= 0xdc00 && value.charCodeAt(i + 1) <= 0xdfff
        : false;
    const codePoint = pair ? (value.codePointAt(i) ?? unit) : unit;
    if (pair) i++;
    if (codePoint < 0x80 && /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(codePoint))) {
      out += String.fromCharCode(codePoint);
      continue;
    }
    for (const byte of utf8Bytes(codePoint)) out += `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/** UTF-8 of a code point, also of a lone surrogate (which makes invalid UTF-8, as a hostile client would). */
function utf8Bytes(codePoint: number): number[] {
  if (codePoint < 0x80) return [codePoint];
  if (codePoint < 0x800) return [0xc0 | (codePoint >> 6), 0x80 | (codePoint & 63)];
  if (codePoint < 0x10000)
    return [0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 63), 0x80 | (codePoint & 63)];
  return [
    0xf0 | (codePoint >> 18),
    0x80 | ((codePoint >> 12) & 63),
    0x80 | ((codePoint >> 6) & 63),
    0x80 | (codePoint & 63),
  ];
}

/** A hostile text value: a known bad word, a random (often full-unicode) string, or a huge one. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_WORDS) },
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer({ min: -(2 ** 31), max: 2 ** 53 }).map(String) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom("a", "\u0000", "é", "<"), fc.integer({ min: 1_000, max: 20_000 }))
      .map(([unit, times]) => unit.repeat(times)),
  },
);

/** A path segment on the wire: a hostile text encoded, or raw odd escapes. */
const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: hostileText.map(encodeAny) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_ESCAPES) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...RAW_ESCAPES), fc.string({ maxLength: 5 }))
      .map(([e, s]) => `${e}${encodeAny(s)}`),
  },
);

/** Paths inside a shop, after its prefix: each route of apps/storefront/app/routes.ts with hostile parameters. */
const SHOP_ROUTES: ((p: string, q: string) => string)[] = [
  () => "",
  (p) => `p/${p}/`,
  (p, q) => `p/${p}/lenses/${q}/`,
  () => "basket/",
  () => "wishlist/",
  () => "search/",
  () => "ropo-plp/",
  () => "ropo-basket/",
  () => "ropo-basket/items/",
  () => "anprobeliste/",
  () => "niederlassungen/",
  (p, q) => `niederlassungen/${p}/${q}/`,
  () => "search/suggestions/",
  () => "search/image/",
  (p, q) => `overlays/${p}/${q}/`,
  () => "newsletter/",
  () => "newsletter/confirm/",
  () => "signin/",
  () => "signout/",
  () => "account/",
  () => "account/user/",
  () => "account/orders/",
  (p) => `account/orders/${p}/`,
  () => "account/branch-order/",
  (p) => `account/branch-order/${p}/`,
  () => "checkout/",
  () => "checkout/payment/",
  () => "guest-checkout/",
  () => "guest-checkout/payment/",
  () => "success/",
  () => "forgot-password/",
  () => "reset-password/",
  () => "verify-email/",
  () => "service/auftragsstatus/",
  () => "dev/outbox/",
  (p) => `${p}/`,
  (p, q) => `${p}/${q}`,
];

const QUERY_KEYS = [
  "term",
  "page",
  "sort",
  "variantid",
  "redirectUrl",
  "token",
  "cbd",
  "orderId",
  "email",
  "brand",
  "filters[brand]",
  "color",
  "size",
  "price",
  "shopId",
  "with",
  "__proto__",
  "constructor",
];

const queryString: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(...QUERY_KEYS),
        hostileText.map((k) => k.slice(0, 30)),
      ),
      fc.oneof(hostileText.map(encodeAny), fc.constantFrom(...RAW_ESCAPES)),
    ),
    { maxLength: 3 },
  )
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${encodeAny(k)}=${v}`).join("&")}` : ""));

const shopPrefix = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...SHOPS.map((shop) => shop.code)) },
  { weight: 1, arbitrary: hostileSegment },
);

const FORM_INTENTS = [
  "add",
  "remove",
  "toggle",
  "replace",
  "update",
  "empty",
  "checkout",
  "voucher-apply",
  "voucher-remove",
  "apply",
  "signin",
  "signup",
  "__proto__",
  "constructor",
];

const FORM_FIELDS = [
  "variantId",
  "productId",
  "quantity",
  "itemKey",
  "key",
  "email",
  "password",
  "passwordRepeat",
  "token",
  "code",
  "voucher",
  "firstName",
  "lastName",
  "birthDate",
  "phone",
  "street",
  "houseNumber",
  "zipCode",
  "city",
  "country",
  "payment",
  "shipping",
  "redirectTo",
  "redirectUrl",
  "orderNumber",
  "idempotencyKey",
  "items[0].price",
  "__proto__",
  "constructor",
];

function urlEncodedForm(fields: [string, string][]): string {
  return fields.map(([k, v]) => `${encodeAny(k)}=${encodeAny(v)}`).join("&");
}

/** A form body of every kind a client could send to a form route, most of them wrong. */
const formBody: fc.Arbitrary<Pick<FuzzRequest, "headers" | "body">> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...FORM_INTENTS),
        fc.array(fc.tuple(fc.constantFrom(...FORM_FIELDS), hostileText), { maxLength: 6 }),
      )
      .map(([intent, fields]) => ({
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: urlEncodedForm([["intent", intent], ...fields]),
      })),
  },
  {
    weight: 1,
    arbitrary: fc.json().map((body) => ({ headers: { "content-type": "application/json" }, body })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          "text/plain",
          "application/xml",
          "multipart/form-data",
          "multipart/form-data; boundary=x",
          "application/octet-stream",
          "",
        ),
        hostileText,
      )
      .map(([type, body]) => ({
        headers: type ? { "content-type": type } : ({} as Record<string, string>),
        body,
      })),
  },
  {
    weight: 1,
    arbitrary: fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => ({
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: Uint8Array.from([...Buffer.from("intent=add&variantId="), 0xff, ...bytes]),
    })),
  },
);

/** A JSON value of a wrong or hostile shape. */
const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom("__proto__", "constructor", "id", "payload", "key"), hostileText, {
    maxKeys: 3,
  }),
);

const RPC_NAMES = [
  "getUser",
  "getShopConfiguration",
  "getOrderDataByCbd",
  "getRxProducts",
  "logMessage",
  "getCmsStory",
  "getCmsContent",
  "getCmsStories",
  "getStoriesByFolder",
  "getDataSourceEntries",
  "getCategoryComponentData",
  "constructor",
  "__proto__",
  "toString",
];

const rpcRequest: fc.Arbitrary<FuzzRequest> = fc
  .tuple(
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...RPC_NAMES) },
      { weight: 1, arbitrary: hostileSegment },
    ),
    fc.oneof(
      fc.constantFrom("1001", "10002", "10005"),
      hostileText.map((s) => s.slice(0, 50)),
    ),
    fc.oneof(
      { weight: 3, arbitrary: fc.record({ payload: hostileJson }).map((b) => JSON.stringify(b)) },
      {
        weight: 1,
        arbitrary: fc
          .record({
            payload: fc.dictionary(
              fc.constantFrom(
                "id",
                "slug",
                "cbd",
                "categoryId",
                "datasource",
                "folder",
                "message",
                "level",
                "starts_with",
              ),
              hostileJson,
              { maxKeys: 4 },
            ),
          })
          .map((b) => JSON.stringify(b)),
      },
      { weight: 1, arbitrary: hostileText },
    ),
    fc.constantFrom("POST", "GET"),
  )
  .map(([name, shopId, body, method]) => ({
    method: method as FuzzRequest["method"],
    target: `/api/rpc/${name}`,
    headers: { "content-type": "application/json", "x-shop-id": headerSafe(shopId) },
    body: method === "POST" ? body : undefined,
  }));

/** Header values cannot carry control characters or non-Latin-1 text on the wire; a client sends what is left. */
function headerSafe(value: string): string {
  return value.replace(/[^\x20-\x7e]/g, "");
}

/** The engine's endpoints (packages/commerce-engine/src/routes) with hostile parameters; `p` and `q` fill them. */
const ENGINE_ROUTES: [FuzzRequest["method"], (p: string, q: string) => string][] = [
  ["GET", (p) => `/v1/attributes/${p}`],
  ["GET", (p) => `/v1/baskets/${p}`],
  ["POST", (p) => `/v1/baskets/${p}/items`],
  ["PATCH", (p, q) => `/v1/baskets/${p}/items/${q}`],
  ["DELETE", (p, q) => `/v1/baskets/${p}/items/${q}`],
  ["POST", (p) => `/v1/baskets/${p}/merge`],
  ["GET", () => "/v1/branches"],
  ["GET", (p) => `/v1/branches/${p}`],
  ["GET", () => "/v1/brands"],
  ["GET", (p) => `/v1/brands/${p}`],
  ["GET", () => "/v1/campaigns"],
  ["GET", (p) => `/v1/campaigns/${p}`],
  ["GET", () => "/v1/categories"],
  ["GET", (p, q) => `/v1/categories/${p}/${q}`],
  ["GET", (p) => `/v1/customers/${p}`],
  ["PUT", (p) => `/v1/customers/${p}`],
  ["GET", (p) => `/v1/customers/${p}/orders`],
  ["GET", (p, q) => `/v1/customers/${p}/orders/${q}`],
  ["GET", (p) => `/v1/customers/${p}/branch-orders`],
  ["GET", (p, q) => `/v1/customers/${p}/branch-orders/${q}`],
  ["POST", (p) => `/v1/customers/${p}/verification-tokens`],
  ["POST", () => "/v1/customers"],
  ["POST", () => "/v1/customers/authentications"],
  ["POST", () => "/v1/customers/email-verifications"],
  ["POST", () => "/v1/customers/password-changes"],
  ["POST", () => "/v1/customers/password-resets"],
  ["GET", () => "/v1/filters"],
  ["GET", (p) => `/v1/filters/${p}/values`],
  ["GET", (p) => `/v1/images/${p}`],
  ["GET", () => "/v1/mails"],
  ["POST", () => "/v1/mails"],
  ["POST", (p) => `/v1/mails/${p}/deliveries`],
  ["GET", () => "/v1/navigation/trees"],
  ["GET", (p) => `/v1/navigation/trees/${p}`],
  ["GET", (p) => `/v1/newsletter-confirmations/${p}`],
  ["POST", () => "/v1/newsletter-confirmations"],
  ["POST", () => "/v1/newsletter-subscriptions"],
  ["POST", () => "/v1/checkout/guest-orders"],
  ["POST", () => "/v1/checkout/orders"],
  ["POST", (p) => `/v1/checkout/orders/${p}/payment-confirmations`],
  ["POST", () => "/v1/checkout/voucher-checks"],
  ["POST", () => "/v1/orders/cbd-lookups"],
  ["POST", () => "/v1/orders/status-lookups"],
  ["GET", () => "/v1/products"],
  ["GET", (p) => `/v1/products/${p}`],
  ["GET", () => "/v1/promotions"],
  ["GET", () => "/v1/redirects"],
  ["POST", () => "/v1/redirects"],
  ["GET", () => "/v1/shop-configuration"],
  ["GET", () => "/v1/search/mappings"],
  ["GET", () => "/v1/search/resolve"],
  ["GET", () => "/v1/search/suggestions"],
  ["GET", () => "/v2/search/resolve"],
  ["GET", () => "/v2/search/suggestions"],
  ["POST", () => "/v1/typeahead"],
  ["GET", () => "/v1/variants"],
  ["GET", (p) => `/v1/wishlists/${p}`],
  ["POST", (p) => `/v1/wishlists/${p}/items`],
  ["DELETE", (p, q) => `/v1/wishlists/${p}/items/${q}`],
];

const ENGINE_QUERY_KEYS = [
  "term",
  "with",
  "ids",
  "page",
  "perPage",
  "sort",
  "filters[brand]",
  "categoryId",
  "campaignKey",
  "pricePromotionKey",
];

/** Engine requests, with the shop named as the SDK names it and the access token the test passes in. */
function engineRequest(enginePrefix: string, accessToken: string): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(
      fc.constantFrom(...ENGINE_ROUTES),
      fc.oneof(
        { weight: 2, arbitrary: fc.integer({ min: 1, max: 3000 }).map(String) },
        { weight: 3, arbitrary: hostileSegment },
      ),
      fc.oneof(
        { weight: 2, arbitrary: fc.integer({ min: 1, max: 3000 }).map(String) },
        { weight: 3, arbitrary: hostileSegment },
      ),
      fc.oneof(
        { weight: 4, arbitrary: fc.constant("1001") },
        { weight: 1, arbitrary: hostileText.map(encodeAny) },
      ),
      fc.array(
        fc.tuple(
          fc.constantFrom(...ENGINE_QUERY_KEYS),
          fc.oneof(hostileText.map(encodeAny), fc.constantFrom(...RAW_ESCAPES)),
        ),
        { maxLength: 3 },
      ),
      fc.oneof(
        {
          weight: 3,
          arbitrary: fc
            .dictionary(
              fc.constantFrom(
                "variantId",
                "quantity",
                "email",
                "password",
                "token",
                "code",
                "items",
                "customerId",
                "basketKey",
                "term",
                "__proto__",
                "constructor",
                "address",
                "payment",
              ),
              hostileJson,
              { maxKeys: 5 },
            )
            .map((b) => JSON.stringify(b)),
        },
        { weight: 1, arbitrary: hostileJson.map((b) => JSON.stringify(b) ?? "") },
        { weight: 1, arbitrary: hostileText },
      ),
    )
    .map(([[method, path], p, q, shopId, query, body]) => ({
      method,
      target: `${enginePrefix}${path(p, q)}?shopId=${shopId}${query.map(([k, v]) => `&${encodeAny(k)}=${v}`).join("")}`,
      headers: { "x-access-token": accessToken, "content-type": "application/json" },
      body: method === "GET" || method === "DELETE" ? undefined : body,
    }));
}

/** Page requests: any route of any shop, with a hostile query; sometimes a form post to it. */
const pageRequest: fc.Arbitrary<FuzzRequest> = fc
  .tuple(
    shopPrefix,
    fc.integer({ min: 0, max: SHOP_ROUTES.length - 1 }),
    hostileSegment,
    hostileSegment,
    queryString,
    fc.option(formBody, { freq: 3 }),
  )
  .map(([shop, route, p, q, query, form]) => ({
    method: form ? "POST" : "GET",
    target: `/${shop}/${SHOP_ROUTES[route]?.(p, q) ?? ""}${query}`,
    headers: form?.headers ?? {},
    body: form?.body,
  }));

/** Requests outside a shop: the chooser, language switch, pictures and the build id. */
const otherRequest: fc.Arbitrary<FuzzRequest> = fc
  .tuple(
    fc.constantFrom(
      (p: string) => `/language/${p}`,
      (p: string) => `/images/${p}`,
      (p: string) => `/images/content/${p}`,
      () => "/",
      () => "/builds/latest.json",
      (p: string) => `/${p}`,
    ),
    hostileSegment,
    queryString,
  )
  .map(([path, p, query]) => ({ method: "GET", target: `${path(p)}${query}`, headers: {} }));

/** Every kind of hostile request to the shop; the engine is reached under `enginePrefix` with `accessToken`. */
export function hostileRequest(enginePrefix: string, accessToken: string): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    { weight: 5, arbitrary: pageRequest },
    { weight: 2, arbitrary: rpcRequest },
    { weight: 3, arbitrary: engineRequest(enginePrefix, accessToken) },
    { weight: 1, arbitrary: otherRequest },
  );
}

/** A Node stack trace line, as an unhandled error prints it ("    at fn (file:…:12:3)"). */
const STACK_TRACE = /\n\s+at .+[:(]\d+:\d+\)?/;

/** The property: a hostile request never gets a 5xx, and no answer shows a stack trace. */
export function isCleanAnswer(status: number, body: string): boolean {
  return status < 500 && !STACK_TRACE.test(body);
}

/** Sends one fuzz request; the body is read whole, so a broken stream counts as a failure too. */
export async function send(baseUrl: string, request: FuzzRequest): Promise<{ status: number; body: string }> {
  const response = await fetch(`${baseUrl}${request.target}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    redirect: "manual",
  });
  return { status: response.status, body: await response.text() };
}
