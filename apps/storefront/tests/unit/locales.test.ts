import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { LANGUAGES } from "@eyewear/shop-rules";
import { describe, expect, it } from "vitest";

const localesDir = join(import.meta.dirname, "../../app/locales");
const MESSAGE_GROUPS = ["shop", "account", "mail"];
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

/** A language's messages: its message groups (ADR 0039) together. */
function load(language: string): Record<string, unknown> {
  return Object.assign(
    {},
    ...MESSAGE_GROUPS.map((group) =>
      JSON.parse(readFileSync(join(localesDir, group, `${language}.json`), "utf8")),
    ),
  );
}

describe("message files (all five languages complete)", () => {
  it.each(MESSAGE_GROUPS)("exist in group %s for exactly the five shop languages", (group) => {
    expect(readdirSync(join(localesDir, group)).sort()).toEqual(LANGUAGES.map((l) => `${l}.json`).sort());
  });

  it("keep each top-level key in one group", () => {
    const groupsOf = MESSAGE_GROUPS.flatMap((group) =>
      Object.keys(JSON.parse(readFileSync(join(localesDir, group, "de.json"), "utf8"))),
    );
    expect(groupsOf.length).toBe(new Set(groupsOf).size);
  });

  const reference = new Set(keys(load("de")).map((key) => key.replace(PLURAL_SUFFIX, "")));
  it.each(LANGUAGES)("%s has every key of the German file and no other", (language) => {
    const own = new Set(keys(load(language)).map((key) => key.replace(PLURAL_SUFFIX, "")));
    expect([...own].sort()).toEqual([...reference].sort());
  });

  it.each(LANGUAGES)("%s has every plural form its language needs", (language) => {
    const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const plurals = keys(load(language)).filter((key) => PLURAL_SUFFIX.test(key));
    const bases = new Set(plurals.map((key) => key.replace(PLURAL_SUFFIX, "")));
    for (const base of bases) {
      for (const form of forms) expect(plurals).toContain(`${base}_${form}`);
    }
  });

  it.each(LANGUAGES)("%s has no empty message", (language) => {
    const values = JSON.stringify(load(language));
    expect(values).not.toMatch(/:""/);
  });
});
