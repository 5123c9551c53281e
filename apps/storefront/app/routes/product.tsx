import {
  availabilityOf,
  cheapestVariantId,
  firstAttributeValue,
  productIdFromSlug,
  productKindOf,
  productPageVariantId,
} from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { redirect, useFetcher } from "react-router";
import { OutcomeAlert } from "~/components/alerts.tsx";
import { Price } from "~/components/price.tsx";
import { ProductImage } from "~/components/product-image.tsx";
import { WishlistToggle } from "~/components/wishlist-toggle.tsx";
import type { BasketChangeOutcome } from "~/lib/basket.server.ts";
import { commerceClient } from "~/lib/commerce.server.ts";
import { orNotFound } from "~/lib/engine-errors.server.ts";
import { shopPageNotFound } from "~/lib/error-content.server.ts";
import { basketOutcomeAlert } from "~/lib/outcome-alerts.ts";
import {
  priceBeforeReductions,
  productBrand,
  productName,
  productPath,
  variantLabel,
} from "~/lib/product-view.ts";
import { requireShop } from "~/lib/shop.ts";
import { submitInPlace } from "~/lib/submit-in-place.ts";
import type { Route } from "./+types/product";
import { useShop, useWishlistProductIds } from "./shop-layout.tsx";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  const productId = productIdFromSlug(params.slug);
  if (productId === undefined) throw await shopPageNotFound(context, shop, url);
  const product = await orNotFound(
    commerceClient(context, shop).products.getById(productId, {
      with: {
        attributes: "all",
        variants: { attributes: "all", lowestPriorPrice: true, stock: "all" },
        images: "all",
        priceRange: true,
        lowestPriorPrice: true,
      },
    }),
    context,
    shop,
    url,
  );
  const variants = (product.variants ?? []).map((variant) => ({
    id: variant.id,
    label: variantLabel(variant),
    price: variant.price.withTax,
    originalPrice: priceBeforeReductions(variant.price),
    lowestPriorPrice: variant.lowestPriorPrice?.withTax ?? undefined,
    availability: availabilityOf(variant.stock),
  }));
  const kind = productKindOf(firstAttributeValue(product.attributes, "productType")?.value);
  const cheapest = cheapestVariantId(variants);
  const requestedParameter = url.searchParams.get("variantid");
  const requested = variants.find((variant) => String(variant.id) === requestedParameter)?.id;
  const pageVariantId = productPageVariantId(kind, requested, cheapest);

  // S1 §2 the slug is name, details and id, and variantid follows the kind's rule: other spellings redirect.
  const canonicalPath = productPath(shop.code, product);
  const variantParameterWrong = requestedParameter !== null && requestedParameter !== String(pageVariantId);
  if (url.pathname !== canonicalPath || variantParameterWrong) {
    const query = new URLSearchParams(url.search);
    if (variantParameterWrong) {
      query.delete("variantid");
      if (pageVariantId !== undefined) query.set("variantid", String(pageVariantId));
    }
    const search = query.toString();
    throw redirect(search ? `${canonicalPath}?${search}` : canonicalPath, 301);
  }

  const sellable = (id: number | undefined) =>
    variants.find((variant) => variant.id === id && variant.availability.kind !== "unavailable")?.id;
  const selectedVariantId =
    sellable(pageVariantId ?? cheapest) ?? variants.find((v) => v.availability.kind !== "unavailable")?.id;

  return {
    product: {
      id: product.id,
      name: productName(product),
      brand: productBrand(product),
      description: firstAttributeValue(product.attributes, "description")?.label ?? "",
      colour: firstAttributeValue(product.attributes, "frameColor")?.label,
      images: product.images.map((image) => image.hash),
      isSoldOut: product.isSoldOut,
      kind,
    },
    variants,
    selectedVariantId,
    canonicalPath,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    { title: `${loaderData.product.brand} ${loaderData.product.name}` },
    { tagName: "link", rel: "canonical", href: loaderData.canonicalPath },
  ];
}

