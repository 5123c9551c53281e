import { safeRedirectPath } from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useSubmit } from "react-router";
import { ProductTileContent } from "~/catalogue/product-tile.tsx";
import { commerceClient } from "~/platform/commerce.server.ts";
import { parseForm } from "~/platform/form-submission.server.ts";
import { translatorFor } from "~/platform/i18n.server.ts";
import { toProductTile, variantLabel } from "~/platform/product-view.ts";
import { revalidateAfterEveryPost } from "~/platform/revalidate.ts";
import { commitSession, ensureKey, existingKey, getSession } from "~/platform/session.server.ts";
import { requireShop } from "~/platform/shop.ts";
import { useShop } from "~/platform/shop-data.ts";
import { OutcomeAlert } from "~/ui/alerts.tsx";
import { Button } from "~/ui/button.tsx";
import { ProductNameLink } from "~/ui/product-name-link.tsx";
import {
  removeWishlistItem,
  replaceWishlistItem,
  toggleWishlistProduct,
  WISHLIST_WITH,
} from "~/wishlist/wishlist.server.ts";
import { wishlistForm } from "~/wishlist/wishlist-form.ts";
import { type WishlistChangeOutcome, wishlistOutcomeAlert } from "~/wishlist/wishlist-outcome.ts";
import type { Route } from "./+types/wishlist";

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  const title = translatorFor(shop)("wishlist.title");
  const wishlistKey = existingKey(await getSession(context, request), "wishlistKeys", shop.shopId);
  if (!wishlistKey) return { title, items: [] };
  const wishlist = await commerceClient(context, shop).wishlist.get(wishlistKey, { with: WISHLIST_WITH });
  return {
    title,
    items: wishlist.items.map((item) => {
      const variants = item.product.variants ?? [];
      return {
        key: item.key,
        tile: toProductTile(shop.code, item.product),
        variantId: item.variantId ?? null,
        // rule:wishlist.replace-variant: a product with several variants offers the others in place of the held one
        variants:
          variants.length > 1
            ? variants.map((variant) => ({
                id: variant.id,
                label: variantLabel(variant) || String(variant.id),
              }))
            : [],
      };
    }),
  };
}

/** Wishlist changes from the product page and the wishlist page, with and without JavaScript. */
export async function action({ params, request, url, context }: Route.ActionArgs) {
  const shop = requireShop(params, url);
  const submission = await parseForm(request, wishlistForm);
  if (submission.status !== "success") {
    return data<WishlistChangeOutcome>(
      { ok: false, errorKey: "wishlist.error.invalidRequest", status: 400 },
      { status: 400 },
    );
  }
  const form = submission.value;
  const session = await getSession(context, request);
  let outcome: WishlistChangeOutcome;
  if (form.intent === "toggle") {
    const wishlistKey = ensureKey(session, "wishlistKeys", shop.shopId);
    outcome = await toggleWishlistProduct(context, shop, wishlistKey, form.productId);
  } else {
    const wishlistKey = existingKey(session, "wishlistKeys", shop.shopId);
    if (!wishlistKey) outcome = { ok: false, errorKey: "wishlist.error.itemNotFound", status: 404 };
    else if (form.intent === "remove")
      outcome = await removeWishlistItem(context, shop, wishlistKey, form.itemKey);
    else outcome = await replaceWishlistItem(context, shop, wishlistKey, form.itemKey, form.variantId);
  }
  const headers = { "set-cookie": await commitSession(context, session) };
  if (outcome.ok && form.intent === "toggle" && form.redirectTo) {
    throw redirect(safeRedirectPath(form.redirectTo, `/${shop.code}/wishlist/`), { headers });
  }
  return data(outcome, { status: outcome.ok ? 200 : outcome.status, headers });
}

// A replace that failed or moved an item (its key changes when it is added back) shows the wishlist as it is now.
export const shouldRevalidate = revalidateAfterEveryPost;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: "robots", content: "noindex" }] : [];
}

export default function WishlistPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const shop = useShop();
  return (
    <section className="pt-8">
      <h1 className="text-3xl font-semibold">{t("wishlist.title")}</h1>
      <OutcomeAlert outcome={actionData} toAlert={(done) => wishlistOutcomeAlert(done, t)} />
      {loaderData.items.length === 0 ? (
        <div className="mt-8">
          <p>{t("wishlist.empty")}</p>
          <Link to={`/${shop.code}/`} className="mt-4 inline-block underline">
            {t("basket.continueShopping")}
          </Link>
        </div>
      ) : (
        <ul
          aria-label={t("wishlist.title")}
          className="mt-8 grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4"
        >
          {loaderData.items.map(({ key, tile, variantId, variants }) => (
            <li key={key} className="flex flex-col" data-testid="wishlist-item">
              <ProductTileContent
                product={tile}
                name={
                  <ProductNameLink
                    product={tile}
                    className="font-medium hover:underline"
                    testId="wishlist-item-name"
                  />
                }
              />
              {variants.length > 0 ? (
                <VariantChoice itemKey={key} name={tile.name} variantId={variantId} variants={variants} />
              ) : null}
              <Form method="post" className="mt-2">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="itemKey" value={key} />
                <Button look="text" size="sm" aria-label={t("wishlist.removeItem", { name: tile.name })}>
                  {t("wishlist.remove")}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The variant a wishlist item holds, as a POST form: choosing another replaces the item
 * (rule:wishlist.replace-variant). JavaScript sends it on change; without JavaScript its button does.
 */
function VariantChoice({
  itemKey,
  name,
  variantId,
  variants,
}: {
  itemKey: string;
  name: string;
  variantId: number | null;
  variants: { id: number; label: string }[];
}) {
  const { t } = useTranslation();
  const submit = useSubmit();
  return (
    <Form
      method="post"
      className="mt-2 flex items-end gap-2"
      onChange={(event) => submit(event.currentTarget)}
    >
      <input type="hidden" name="intent" value="replace" />
      <input type="hidden" name="itemKey" value={itemKey} />
      <label className="flex flex-col text-sm">
        {t("wishlist.variant")}
        <select
          name="variantId"
          defaultValue={variantId ?? ""}
          aria-label={t("wishlist.variantOf", { name })}
          className="rounded border border-neutral-400 px-2 py-1"
          data-testid="wishlist-variant"
        >
          {variantId === null ? (
            <option value="" disabled>
              {t("wishlist.variantNone")}
            </option>
          ) : null}
          {variants.map((variant) => (
            <option key={variant.id} value={variant.id}>
              {variant.label}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <Button look="secondary" size="sm">
          {t("wishlist.variantApply")}
        </Button>
      </noscript>
    </Form>
  );
}
