import type { ShopConfig } from "@eyewear/shop-rules";
import type { RouterContextProvider } from "react-router";
import { signedInCustomer } from "~/platform/customer-session.server.ts";
import { ordersApi } from "~/platform/orders-api.server.ts";
import { type EarlierPrescription, storedConfiguration } from "./configured-glasses.ts";

// The newest few are what a shopper reuses; older prescriptions are usually out of date.
const EARLIER_PRESCRIPTIONS = 3;

/**
 * The prescriptions of the signed-in customer's own earlier orders, newest first, each once; none for a visitor
 * or a guest, who has no order history in the shop.
 */
export async function earlierPrescriptions(
  context: Readonly<RouterContextProvider>,
  request: Request,
  shop: ShopConfig,
): Promise<EarlierPrescription[]> {
  const customer = await signedInCustomer(context, request, shop);
  if (!customer || customer.status.isGuestCustomer) return [];
  const answer = await ordersApi.list(context, shop, customer.id);
  if (!answer.ok) return [];
  const seen = new Set<string>();
  const earlier: EarlierPrescription[] = [];
  const newestFirst = [...answer.orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  for (const order of newestFirst) {
    for (const item of order.items) {
      const prescription = storedConfiguration(item.customData)?.prescriptionValues;
      const key = JSON.stringify(prescription);
      if (!prescription || seen.has(key)) continue;
      seen.add(key);
      earlier.push({ orderId: order.id, orderedAt: order.createdAt, prescription });
    }
  }
  return earlier.slice(0, EARLIER_PRESCRIPTIONS);
}
