import { formatPrice, safeRedirectPath } from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import {
  addConfiguredGlasses,
  addContactLenses,
  addGift,
  addItemGroup,
  addReorderedLines,
  addToBasket,
  type BasketPageItem,
  basketSummaryAfterChange,
  checkBasketBeforeCheckout,
  loadBasketPage,
  type RefusedLensOrder,
  refusedSubscription,
  removeBasketItem,
  replaceConfiguredGlasses,
  subscriptionForVariant,
  updateBasketItem,
} from "~/basket/basket.server.ts";
import { basketForm } from "~/basket/basket-form.ts";
import { type BasketChangeOutcome, basketOutcomeAlert } from "~/basket/basket-outcome.ts";
import { type BasketAnswer, useBasketAnswer } from "~/basket/basket-summary.tsx";
import { PACK_SIZE_PARAMETER } from "~/contact-lenses/contact-lens-order.ts";
import { ContactLensOrderForm } from "~/contact-lenses/contact-lens-order-form.tsx";
import { EyeLineValues } from "~/contact-lenses/eye-line.tsx";
import { signedInCustomer } from "~/platform/customer-session.server.ts";
import { parseForm } from "~/platform/form-submission.server.ts";
import { translatorFor } from "~/platform/i18n.server.ts";
import { ordersApi } from "~/platform/orders-api.server.ts";
import { reorderableLines } from "~/platform/reorder.server.ts";
import { revalidateAfterEveryPost } from "~/platform/revalidate.ts";
import { commitSession, ensureKey, existingKey, getSession } from "~/platform/session.server.ts";
import { requireShop } from "~/platform/shop.ts";
import { useShop } from "~/platform/shop-data.ts";
import { ConfiguredLenses } from "~/prescription/configured-lenses.tsx";
import { changedPrescription } from "~/prescription/prescription-change.ts";
import {
  ChangePrescriptionLink,
  PRESCRIPTION_CHANGE_PARAMETER,
  PrescriptionChangeOverlay,
} from "~/prescription/prescription-change-overlay.tsx";
import { SubscriptionNote } from "~/subscriptions/subscription-choice.tsx";
import { OutcomeAlert } from "~/ui/alerts.tsx";
import { BrandLine } from "~/ui/brand-line.tsx";
import { Button } from "~/ui/button.tsx";
import { ReductionLines } from "~/ui/cost-summary.tsx";
import { LineTotal } from "~/ui/line-total.tsx";
import { Price, ShippingLine } from "~/ui/price.tsx";
import { ProductImage } from "~/ui/product-image.tsx";
import { ProductNameLink } from "~/ui/product-name-link.tsx";
import type { Route } from "./+types/basket";

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  const session = await getSession(context, request);
  const basketKey = existingKey(session, "basketKeys", shop.shopId);
  const title = translatorFor(shop)("basket.title");
  if (!basketKey) return { title, basket: undefined };
  return { title, basket: await loadBasketPage(context, shop, basketKey) };
}

/**
 * The one basket action route, for forms with and without JavaScript: add (alone or with a required add-on),
 * update, remove (a whole item group at once), add an offered gift, and the pre-checkout check
 * (rule:basket.checkout-button).
 */
