import type { RichTextInline, RichTextNode } from "@eyewear/content-service";

// rule:content.rich-text: h1 becomes h2 (the page owns its only h1)
export function richTextHeadingLevel(level: number): 2 | 3 | 4 | 5 | 6 {
  return Math.min(6, Math.max(2, Math.trunc(level))) as 2 | 3 | 4 | 5 | 6;
}

// rule:content.rich-text: repeated line breaks collapse (into one; none at the start or end of a block)
export function collapseLineBreaks(inlines: RichTextInline[]): RichTextInline[] {
  const collapsed: RichTextInline[] = [];
  for (const inline of inlines) {
    const previous = collapsed.at(-1);
    if (inline.type === "hard_break" && (previous === undefined || previous.type === "hard_break")) continue;
    collapsed.push(inline);
  }
  while (collapsed.at(-1)?.type === "hard_break") collapsed.pop();
  return collapsed;
}

/** Whether inline content shows anything: some text other than white space. */
function hasVisibleText(inlines: RichTextInline[] | undefined): boolean {
  return (inlines ?? []).some((inline) => inline.type === "text" && inline.text.trim() !== "");
}

// rule:content.rich-text: empty block tags are removed
export function isEmptyBlock(node: RichTextNode): boolean {
  switch (node.type) {
    case "paragraph":
    case "heading":
      return !hasVisibleText(node.content);
    case "bullet_list":
    case "ordered_list":
      return !node.content.some((item) =>
        item.content.some((paragraph) => hasVisibleText(paragraph.content)),
      );
    default:
      return true;
  }
}

export interface EmphasisSegment {
  text: string;
  bold: boolean;
  italic: boolean;
}

/** Splits text at `*marker*` pairs (`**` for bold, `*` for italics); unpaired markers stay as text. */
function splitAt(text: string, marker: "**" | "*"): { text: string; marked: boolean }[] {
  const escaped = marker.replaceAll("*", "\\*");
  const pattern = new RegExp(`${escaped}(?!\\s)(.+?)(?<!\\s)${escaped}`, "g");
  const parts: { text: string; marked: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), marked: false });
    parts.push({ text: match[1] ?? "", marked: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), marked: false });
  return parts;
}

// rule:content.rich-text: ** makes bold and * makes italics (in plain text fields)
export function parseEmphasis(text: string): EmphasisSegment[] {
  return splitAt(text, "**").flatMap(({ text: part, marked: bold }) =>
    splitAt(part, "*").map(({ text: segment, marked: italic }) => ({ text: segment, bold, italic })),
  );
}
