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
    route("search/suggestions", "routes/search-suggestions.ts"),
    route("overlays/:group/:slug", "routes/overlay.tsx"),
    route("newsletter", "routes/newsletter.tsx"),
    route("signin", "routes/signin.tsx"),
    route("signout", "routes/signout.tsx"),
    route("account", "routes/account.tsx"),
    route("account/user", "routes/account-user.tsx"),
    route("forgot-password", "routes/forgot-password.tsx"),
    route("reset-password", "routes/reset-password.tsx"),
    route("verify-email", "routes/verify-email.tsx"),
    route("dev/outbox", "routes/dev-outbox.tsx"),
    route("*", "routes/catch-all.tsx"),
  ]),
] satisfies RouteConfig;
