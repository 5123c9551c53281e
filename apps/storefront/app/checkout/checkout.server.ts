import { randomUUID } from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import {
  orderReview,
  type PaymentKey,
  paymentKeysForCountry,
  productTitle,
  type ReviewedOrder,
  reductionsByCategory,
  reviewChanges,
  type ShopConfig,
  subscriptionPaymentKeys,
} from "@eyewear/shop-rules";
import { data, type RouterContextProvider, redirect, type Session } from "react-router";
import { shippingOfBasket } from "~/basket/basket-shipping.ts";
import type { CheckoutView } from "~/checkout/checkout-form.tsx";
import { queueOrderConfirmationMail } from "~/checkout/order-confirmation-mail.server.tsx";
import { eyeLineOf } from "~/contact-lenses/contact-lens-order.ts";
import { readBasketForLoaders } from "~/platform/basket-read.server.ts";
import type { EngineAnswer } from "~/platform/engine-client.server.ts";
import type { OrderAddress, OrderDetails, PlacedOrder } from "~/platform/orders-api.server.ts";
import { productBrand, productName } from "~/platform/product-view.ts";
import { promotionHeadline } from "~/platform/promotion-headline.ts";
import { publicLink } from "~/platform/public-origin.server.ts";
import { commitSession, type SessionData } from "~/platform/session.server.ts";
import { shopPath } from "~/platform/shop.ts";
import { subscriptionIntervalOfLine } from "~/subscriptions/subscription-choice.ts";
import { shownSaving } from "~/ui/line-total.tsx";
import {
  appliedVoucherCode,
  type CheckoutBasket,
  forgetVoucherCode,
  reviewVoucher,
  VOUCHER_ERRORS,
} from "./checkout-voucher.server.ts";
import { reviewChangeErrors, signedReview, verifiedReview } from "./order-review.server.ts";

/** The form error each engine refusal of an order shows, those of a subscription's too (ADR 0055). */
const PLACEMENT_ERRORS: Record<string, string> = {
  OUT_OF_STOCK: "checkout.error.out_of_stock",
  PAYMENT_DECLINED: "checkout.error.payment_declined",
  PAYMENT_TIMEOUT: "checkout.error.payment_timeout",
  BASKET_EMPTY: "checkout.error.basket_empty",
  SUBSCRIPTIONS_OFF: "checkout.error.subscriptions_off",
  SUBSCRIPTION_NEEDS_ACCOUNT: "checkout.error.subscription_needs_account",
  PAYMENT_NOT_REUSABLE: "checkout.error.payment_not_reusable",
  SUBSCRIPTION_INTERVAL_NOT_ALLOWED: "checkout.error.subscription_interval_not_allowed",
  INVALID_SUBSCRIPTION: "checkout.error.invalid_subscription",
};

/**
 * What a checkout page shows of the basket (none: nothing to order), the applied voucher checked again, its
 * carrier and payment keys, and the signed review the order form carries (rule:checkout.reviewed-order);
 * `reviewed` is that review unsigned. `headers` commit the session when it dropped a voucher that no longer applies.
 */
export async function checkoutView(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  session: Session<SessionData>,
  basket: CheckoutBasket,
): Promise<{ view: CheckoutView; reviewed: ReviewedOrder; headers: HeadersInit | undefined }> {
  const engineBasket = basket.key ? await readBasketForLoaders(context, shop, basket.key) : undefined;
  const available = (engineBasket?.items ?? []).filter((item) => item.status === "available");
  // The lines' promotions as the engine evaluated them: a line names the one whose saving it shows.
  const headlines = Object.fromEntries(
    available.flatMap((item) =>
      item.promotion ? [[item.promotion.id, promotionHeadline(item.promotion)]] : [],
    ),
  );
  const items = available.map((item) => ({
    key: item.key,
    brand: productBrand(item.product),
    name: productName(item.product),
    quantity: item.quantity,
    total: item.price.total.withTax,
    saving: shownSaving(item.price.total, headlines),
    // A contact-lens line names its eye and values (rule:contact-lenses.per-eye-order).
    eyeLine: eyeLineOf(item.customData) ? item.customData : undefined,
    subscriptionInterval: subscriptionIntervalOfLine(item.customData),
  }));
  const subtotal = engineBasket?.cost.withTax ?? 0;
  const voucher =
    items.length > 0
      ? await reviewVoucher(context, shop, basket, session)
      : { review: { status: "none" } as const, changed: false };
  const paymentKeys = paymentKeysForCountry(shop.country);
  const subscribes = items.some((item) => item.subscriptionInterval !== undefined);
  const applied = voucher.review.status === "applied" ? voucher.review : undefined;
  const basketReviewed = engineBasket ?? { items: [], cost: { withTax: 0 } };
  const shipping = shippingOfBasket(shop, basketReviewed);
  // The review names the shop's payment methods, as the engine reviews them; the form offers fewer for a subscription.
  const reviewed = orderReview(basketReviewed, applied, shipping, paymentKeys);
  return {
    view: {
      items,
      reductions: reductionsByCategory(engineBasket?.cost.appliedReductions ?? []),
      subtotal,
      voucher: voucher.review,
      total: reviewed.total,
      carrier: shipping.carrier,
      shipping,
      // rule:subscriptions.reusable-payment: a subscription is charged later on a mandate, so only methods giving one
      paymentKeys: subscribes ? subscriptionPaymentKeys(shop.country) : paymentKeys,
      subscribes,
      // One key per rendered form: a double-clicked or resent submit places the order once.
      idempotencyKey: randomUUID(),
      review: signedReview(context, reviewed),
    },
    reviewed,
    headers: voucher.changed ? { "set-cookie": await commitSession(context, session) } : undefined,
  };
}

