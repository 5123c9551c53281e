import { redirect } from "react-router";
import { requireShop } from "~/platform/shop.ts";
import type { Route } from "./+types/anprobeliste";

/** /anprobeliste/ names the same try-on basket as /ropo-basket/, which is its one address. */
export function loader({ params, url }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  throw redirect(`/${shop.code}/ropo-basket/${url.search}`, 301);
}
