import type { Database } from "@eyewear/database";
import { type Carrier, type DeliveryStatus, type OrderItemStatus, trackingUrlFor } from "@eyewear/shop-rules";
import {
  addStock,
  findOrderByPublicIdInAnyShop,
  findOrderItems,
  findOrderPackages,
  type OrderRow,
  updateOrderItemStatus,
  updateOrderPackage,
} from "../queries/orders.ts";

/** A refusal of an operator command, shown to the operator as it is. */
export class OrderOperationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OrderOperationError";
  }
}

async function lockedOrder(db: Database, orderId: string): Promise<OrderRow> {
  const order = await findOrderByPublicIdInAnyShop(db, orderId);
  if (!order) throw new OrderOperationError(`No order ${orderId}`);
  return order;
}

/**
 * Moves the order's packages (or the one numbered `packageNumber`, from 1) to a delivery status; a tracking id
 * also sets the carrier's tracking link (rule:checkout.carrier).
 */
export async function advanceOrderPackages(
  db: Database,
  orderId: string,
  deliveryStatus: DeliveryStatus,
  options: { trackingId?: string | undefined; packageNumber?: number | undefined },
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockedOrder(tx, orderId);
    const packages = await findOrderPackages(tx, [order.id]);
    const chosen = options.packageNumber === undefined ? packages : [packages[options.packageNumber - 1]];
    for (const pkg of chosen) {
      if (!pkg) throw new OrderOperationError(`Order ${orderId} has no package ${options.packageNumber}`);
      await updateOrderPackage(tx, pkg.id, {
        deliveryStatus,
        ...(options.trackingId
          ? {
              trackingId: options.trackingId,
              trackingUrl: trackingUrlFor(pkg.carrier as Carrier, options.trackingId),
            }
          : {}),
      });
    }
  });
}

/**
 * Marks ordered items (all of them when no positions are given; positions count from 1) as cancelled or returned.
 * Cancelled units never left the warehouse, so they go back into stock; returned ones are checked first.
 */
export async function changeOrderItems(
  db: Database,
  orderId: string,
  status: Extract<OrderItemStatus, "cancelled" | "returned">,
  positions: readonly number[],
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockedOrder(tx, orderId);
    const items = await findOrderItems(tx, [order.id]);
    const chosen = positions.length === 0 ? items : positions.map((position) => items[position - 1]);
    for (const [index, item] of chosen.entries()) {
      if (!item) throw new OrderOperationError(`Order ${orderId} has no item ${positions[index]}`);
      if (item.status !== "ordered") continue;
      await updateOrderItemStatus(tx, item.id, status);
      if (status === "cancelled") await addStock(tx, item.variantId, item.quantity, now);
    }
  });
}
