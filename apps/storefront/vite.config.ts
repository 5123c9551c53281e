import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { preactInTheBrowser } from "./client-runtime/vite-plugin.ts";

export default defineConfig({
  plugins: [preactInTheBrowser(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: { target: "es2022" },
  environments: {
    // Every page needs the framework: one chunk for it compresses better than the pieces the bundler would cut.
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: /node_modules\/(preact|react-router|i18next|react-i18next)\// },
              ],
            },
          },
        },
      },
    },
    // The server bundle's entry is the request handler that wraps the React Router build (server/app.ts).
    ssr: { build: { rolldownOptions: { input: "./server/app.ts" } } },
  },
});
