export type BadgeLabel = "new" | "sold_out" | "online_exclusive" | "sustainable" | "premium" | "";

export interface BadgeFlags {
  isNew: boolean;
  isSoldOut: boolean;
  isOnlineOnly: boolean;
  isSustainable: boolean;
  isPremium: boolean;
}

// S1 §4 badge priority: new, sold out, online exclusive, sustainable, premium, else default
export function badgeFor(flags: BadgeFlags): BadgeLabel {
  if (flags.isNew) return "new";
  if (flags.isSoldOut) return "sold_out";
  if (flags.isOnlineOnly) return "online_exclusive";
  if (flags.isSustainable) return "sustainable";
  if (flags.isPremium) return "premium";
  return "";
}
