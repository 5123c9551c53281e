import { preferredShop } from "@eyewear/shop-rules";
import { redirect } from "react-router";
import type { Route } from "./+types/shop-chooser";
import { savedShopCode } from "./language-cookie.server.ts";

/** "/" sends the visitor to the shop of their saved language, else of their browser language (rule:routing.preferred-shop). */
export function loader({ request }: Route.LoaderArgs) {
  const shop = preferredShop(
    savedShopCode(request.headers.get("cookie")),
    request.headers.get("accept-language"),
  );
  return redirect(`/${shop.code}/`, { headers: { vary: "Accept-Language, Cookie" } });
}
