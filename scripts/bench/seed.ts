/**
 * Measures how long seeding takes: node scripts/bench/seed.ts [productCount …]
 * Runs on PGlite in memory, PGlite on disk (a temporary folder) and, when TEST_DATABASE_URL is set, on a fresh
 * database of that PostgreSQL server. Prints a Markdown table.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DatabaseHandle, openDatabase } from "@eyewear/database";
import { createTestDatabase } from "@eyewear/database/testing";
import { seedDemoData } from "@eyewear/demo-data";

interface Target {
  name: string;
  open(): Promise<{ handle: DatabaseHandle; cleanUp(): void }>;
}

const targets: Target[] = [
  {
    name: "PGlite in memory",
    open: async () => ({ handle: await openDatabase({ dataDir: "memory://" }), cleanUp: () => {} }),
  },
  {
    name: "PGlite on disk",
    open: async () => {
      const dataDir = mkdtempSync(join(tmpdir(), "seed-benchmark-"));
      return {
        handle: await openDatabase({ dataDir }),
        cleanUp: () => rmSync(dataDir, { recursive: true, force: true }),
      };
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  targets.push({
    name: "PostgreSQL server",
    open: async () => ({ handle: await createTestDatabase("postgres"), cleanUp: () => {} }),
  });
}

const sizes = process.argv.slice(2).map(Number);
const productCounts = sizes.length > 0 ? sizes : [1500];

console.log("| database | products | variants | prices | seeding time |");
console.log("|---|---:|---:|---:|---:|");
for (const productCount of productCounts) {
  for (const target of targets) {
    const { handle, cleanUp } = await target.open();
    try {
      const summary = await seedDemoData(handle.db, { productCount });
      const seconds = (summary.durationMs / 1000).toFixed(1);
      console.log(
        `| ${target.name} | ${summary.products} | ${summary.variants} | ${summary.prices} | ${seconds} s |`,
      );
    } finally {
      await handle.close();
      cleanUp();
    }
  }
}
