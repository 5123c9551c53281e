#!/usr/bin/env node
/**
 * Operator commands for the subscription scheduler (docs/decisions/0055-subscriptions-and-scheduler.md):
 *   node packages/commerce-engine/src/cli/subscriptions.ts list-due [--at <ISO date>]
 *   node packages/commerce-engine/src/cli/subscriptions.ts run [--at <ISO date>]
 * Uses DATABASE_URL when set, else PGlite under DATA_DIR (default .data), like the shop itself (README,
 * Configuration); PGlite belongs to one process, so stop the shop first. `run` charges through the test provider
 * only where the shop would (TEST_PAYMENTS=enabled, or unset in demo mode), else every charge is declined.
 */
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { shopById } from "@eyewear/shop-rules";
import { paymentProviderFor } from "../engine.ts";
import { listDueSubscriptions, runDueSubscriptions } from "../services/subscription-scheduler.ts";
import { CommandError, runCommand, withDatabase } from "./command-line.ts";

const USAGE = `Usage: node packages/commerce-engine/src/cli/subscriptions.ts <command> [--at <ISO date>]

  list-due    the subscriptions with something to do at the time: reference, shop, status, the day of the
              next delivery (or of a failed payment's next try), and "deliver" (the period's order or the
              payment's retry is due) or "upcoming" (a reminder or price notice may be)
  run         run the scheduler once: place the due orders, retry payments, mail reminders and price notices

  --at        the time to act at (e.g. 2027-01-15 or 2027-01-15T10:00:00+01:00); now unless given

Environment: DATABASE_URL (a PostgreSQL server) or DATA_DIR (embedded PGlite, default .data); TEST_PAYMENTS and
SHOP_MODE as for the shop; STOREFRONT_API_TOKEN, when set, keys the test provider as the shop does.`;

/** The --at time, or now; a date alone means noon UTC of that day, inside every shop's same calendar day. */
function timeOf(at: string | undefined): Date {
  if (at === undefined) return new Date();
  const time = new Date(/^\d{4}-\d{2}-\d{2}$/.test(at) ? `${at}T12:00:00Z` : at);
  if (Number.isNaN(time.getTime())) throw new CommandError(`--at takes an ISO date or time, got "${at}"`);
  return time;
}

function testPaymentsOn(): boolean {
  const setting = process.env.TEST_PAYMENTS;
  if (setting === undefined) return (process.env.SHOP_MODE ?? "demo") === "demo";
  return setting === "enabled";
}

async function listDue(now: Date): Promise<void> {
  const due = await withDatabase((db) => listDueSubscriptions(db, now));
  if (due.length === 0) {
    process.stdout.write(`No subscription has anything to do at ${now.toISOString()}\n`);
    return;
  }
  for (const entry of due)
    process.stdout.write(
      `${entry.reference}\t${shopById(entry.shopId)?.code ?? entry.shopId}\t${entry.status}\t${entry.dueOn}\t${entry.due}\n`,
    );
}

async function run(now: Date): Promise<void> {
  const provider = paymentProviderFor({
    accessToken: process.env.STOREFRONT_API_TOKEN || randomBytes(24).toString("base64url"),
    testPayments: testPaymentsOn(),
  });
  const result = await withDatabase((db) => runDueSubscriptions({ db, provider, now }));
  process.stdout.write(`Ran the subscription scheduler at ${now.toISOString()}\n`);
  for (const [step, count] of Object.entries(result.steps))
    if (count > 0) process.stdout.write(`${step}\t${count}\n`);
  for (const failure of result.failures)
    process.stderr.write(`${failure.reference} failed and was rolled back: ${String(failure.error)}\n`);
  if (result.failures.length > 0) process.exitCode = 1;
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { help: { type: "boolean" }, at: { type: "string" } },
  });
  const [command, extra] = positionals;
  if (values.help || extra !== undefined || (command !== "list-due" && command !== "run")) {
    process.stdout.write(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  const now = timeOf(values.at);
  if (command === "list-due") await listDue(now);
  else await run(now);
  return process.exitCode === 1 ? 1 : 0;
}

runCommand(main);
