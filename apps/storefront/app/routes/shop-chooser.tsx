import { LANGUAGE_COOKIE, preferredShop } from "@eyewear/shop-rules";
import { redirect } from "react-router";
import type { Route } from "./+types/shop-chooser";

function cookieValue(header: string | null, name: string): string | undefined {
  const match = header?.split(/;\s*/).find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

/** "/" sends the visitor to the shop of their saved language, else of their browser language (DESIGN §3). */
export function loader({ request }: Route.LoaderArgs) {
  const shop = preferredShop(
    cookieValue(request.headers.get("cookie"), LANGUAGE_COOKIE),
    request.headers.get("accept-language"),
  );
  return redirect(`/${shop.code}/`, { headers: { vary: "Accept-Language, Cookie" } });
}
