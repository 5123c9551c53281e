import { defaultImageHeight } from "@eyewear/shop-rules";
import { useCallback, useState } from "react";

/**
 * A product image from the image endpoint, at density 1 and 2 (rule:images.sizes). Until it has loaded, the 10×10
 * placeholder (rule:images.placeholder) fills its box as a background, smoothed by the browser's scaling (ADR 41).
 * The server renders the placeholder; once the image has loaded (also before hydration: `complete` on mount) the
 * background goes, so a transparent image does not show its placeholder behind it.
 */
export function ProductImage({
  hash,
  alt,
  width,
  sizes,
  loading = "lazy",
}: {
  hash: string | undefined;
  alt: string;
  width: 320 | 640 | 768 | 1024;
  sizes: string;
  loading?: "lazy" | "eager";
}) {
  const [loaded, setLoaded] = useState(false);
  const loadedBeforeHydration = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth > 0) setLoaded(true);
  }, []);
  const height = defaultImageHeight(width);
  if (!hash) {
    // A decorative image (alt "") that is missing leaves an empty box that screen readers skip.
    return alt ? (
      <div className="aspect-[3/4] w-full bg-neutral-100" role="img" aria-label={alt} />
    ) : (
      <div className="aspect-[3/4] w-full bg-neutral-100" aria-hidden="true" />
    );
  }
  const src = (dpr: number) => `/images/${hash}.webp?w=${width}&dpr=${dpr}`;
  return (
    <img
      ref={loadedBeforeHydration}
      src={src(1)}
      srcSet={`${src(1)} ${width}w, ${src(2)} ${width * 2}w`}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={loading}
      decoding="async"
      onLoad={() => setLoaded(true)}
      style={loaded ? undefined : { backgroundImage: `url("/images/${hash}.webp?placeholder=1")` }}
      className="aspect-[3/4] w-full bg-neutral-50 bg-cover bg-center object-cover"
    />
  );
}
