import {
  type Availability,
  availabilityOf,
  cheapestVariantId,
  firstAttributeValue,
  fixedProductPageType,
  isLensPart,
  isQuantityChangeLocked,
  isRopoSupported,
  offeredSubscriptionIntervals,
  offersRopoBasket,
  pickParameters,
  productDeliveryDays,
  productIdFromSlug,
  productKindOf,
  productPageImages,
  productPageVariantId,
  productTitle,
} from "@eyewear/shop-rules";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, redirect, useFetcher } from "react-router";
import { basketOutcomeAlert } from "~/basket/basket-outcome.ts";
import { type BasketAnswer, useBasketAnswer } from "~/basket/basket-summary.tsx";
import { AvailabilityText, DeliveryRangeText } from "~/catalogue/availability-text.tsx";
import { ColourSiblings } from "~/catalogue/colour-siblings.tsx";
import { representativeProductPath } from "~/catalogue/fixed-product-pages.server.ts";
import { infoOverlayLinks } from "~/catalogue/info-overlays.server.ts";
import { ProductGallery } from "~/catalogue/product-gallery.tsx";
import { productPageSeo } from "~/catalogue/product-seo.server.ts";
import { LensesFrom } from "~/catalogue/product-tile.tsx";
import { SizeOverlay } from "~/catalogue/size-overlay.tsx";
import { contactLensOfferOf } from "~/contact-lenses/contact-lens-offer.ts";
import { PACK_SIZE_PARAMETER } from "~/contact-lenses/contact-lens-order.ts";
import { ContactLensOrderForm } from "~/contact-lenses/contact-lens-order-form.tsx";
import { commerceClient } from "~/platform/commerce.server.ts";
import { orNotFound } from "~/platform/engine-errors.server.ts";
import { shopPageNotFound } from "~/platform/error-content.server.ts";
import { lensesFromPrices } from "~/platform/lens-catalogue.server.ts";
import type { PageCacheHandle } from "~/platform/page-cache.ts";
import {
  colourSiblings,
  frameMeasurementsOf,
  priceBeforeReductions,
  productBrand,
  productColour,
  productName,
  productPath,
  SIBLING_WITH,
  typedImages,
  variantLabel,
} from "~/platform/product-view.ts";
import { seoMeta } from "~/platform/seo.ts";
import { requireShop } from "~/platform/shop.ts";
import { useShop, useWishlistProductIds } from "~/platform/shop-data.ts";
import { subscriptionOffer } from "~/platform/subscription-offer.server.ts";
import { RopoAddButton } from "~/ropo/ropo-add-button.tsx";
import { subscriptionAttributes } from "~/subscriptions/subscription-choice.ts";
import { SubscriptionChoice } from "~/subscriptions/subscription-choice.tsx";
import { OutcomeAlert } from "~/ui/alerts.tsx";
import { BrandLine } from "~/ui/brand-line.tsx";
import { Button, ButtonLink } from "~/ui/button.tsx";
import { JsonLd } from "~/ui/json-ld.tsx";
import { Price, PriceLine } from "~/ui/price.tsx";
import { submitInPlace } from "~/ui/submit-in-place.ts";
import { WishlistToggle } from "~/wishlist/wishlist-toggle.tsx";
import type { Route } from "./+types/product";

type CommerceClient = ReturnType<typeof commerceClient>;

/** A care product offered as a required add-on to a frame, joining it in an item group. */
interface CareAddOn {
  variantId: number;
  name: string;
  price: number;
  availability: Availability;
}

// The basket form's id, so that the ropo button outside it reads the variant chosen inside it.
const BASKET_FORM_ID = "product-basket-form";

// How many cleaning sprays a frame page offers as its add-on.
const CARE_ADD_ON_PRODUCTS = 7;

