import { Link } from "react-router";
import { fullNameAttributes } from "./short-title.ts";

/**
 * A link to a product under its short title (rule:catalogue.title-length), named by its full name; plain text for
 * a product without a page of its own (a lens part, rule:catalogue.lens-parts-unlisted).
 */
export function ProductNameLink({
  product,
  className,
  testId,
}: {
  product: { href: string | undefined; name: string; shortName: string };
  className: string;
  testId?: string;
}) {
  if (product.href === undefined)
    return (
      <span
        className={className}
        data-testid={testId}
        {...fullNameAttributes(product.name, product.shortName)}
      >
        {product.shortName}
      </span>
    );
  return (
    <Link
      to={product.href}
      className={className}
      data-testid={testId}
      {...fullNameAttributes(product.name, product.shortName)}
    >
      {product.shortName}
    </Link>
  );
}
