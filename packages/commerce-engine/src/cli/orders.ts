#!/usr/bin/env node
/**
 * Operator commands for orders, so every derived order status (rule:orders.derived-status) can be reached in
 * the demo and in tests:
 *   node packages/commerce-engine/src/cli/orders.ts advance <orderId> <deliveryStatus> [--tracking ID] [--package N]
 *   node packages/commerce-engine/src/cli/orders.ts cancel <orderId> [item positions…]
 *   node packages/commerce-engine/src/cli/orders.ts return <orderId> [item positions…]
 *   node packages/commerce-engine/src/cli/orders.ts release-pending [--older-than MINUTES]
 * Uses DATABASE_URL when set, else PGlite under DATA_DIR (default .data), like the shop itself (README, Configuration).
 */
import { parseArgs } from "node:util";
import { DELIVERY_STATUSES, type DeliveryStatus, isOrderId } from "@eyewear/shop-rules";
import { advanceOrderPackages, changeOrderItems, OrderOperationError } from "../services/order-operations.ts";
import {
  DEFAULT_PENDING_PAYMENT_TIMEOUT_MS,
  pendingPaymentTimeoutMs,
  releaseAbandonedOrders,
} from "../services/order-release.ts";
import { CommandError, runCommand, withDatabase } from "./command-line.ts";

const MINUTE_MS = 60 * 1000;

const USAGE = `Usage: node packages/commerce-engine/src/cli/orders.ts <command> <orderId> …

  advance <orderId> <deliveryStatus> [--tracking ID] [--package N]
                      move all packages (or package N, from 1) to the status: ${DELIVERY_STATUSES.join(", ")}
  cancel <orderId> [positions…]   cancel the items at the positions (from 1), all when none are given
  return <orderId> [positions…]   mark the items at the positions as returned, all when none are given
  release-pending [--older-than MINUTES]
                      cancel orders whose redirect payment is pending for longer than MINUTES (default
                      PENDING_PAYMENT_TIMEOUT_MINUTES or ${DEFAULT_PENDING_PAYMENT_TIMEOUT_MS / MINUTE_MS}) and return their stock

Environment: DATABASE_URL (a PostgreSQL server) or DATA_DIR (embedded PGlite, default .data).`;

function positionsOf(values: readonly string[]): number[] {
  return values.map((value) => {
    const position = Number(value);
    if (!Number.isInteger(position) || position < 1)
      throw new CommandError(`An item position is a whole number from 1, got "${value}"`);
    return position;
  });
}

async function releasePending(olderThan: string | undefined): Promise<number> {
  let maxAgeMs: number;
  try {
    maxAgeMs = pendingPaymentTimeoutMs(olderThan ?? process.env.PENDING_PAYMENT_TIMEOUT_MINUTES);
  } catch (error) {
    throw new CommandError((error as Error).message);
  }
  const released = await withDatabase((db) => releaseAbandonedOrders(db, maxAgeMs, new Date()));
  process.stdout.write(`Released ${released} order(s) with an abandoned payment\n`);
  return 0;
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      tracking: { type: "string" },
      package: { type: "string" },
      "older-than": { type: "string" },
      help: { type: "boolean" },
    },
  });
  const [command, orderId, ...rest] = positionals;
  if (command === "release-pending" && !values.help) return releasePending(values["older-than"]);
  if (values.help || !command || !orderId) {
    process.stdout.write(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  if (!isOrderId(orderId)) throw new CommandError(`An order id has 12 digits, got "${orderId}"`);
  if (command === "advance") {
    const status = rest[0] as DeliveryStatus | undefined;
    if (!status || !DELIVERY_STATUSES.includes(status))
      throw new CommandError(`advance needs one of: ${DELIVERY_STATUSES.join(", ")}`);
    const packageNumber = values.package === undefined ? undefined : positionsOf([values.package])[0];
    await withDatabase((db) =>
      advanceOrderPackages(db, orderId, status, { trackingId: values.tracking, packageNumber }),
    );
  } else if (command === "cancel" || command === "return") {
    const status = command === "cancel" ? "cancelled" : "returned";
    const positions = positionsOf(rest);
    await withDatabase((db) => changeOrderItems(db, orderId, status, positions, new Date()));
  } else {
    process.stdout.write(`${USAGE}\n`);
    return 2;
  }
  process.stdout.write(`Order ${orderId}: ${command} done\n`);
  return 0;
}

// The services refuse an order's impossible change (an unknown order, a step back) with an OrderOperationError.
runCommand(main, [OrderOperationError]);
