import { describe, expect, it } from "vitest";
import { createProgressDisplay } from "../../src/progress.ts";

function capture(isTTY: boolean) {
  const written: string[] = [];
  return { written, output: { isTTY, write: (text: string) => written.push(text) } };
}

describe("createProgressDisplay", () => {
  it("updates one line per phase in place on a terminal", () => {
    const { written, output } = capture(true);
    const display = createProgressDisplay(output);
    display.report({ phase: "products", done: 0, total: 200 });
    display.report({ phase: "products", done: 100, total: 200 });
    display.report({ phase: "attributes", done: 1, total: 1 });
    display.finish();
    const text = written.join("");
    expect(text).toContain("\r");
    expect(text).toContain(" 50%");
    expect(text.split("\n")).toHaveLength(3);
  });

  it("prints plain lines at every tenth when not on a terminal", () => {
    const { written, output } = capture(false);
    const display = createProgressDisplay(output);
    for (let done = 0; done <= 1000; done += 5) display.report({ phase: "products", done, total: 1000 });
    expect(written).toHaveLength(11);
    expect(written.every((line) => line.endsWith("\n") && !line.includes("\r"))).toBe(true);
    expect(written[10]).toContain("100%  1,000/1,000");
  });
});
