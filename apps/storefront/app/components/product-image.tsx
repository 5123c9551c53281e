import { defaultImageHeight } from "@eyewear/shop-rules";

/** A product image from the image endpoint, at density 1 and 2 (S2 §9). */
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
  const height = defaultImageHeight(width);
  if (!hash) return <div className="aspect-[3/4] w-full bg-neutral-100" role="img" aria-label={alt} />;
  const src = (dpr: number) => `/images/${hash}.webp?w=${width}&dpr=${dpr}`;
  return (
    <img
      src={src(1)}
      srcSet={`${src(1)} ${width}w, ${src(2)} ${width * 2}w`}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={loading}
      decoding="async"
      className="aspect-[3/4] w-full bg-neutral-50 object-cover"
    />
  );
}
