/**
 * The engine's API is the only door to its data (docs/decisions/0046-engine-only-data-access.md): no storefront
 * module reads the engine's tables, and the server depends on no demo data. Test files may still inspect the
 * database and seed demo data; they are not part of the running shop.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const storefrontDir = fileURLToPath(new URL("../..", import.meta.url));

/** The module specifiers a source imports or re-exports from, with the names it takes from each. */
function importsOf(source: string): { specifier: string; names: string[] }[] {
  const pattern = /(?:import|export)\s+(?:type\s+)?(?:([\w*\s{},]+?)\s+from\s+)?["']([^"']+)["']/g;
  return [...source.matchAll(pattern)].map((match) => ({
    specifier: match[2]!,
    names: (match[1] ?? "").match(/[\w$]+/g) ?? [],
  }));
}

/** What in a source breaks the rule: the engine's schema or the demo data, by specifier. */
function forbiddenImports(source: string): string[] {
  return importsOf(source)
    .filter(
      ({ specifier, names }) =>
        specifier === "@eyewear/database/schema" ||
        specifier.startsWith("@eyewear/demo-data") ||
        (specifier === "@eyewear/database" && names.includes("schema")),
    )
    .map(({ specifier }) => specifier);
}

/** The storefront's own modules under a folder, tests left out. */
function productionModules(folder: string): string[] {
  return readdirSync(join(storefrontDir, folder), { recursive: true, encoding: "utf8" })
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
    .map((path) => join(storefrontDir, folder, path));
}

describe("the storefront reaches the engine's data through its API only (ADR 0046)", () => {
  it("imports neither the engine's schema nor the demo data in app/ and server/", () => {
    const modules = [...productionModules("app"), ...productionModules("server")];
    expect(modules.length).toBeGreaterThan(100);
    const violations = modules.flatMap((file) =>
      forbiddenImports(readFileSync(file, "utf8")).map(
        (specifier) => `${relative(storefrontDir, file)} imports ${specifier}`,
      ),
    );
    expect(violations).toEqual([]);
  });

  it("does not depend on the demo data", () => {
    const manifest = JSON.parse(readFileSync(join(storefrontDir, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    expect(manifest.dependencies).toHaveProperty("@eyewear/database");
    expect(manifest.dependencies).not.toHaveProperty("@eyewear/demo-data");
  });

  it("finds a forbidden import in any of its spellings, and only those", () => {
    const source = [
      'import { images } from "@eyewear/database/schema";',
      'import { type Database, schema } from "@eyewear/database";',
      'import {\n  renderProductImage,\n} from "@eyewear/demo-data";',
      'export { CONTENT_IMAGES } from "@eyewear/demo-data";',
      'import type { Database } from "@eyewear/database";',
      'import { sessions } from "@eyewear/database/storefront-schema";',
      'import { eq } from "drizzle-orm";',
    ].join("\n");
    expect(forbiddenImports(source)).toEqual([
      "@eyewear/database/schema",
      "@eyewear/database",
      "@eyewear/demo-data",
      "@eyewear/demo-data",
    ]);
  });
});
