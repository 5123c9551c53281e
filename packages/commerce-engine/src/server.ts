#!/usr/bin/env node
/**
 * The commerce engine on its own, for a split deployment (README, "The two commands"): node packages/commerce-engine/src/server.ts
 * Environment: DATABASE_URL (a PostgreSQL server) or DATA_DIR (embedded PGlite, default .data),
 * STOREFRONT_API_TOKEN (required), ENGINE_PORT (default 3100), ENGINE_HOST (default 127.0.0.1), DATABASE_POOL_SIZE,
 * PENDING_PAYMENT_TIMEOUT_MINUTES (default 30: older redirect payments are released,
 * docs/decisions/0029-order-mails-and-abandoned-payments.md), TEST_PAYMENTS=enabled (the built-in test provider
 * takes payments; without it every payment is declined).
 * The database must already hold a catalogue (the storefront's `npm start` or the demo-data CLI seeds one).
 */
import { backfillShopProducts, openDatabase } from "@eyewear/database";
import { serve } from "@hono/node-server";
import { createCommerceEngine } from "./engine.ts";
import { limitStoreFor } from "./services/limits.ts";
import { pendingPaymentTimeoutMs, startAbandonedOrderRelease } from "./services/order-release.ts";

const accessToken = process.env.STOREFRONT_API_TOKEN;
if (!accessToken) {
  process.stderr.write("STOREFRONT_API_TOKEN must be set: every request must carry it in X-Access-Token\n");
  process.exit(1);
}
const port = Number(process.env.ENGINE_PORT ?? 3100);
const hostname = process.env.ENGINE_HOST ?? "127.0.0.1";

const database = await openDatabase({
  url: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR || ".data",
  poolSize: process.env.DATABASE_POOL_SIZE ? Number(process.env.DATABASE_POOL_SIZE) : undefined,
});
if (await backfillShopProducts(database.db))
  process.stdout.write("built the listing index (shop_products)\n");
// Several engine processes on one PostgreSQL share their limits through it (ADR 0052).
const engine = createCommerceEngine({
  db: database.db,
  accessToken,
  testPayments: process.env.TEST_PAYMENTS === "enabled",
  limitStore: limitStoreFor(database),
});
startAbandonedOrderRelease(database.db, {
  maxAgeMs: pendingPaymentTimeoutMs(process.env.PENDING_PAYMENT_TIMEOUT_MINUTES),
  onReleased: (count) => process.stdout.write(`released ${count} order(s) with an abandoned payment\n`),
  onError: (error) =>
    process.stderr.write(`releasing orders with an abandoned payment failed: ${String(error)}\n`),
});
const server = serve({ fetch: engine.fetch, port, hostname }, (address) => {
  process.stdout.write(`commerce engine listening on http://${address.address}:${address.port}\n`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close();
    void database.close();
  });
}
