import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ProductImage } from "~/ui/product-image.tsx";
import { useHydrated } from "~/ui/use-hydrated.ts";

const THUMBNAIL_SIZES = "(min-width: 1024px) 8vw, 20vw";

/**
 * The product page's images, the main one first (rule:images.lookup). With JavaScript the thumbnails are buttons
 * that show their image as the main one; without it they link to each image at full size, so every image can be
 * seen.
 */
export function ProductGallery({ images, alt }: { images: string[]; alt: string }) {
  const { t } = useTranslation();
  // The buttons replace the links after hydration, whose first render must match the server's (ADR 0039).
  const hydrated = useHydrated();
  const [shownIndex, setShownIndex] = useState(0);
  const shown = images[shownIndex];
  const imageLabel = (index: number) => t("product.galleryImage", { index: index + 1, count: images.length });
  return (
    <div className="flex flex-col gap-2" data-testid="product-gallery">
      <div data-testid="product-main-image">
        <ProductImage
          key={shown}
          hash={shown}
          alt={alt}
          width={768}
          sizes="(min-width: 1024px) 50vw, 100vw"
          loading="eager"
        />
      </div>
      {images.length > 1 ? (
        <ul aria-label={t("product.gallery")} className="grid grid-cols-5 gap-2">
          {images.map((hash, index) => (
            <li key={hash}>
              {hydrated ? (
                <button
                  type="button"
                  aria-pressed={index === shownIndex}
                  onClick={() => setShownIndex(index)}
                  className="block w-full rounded border border-neutral-300 aria-pressed:border-sky-800 aria-pressed:ring-2 aria-pressed:ring-sky-800"
                  data-testid="gallery-thumbnail"
                >
                  <ProductImage hash={hash} alt={imageLabel(index)} width={320} sizes={THUMBNAIL_SIZES} />
                </button>
              ) : (
                <a
                  href={`/images/${hash}.webp?w=1024&dpr=1`}
                  className="block rounded border border-neutral-300"
                  data-testid="gallery-link"
                >
                  <ProductImage hash={hash} alt={imageLabel(index)} width={320} sizes={THUMBNAIL_SIZES} />
                </a>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