/** The checkout form's values every checkout sends (lib/checkout-forms.ts). */
interface CheckoutValue {
  idempotencyKey: string;
  review?: string | undefined;
  billing: OrderAddress;
  shipping?: OrderAddress | undefined;
  paymentKey: PaymentKey;
}

/**
 * The order request's part of the checkout form, with the session's applied voucher code (never its value), the
 * page a redirect payment returns to and the review the form carries; undefined when that review is not one this
 * storefront signed (a tampered or missing review, rule:checkout.reviewed-order).
 */
export function orderDetails(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  session: Session<SessionData>,
  value: CheckoutValue,
  paymentReturnPath: string,
): (OrderDetails & { review: ReviewedOrder }) | undefined {
  const review = verifiedReview(context, value.review);
  if (!review) return undefined;
  return {
    review,
    idempotencyKey: value.idempotencyKey,
    billingAddress: value.billing,
    shippingAddress: value.shipping,
    paymentKey: value.paymentKey,
    returnUrl: publicLink(context, shopPath(shop, paymentReturnPath)),
    voucherCode: appliedVoucherCode(session, shop),
  };
}

/** The checkout action's answer to an order form whose review this storefront did not sign. */
export function unsignedReviewAnswer(
  reply: (options: { formErrors: string[] }) => SubmissionResult<string[]>,
) {
  return data(reply({ formErrors: ["checkout.error.review_invalid"] }), { status: 400 });
}

/**
 * The form errors for an order the engine refused as changed since the review: what changed, named by comparing
 * the review with the checkout as it stands now (rule:checkout.reviewed-order), and the session's headers when
 * that dropped a voucher.
 */
async function changedSinceReview(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  session: Session<SessionData>,
  review: { reviewed: ReviewedOrder; basket: CheckoutBasket },
) {
  const now = await checkoutView(context, shop, session, review.basket);
  const names = new Map(now.view.items.map((item) => [item.key, productTitle(item.brand, item.name)]));
  return {
    errors: reviewChangeErrors(reviewChanges(review.reviewed, now.reviewed), names, shop),
    headers: now.headers,
  };
}

/**
 * The checkout action's answer to the engine's: a refusal is the form's error (a voucher that can no longer be
 * used is dropped, so the review shows the total without it; an order changed since its `review` names what
 * changed, and the page shows the new review); a placed order forgets the applied voucher, queues
 * the confirmation mail once its payment is authorised, and goes on to the payment provider's page or the success
 * page. `commitPlaced` commits the session after a placement (the guest checkout holds its guest customer there).
 */
export async function placementAnswer(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  session: Session<SessionData>,
  reply: (options: { formErrors: string[] }) => SubmissionResult<string[]>,
  answer: EngineAnswer<PlacedOrder>,
  review: { reviewed: ReviewedOrder; basket: CheckoutBasket },
  commitPlaced?: (placed: PlacedOrder) => Promise<string>,
) {
  if (!answer.ok && answer.code === "REVIEW_CHANGED") {
    const { errors, headers } = await changedSinceReview(context, shop, session, review);
    return data(reply({ formErrors: errors }), { status: answer.status, headers });
  }
  if (!answer.ok) {
    const voucherError = VOUCHER_ERRORS[answer.code];
    if (voucherError) forgetVoucherCode(session, shop);
    const error = voucherError ?? PLACEMENT_ERRORS[answer.code] ?? "checkout.error.failed";
    const headers = voucherError ? { "set-cookie": await commitSession(context, session) } : undefined;
    return data(reply({ formErrors: [error] }), { status: answer.status, headers });
  }
  const hadVoucher = appliedVoucherCode(session, shop) !== undefined;
  if (hadVoucher) forgetVoucherCode(session, shop);
  const cookie = commitPlaced
    ? await commitPlaced(answer)
    : hadVoucher
      ? await commitSession(context, session)
      : undefined;
  const headers = cookie ? { "set-cookie": cookie } : undefined;
  if (answer.payment.status === "redirect") throw redirect(answer.payment.url, { headers });
  if (answer.payment.status === "authorized") await queueOrderConfirmationMail(context, shop, answer.order);
  throw redirect(`${shopPath(shop, "/success/")}?cbd=${encodeURIComponent(answer.cbdToken)}`, { headers });
}
