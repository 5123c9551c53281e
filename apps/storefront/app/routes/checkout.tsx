import { randomUUID } from "node:crypto";
import { type FieldMetadata, getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { carrierForCountry, formatPrice, type PaymentKey, paymentKeysForCountry } from "@eyewear/shop-rules";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { FieldErrors, FormField } from "~/components/account/form-field.tsx";
import { VoucherForm } from "~/components/checkout/voucher-form.tsx";
import { requireCustomer } from "~/lib/account.server.ts";
import { translateFormError } from "~/lib/account-forms.ts";
import { BASKET_WITH } from "~/lib/basket.server.ts";
import {
  checkoutFormData,
  checkoutSchema,
  SHIPPING_DIFFERS_FIELD,
  VOUCHER_INTENTS,
} from "~/lib/checkout-forms.ts";
import {
  appliedVoucherCode,
  forgetVoucherCode,
  reviewVoucher,
  VOUCHER_ERRORS,
  voucherAction,
} from "~/lib/checkout-voucher.server.ts";
import { commerceClient } from "~/lib/commerce.server.ts";
import { mailLink } from "~/lib/mail.server.ts";
import { queueOrderConfirmationMail } from "~/lib/order-mail.server.tsx";
import { ordersApi } from "~/lib/orders.server.ts";
import { productBrand, productName } from "~/lib/product-view.ts";
import { commitSession, getSession } from "~/lib/session.server.ts";
import { requireShop, shopPath } from "~/lib/shop.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";
import type { Route } from "./+types/checkout";
import { useShop } from "./shop-layout.tsx";

/** The form error each engine refusal of an order shows. */
const PLACEMENT_ERRORS: Record<string, string> = {
  OUT_OF_STOCK: "checkout.error.out_of_stock",
  PAYMENT_DECLINED: "checkout.error.payment_declined",
  PAYMENT_TIMEOUT: "checkout.error.payment_timeout",
  BASKET_EMPTY: "checkout.error.basket_empty",
};

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  const customer = await requireCustomer(context, request, shop);
  const { basket } = await commerceClient(context, shop).basket.get(customer.basketKey, {
    with: BASKET_WITH,
  });
  const session = await getSession(context, request);
  const voucher = await reviewVoucher(context, shop, customer.id, session);
  const headers = voucher.changed ? { "set-cookie": await commitSession(context, session) } : undefined;
  return data(
    {
      items: basket.items
        .filter((item) => item.status === "available")
        .map((item) => ({
          key: item.key,
          brand: productBrand(item.product),
          name: productName(item.product),
          quantity: item.quantity,
          total: item.price.total.withTax,
        })),
      subtotal: basket.cost.withTax,
      voucher: voucher.review,
      total: voucher.review.status === "applied" ? voucher.review.totalWithTax : basket.cost.withTax,
      carrier: carrierForCountry(shop.country),
      paymentKeys: paymentKeysForCountry(shop.country),
      // One key per rendered form: a double-clicked or resent submit places the order once.
      idempotencyKey: randomUUID(),
      customerName: { firstName: customer.firstName, lastName: customer.lastName },
    },
    { headers },
  );
}

