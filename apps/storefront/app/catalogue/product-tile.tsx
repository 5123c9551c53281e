import { formatPrice } from "@eyewear/shop-rules";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ProductTile as ProductTileData } from "~/platform/product-view.ts";
import { useShop } from "~/platform/shop-data.ts";
import { BrandLine } from "~/ui/brand-line.tsx";
import { PriceLine } from "~/ui/price.tsx";
import { ProductImage } from "~/ui/product-image.tsx";
import { ProductNameLink } from "~/ui/product-name-link.tsx";

/** "Lenses from" the cheapest lens price, under a frame's price (rule:prescription.cheapest-lens-price). */
export function LensesFrom({ price, className = "text-sm" }: { price: number; className?: string }) {
  const { t } = useTranslation();
  const shop = useShop();
  return (
    <p className={`text-sky-900 ${className}`} data-testid="lenses-from">
      {/* Where frames with prescription lenses are free, the lenses are the whole price (rule:prescription.zero-cost-frames). */}
      {t(shop.features.zeroCostFrames ? "product.lensesFromFrameFree" : "product.lensesFrom", {
        price: formatPrice(price, shop),
      })}
    </p>
  );
}

/**
 * What every product tile shows: the picture, the brand, the name as the caller links it, and the price; `badge`
 * sits over the picture.
 */
export function ProductTileContent({
  product,
  badge,
  name,
}: {
  product: ProductTileData;
  badge?: ReactNode;
  name: ReactNode;
}) {
  return (
    <>
      <ProductImage hash={product.imageHash} alt="" width={320} sizes="(min-width: 1024px) 25vw, 50vw" />
      {badge}
      <BrandLine brand={product.brand} name={product.name} className="mt-3 text-sm text-neutral-600" />
      {name}
      <PriceLine prices={product} className="mt-1" />
      {product.lensesFrom !== undefined ? <LensesFrom price={product.lensesFrom} /> : null}
    </>
  );
}

export function ProductTile({ product }: { product: ProductTileData }) {
  const { t } = useTranslation();
  return (
    <li className="group relative flex flex-col" data-testid="product-tile">
      <ProductTileContent
        product={product}
        badge={
          product.badge ? (
            <span className="absolute left-2 top-2 rounded bg-white/90 px-2 py-0.5 text-xs font-semibold uppercase text-neutral-800">
              {t(`badge.${product.badge}`)}
            </span>
          ) : null
        }
        name={
          <h3 className="text-base font-medium">
            <ProductNameLink product={product} className="after:absolute after:inset-0 hover:underline" />
          </h3>
        }
      />
    </li>
  );
}

export function ProductGrid({ products, label }: { products: ProductTileData[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4">
      {products.map((product) => (
        <ProductTile key={product.id} product={product} />
      ))}
    </ul>
  );
}
