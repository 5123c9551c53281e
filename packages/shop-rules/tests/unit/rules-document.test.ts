import { existsSync, globSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// docs/rules.md is the one list of the shop's rules; code cites them by id. This test keeps the two honest.

const REPO_ROOT = resolve(import.meta.dirname, "../../../..");
const RULES_DOCUMENT = "docs/rules.md";

interface Implementation {
  name: string;
  path: string;
}

interface Rule {
  id: string;
  implementedBy: Implementation[];
  testedBy: string[];
}

/** What the checks read: the rules document and the code files, by repository path. */
interface RuleSources {
  document: string;
  codeFiles: ReadonlyMap<string, string>;
  fileExists: (path: string) => boolean;
  readFile: (path: string) => string | undefined;
  /** Folders not yet held to "no specification citations". */
}

const RULE_ID = /^[a-z][a-z0-9-]*\.[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CITATION = /\brule:([a-z][a-z0-9-]*\.[a-z0-9-]*[a-z0-9])/g;
/** Section citations of documents outside the repository: the product specification (S1, S2) and the design brief. */
const SPEC_CITATION = /\b(?:S[12]|DESIGN) §/;

function parseRules(document: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of document.split("\n")) {
    const heading = /^### (\S+)\s*$/.exec(line);
    if (heading) {
      rules.push({ id: heading[1]!, implementedBy: [], testedBy: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) continue;
    if (line.startsWith("- Implemented by:")) {
      for (const match of line.matchAll(/`([^`]+)` in `([^`]+)`/g))
        rule.implementedBy.push({ name: match[1]!, path: match[2]! });
    } else if (line.startsWith("- Tested by:")) {
      for (const match of line.matchAll(/`([^`]+)`/g)) rule.testedBy.push(match[1]!);
    }
  }
  return rules;
}

/** Whether `source` declares `name` itself: a function, constant, variable or class. */
function declares(source: string, name: string): boolean {
  const escaped = name.replace(/[$]/g, "\\$");
  return new RegExp(`(?:function\\*?|const|let|var|class)\\s+${escaped}\\b`).test(source);
}

function ruleProblems(sources: RuleSources): string[] {
  const problems: string[] = [];
  const rules = parseRules(sources.document);
  const ids = new Set<string>();
  for (const rule of rules) {
    if (ids.has(rule.id)) problems.push(`${rule.id} is listed twice`);
    ids.add(rule.id);
    if (!RULE_ID.test(rule.id)) problems.push(`${rule.id} is not an id of the form area.kebab-name`);
    if (rule.implementedBy.length === 0) problems.push(`${rule.id} names no implementing function`);
    if (rule.testedBy.length === 0) problems.push(`${rule.id} names no test`);
    for (const { name, path } of rule.implementedBy) {
      const source = sources.readFile(path);
      if (source === undefined) problems.push(`${rule.id}: ${path} does not exist`);
      else if (!declares(source, name)) problems.push(`${rule.id}: ${name} is not declared in ${path}`);
    }
    for (const path of rule.testedBy)
      if (!sources.fileExists(path)) problems.push(`${rule.id}: test ${path} does not exist`);
  }
  for (const [path, text] of sources.codeFiles) {
    for (const match of text.matchAll(CITATION))
      if (!ids.has(match[1]!)) problems.push(`${path} cites ${match[1]}, which is not in ${RULES_DOCUMENT}`);
    if (SPEC_CITATION.test(text))
      problems.push(`${path} cites the specification by section; cite a rule id instead`);
  }
  return problems;
}

function repositorySources(): RuleSources {
  const paths = globSync("{apps,packages,tests,scripts}/**/*.{ts,tsx,css}", {
    cwd: REPO_ROOT,
    exclude: (entry) => ["node_modules", "build", ".react-router"].includes(entry.split("/").at(-1)!),
  });
  const readFile = (path: string) => {
    const absolute = join(REPO_ROOT, path);
    return existsSync(absolute) ? readFileSync(absolute, "utf8") : undefined;
  };
  return {
    document: readFileSync(join(REPO_ROOT, RULES_DOCUMENT), "utf8"),
    codeFiles: new Map(paths.map((path) => [path, readFile(path) ?? ""])),
    fileExists: (path) => existsSync(join(REPO_ROOT, path)),
    readFile,
  };
}

describe("the rules document", () => {
  it("lists every rule once, with an implementing function that exists and a test file that exists", () => {
    const sources = repositorySources();
    expect(parseRules(sources.document).length).toBeGreaterThan(100);
    expect(ruleProblems({ ...sources, codeFiles: new Map() })).toEqual([]);
  });

  it("resolves every rule id cited in code, and no converted folder cites the specification by section", () => {
    expect(ruleProblems(repositorySources())).toEqual([]);
  });

  // The made-up citations are assembled at run time so that this file does not itself cite them.
  const cite = (id: string) => `// Quantities add up (${"rule"}:${id}).`;
  const sectionCitation = `// see ${"S"}2 §4`;
  const madeUp = (overrides: Partial<RuleSources>): RuleSources => ({
    document: [
      "### basket.merge-add-quantity",
      "Quantities add up.",
      "- Implemented by: `mergeQuantity` in `src/basket.ts`",
      "- Tested by: `tests/basket.test.ts`",
    ].join("\n"),
    codeFiles: new Map([["packages/a/src/merge.ts", cite("basket.merge-add-quantity")]]),
    fileExists: (path) => path === "tests/basket.test.ts",
    readFile: (path) => (path === "src/basket.ts" ? "export function mergeQuantity() {}" : undefined),
    ...overrides,
  });

  it("passes a made-up repository whose citations and rules all resolve", () => {
    expect(ruleProblems(madeUp({}))).toEqual([]);
  });

  it("catches a citation of an id the document does not list", () => {
    const codeFiles = new Map([["packages/a/src/merge.ts", cite("basket.merge-keep")]]);
    expect(ruleProblems(madeUp({ codeFiles }))).toEqual([
      `packages/a/src/merge.ts cites basket.merge-keep, which is not in ${RULES_DOCUMENT}`,
    ]);
  });

  it("catches a missing function, a missing test file and an id listed twice", () => {
    const rule = madeUp({}).document;
    expect(
      ruleProblems(
        madeUp({
          document: `${rule}\n${rule.replace("mergeQuantity", "addQuantity")}`,
          fileExists: () => false,
        }),
      ),
    ).toEqual([
      "basket.merge-add-quantity: test tests/basket.test.ts does not exist",
      "basket.merge-add-quantity is listed twice",
      "basket.merge-add-quantity: addQuantity is not declared in src/basket.ts",
      "basket.merge-add-quantity: test tests/basket.test.ts does not exist",
    ]);
  });

  it("catches a section citation in any code file", () => {
    const codeFiles = new Map([
      ["packages/a/src/merge.ts", sectionCitation],
      ["apps/storefront/app/basket.ts", cite("basket.merge-add-quantity")],
      ["tests/e2e/basket.test.ts", sectionCitation],
      ["scripts/start.ts", `// see ${"DESIGN"} §3`],
    ]);
    expect(ruleProblems(madeUp({ codeFiles }))).toEqual([
      "packages/a/src/merge.ts cites the specification by section; cite a rule id instead",
      "tests/e2e/basket.test.ts cites the specification by section; cite a rule id instead",
      "scripts/start.ts cites the specification by section; cite a rule id instead",
    ]);
  });
});
