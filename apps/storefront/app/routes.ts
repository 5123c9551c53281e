import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/shop-chooser.tsx"),
  route("language/:code", "routes/language.tsx"),
  route("api/rpc/:procedure", "routes/rpc.tsx"),
  route(":shop", "routes/shop-layout.tsx", [
    index("routes/home.tsx"),
    route("p/:slug", "routes/product.tsx"),
    route("basket", "routes/basket.tsx"),
    route("wishlist", "routes/wishlist.tsx"),
    route("search", "routes/search.tsx"),
    route("*", "routes/catch-all.tsx"),
  ]),
] satisfies RouteConfig;
