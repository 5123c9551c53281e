import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const cli = fileURLToPath(new URL("../../src/cli.ts", import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), "demo-data-cli-"));

function runCli(...args: string[]) {
  const result = spawnSync(process.execPath, [cli, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("seed command", () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("seeds an empty database, refuses a seeded one and replaces it with --reset", () => {
    const first = runCli("--products", "25", "--seed", "3");
    expect(first.status, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ shops: 9, products: 25 });
    expect(first.stderr).toMatch(/products\s+\[#+\]\s+100%\s+25\/25/);

    const refused = runCli("--products", "25");
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("already holds data");

    const reset = runCli("--products", "30", "--reset");
    expect(reset.status, reset.stderr).toBe(0);
    expect(JSON.parse(reset.stdout)).toMatchObject({ products: 30 });
  });

  it("explains bad arguments", () => {
    const result = runCli("--products", "many");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("--products must be a whole number");
    expect(result.stderr).toContain("Usage:");
  });
});