/** The cheapest cleaning sprays, each in its cheapest pack: what a frame's lenses need to stay clear. */
async function careAddOns(client: CommerceClient): Promise<CareAddOn[]> {
  const result = await client.products.query({
    where: { attributes: [{ type: "attributes", key: "eyeCareProductType", values: ["cleaningSpray"] }] },
    pagination: { page: 1, perPage: CARE_ADD_ON_PRODUCTS },
    sort: { by: "price", direction: "asc" },
    with: {
      attributes: { withKey: ["name", "brand"] },
      variants: { attributes: "all", stock: "all" },
    },
  });
  return result.entities.flatMap((product) => {
    const variants = product.variants ?? [];
    const cheapest = cheapestVariantId(
      variants.map((variant) => ({ id: variant.id, price: variant.price.withTax })),
    );
    const variant = variants.find((candidate) => candidate.id === cheapest);
    if (!variant) return [];
    return [
      {
        variantId: variant.id,
        name: [productBrand(product), productName(product), variantLabel(variant)].filter(Boolean).join(" "),
        price: variant.price.withTax,
        availability: availabilityOf(variant.stock, product.isSoldOut),
      },
    ];
  });
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  const fixedPageType = fixedProductPageType(params.slug);
  if (fixedPageType !== undefined) {
    const representative = await representativeProductPath(context, shop, fixedPageType);
    if (representative === undefined) throw await shopPageNotFound(context, shop, url);
    // Temporary: the representative product changes as the catalogue does.
    throw redirect(representative, 302);
  }
  const productId = productIdFromSlug(params.slug);
  if (productId === undefined) throw await shopPageNotFound(context, shop, url);
  const product = await orNotFound(
    commerceClient(context, shop).products.getById(productId, {
      with: {
        attributes: "all",
        variants: { attributes: "all", lowestPriorPrice: true, stock: "all" },
        images: "all",
        categories: "all",
        priceRange: true,
        lowestPriorPrice: true,
        siblings: SIBLING_WITH,
      },
    }),
    context,
    shop,
    url,
  );
  const productVariants = product.variants ?? [];
  const variants = productVariants.map((variant) => ({
    id: variant.id,
    label: variantLabel(variant),
    price: variant.price.withTax,
    originalPrice: priceBeforeReductions(variant.price),
    lowestPriorPrice: variant.lowestPriorPrice?.withTax ?? undefined,
    availability: availabilityOf(variant.stock, product.isSoldOut),
    // Numbers, not the attribute labels ("49 mm"): the size guide adds the unit once (rule:catalogue.size-guide-units).
    ...frameMeasurementsOf(variant),
  }));
  const productType = firstAttributeValue(product.attributes, "productType")?.value;
  // rule:catalogue.lens-parts-unlisted: lenses are chosen in the configurator, never on a page of their own.
  if (isLensPart(productType)) throw await shopPageNotFound(context, shop, url);
  const kind = productKindOf(productType);
  const cheapest = cheapestVariantId(variants);
  const requestedParameter = url.searchParams.get("variantid");
  const requested = variants.find((variant) => String(variant.id) === requestedParameter)?.id;
  const pageVariantId = productPageVariantId(kind, requested, cheapest);

  // rule:catalogue.product-slug, rule:catalogue.product-page-variant: other spellings redirect.
  const canonicalPath = productPath(shop.code, product);
  const variantParameterWrong = requestedParameter !== null && requestedParameter !== String(pageVariantId);
  // rule:contact-lenses.eye-choices: the pack size is the page's, the smallest unless the address names another.
  const lensOffer = kind === "contact-lens-pdp" ? contactLensOfferOf(product) : undefined;
  const packSizeParameter = url.searchParams.get(PACK_SIZE_PARAMETER);
  const packSize =
    lensOffer?.packSizes.find((size) => String(size) === packSizeParameter) ?? lensOffer?.packSizes[0];
  const packSizeWrong = packSizeParameter !== null && String(packSize) !== packSizeParameter;
  if (url.pathname !== canonicalPath || variantParameterWrong || packSizeWrong) {
    const query = new URLSearchParams(url.search);
    if (variantParameterWrong) {
      query.delete("variantid");
      if (pageVariantId !== undefined) query.set("variantid", String(pageVariantId));
    }
    if (packSizeWrong) query.delete(PACK_SIZE_PARAMETER);
    const search = query.toString();
    throw redirect(search ? `${canonicalPath}?${search}` : canonicalPath, 301);
  }

  const sellable = (id: number | undefined) =>
    variants.find((variant) => variant.id === id && variant.availability.kind !== "unavailable")?.id;
  const selectedVariantId =
    sellable(pageVariantId ?? cheapest) ?? variants.find((v) => v.availability.kind !== "unavailable")?.id;
  // The variant the shopper chose: named in the address, or the only one there is (ADR 0040).
  const chosenVariantId = variants.length === 1 ? variants[0]?.id : pageVariantId;
  const sizeShown = productVariants.find((variant) => variant.id === selectedVariantId) ?? productVariants[0];

  const ropoSupported = isRopoSupported(
    shop,
    (product.categories ?? []).flatMap((rootline) => rootline.map((category) => category.categoryUrl)),
  );
  // rule:subscriptions.product-choice: lenses and care products may be subscribed to where the shop sells that
  const subscriptionIntervals = offeredSubscriptionIntervals(
    shop,
    subscriptionAttributes(product.attributes),
  );
  const subscribedPrice = variants.find((variant) => variant.id === selectedVariantId)?.price;
  const images = productPageImages(typedImages(product)).map((image) => image.hash);
  const shownVariant = variants.find((variant) => variant.id === selectedVariantId) ?? variants[0];
  const [addOns, infoLinks, lensesFrom, subscription, pageSeo] = await Promise.all([
    kind === "correctional-glasses" ? careAddOns(commerceClient(context, shop)) : [],
    infoOverlayLinks(context, shop),
    lensesFromPrices(context, shop),
    // rule:subscriptions.promotion-price: the price of each delivery where a promotion gives one
    subscriptionIntervals.length > 0 && productType && subscribedPrice !== undefined
      ? subscriptionOffer(context, shop, subscribedPrice, productType, new Date())
      : undefined,
    productPageSeo(context, shop, product, { canonicalPath, imageHashes: images, offer: shownVariant }),
  ]);

  return {
    addOns,
    infoLinks,
    product: {
      id: product.id,
      name: productName(product),
      brand: productBrand(product),
      description: firstAttributeValue(product.attributes, "description")?.label ?? "",
      colour: productColour(product),
      images,
      siblings: colourSiblings(shop.code, product, sizeShown ? frameMeasurementsOf(sizeShown) : undefined),
      isSoldOut: product.isSoldOut,
      // rule:basket.quantity-lock: a locked product is sold one at a time: the page offers no quantity field
      quantityLocked: isQuantityChangeLocked(product.attributes),
      kind,
      ropoSupported,
      // rule:ropo.supported-product: in reservation-online-pickup mode the product can go to the ropo basket
      ropoBasket: ropoSupported && offersRopoBasket(shop),
      // rule:prescription.cheapest-lens-price: "lenses from" on frames that take prescription lenses
      lensesFrom: lensesFrom(productType),
      subscriptionIntervals,
      subscriptionOffer: subscription,
    },
    variants,
    selectedVariantId,
    chosenVariantId,
    canonicalPath,
    ...pageSeo,
    lensOrder: lensOffer && packSize !== undefined ? { offer: lensOffer, packSize } : undefined,
  };
}

