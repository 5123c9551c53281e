import type { RichTextDoc, RichTextInline, RichTextListItem, RichTextNode } from "@eyewear/content-service";
import { isUnsafeLinkProtocol } from "@eyewear/shop-rules";
import type { ReactNode } from "react";
import { collapseLineBreaks, isEmptyBlock, parseEmphasis, richTextHeadingLevel } from "./rich-text-rules.ts";

function renderInline(node: RichTextInline, key: number): ReactNode {
  if (node.type === "hard_break") return <br key={key} />;
  let element: ReactNode = node.text;
  for (const mark of node.marks ?? []) {
    if (mark.type === "bold") element = <strong>{element}</strong>;
    else if (mark.type === "italic") element = <em>{element}</em>;
    else if (mark.type === "link" && !isUnsafeLinkProtocol(mark.attrs.href)) {
      element = (
        <a
          href={mark.attrs.href}
          className="underline"
          {...(mark.attrs.target === "_blank" ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        >
          {element}
        </a>
      );
    }
  }
  return <span key={key}>{element}</span>;
}

function renderInlines(content: RichTextInline[] | undefined): ReactNode {
  return collapseLineBreaks(content ?? []).map(renderInline);
}

function renderListItems(items: RichTextListItem[]): ReactNode {
  return items.map((item, index) => (
    <li key={index}>{item.content.map((paragraph) => renderInlines(paragraph.content))}</li>
  ));
}

function renderNode(node: RichTextNode, key: number): ReactNode {
  switch (node.type) {
    case "heading": {
      const Heading = `h${richTextHeadingLevel(node.attrs.level)}` as const;
      return (
        <Heading key={key} className="mt-6 text-xl font-semibold">
          {renderInlines(node.content)}
        </Heading>
      );
    }
    case "bullet_list":
      return (
        <ul key={key} className="ml-6 list-disc">
          {renderListItems(node.content)}
        </ul>
      );
    case "ordered_list":
      return (
        <ol key={key} className="ml-6 list-decimal">
          {renderListItems(node.content)}
        </ol>
      );
    default:
      return (
        <p key={key} className="mt-3 leading-relaxed">
          {renderInlines(node.content)}
        </p>
      );
  }
}

/**
 * Rich text by its rules (rule:content.rich-text), rendered as React elements and never as HTML strings: text is
 * always escaped, only known nodes and marks become elements, and links with unsafe protocols
 * (rule:routing.unsafe-links) lose their href.
 */
export function RichText({ doc }: { doc: RichTextDoc | undefined }) {
  return <div>{doc?.content.filter((node) => !isEmptyBlock(node)).map(renderNode)}</div>;
}

/** A plain text field with its emphasis markers (`**bold**`, `*italics*`) rendered (rule:content.rich-text). */
export function PlainText({ text }: { text: string }) {
  return parseEmphasis(text).map((segment, index) => {
    let element: ReactNode = segment.text;
    if (segment.italic) element = <em>{element}</em>;
    if (segment.bold) element = <strong>{element}</strong>;
    return <span key={index}>{element}</span>;
  });
}
