export * from "./availability.ts";
export * from "./badges.ts";
export * from "./basket.ts";
export * from "./money.ts";
export * from "./routing.ts";
export * from "./shops.ts";
export * from "./slugs.ts";
