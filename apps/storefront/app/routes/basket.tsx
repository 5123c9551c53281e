import { formatPrice, isValidBasketQuantity, safeRedirectPath } from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import { OutcomeAlert } from "~/components/alerts.tsx";
import { Price } from "~/components/price.tsx";
import { ProductImage } from "~/components/product-image.tsx";
import {
  addToBasket,
  BASKET_WITH,
  type BasketChangeOutcome,
  removeBasketItem,
  updateBasketItem,
} from "~/lib/basket.server.ts";
import { commerceClient } from "~/lib/commerce.server.ts";
import { translatorFor } from "~/lib/i18n.server.ts";
import { basketOutcomeAlert } from "~/lib/outcome-alerts.ts";
import { productBrand, productName, productPath, variantLabel } from "~/lib/product-view.ts";
import { commitSession, ensureKey, existingKey, getSession } from "~/lib/session.server.ts";
import { requireShop } from "~/lib/shop.ts";
import type { Route } from "./+types/basket";
import { useShop } from "./shop-layout.tsx";

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  const session = await getSession(context, request);
  const basketKey = existingKey(session, "basketKeys", shop.shopId);
  const title = translatorFor(shop)("basket.title");
  if (!basketKey) return { title, items: [], total: 0 };
  const { basket } = await commerceClient(context, shop).basket.get(basketKey, { with: BASKET_WITH });
  return {
    title,
    items: basket.items.map((item) => ({
      key: item.key,
      name: productName(item.product),
      brand: productBrand(item.product),
      href: productPath(shop.code, item.product),
      imageHash: item.product.images[0]?.hash,
      variantLabel: variantLabel(item.variant),
      quantity: item.quantity,
      unitPrice: item.price.unit.withTax,
      totalPrice: item.price.total.withTax,
    })),
    total: basket.cost.withTax,
  };
}

const quantityField = z.coerce.number().refine(isValidBasketQuantity);
const basketForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add"),
    variantId: z.coerce.number().int().positive(),
    quantity: quantityField,
    redirectTo: z.string().optional(),
  }),
  z.object({ intent: z.literal("update"), itemKey: z.string().min(1).max(100), quantity: quantityField }),
  z.object({ intent: z.literal("remove"), itemKey: z.string().min(1).max(100) }),
]);

/** The one basket action route: add, update and remove, for forms with and without JavaScript. */
export async function action({ params, request, url, context }: Route.ActionArgs) {
  const shop = requireShop(params, url);
  const parsed = basketForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    const quantityInvalid = parsed.error.issues.some((issue) => issue.path[0] === "quantity");
    return data<BasketChangeOutcome>(
      {
        ok: false,
        errorKey: quantityInvalid ? "basket.error.invalidQuantity" : "basket.error.invalidRequest",
        status: 400,
      },
      { status: 400 },
    );
  }
  const form = parsed.data;
  const session = await getSession(context, request);
  let outcome: BasketChangeOutcome;
  if (form.intent === "add") {
    const basketKey = ensureKey(session, "basketKeys", shop.shopId);
    outcome = await addToBasket(context, shop, basketKey, form.variantId, form.quantity);
  } else {
    const basketKey = existingKey(session, "basketKeys", shop.shopId);
    if (!basketKey)
      return data<BasketChangeOutcome>(
        { ok: false, errorKey: "basket.error.itemNotFound", status: 404 },
        { status: 404 },
      );
    outcome =
      form.intent === "update"
        ? await updateBasketItem(context, shop, basketKey, form.itemKey, form.quantity)
        : await removeBasketItem(context, shop, basketKey, form.itemKey);
  }
  const headers = { "set-cookie": await commitSession(context, session) };
  if (outcome.ok && form.intent === "add" && form.redirectTo) {
    throw redirect(safeRedirectPath(form.redirectTo, `/${shop.code}/basket/`), { headers });
  }
  return data(outcome, { status: outcome.ok ? 200 : outcome.status, headers });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: "robots", content: "noindex" }] : [];
}

export default function BasketPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const shop = useShop();
  const { items, total } = loaderData;
  return (
    <section className="pt-8">
      <h1 className="text-3xl font-semibold">{t("basket.title")}</h1>
      <OutcomeAlert
        outcome={actionData}
        toAlert={(done) => basketOutcomeAlert(done, t, `/${shop.code}/basket/`)}
      />
      {items.length === 0 ? (
        <div className="mt-8">
          <p>{t("basket.empty")}</p>
          <Link to={`/${shop.code}/`} className="mt-4 inline-block underline">
            {t("basket.continueShopping")}
          </Link>
        </div>
      ) : (
        <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_20rem]">
          <ul
            aria-label={t("basket.items")}
            className="divide-y divide-neutral-200 border-y border-neutral-200"
          >
            {items.map((item) => (
              <li key={item.key} className="flex gap-4 py-6" data-testid="basket-item">
                <div className="w-24 shrink-0">
                  <ProductImage hash={item.imageHash} alt="" width={320} sizes="96px" />
                </div>
                <div className="flex flex-1 flex-col gap-2">
                  <p className="text-sm text-neutral-600">{item.brand}</p>
                  <Link to={item.href} className="font-medium hover:underline" data-testid="basket-item-name">
                    {item.name}
                  </Link>
                  {item.variantLabel ? <p className="text-sm text-neutral-600">{item.variantLabel}</p> : null}
                  <p className="text-sm">
                    {t("basket.unitPrice")}: <Price amount={item.unitPrice} />
                  </p>
                  <div className="flex flex-wrap items-end gap-4">
                    <Form method="post" className="flex items-end gap-2">
                      <input type="hidden" name="intent" value="update" />
                      <input type="hidden" name="itemKey" value={item.key} />
                      <label className="flex flex-col text-sm">
                        {t("basket.quantity")}
                        <input
                          type="number"
                          name="quantity"
                          min={1}
                          max={99}
                          defaultValue={item.quantity}
                          className="w-20 rounded border border-neutral-400 px-2 py-1"
                          data-testid="basket-item-quantity"
                        />
                      </label>
                      <button
                        type="submit"
                        className="rounded border border-neutral-400 px-3 py-1 text-sm"
                        data-testid="basket-item-update"
                      >
                        {t("basket.update")}
                      </button>
                    </Form>
                    <Form method="post">
                      <input type="hidden" name="intent" value="remove" />
                      <input type="hidden" name="itemKey" value={item.key} />
                      <button
                        type="submit"
                        className="text-sm underline"
                        aria-label={t("basket.removeItem", { name: item.name })}
                      >
                        {t("basket.remove")}
                      </button>
                    </Form>
                  </div>
                </div>
                <p className="font-semibold" data-testid="basket-item-total">
                  {formatPrice(item.totalPrice, shop)}
                </p>
              </li>
            ))}
          </ul>
          <aside aria-labelledby="basket-summary" className="h-fit rounded border border-neutral-200 p-6">
            <h2 id="basket-summary" className="text-lg font-semibold">
              {t("basket.summary")}
            </h2>
            <p className="mt-4 flex justify-between text-lg">
              <span>{t("basket.total")}</span>
              <span className="font-semibold" data-testid="basket-total">
                {formatPrice(total, shop)}
              </span>
            </p>
            <p className="mt-1 text-xs text-neutral-600">{t("basket.vatIncluded")}</p>
          </aside>
        </div>
      )}
    </section>
  );
}
