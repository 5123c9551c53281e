import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ColourSibling } from "~/platform/product-view.ts";
import { ProductImage } from "~/ui/product-image.tsx";

/**
 * The colours a product comes in, as swatch links; the one shown is marked current (rule:catalogue.colour-siblings).
 */
export function ColourSiblings({ colours }: { colours: ColourSibling[] }) {
  const { t } = useTranslation();
  if (colours.length === 0) return null;
  return (
    <ul aria-label={t("product.colours")} className="mt-4 flex flex-wrap gap-2" data-testid="colour-siblings">
      {colours.map((colour) => (
        <li key={colour.id}>
          <Link
            to={colour.href}
            aria-current={colour.isCurrent ? "page" : undefined}
            className="flex w-20 flex-col items-center gap-1 rounded border border-neutral-300 p-1 text-center text-xs hover:border-sky-800 aria-[current=page]:border-sky-800 aria-[current=page]:ring-2 aria-[current=page]:ring-sky-800"
            data-testid="colour-sibling"
          >
            <ProductImage hash={colour.imageHash} alt="" width={320} sizes="80px" />
            <span>{colour.colour}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
