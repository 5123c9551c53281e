#!/usr/bin/env node
/**
 * Seeds the demo catalogue: node packages/demo-data/src/cli.ts --products 1500 --seed 1 [--reset]
 * Uses DATABASE_URL when set, else PGlite under DATA_DIR (default .data), like the shop itself (README, Configuration).
 */
import { parseArgs } from "node:util";
import { openDatabase } from "@eyewear/database";
import { createProgressDisplay } from "./progress.ts";
import { DEFAULT_PRODUCT_COUNT, DEFAULT_SEED, isDatabaseSeeded, seedDemoData } from "./seed.ts";
import { resetDatabase } from "./writer.ts";

const USAGE = `Usage: node packages/demo-data/src/cli.ts [--products N] [--seed N] [--full-lens-ranges] [--reset]

  --products N        number of products to generate (default ${DEFAULT_PRODUCT_COUNT}, up to 100000 and more)
  --seed N            seed of the generator; the same seed gives the same data (default ${DEFAULT_SEED})
  --full-lens-ranges  every contact lens in every power and pack size (about ten variants a product)
  --reset             delete all rows of every table first, if the database already holds data
  --help              show this text

Environment: DATABASE_URL (a PostgreSQL server) or DATA_DIR (embedded PGlite, default .data).`;

class UsageError extends Error {}

function parseCount(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) {
    throw new UsageError(`--${name} must be a whole number of at least ${min}, got "${value}"`);
  }
  return number;
}

function parseCommandLine() {
  try {
    return parseArgs({
      options: {
        products: { type: "string" },
        seed: { type: "string" },
        "full-lens-ranges": { type: "boolean", default: false },
        reset: { type: "boolean", default: false },
        help: { type: "boolean", default: false },
      },
    }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

async function main(): Promise<number> {
  const values = parseCommandLine();
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const productCount = parseCount("products", values.products, DEFAULT_PRODUCT_COUNT, 1);
  const seed = parseCount("seed", values.seed, DEFAULT_SEED, 0);

  const url = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || ".data";
  process.stderr.write(`Database: ${url ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${dataDir}`}\n`);
  const database = await openDatabase({ url, dataDir });
  try {
    if (await isDatabaseSeeded(database.db)) {
      if (!values.reset) {
        process.stderr.write("The database already holds data. Run again with --reset to replace it.\n");
        return 1;
      }
      process.stderr.write("Deleting the existing data (--reset)…\n");
      await resetDatabase(database.db);
    }
    process.stderr.write(`Generating ${productCount.toLocaleString("en")} products with seed ${seed}…\n`);
    const display = createProgressDisplay(process.stderr);
    const summary = await seedDemoData(database.db, {
      productCount,
      seed,
      fullContactLensRanges: values["full-lens-ranges"],
      onProgress: display.report,
    });
    display.finish();
    process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (exitCode) => {
    process.exitCode = exitCode;
  },
  (error: unknown) => {
    if (error instanceof UsageError) process.stderr.write(`${error.message}\n\n${USAGE}\n`);
    else process.stderr.write(`Seeding failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