export const handle: PageCacheHandle = {
  pageCache: { query: (search) => pickParameters(search, ["variantid", PACK_SIZE_PARAMETER]) },
};

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? seoMeta(loaderData.seo) : [];
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const shop = useShop();
  const wishlistProductIds = useWishlistProductIds();
  const fetcher = useFetcher<BasketAnswer>();
  const { product, variants, selectedVariantId, chosenVariantId, addOns, infoLinks } = loaderData;
  const selected = variants.find((v) => v.id === selectedVariantId) ?? variants[0];
  // A size picked on the page (with JavaScript) is chosen too; a client navigation to another product forgets it.
  const [picked, setPicked] = useState<{ productId: number; variantId: number }>();
  const pickedId = picked?.productId === product.id ? picked.variantId : undefined;
  const chosen = variants.find((variant) => variant.id === (pickedId ?? chosenVariantId));
  const deliveryDays = productDeliveryDays(
    chosen?.availability,
    variants.map((variant) => variant.availability),
  );
  const basketPath = `/${shop.code}/basket/`;
  const outcome = fetcher.data;
  useBasketAnswer(outcome);

  return (
    <article className="grid gap-10 pt-8 lg:grid-cols-2" data-product-kind={product.kind}>
      <JsonLd data={loaderData.structuredData} />
      <ProductGallery
        key={product.id}
        images={product.images}
        alt={productTitle(product.brand, product.name)}
      />
      <div>
        <BrandLine brand={product.brand} name={product.name} className="text-neutral-600" />
        <h1 className="text-3xl font-semibold" data-testid="product-name">
          {product.name}
        </h1>
        {product.colour ? <p className="mt-1 text-neutral-700">{product.colour}</p> : null}
        <ColourSiblings colours={product.siblings} />
        <PriceLine prices={selected} className="mt-4 text-2xl" />
        <p className="mt-1 text-xs text-neutral-600">{t("price.vatIncluded")}</p>
        {product.lensesFrom !== undefined ? (
          <LensesFrom price={product.lensesFrom} className="mt-2 font-medium" />
        ) : null}
        {variants.length > 1 && !loaderData.lensOrder ? (
          // The overlay's close button is a form of its own, so the overlay stays outside the basket form.
          <div className="mt-4">
            <SizeOverlay sizes={variants} />
          </div>
        ) : null}

        {loaderData.lensOrder ? (
          <ContactLensOrderForm
            key={`${product.id}-${loaderData.lensOrder.packSize}`}
            offer={loaderData.lensOrder.offer}
            packSize={loaderData.lensOrder.packSize}
            packSizePath={(size) => `${loaderData.canonicalPath}?${PACK_SIZE_PARAMETER}=${size}`}
            subscriptionIntervals={product.subscriptionIntervals}
            subscriptionOffer={product.subscriptionOffer}
            basketPath={basketPath}
            reply={outcome?.reply}
            fetcher={fetcher}
          />
        ) : (
          <fetcher.Form
            id={BASKET_FORM_ID}
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
                        onChange={() => setPicked({ productId: product.id, variantId: variant.id })}
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
                <p className="mt-2">
                  <DeliveryRangeText days={deliveryDays} />
                </p>
              </fieldset>
            ) : selected ? (
              <>
                <input type="hidden" name="variantId" value={selected.id} />
                <p>
                  <AvailabilityText availability={selected.availability} />
                  <DeliveryRangeText days={deliveryDays} />
                </p>
              </>
            ) : null}
            {addOns.length > 0 ? (
              <fieldset data-testid="care-add-ons">
                <legend className="mb-2 font-medium">{t("product.careAddOn")}</legend>
                <div className="flex flex-col gap-2">
                  <label className="flex cursor-pointer items-center gap-2">
                    <input type="radio" name="addOnVariantId" value="" defaultChecked />
                    <span>{t("product.withoutAddOn")}</span>
                  </label>
                  {addOns.map((addOn) => (
                    <label
                      key={addOn.variantId}
                      className="flex cursor-pointer flex-wrap items-center gap-2 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
                      data-testid="care-add-on"
                    >
                      <input
                        type="radio"
                        name="addOnVariantId"
                        value={addOn.variantId}
                        disabled={addOn.availability.kind === "unavailable"}
                      />
                      <span>{t("product.withAddOn", { name: addOn.name })}</span>
                      <Price amount={addOn.price} />
                      <span className="text-xs" data-testid="care-add-on-availability">
                        <AvailabilityText availability={addOn.availability} />
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : null}
            {product.subscriptionIntervals.length > 0 ? (
              <>
                <input type="hidden" name="productId" value={product.id} />
                <SubscriptionChoice
                  intervals={product.subscriptionIntervals}
                  offer={product.subscriptionOffer}
                  errors={(outcome && !outcome.ok ? outcome.fieldErrors : undefined) ?? {}}
                />
              </>
            ) : null}
            {product.quantityLocked ? (
              <p data-testid="quantity-locked">
                <input type="hidden" name="quantity" value={1} />
                <span className="font-medium">{t("basket.quantity")}</span>: 1
              </p>
            ) : (
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
            )}
            <Button
              look="primary"
              size="lg"
              wide
              disabled={!selectedVariantId || fetcher.state !== "idle"}
              testId="add-to-basket"
            >
              {selectedVariantId ? t("product.addToBasket") : t("availability.unavailable")}
            </Button>
          </fetcher.Form>
        )}
        {product.lensesFrom !== undefined ? (
          <ButtonLink
            look="primary"
            size="lg"
            className="mt-3 block w-full text-center"
            to={`${loaderData.canonicalPath}lenses/prescription-type/${selected ? `?v=${selected.id}` : ""}`}
            testId="configure-lenses"
          >
            {t("product.configureLenses")}
          </ButtonLink>
        ) : null}
        {product.ropoBasket ? (
          <div className="mt-3">
            <RopoAddButton
              productId={product.id}
              variantFormId={BASKET_FORM_ID}
              defaultVariantId={selected?.id}
            />
          </div>
        ) : null}
        <div className="mt-3">
          <WishlistToggle
            shopCode={shop.code}
            productId={product.id}
            inWishlist={wishlistProductIds.includes(product.id)}
            returnTo={loaderData.canonicalPath}
          />
        </div>
        {product.ropoSupported ? (
          <p className="mt-3">
            <Link to={`/${shop.code}/ropo-plp/`} className="text-sky-800 underline" data-testid="ropo-link">
              {t("product.ropoSupported")}
            </Link>
          </p>
        ) : null}
        <OutcomeAlert outcome={outcome} toAlert={(done) => basketOutcomeAlert(done, t, basketPath)} />
        {infoLinks.length > 0 ? (
          <ul className="mt-6 flex flex-wrap gap-4 text-sm" data-testid="product-info-links">
            {infoLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="underline">
                  {link.title}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {product.description ? (
          <p className="mt-8 leading-relaxed text-neutral-800">{product.description}</p>
        ) : null}
      </div>
    </article>
  );
}
