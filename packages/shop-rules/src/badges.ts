export type BadgeLabel = "new" | "sold_out" | "online_exclusive" | "sustainable" | "premium" | "";

export interface BadgeFlags {
  isNew: boolean;
  isSoldOut: boolean;
  isOnlineOnly: boolean;
  isSustainable: boolean;
  isPremium: boolean;
}

// One badge per product, the first that applies (rule:catalogue.badge-priority).
export function badgeFor(flags: BadgeFlags): BadgeLabel {
  if (flags.isNew) return "new";
  if (flags.isSoldOut) return "sold_out";
  if (flags.isOnlineOnly) return "online_exclusive";
  if (flags.isSustainable) return "sustainable";
  if (flags.isPremium) return "premium";
  return "";
}
