import { isOrderId } from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { queueOrderConfirmationMail } from "~/checkout/order-confirmation-mail.server.tsx";
import { requireCustomer } from "~/platform/customer-session.server.ts";
import { ordersApi } from "~/platform/orders-api.server.ts";
import { noIndexMeta } from "~/platform/seo.ts";
import { requireShop, shopPath } from "~/platform/shop.ts";
import { PaymentReturnRefusal } from "~/ui/payment-return-refusal.tsx";
import type { Route } from "./+types/checkout-payment";

/** Why a return confirmed nothing, for each engine refusal with a message of its own. */
const RETURN_REFUSALS: Record<string, "released" | "unverified"> = {
  ORDER_RELEASED: "released",
  PAYMENT_RETURN_UNVERIFIED: "unverified",
};

/**
 * Where a redirect payment returns (docs/decisions/0023-order-placement.md), at /checkout/payment/ and, for guests,
 * /guest-checkout/payment/ (docs/decisions/0026): the engine has the provider verify the return's signed
 * parameters (rule:checkout.payment-return-signature) and confirms the pending order of the customer the session
 * holds, the order confirmation mail is queued and the shopper goes on to the success page.
 * Providers come back by a GET redirect, so this loader confirms; it is idempotent (the engine locks the order and
 * answers a confirmed one as it is, the mail is written once per order), see
 * docs/decisions/0029-order-mails-and-abandoned-payments.md.
 */
export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  const customer = await requireCustomer(context, request, shop);
  const checkoutPath = customer.status.isGuestCustomer ? "/guest-checkout/" : "/checkout/";
  const orderId = url.searchParams.get("order") ?? "";
  if (!isOrderId(orderId)) return data({ checkoutPath, reason: "failed" as const }, { status: 400 });
  const returned = Object.fromEntries(url.searchParams);
  const answer = await ordersApi.confirmPayment(context, shop, customer.id, orderId, returned);
  if (!answer.ok)
    return data(
      { checkoutPath, reason: RETURN_REFUSALS[answer.code] ?? "failed" },
      { status: answer.status },
    );
  await queueOrderConfirmationMail(context, shop, answer.order);
  throw redirect(`${shopPath(shop, "/success/")}?cbd=${encodeURIComponent(answer.cbdToken)}`);
}

export const meta = noIndexMeta;

export default function CheckoutPaymentPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PaymentReturnRefusal
      title={t("checkout.paymentReturn.title")}
      message={t(`checkout.paymentReturn.${loaderData.reason}`)}
      backTo={`/${params.shop}${loaderData.checkoutPath}`}
      backLabel={t("checkout.paymentReturn.back")}
      testId="payment-failed"
    />
  );
}