export async function action({ params, request, url, context }: Route.ActionArgs) {
  const shop = requireShop(params, url);
  const customer = await requireCustomer(context, request, shop);
  const formData = await request.formData();
  const session = await getSession(context, request);
  const intent = formData.get("intent");
  if (intent === VOUCHER_INTENTS.apply || intent === VOUCHER_INTENTS.remove)
    return voucherAction(context, shop, customer.id, session, formData);
  const paymentKeys = paymentKeysForCountry(shop.country);
  const submission = parseWithZod(checkoutFormData(formData), { schema: checkoutSchema(paymentKeys) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const value = submission.value;
  const voucherCode = appliedVoucherCode(session, shop);
  const answer = await ordersApi.place(context, shop, {
    customerId: customer.id,
    idempotencyKey: value.idempotencyKey,
    billingAddress: value.billing,
    shippingAddress: value.shipping,
    paymentKey: value.paymentKey,
    returnUrl: mailLink(context, request, shopPath(shop, "/checkout/payment/")),
    voucherCode,
  });
  if (!answer.ok) {
    const voucherError = VOUCHER_ERRORS[answer.code];
    // A voucher that can no longer be used is dropped; the review then shows the total without it.
    if (voucherError) forgetVoucherCode(session, shop);
    const error = voucherError ?? PLACEMENT_ERRORS[answer.code] ?? "checkout.error.failed";
    const headers = voucherError ? { "set-cookie": await commitSession(context, session) } : undefined;
    return data(submission.reply({ formErrors: [error] }), { status: answer.status, headers });
  }
  if (voucherCode) forgetVoucherCode(session, shop);
  const headers = voucherCode ? { "set-cookie": await commitSession(context, session) } : undefined;
  if (answer.payment.status === "redirect") throw redirect(answer.payment.url, { headers });
  if (answer.payment.status === "authorized")
    await queueOrderConfirmationMail(context, request, shop, answer.order);
  throw redirect(`${shopPath(shop, "/success/")}?cbd=${encodeURIComponent(answer.cbdToken)}`, { headers });
}

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

type AddressFields = ReturnType<
  FieldMetadata<{
    firstName: string;
    lastName: string;
    street: string;
    houseNumber: string;
    zipCode: string;
    city: string;
  }>["getFieldset"]
>;

function AddressFieldset({
  legend,
  fields,
  prefix,
}: {
  legend: string;
  fields: AddressFields;
  prefix: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-3 rounded border border-neutral-300 p-4">
      <legend className="px-1 text-lg font-semibold">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          field={fields.firstName}
          label={t("form_fields.firstName")}
          type="text"
          autoComplete={`${prefix} given-name`}
        />
        <FormField
          field={fields.lastName}
          label={t("form_fields.lastName")}
          type="text"
          autoComplete={`${prefix} family-name`}
        />
        <FormField
          field={fields.street}
          label={t("form_fields.street")}
          type="text"
          autoComplete={`${prefix} address-line1`}
        />
        <FormField
          field={fields.houseNumber}
          label={t("form_fields.houseNumber")}
          type="text"
          autoComplete={`${prefix} address-line2`}
        />
        <FormField
          field={fields.zipCode}
          label={t("form_fields.zipCode")}
          type="text"
          autoComplete={`${prefix} postal-code`}
        />
        <FormField
          field={fields.city}
          label={t("form_fields.city")}
          type="text"
          autoComplete={`${prefix} address-level2`}
        />
      </div>
    </fieldset>
  );
}

/** S1 §2 checkout: addresses, carrier, payment key, the order review and the legally named order button. */
export default function CheckoutPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const shop = useShop();
  const paymentKeys: readonly PaymentKey[] = loaderData.paymentKeys;
  // The voucher forms post to this action too; only the order form's answers belong to Conform.
  const placementResult = actionData && !("voucherForm" in actionData) ? actionData : undefined;
  const voucherResult = actionData && "voucherForm" in actionData ? actionData : undefined;
  const [form, fields] = useForm({
    id: "checkout",
    lastResult: placementResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: {
      idempotencyKey: loaderData.idempotencyKey,
      billing: loaderData.customerName,
      paymentKey: paymentKeys[0],
    },
    onValidate: ({ formData }) =>
      parseWithZod(checkoutFormData(formData), { schema: checkoutSchema(paymentKeys) }),
  });
  const [shippingDiffers, setShippingDiffers] = useState(fields.shippingDiffers.initialValue === "on");
  if (loaderData.items.length === 0) {
    return (
      <section className="mx-auto flex max-w-2xl flex-col gap-4 py-8" data-testid="checkout-empty">
        <title>{t("checkout.title")}</title>
        <h1 className="text-3xl font-semibold">{t("checkout.title")}</h1>
        <p>{t("checkout.empty")}</p>
        <Link to={`/${params.shop}/basket/`} className="underline">
          {t("checkout.toBasket")}
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 py-8">
      <title>{t("checkout.title")}</title>
      <h1 className="text-3xl font-semibold">{t("checkout.title")}</h1>
      <VoucherForm review={loaderData.voucher} result={voucherResult} />
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-6" data-testid="checkout-form">
        <input type="hidden" name={fields.idempotencyKey.name} value={loaderData.idempotencyKey} />
        <FieldErrors
          id={form.errorId}
          errors={form.errors}
          translate={(error) => translateFormError(t, error)}
        />
        <AddressFieldset
          legend={t("checkout.billing")}
          fields={fields.billing.getFieldset()}
          prefix="billing"
        />
        <div className="flex flex-col gap-1">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              name={SHIPPING_DIFFERS_FIELD}
              defaultChecked={fields.shippingDiffers.initialValue === "on"}
              onChange={(event) => setShippingDiffers(event.currentTarget.checked)}
              data-testid="shipping-differs"
            />
            {t("checkout.shippingDiffers")}
          </label>
          {hydrated ? null : <p className="text-sm text-neutral-700">{t("checkout.shippingHint")}</p>}
        </div>
        {!hydrated || shippingDiffers ? (
          <AddressFieldset
            legend={t("checkout.shipping")}
            fields={fields.shipping.getFieldset()}
            prefix="shipping"
          />
        ) : null}
        <section className="flex flex-col gap-1" aria-labelledby="checkout-carrier">
          <h2 id="checkout-carrier" className="text-lg font-semibold">
            {t("checkout.carrierTitle")}
          </h2>
          <p data-testid="checkout-carrier">
            {t("checkout.carrierText", { carrier: t(`checkout.carrier.${loaderData.carrier}`) })}
          </p>
        </section>
        <fieldset className="flex flex-col gap-2 rounded border border-neutral-300 p-4">
          <legend className="px-1 text-lg font-semibold">{t("checkout.paymentTitle")}</legend>
          {paymentKeys.map((key) => (
            <label key={key} className="flex items-center gap-2">
              <input
                type="radio"
                name={fields.paymentKey.name}
                value={key}
                defaultChecked={fields.paymentKey.initialValue === key}
                data-testid={`payment-${key}`}
              />
              {t(`checkout.payment.${key}`)}
            </label>
          ))}
          <FieldErrors
            id={fields.paymentKey.errorId}
            errors={fields.paymentKey.errors}
            translate={(error) => translateFormError(t, error)}
          />
        </fieldset>
        <section
          className="flex flex-col gap-3"
          aria-labelledby="checkout-review"
          data-testid="checkout-review"
        >
          <h2 id="checkout-review" className="text-lg font-semibold">
            {t("checkout.review")}
          </h2>
          <ul className="flex flex-col divide-y divide-neutral-200">
            {loaderData.items.map((item) => (
              <li key={item.key} className="flex justify-between gap-4 py-2">
                <span>
                  <span className="block font-medium">{item.brand}</span>
                  <span className="block">{item.name}</span>
                  <span className="block text-sm text-neutral-700">
                    {t("checkout.quantity", { count: item.quantity })}
                  </span>
                </span>
                <span>{formatPrice(item.total, shop)}</span>
              </li>
            ))}
          </ul>
          {loaderData.voucher.status === "applied" ? (
            <dl className="flex flex-col gap-1 border-t border-neutral-300 pt-2">
              <div className="flex justify-between">
                <dt>{t("checkout.subtotal")}</dt>
                <dd data-testid="checkout-subtotal">{formatPrice(loaderData.subtotal, shop)}</dd>
              </div>
              <div className="flex justify-between">
                <dt>{t("orders.voucher", { code: loaderData.voucher.code })}</dt>
                <dd data-testid="checkout-voucher-reduction">
                  −{formatPrice(loaderData.voucher.reduction, shop)}
                </dd>
              </div>
            </dl>
          ) : null}
          <p className="flex justify-between border-t border-neutral-900 pt-2 font-semibold">
            <span>
              {t("checkout.total")} <span className="text-sm font-normal">{t("checkout.vatIncluded")}</span>
            </span>
            <span data-testid="checkout-total">{formatPrice(loaderData.total, shop)}</span>
          </p>
        </section>
        <button
          type="submit"
          disabled={navigation.state === "submitting"}
          className="rounded bg-neutral-900 px-4 py-3 text-lg font-semibold text-white"
          data-testid="checkout-submit"
        >
          {t("checkout.submit")}
        </button>
      </Form>
    </section>
  );
}
