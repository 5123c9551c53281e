import { Link } from "react-router";
import { fullNameAttributes } from "./short-title.ts";

/** A link to a product under its short title (rule:catalogue.title-length), named by its full name. */
export function ProductNameLink({
  product,
  className,
  testId,
}: {
  product: { href: string; name: string; shortName: string };
  className: string;
  testId?: string;
}) {
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
