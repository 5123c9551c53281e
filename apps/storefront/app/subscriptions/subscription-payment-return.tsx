import { isSubscriptionReference } from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { requireCustomer } from "~/platform/customer-session.server.ts";
import { notFound } from "~/platform/errors.ts";
import { noIndexMeta } from "~/platform/seo.ts";
import { requireShop, shopPath } from "~/platform/shop.ts";
import { PaymentReturnRefusal } from "~/ui/payment-return-refusal.tsx";
import type { Route } from "./+types/subscription-payment-return";
import { confirmPaymentMethodReturn } from "./account-subscriptions.server.ts";

/**
 * Where the payment provider's page sends the customer back after confirming a subscription's new mandate
 * (rule:subscriptions.payment-change): the engine has the provider verify the return's signed parameters, and the
 * customer goes back to the subscription, which names the new method. Providers come back by a GET redirect, so
 * this loader confirms; a repeated return changes nothing and says so.
 */
export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  const customer = await requireCustomer(context, request, shop);
  if (!isSubscriptionReference(params.reference)) throw notFound(url);
  const answer = await confirmPaymentMethodReturn(
    context,
    shop,
    customer.id,
    params.reference,
    Object.fromEntries(url.searchParams),
  );
  if (!answer.ok && answer.status === 404) throw notFound(url);
  if (!answer.ok) return data({ reason: answer.reason }, { status: answer.status });
  throw redirect(
    `${shopPath(shop, `/account/subscriptions/${encodeURIComponent(params.reference)}/`)}?changed=paymentMethod`,
  );
}

export const meta = noIndexMeta;

export default function SubscriptionPaymentReturnPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PaymentReturnRefusal
      title={t("subscriptions.paymentReturn.title")}
      message={t(`subscriptions.paymentReturn.${loaderData.reason}`)}
      backTo={`/${params.shop}/account/subscriptions/${params.reference}/`}
      backLabel={t("subscriptions.paymentReturn.back")}
      testId="subscription-payment-return"
    />
  );
}
