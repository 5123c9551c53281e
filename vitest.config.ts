import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: { "~": fileURLToPath(new URL("./apps/storefront/app", import.meta.url)) } },
        test: {
          name: "unit",
          include: [
            "packages/*/tests/unit/**/*.test.ts",
            "apps/storefront/tests/unit/**/*.test.{ts,tsx}",
            "apps/storefront/app/**/*.test.{ts,tsx}",
          ],
          exclude: ["**/node_modules/**", "apps/storefront/app/**/*.integration.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        // The storefront's server modules import through its "~/" alias (apps/storefront/tsconfig paths).
        resolve: { alias: { "~": fileURLToPath(new URL("./apps/storefront/app", import.meta.url)) } },
        test: {
          name: "integration",
          include: [
            "packages/*/tests/integration/**/*.test.ts",
            "apps/storefront/tests/integration/**/*.test.{ts,tsx}",
            "apps/storefront/app/**/*.integration.test.{ts,tsx}",
          ],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/e2e/global-setup.ts"],
          // One worker runs the files one after another without isolation, so the test kit's browser is launched
          // once per run (tests/e2e/kit.ts).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