function AvailabilityText({ availability }: { availability: ReturnType<typeof availabilityOf> }) {
  const { t } = useTranslation();
  const text =
    availability.kind === "soon"
      ? t("availability.soon", { count: availability.quantity })
      : t(`availability.${availability.kind}`);
  return (
    <span className={availability.kind === "unavailable" ? "text-red-700" : "text-green-800"}>{text}</span>
  );
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const shop = useShop();
  const wishlistProductIds = useWishlistProductIds();
  const fetcher = useFetcher<BasketChangeOutcome>();
  const { product, variants, selectedVariantId } = loaderData;
  const selected = variants.find((v) => v.id === selectedVariantId) ?? variants[0];
  const basketPath = `/${shop.code}/basket/`;
  const outcome = fetcher.data;

  return (
    <article className="grid gap-10 pt-8 lg:grid-cols-2" data-product-kind={product.kind}>
      <div className="grid grid-cols-2 gap-2">
        {product.images.map((hash, index) => (
          <div key={hash} className={index === 0 ? "col-span-2" : ""}>
            <ProductImage
              hash={hash}
              alt={index === 0 ? `${product.brand} ${product.name}` : ""}
              width={index === 0 ? 768 : 320}
              sizes={index === 0 ? "(min-width: 1024px) 50vw, 100vw" : "(min-width: 1024px) 25vw, 50vw"}
              loading={index === 0 ? "eager" : "lazy"}
            />
          </div>
        ))}
      </div>
      <div>
        <p className="text-neutral-600">{product.brand}</p>
        <h1 className="text-3xl font-semibold" data-testid="product-name">
          {product.name}
        </h1>
        {product.colour ? <p className="mt-1 text-neutral-700">{product.colour}</p> : null}
        {selected ? (
          <p className="mt-4 text-2xl">
            <Price
              amount={selected.price}
              originalAmount={selected.originalPrice}
              lowestPriorPrice={selected.lowestPriorPrice}
            />
          </p>
        ) : null}
        <p className="mt-1 text-xs text-neutral-600">{t("price.vatIncluded")}</p>

        <fetcher.Form
          method="post"
          action={basketPath}
          className="mt-8 space-y-6"
          onSubmit={submitInPlace(fetcher, basketPath)}
        >
          <input type="hidden" name="intent" value="add" />
          <input type="hidden" name="redirectTo" value={basketPath} />
          {variants.length > 1 ? (
            <fieldset>
              <legend className="mb-2 font-medium">{t("product.chooseVariant")}</legend>
              <div className="flex flex-wrap gap-2">
                {variants.map((variant) => (
                  <label
                    key={variant.id}
                    className="flex cursor-pointer items-center gap-2 rounded border border-neutral-400 px-3 py-2 has-[:checked]:border-sky-800 has-[:checked]:ring-2 has-[:checked]:ring-sky-800 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
                  >
                    <input
                      type="radio"
                      name="variantId"
                      value={variant.id}
                      defaultChecked={variant.id === selectedVariantId}
                      disabled={variant.availability.kind === "unavailable"}
                      required
                    />
                    <span>{variant.label || t("product.oneSize")}</span>
                    <span className="text-xs">
                      <AvailabilityText availability={variant.availability} />
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          ) : selected ? (
            <>
              <input type="hidden" name="variantId" value={selected.id} />
              <p>
                <AvailabilityText availability={selected.availability} />
              </p>
            </>
          ) : null}
          <label className="flex flex-col gap-1">
            <span className="font-medium">{t("basket.quantity")}</span>
            <input
              type="number"
              name="quantity"
              min={1}
              max={99}
              defaultValue={1}
              required
              className="w-24 rounded border border-neutral-400 px-2 py-1"
            />
          </label>
          <button
            type="submit"
            disabled={!selectedVariantId || fetcher.state !== "idle"}
            className="w-full rounded bg-sky-800 px-6 py-3 font-semibold text-white hover:bg-sky-900 disabled:bg-neutral-400"
            data-testid="add-to-basket"
          >
            {selectedVariantId ? t("product.addToBasket") : t("availability.unavailable")}
          </button>
        </fetcher.Form>
        <div className="mt-3">
          <WishlistToggle
            shopCode={shop.code}
            productId={product.id}
            inWishlist={wishlistProductIds.includes(product.id)}
            returnTo={loaderData.canonicalPath}
          />
        </div>
        <OutcomeAlert outcome={outcome} toAlert={(done) => basketOutcomeAlert(done, t, basketPath)} />
        {product.description ? (
          <p className="mt-8 leading-relaxed text-neutral-800">{product.description}</p>
        ) : null}
      </div>
    </article>
  );
}
