import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from "@eyewear/shop-rules";

/** The shop code saved in the language preference cookie (rule:routing.preferred-shop), if any. */
export function savedShopCode(cookieHeader: string | null): string | undefined {
  const entry = cookieHeader?.split(/;\s*/).find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(LANGUAGE_COOKIE.length + 1)) : undefined;
}

/** Set-Cookie value saving a shop code as the language preference for 7 days (rule:routing.preferred-shop). */
export function saveShopCode(shopCode: string, secure: boolean): string {
  const attributes = [`Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}`, "Path=/", "SameSite=Lax"];
  if (secure) attributes.push("Secure");
  return [`${LANGUAGE_COOKIE}=${encodeURIComponent(shopCode)}`, ...attributes].join("; ");
}
