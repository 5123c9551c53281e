import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // The engine's tables and the storefront's own (sessions) share one database and one migration history.
  schema: ["./packages/database/src/schema.ts", "./packages/database/src/storefront-schema.ts"],
  out: "./packages/database/migrations",
});
