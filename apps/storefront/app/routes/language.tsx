import { shopByCode } from "@eyewear/shop-rules";
import { redirect } from "react-router";
import { servicesContext } from "~/context.ts";
import { notFound } from "~/lib/errors.ts";
import { saveShopCode } from "~/lib/language-cookie.server.ts";
import type { Route } from "./+types/language";

/** The language switcher's links: remember the chosen shop (S2 §9 fimSelectedLanguage) and open its homepage. */
export function loader({ params, url, context }: Route.LoaderArgs) {
  const shop = shopByCode(params.code);
  if (!shop) throw notFound(url);
  const cookie = saveShopCode(shop.code, context.get(servicesContext).secureCookies);
  return redirect(`/${shop.code}/`, { headers: { "set-cookie": cookie } });
}
