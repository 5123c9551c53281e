import type { ReactNode } from "react";

/** A section named by its own `<h2>`, so that screen readers list it as a region with that name. */
export function HeadedSection({
  headingId,
  title,
  className,
  headingClassName = "text-2xl font-semibold",
  testId,
  children,
}: {
  headingId: string;
  title: ReactNode;
  className: string;
  /** The shop's section heading by default. */
  headingClassName?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
