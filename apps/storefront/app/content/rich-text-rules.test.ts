import type { RichTextInline, RichTextNode } from "@eyewear/content-service";
import { describe, expect, it } from "vitest";
import { collapseLineBreaks, isEmptyBlock, parseEmphasis, richTextHeadingLevel } from "./rich-text-rules.ts";

const text = (value: string): RichTextInline => ({ type: "text", text: value });
const br: RichTextInline = { type: "hard_break" };

describe("rich text rules (rule:content.rich-text)", () => {
  it("turns h1 into h2 and keeps the other levels", () => {
    expect(richTextHeadingLevel(1)).toBe(2);
    expect(richTextHeadingLevel(2)).toBe(2);
    expect(richTextHeadingLevel(4)).toBe(4);
    expect(richTextHeadingLevel(9)).toBe(6);
  });

  it("collapses repeated line breaks and drops them at the edges of a block", () => {
    expect(collapseLineBreaks([br, text("a"), br, br, br, text("b"), br, br])).toEqual([
      text("a"),
      br,
      text("b"),
    ]);
    expect(collapseLineBreaks([text("a"), br, text("b")])).toEqual([text("a"), br, text("b")]);
  });

  it("finds empty blocks: no content, only white space or line breaks, lists without text", () => {
    const empty: RichTextNode[] = [
      { type: "paragraph" },
      { type: "paragraph", content: [text("  "), br] },
      { type: "heading", attrs: { level: 2 }, content: [] },
      { type: "bullet_list", content: [{ type: "list_item", content: [{ type: "paragraph" }] }] },
    ];
    for (const node of empty) expect(isEmptyBlock(node)).toBe(true);
    expect(isEmptyBlock({ type: "paragraph", content: [text("Hallo")] })).toBe(false);
    expect(
      isEmptyBlock({
        type: "ordered_list",
        content: [{ type: "list_item", content: [{ type: "paragraph", content: [text("1")] }] }],
      }),
    ).toBe(false);
  });

  it("makes **bold** and *italics* in plain text", () => {
    expect(parseEmphasis("Jetzt **20 %** auf *alle* Brillen")).toEqual([
      { text: "Jetzt ", bold: false, italic: false },
      { text: "20 %", bold: true, italic: false },
      { text: " auf ", bold: false, italic: false },
      { text: "alle", bold: false, italic: true },
      { text: " Brillen", bold: false, italic: false },
    ]);
    expect(parseEmphasis("**fett *kursiv* fett**")).toEqual([
      { text: "fett ", bold: true, italic: false },
      { text: "kursiv", bold: true, italic: true },
      { text: " fett", bold: true, italic: false },
    ]);
  });

  it("leaves unpaired or spaced markers as text", () => {
    expect(parseEmphasis("5 * 3 = 15")).toEqual([{ text: "5 * 3 = 15", bold: false, italic: false }]);
    expect(parseEmphasis("**offen")).toEqual([{ text: "**offen", bold: false, italic: false }]);
  });
});
