import { useEffect } from "react";

// The server renders with React, which hoists a <title> or <meta> from anywhere in the page into the head; the
// browser renders with Preact, which does not (ADR 0039). These components keep both sides' trees alike.

/** The page's title: the server's React hoists it into the head; in the browser it is set on the document. */
export function PageTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = children;
  }, [children]);
  return import.meta.env.SSR ? <title>{children}</title> : null;
}

/** The page's main heading, which is its document title too. */
export function PageHeading({ title }: { title: string }) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <h1 className="text-3xl font-semibold">{title}</h1>
    </>
  );
}

/** Tells crawlers not to index the page; only the server's document carries it. */
export function NoIndex() {
  return import.meta.env.SSR ? <meta name="robots" content="noindex" /> : null;
}
