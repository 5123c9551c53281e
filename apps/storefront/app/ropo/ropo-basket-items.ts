import { decodeRopoIds } from "@eyewear/shop-rules";
import { commerceClient } from "~/platform/commerce.server.ts";
import { servicesContext } from "~/platform/context.ts";
import {
  mainImageHash,
  productBrand,
  productName,
  productPath,
  variantLabel,
} from "~/platform/product-view.ts";
import { requireShop } from "~/platform/shop.ts";
import type { RopoArticleView } from "~/ropo/ropo-basket.ts";
import type { Route } from "./+types/ropo-basket-items";

/**
 * What the ropo basket page shows of one article (loaded by the browser, never server-rendered, as the basket lives
 * there).
 */

/**
 * GET /{shop}/ropo-basket/items/?ropo-ids=: the ropo basket's articles as the page shows them. The browser keeps
 * the basket and asks the storefront; articles the catalogue no longer has are left out.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  // A basket never holds more than the shop's capacity; a longer list is cut rather than fetched.
  const articles = decodeRopoIds(url.searchParams.get("ropo-ids") ?? "").slice(0, shop.ropoBasketCapacity);
  if (articles.length === 0) return Response.json({ articles: [] });
  try {
    const products = await commerceClient(context, shop).products.getByIds(
      [...new Set(articles.map((article) => article.productId))],
      { with: { attributes: "all", variants: { attributes: "all" }, images: "all" } },
    );
    const views = articles.flatMap((article): RopoArticleView[] => {
      const product = products.find((candidate) => candidate.id === article.productId);
      const variant = product?.variants?.find((candidate) => candidate.id === article.variantId);
      if (!product || !variant) return [];
      return [
        {
          ...article,
          name: productName(product),
          brand: productBrand(product),
          variant: variantLabel(variant),
          imageHash: mainImageHash(product),
          href: productPath(shop.code, product),
        },
      ];
    });
    return Response.json({ articles: views }, { headers: { "cache-control": "private, max-age=60" } });
  } catch (error) {
    context.get(servicesContext).logger.error({ err: error }, "ropo basket articles failed");
    return Response.json({ error: "ROPO_ARTICLES_UNAVAILABLE" }, { status: 502 });
  }
}
