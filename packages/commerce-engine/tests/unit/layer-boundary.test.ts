import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, posix, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { parseSync } from "rolldown/utils";
import { describe, expect, it } from "vitest";

// ADR 0044: the engine's domain (services, queries, model, payments, serializers) imports nothing from its
// HTTP layer (http/ parses requests and maps errors, routes/ wires endpoints), so the domain can be called
// without HTTP and the layers cannot grow back into each other.

const DOMAIN_FOLDERS = ["services", "queries", "model", "payments", "serializers"];
const HTTP_FOLDERS = ["http", "routes"];

interface SourceFile {
  /** Path relative to the engine's src/, with forward slashes. */
  path: string;
  text: string;
}

interface WrongWayImport {
  file: string;
  imports: string;
}

function folderOf(path: string): string {
  return path.split("/")[0]!;
}

/** Every module a file names: static imports, re-exports (type-only ones included) and dynamic imports. */
function importedSpecifiers(file: SourceFile): string[] {
  const { module } = parseSync(file.path, file.text);
  return [
    ...module.staticImports.map((entry) => entry.moduleRequest.value),
    ...module.staticExports.flatMap((entry) =>
      entry.entries.flatMap((exported) => (exported.moduleRequest ? [exported.moduleRequest.value] : [])),
    ),
    ...module.dynamicImports.map((entry) =>
      file.text.slice(entry.moduleRequest.start, entry.moduleRequest.end).replace(/^["'`]|["'`]$/g, ""),
    ),
  ];
}

/** The domain files' imports that reach into the HTTP layer. */
function wrongWayImports(files: readonly SourceFile[]): WrongWayImport[] {
  const found: WrongWayImport[] = [];
  for (const file of files) {
    if (!DOMAIN_FOLDERS.includes(folderOf(file.path))) continue;
    for (const specifier of importedSpecifiers(file)) {
      if (!specifier.startsWith(".")) continue;
      const target = posix.normalize(posix.join(posix.dirname(file.path), specifier));
      if (HTTP_FOLDERS.includes(folderOf(target))) found.push({ file: file.path, imports: target });
    }
  }
  return found;
}

function engineSourceFiles(): SourceFile[] {
  const root = join(dirname(fileURLToPath(import.meta.url)), "../../src");
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((path) => path.endsWith(".ts"))
    .map((path) => ({ path: path.split(sep).join("/"), text: readFileSync(join(root, path), "utf8") }));
}

describe("the engine's layer boundary", () => {
  it("catches a domain file importing the HTTP layer, in any import form", () => {
    const files: SourceFile[] = [
      { path: "services/products.ts", text: 'import { parseParameter } from "../http/params.ts";' },
      { path: "queries/search.ts", text: 'import type { EngineEnv } from "../http/env.ts";' },
      { path: "model/includes.ts", text: 'export { productRoutes } from "../routes/products.ts";' },
      { path: "payments/provider.ts", text: 'const routes = () => import("../routes/orders.ts");' },
      { path: "serializers/product.ts", text: 'import "../services/../http/errors.ts";' },
    ];
    expect(wrongWayImports(files)).toEqual([
      { file: "services/products.ts", imports: "http/params.ts" },
      { file: "queries/search.ts", imports: "http/env.ts" },
      { file: "model/includes.ts", imports: "routes/products.ts" },
      { file: "payments/provider.ts", imports: "routes/orders.ts" },
      { file: "serializers/product.ts", imports: "http/errors.ts" },
    ]);
  });

  it("lets the HTTP layer import the domain and the domain import itself and packages", () => {
    const files: SourceFile[] = [
      { path: "routes/products.ts", text: 'import { listProducts } from "../services/products.ts";' },
      { path: "http/errors.ts", text: 'import type { EngineError } from "../model/engine-error.ts";' },
      { path: "services/products.ts", text: 'import { notFound } from "../model/engine-error.ts";' },
      {
        path: "services/search.ts",
        text: 'import { Hono } from "hono";\nimport { x } from "./http-like.ts";',
      },
    ];
    expect(wrongWayImports(files)).toEqual([]);
  });

  it("holds for the engine's source tree", () => {
    const files = engineSourceFiles();
    expect(files.filter((file) => folderOf(file.path) === "services").length).toBeGreaterThan(10);
    expect(wrongWayImports(files)).toEqual([]);
  });
});
