import { shopByCode } from "@eyewear/shop-rules";
import { redirect } from "react-router";
import { servicesContext } from "~/platform/context.ts";
import { notFound } from "~/platform/errors.ts";
import type { Route } from "./+types/language";
import { saveShopCode } from "./language-cookie.server.ts";

/** The language switcher's links: remember the chosen shop (rule:routing.preferred-shop) and open its homepage. */
export function loader({ params, url, context }: Route.LoaderArgs) {
  const shop = shopByCode(params.code);
  if (!shop) throw notFound(url);
  const cookie = saveShopCode(shop.code, context.get(servicesContext).secureCookies);
  return redirect(`/${shop.code}/`, { headers: { "set-cookie": cookie } });
}
