import { useForm } from "@conform-to/react";
import { paymentKeysForCountry } from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import {
  checkoutView,
  orderDetails,
  placementAnswer,
  unsignedReviewAnswer,
} from "~/checkout/checkout.server.ts";
import { CheckoutForm, checkoutFormOptions, EmptyCheckout } from "~/checkout/checkout-form.tsx";
import { checkoutFormData, checkoutSchema } from "~/checkout/checkout-forms.ts";
import { isVoucherIntent, voucherAction } from "~/checkout/checkout-voucher.server.ts";
import { requireCustomer } from "~/platform/customer-session.server.ts";
import { parseForm, readForm } from "~/platform/form-submission.server.ts";
import { ordersApi } from "~/platform/orders-api.server.ts";
import { revalidateAfterEveryPost } from "~/platform/revalidate.ts";
import { noIndexMeta } from "~/platform/seo.ts";
import { getSession } from "~/platform/session.server.ts";
import { requireShop } from "~/platform/shop.ts";
import { PageHeading } from "~/ui/document-head.tsx";
import type { Route } from "./+types/checkout";

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  const customer = await requireCustomer(context, request, shop);
  const session = await getSession(context, request);
  const { view, headers } = await checkoutView(context, shop, session, {
    customerId: customer.id,
    key: customer.basketKey,
  });
  return data(
    { ...view, customerName: { firstName: customer.firstName, lastName: customer.lastName } },
    { headers },
  );
}

export async function action({ params, request, url, context }: Route.ActionArgs) {
  const shop = requireShop(params, url);
  const customer = await requireCustomer(context, request, shop);
  const formData = await readForm(request);
  const session = await getSession(context, request);
  const basket = { customerId: customer.id, key: customer.basketKey };
  if (isVoucherIntent(formData)) return voucherAction(context, shop, basket, session, formData);
  const paymentKeys = paymentKeysForCountry(shop.country);
  const submission = await parseForm(checkoutFormData(formData), checkoutSchema(paymentKeys));
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const details = orderDetails(context, shop, session, submission.value, "/checkout/payment/");
  if (!details) return unsignedReviewAnswer(submission.reply);
  const answer = await ordersApi.place(context, shop, { customerId: customer.id, ...details });
  return placementAnswer(context, shop, session, submission.reply, answer, {
    reviewed: details.review,
    basket,
  });
}

export const meta = noIndexMeta;

// A refused order (409 when it changed since the review) shows the new review with a new signature at once.
export const shouldRevalidate = revalidateAfterEveryPost;

/**
 * The checkout: voucher, addresses, carrier (rule:checkout.carrier), payment key (rule:checkout.payment-methods),
 * the order review and the legally named order button.
 */
export default function CheckoutPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    ...checkoutFormOptions({ schema: checkoutSchema(loaderData.paymentKeys), actionData }),
    defaultValue: {
      idempotencyKey: loaderData.idempotencyKey,
      billing: loaderData.customerName,
      paymentKey: loaderData.paymentKeys[0],
    },
  });
  if (loaderData.items.length === 0) return <EmptyCheckout shopCode={params.shop} />;
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 py-8">
      <PageHeading title={t("checkout.title")} />
      <CheckoutForm form={form} fields={fields} view={loaderData} actionData={actionData} />
    </section>
  );
}
