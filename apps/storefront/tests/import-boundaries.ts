import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/**
 * The storefront's import rules (ADR 0047), checked on the import statements of `app/`:
 * - an area imports `ui/`, `platform/`, its own files and other areas' components and client modules, never another
 *   area's `*.server.ts(x)` and never a route module;
 * - the composition roots `layout/` and `rpc/` may also import areas' server modules, and nothing imports them;
 * - `ui/` imports only `platform/` and `ui/`; `platform/` imports only `platform/` (both may read `locales/`);
 * - a route module exports only the route API;
 * - no import cycle.
 */

export interface ImportEdge {
  /** Path of the imported file, relative to `app/`. */
  target: string;
  line: number;
}

export interface SourceModule {
  /** Path relative to `app/`, e.g. `basket/basket.server.ts`. */
  path: string;
  imports: ImportEdge[];
  /** Names this module exports (`default` for the default export). */
  exports: string[];
}

export const FOUNDATION_FOLDERS = ["ui", "platform"] as const;
/** Folders that put the areas together and that nothing imports; seo/ reads every area for the sitemaps (ADR 0057). */
export const COMPOSITION_ROOTS = ["layout", "rpc", "seo"] as const;
/** Folders of data that any module may import (the message files). */
export const RESOURCE_FOLDERS = ["locales"] as const;

/** What React Router takes from a route module (framework mode). */
export const ROUTE_API = new Set([
  "default",
  "loader",
  "action",
  "clientLoader",
  "clientAction",
  "meta",
  "links",
  "headers",
  "handle",
  "middleware",
  "clientMiddleware",
  "shouldRevalidate",
  "ErrorBoundary",
  "HydrateFallback",
  "Layout",
]);

const folderOf = (path: string): string => (path.includes("/") ? path.slice(0, path.indexOf("/")) : "");
const isServerModule = (path: string) => /\.server\.tsx?$/.test(path);
const isFoundation = (folder: string) => (FOUNDATION_FOLDERS as readonly string[]).includes(folder);
const isCompositionRoot = (folder: string) => (COMPOSITION_ROOTS as readonly string[]).includes(folder);

/** Why an import breaks the rules, or undefined when it keeps them. */
function importViolation(from: string, target: string, routeModules: Set<string>): string | undefined {
  const source = folderOf(from);
  const destination = folderOf(target);
  if (routeModules.has(target)) return "imports a route module";
  if (destination === "" || source === destination) return undefined;
  if ((RESOURCE_FOLDERS as readonly string[]).includes(destination)) return undefined;
  if (isCompositionRoot(destination)) return `imports ${destination}/, which nothing imports`;
  if (source === "platform") return "platform/ imports only platform/";
  if (source === "ui") return destination === "platform" ? undefined : "ui/ imports only ui/ and platform/";
  if (isFoundation(destination)) return undefined;
  if (isServerModule(target) && !isCompositionRoot(source) && source !== "")
    return "imports another area's server module";
  return undefined;
}

/** Every broken rule of the modules, one line each (empty when the storefront keeps its rules). */
export function boundaryViolations(modules: SourceModule[], routeModules: Set<string>): string[] {
  const problems: string[] = [];
  for (const module of modules) {
    for (const edge of module.imports) {
      const why = importViolation(module.path, edge.target, routeModules);
      if (why) problems.push(`${module.path}:${edge.line} ${why} (${edge.target})`);
    }
    if (routeModules.has(module.path)) {
      for (const name of module.exports.filter((name) => !ROUTE_API.has(name)))
        problems.push(`${module.path} is a route module and exports ${name}`);
    }
  }
  return [...problems, ...importCycles(modules).map((cycle) => `import cycle: ${cycle.join(" → ")}`)];
}

/** Strongly connected groups of more than one module (Tarjan), each as a list of paths. */
export function importCycles(modules: SourceModule[]): string[][] {
  const edges = new Map(modules.map((module) => [module.path, module.imports.map((edge) => edge.target)]));
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    lowLink.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!edges.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        lowLink.set(node, Math.min(lowLink.get(node) ?? 0, lowLink.get(next) ?? 0));
      } else if (onStack.has(next)) lowLink.set(node, Math.min(lowLink.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (lowLink.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    const selfImport = edges.get(node)?.includes(node) ?? false;
    if (group.length > 1 || selfImport) cycles.push(group.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

const IMPORT_PATTERN =
  /\b(?:import|export)\b[^;"'`]*?\bfrom\s*["']([^"']+)["']|\bimport\s*\(?\s*["']([^"']+)["']/g;
const EXPORT_PATTERN =
  /export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/g;

/** The module as the rules see it: its resolved imports inside `app/` and its exported names. */
export function readSourceModule(appDir: string, path: string, source: string): SourceModule {
  const imports: ImportEdge[] = [];
  for (const match of source.matchAll(IMPORT_PATTERN)) {
    const specifier = (match[1] ?? match[2] ?? "").split("?")[0] ?? "";
    const line = source.slice(0, (match.index ?? 0) + match[0].length).split("\n").length;
    let absolute: string | undefined;
    if (specifier.startsWith("~/")) absolute = join(appDir, specifier.slice(2));
    else if (specifier.startsWith(".") && !specifier.includes("+types"))
      absolute = resolve(dirname(join(appDir, path)), specifier);
    if (!absolute) continue;
    const target = relative(appDir, absolute);
    if (!target.startsWith("..")) imports.push({ target, line });
  }
  const exports = [...source.matchAll(EXPORT_PATTERN)].map((match) => match[1] ?? "");
  if (/export\s+default\b/.test(source)) exports.push("default");
  for (const list of source.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g))
    for (const item of (list[1] ?? "").split(",")) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) exports.push(name);
    }
  return { path, imports, exports };
}

/** The storefront's source modules (tests left out: they may reach across areas to prove them). */
export function readStorefrontModules(appDir: string): SourceModule[] {
  const files = readdirSync(appDir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith(".d.ts"))
    .sort();
  return files.map((file) => readSourceModule(appDir, file, readFileSync(join(appDir, file), "utf8")));
}

/** The route modules named in `routes.ts`, relative to `app/`, plus the root route. */
export function readRouteModules(appDir: string): Set<string> {
  const config = readFileSync(join(appDir, "routes.ts"), "utf8");
  const files = [...config.matchAll(/["']([\w/.-]+\.tsx?)["']/g)].map((match) => match[1] ?? "");
  return new Set(["root.tsx", ...files]);
}