export async function action({ params, request, url, context }: Route.ActionArgs) {
  const shop = requireShop(params, url);
  const submission = await parseForm(request, basketForm);
  if (submission.status !== "success") {
    const quantityInvalid = Boolean(submission.error?.quantity);
    return data<BasketChangeOutcome>(
      {
        ok: false,
        errorKey: quantityInvalid ? "basket.error.invalidQuantity" : "basket.error.invalidRequest",
        status: 400,
      },
      { status: 400 },
    );
  }
  const form = submission.value;
  const session = await getSession(context, request);
  let outcome: BasketChangeOutcome;
  let refusedLensOrder: RefusedLensOrder | undefined;
  if (form.intent === "add") {
    const subscription = await subscriptionForVariant(context, shop, form.productId, form.variantId, form);
    const basketKey = ensureKey(session, "basketKeys", shop.shopId);
    outcome = !subscription.ok
      ? refusedSubscription(subscription)
      : form.addOnVariantId === undefined
        ? await addToBasket(context, shop, basketKey, form.variantId, form.quantity, subscription.definition)
        : await addItemGroup(
            context,
            shop,
            basketKey,
            { variantId: form.variantId },
            [{ variantId: form.addOnVariantId }],
            form.quantity,
          );
  } else if (form.intent === "addContactLenses") {
    const basketKey = ensureKey(session, "basketKeys", shop.shopId);
    const added = await addContactLenses(context, shop, basketKey, form);
    outcome = added.outcome;
    refusedLensOrder = added.refused;
  } else if (form.intent === "reorder") {
    const customer = await signedInCustomer(context, request, shop);
    const answer = customer && (await ordersApi.get(context, shop, customer.id, form.orderId));
    // Another customer's order is as unknown as a missing one: the engine looks it up for this customer only.
    if (!answer?.ok)
      return data<BasketChangeOutcome>(
        { ok: false, errorKey: "basket.error.orderNotFound", status: 404 },
        { status: 404 },
      );
    const basketKey = ensureKey(session, "basketKeys", shop.shopId);
    const lines = await reorderableLines(context, shop, answer.order);
    outcome = await addReorderedLines(context, shop, basketKey, lines);
  } else if (form.intent === "addConfigured") {
    const basketKey = ensureKey(session, "basketKeys", shop.shopId);
    const change = { productId: form.productId, configurationQuery: form.configuration };
    outcome = form.replacesItemKey
      ? await replaceConfiguredGlasses(
          context,
          shop,
          basketKey,
          form.replacesItemKey,
          () => ({ ok: true, glasses: change }),
          url,
        )
      : await addConfiguredGlasses(context, shop, basketKey, change, url);
  } else {
    const basketKey = existingKey(session, "basketKeys", shop.shopId);
    if (!basketKey)
      return data<BasketChangeOutcome>(
        { ok: false, errorKey: "basket.error.itemNotFound", status: 404 },
        { status: 404 },
      );
    if (form.intent === "checkout") {
      const refusal = await checkBasketBeforeCheckout(context, shop, basketKey);
      if (!refusal) throw redirect(`/${shop.code}/checkout/`);
      outcome = refusal;
    } else if (form.intent === "changePrescription") {
      const changed = await replaceConfiguredGlasses(
        context,
        shop,
        basketKey,
        form.itemKey,
        (stored) => changedPrescription(stored, form),
        url,
      );
      outcome = changed.ok ? { ok: true, messageKey: "basket.prescriptionChanged" } : changed;
    } else if (form.intent === "addGift") {
      outcome = await addGift(context, shop, basketKey, form.promotionId);
    } else {
      outcome =
        form.intent === "update"
          ? await updateBasketItem(context, shop, basketKey, form.itemKey, form.quantity)
          : await removeBasketItem(context, shop, basketKey, form.itemKey);
    }
  }
  const headers = { "set-cookie": await commitSession(context, session) };
  const adds =
    form.intent === "add" ||
    form.intent === "addConfigured" ||
    form.intent === "addContactLenses" ||
    form.intent === "reorder";
  if (outcome.ok && adds && form.redirectTo) {
    throw redirect(safeRedirectPath(form.redirectTo, `/${shop.code}/basket/`), { headers });
  }
  const changedKey = existingKey(session, "basketKeys", shop.shopId);
  const basketSummary = changedKey ? basketSummaryAfterChange(context, shop, changedKey) : undefined;
  // A refused change of values goes back to the overlay's fields with what the shopper entered.
  const reply =
    !outcome.ok && outcome.fieldErrors ? submission.reply({ fieldErrors: outcome.fieldErrors }) : undefined;
  const answer: BasketAnswer = {
    ...outcome,
    ...(basketSummary ? { basketSummary } : {}),
    ...(reply ? { reply } : {}),
    ...(refusedLensOrder ? { lensOrder: refusedLensOrder } : {}),
  };
  return data(answer, { status: outcome.ok ? 200 : outcome.status, headers });
}

/**
 * A line that became unavailable shows flagged and the checkout button goes (rule:basket.checkout-button) right
 * after a refused change; opening or closing the values overlay changes only the address, not the basket.
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const { currentUrl, nextUrl, formMethod } = args;
  const overlayOnly =
    formMethod === undefined &&
    currentUrl.pathname === nextUrl.pathname &&
    withoutOverlay(currentUrl) === withoutOverlay(nextUrl);
  return overlayOnly ? false : revalidateAfterEveryPost(args);
}

function withoutOverlay(url: URL): string {
  const search = new URLSearchParams(url.search);
  search.delete(PRESCRIPTION_CHANGE_PARAMETER);
  return search.toString();
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: "robots", content: "noindex" }] : [];
}

/** Why a promotion does not hold: each failed gift condition (rule:basket.gift-conditions), translated. */
function FailedConditions({ keys }: { keys: string[] }) {
  const { t } = useTranslation();
  const known = new Set(["schedule", "min_order_value", "min_quantity", "priority"]);
  return (
    <ul className="list-disc pl-5 text-xs text-neutral-700" data-testid="basket-item-promotion-failed">
      {keys.map((key) => (
        <li key={key}>
          {t(known.has(key) ? `basket.promotion.failed.${key}` : "basket.promotion.failed.unknown")}
        </li>
      ))}
    </ul>
  );
}

