import type { RichTextDoc, RichTextInline, RichTextNode } from "@eyewear/content-service";
import { isUnsafeLinkProtocol } from "@eyewear/shop-rules";
import type { ReactNode } from "react";

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

function renderNode(node: RichTextNode, key: number): ReactNode {
  const inline = (content: RichTextInline[] | undefined) => content?.map(renderInline);
  switch (node.type) {
    case "heading": {
      // S1 §5 rich text: h1 becomes h2 (the page owns its only h1)
      const level = Math.max(2, node.attrs.level) as 2 | 3 | 4 | 5 | 6;
      const Heading = `h${level}` as const;
      return (
        <Heading key={key} className="mt-6 text-xl font-semibold">
          {inline(node.content)}
        </Heading>
      );
    }
    case "bullet_list":
      return (
        <ul key={key} className="ml-6 list-disc">
          {node.content.map((item, index) => (
            <li key={index}>{item.content.map((paragraph) => inline(paragraph.content))}</li>
          ))}
        </ul>
      );
    case "ordered_list":
      return (
        <ol key={key} className="ml-6 list-decimal">
          {node.content.map((item, index) => (
            <li key={index}>{item.content.map((paragraph) => inline(paragraph.content))}</li>
          ))}
        </ol>
      );
    default:
      // S1 §5 rich text: empty block tags are removed
      return node.content?.length ? (
        <p key={key} className="mt-3 leading-relaxed">
          {inline(node.content)}
        </p>
      ) : null;
  }
}

/** Rich text rendered as React elements, never as HTML strings, so content cannot inject markup. */
export function RichText({ doc }: { doc: RichTextDoc | undefined }) {
  return <div>{doc?.content.map(renderNode)}</div>;
}
