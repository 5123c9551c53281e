import { isOrderId } from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { data, Link, redirect } from "react-router";
import { requireCustomer } from "~/lib/account.server.ts";
import { ordersApi } from "~/lib/orders.server.ts";
import { requireShop, shopPath } from "~/lib/shop.ts";
import type { Route } from "./+types/checkout-payment";

/**
 * Where a redirect payment returns (docs/decisions/0023-order-placement.md), at /checkout/payment/ and, for guests,
 * /guest-checkout/payment/ (docs/decisions/0026): the provider confirms the pending order of the customer the
 * session holds and the shopper goes on to the success page.
 */
export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  const customer = await requireCustomer(context, request, shop);
  const checkoutPath = customer.status.isGuestCustomer ? "/guest-checkout/" : "/checkout/";
  const orderId = url.searchParams.get("order") ?? "";
  if (!isOrderId(orderId)) return data({ checkoutPath }, { status: 400 });
  const answer = await ordersApi.confirmPayment(context, shop, customer.id, orderId);
  if (!answer.ok) return data({ checkoutPath }, { status: answer.status });
  throw redirect(`${shopPath(shop, "/success/")}?cbd=${encodeURIComponent(answer.cbdToken)}`);
}

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function CheckoutPaymentPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-4 py-8" data-testid="payment-failed">
      <title>{t("checkout.paymentReturn.title")}</title>
      <h1 className="text-3xl font-semibold">{t("checkout.paymentReturn.title")}</h1>
      <p role="alert">{t("checkout.paymentReturn.failed")}</p>
      <Link to={`/${params.shop}${loaderData.checkoutPath}`} className="underline">
        {t("checkout.paymentReturn.back")}
      </Link>
    </section>
  );
}