function BasketLine({ item, basketPath }: { item: BasketPageItem; basketPath: string }) {
  const { t } = useTranslation();
  const flagged = item.status !== "available";
  return (
    <div
      className={`flex gap-4 py-4 ${item.isSubItem ? "ml-10 border-l-2 border-neutral-200 pl-4" : ""}`}
      data-testid={item.isSubItem ? "basket-sub-item" : "basket-item"}
      data-status={item.status}
    >
      {item.isSubItem && !item.imageHash ? null : (
        <div className={item.isSubItem ? "w-16 shrink-0" : "w-24 shrink-0"}>
          <ProductImage hash={item.imageHash} alt="" width={320} sizes={item.isSubItem ? "64px" : "96px"} />
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <BrandLine brand={item.brand} name={item.name} className="text-sm text-neutral-600" />
        <ProductNameLink product={item} className="font-medium hover:underline" testId="basket-item-name" />
        {item.variantLabel ? <p className="text-sm text-neutral-600">{item.variantLabel}</p> : null}
        <EyeLineValues customData={item.eyeLine} testId="basket-item-eye" />
        <SubscriptionNote interval={item.subscriptionInterval} testId="basket-item-subscription" />
        {item.configuration ? (
          <ConfiguredLenses configuration={item.configuration} testId="basket-item-prescription" />
        ) : null}
        {item.changeLensesPath ? (
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            {item.prescriptionValues ? (
              <ChangePrescriptionLink basketPath={basketPath} itemKey={item.key} />
            ) : null}
            <Link
              to={item.changeLensesPath}
              className="text-sm underline"
              data-testid="basket-item-change-lenses"
            >
              {t("prescription.changeLenses")}
            </Link>
          </p>
        ) : null}
        {flagged ? (
          <p className="text-sm font-semibold text-red-700" data-testid="basket-item-flagged">
            {t("basket.itemFlagged")}
          </p>
        ) : null}
        {item.promotion ? (
          <div className="text-sm" data-testid="basket-item-promotion">
            <p className="font-semibold text-green-800">
              {item.promotion.headline}
              {item.promotion.isGift && item.promotion.isValid ? (
                <span
                  className="ml-2 rounded bg-green-800 px-2 py-0.5 text-xs text-white"
                  data-testid="basket-item-free-gift"
                >
                  {t("basket.promotion.freeGift")}
                </span>
              ) : null}
            </p>
            {item.promotion.isValid ? null : <FailedConditions keys={item.promotion.failedConditions} />}
          </div>
        ) : null}
        <p className="text-sm">
          {t("basket.unitPrice")}: <Price amount={item.unitPrice} />
        </p>
        {item.isSubItem || item.quantityLocked ? (
          <p className="text-sm" data-testid="basket-item-fixed-quantity">
            {t("basket.quantity")}: {item.quantity}
          </p>
        ) : null}
        {item.isSubItem ? null : (
          <div className="flex flex-wrap items-end gap-4">
            {item.quantityLocked ? null : (
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
                <Button look="secondary" size="sm" testId="basket-item-update">
                  {t("basket.update")}
                </Button>
              </Form>
            )}
            <Form method="post">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="itemKey" value={item.key} />
              <Button
                look="text"
                size="sm"
                aria-label={t("basket.removeItem", { name: item.name })}
                testId="basket-item-remove"
              >
                {t("basket.remove")}
              </Button>
            </Form>
          </div>
        )}
      </div>
      <LineTotal
        total={item.totalPrice}
        saving={item.freeFrameSaving}
        testId="basket-item-total"
        className="font-semibold"
      />
    </div>
  );
}

export default function BasketPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const shop = useShop();
  const { basket } = loaderData;
  const basketPath = `/${shop.code}/basket/`;
  const toAlert = (done: BasketChangeOutcome) => basketOutcomeAlert(done, t, basketPath);
  useBasketAnswer(actionData);
  const answer: BasketAnswer | undefined = actionData;
  const [searchParams] = useSearchParams();
  const changing = searchParams.get(PRESCRIPTION_CHANGE_PARAMETER);
  const changedGlasses = basket?.groups
    .flatMap((group) => group.items)
    .find((item) => item.key === changing && item.prescriptionValues);
  return (
    <section className="pt-8">
      <h1 className="text-3xl font-semibold">{t("basket.title")}</h1>
      <OutcomeAlert outcome={actionData} toAlert={toAlert} />
      {basket?.groups.some((group) => group.items.some((item) => item.prescriptionValues)) ? (
        <PrescriptionChangeOverlay
          glasses={
            changedGlasses?.prescriptionValues
              ? { key: changedGlasses.key, name: changedGlasses.name, ...changedGlasses.prescriptionValues }
              : undefined
          }
          basketPath={basketPath}
          reply={answer?.reply}
        />
      ) : null}
      {answer?.lensOrder ? (
        <section
          aria-labelledby="lens-order-refused"
          className="mt-6 rounded border border-red-700 p-4"
          data-testid="lens-order-refused"
        >
          <h2 id="lens-order-refused" className="text-lg font-semibold">
            {t("contactLenses.refusedTitle")}:{" "}
            <Link to={answer.lensOrder.productPath} className="underline">
              {answer.lensOrder.productName}
            </Link>
          </h2>
          <ContactLensOrderForm
            offer={answer.lensOrder.offer}
            packSize={answer.lensOrder.packSize}
            packSizePath={(size) => `${answer.lensOrder?.productPath}?${PACK_SIZE_PARAMETER}=${size}`}
            subscriptionIntervals={answer.lensOrder.subscriptionIntervals}
            basketPath={basketPath}
            reply={answer.reply}
          />
        </section>
      ) : null}
      {basket?.removed.map((removed, index) => (
        <OutcomeAlert key={index} outcome={removed} toAlert={toAlert} />
      ))}
      {!basket || basket.groups.length === 0 ? (
        <div className="mt-8">
          <p>{t("basket.empty")}</p>
          <Link to={`/${shop.code}/`} className="mt-4 inline-block underline">
            {t("basket.continueShopping")}
          </Link>
        </div>
      ) : (
        <div className="mt-8 grid gap-10 grid-cols-1 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0">
            <ul
              aria-label={t("basket.items")}
              className="divide-y divide-neutral-200 border-y border-neutral-200"
            >
              {basket.groups.map((group) => (
                <li key={group.id} data-testid={group.isItemGroup ? "basket-item-group" : "basket-line"}>
                  {group.items.map((item) => (
                    <BasketLine key={item.key} item={item} basketPath={basketPath} />
                  ))}
                </li>
              ))}
            </ul>
            {basket.giftOffers.map((offer) => (
              <Form
                key={offer.promotionId}
                method="post"
                className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded border border-green-700 bg-green-50 p-4"
                data-testid="basket-gift-offer"
              >
                <input type="hidden" name="intent" value="addGift" />
                <input type="hidden" name="promotionId" value={offer.promotionId} />
                <p>
                  <span className="font-semibold">{offer.headline}</span> {t("basket.giftOffer")}
                </p>
                <Button look="gift" testId="basket-add-gift">
                  {t("basket.addGift")}
                </Button>
              </Form>
            ))}
          </div>
          <aside aria-labelledby="basket-summary" className="h-fit rounded border border-neutral-200 p-6">
            <h2 id="basket-summary" className="text-lg font-semibold">
              {t("basket.summary")}
            </h2>
            <ReductionLines reductions={basket.reductions} testId="basket" className="mt-4 text-sm" />
            <div className="mt-4 flex flex-col gap-1 text-sm">
              <p className="flex justify-between">
                <span>{t("price.subtotal")}</span>
                <span data-testid="basket-subtotal">{formatPrice(basket.subtotal, shop)}</span>
              </p>
              <ShippingLine shipping={basket.shipping} testId="basket-shipping" />
            </div>
            <p className="mt-4 flex justify-between text-lg">
              <span>{t("basket.total")}</span>
              <span className="font-semibold" data-testid="basket-total">
                {formatPrice(basket.total, shop)}
              </span>
            </p>
            <p className="mt-1 text-xs text-neutral-600">{t("basket.vatIncluded")}</p>
            {basket.showsCheckout ? (
              <Form method="post" className="mt-6">
                <input type="hidden" name="intent" value="checkout" />
                <Button look="primary" size="lg" wide testId="basket-checkout">
                  {t("basket.checkout")}
                </Button>
              </Form>
            ) : (
              <p className="mt-6 text-sm text-red-700" data-testid="basket-checkout-blocked">
                {t("basket.checkoutBlocked")}
              </p>
            )}
          </aside>
        </div>
      )}
    </section>
  );
}
