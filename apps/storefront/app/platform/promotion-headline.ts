import type { Promotion } from "@scayle/storefront-api";
import { z } from "zod";

const headlineData = z.object({ headlineParts: z.array(z.string()).optional() });

/** A promotion's label as shoppers read it: its customData headline, else its display name, else its name. */
export function promotionHeadline(promotion: Pick<Promotion, "customData" | "displayName" | "name">): string {
  const parts = headlineData.safeParse(promotion.customData).data?.headlineParts;
  return parts?.length ? parts.join(" ") : (promotion.displayName ?? promotion.name);
}
