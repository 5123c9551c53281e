import {
  type FieldMetadata,
  type FormMetadata,
  getFormProps,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { PaymentKey, ReductionSum, ShippingCost } from "@eyewear/shop-rules";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import type { z } from "zod";
import { checkoutFormData, REVIEW_FIELD, SHIPPING_DIFFERS_FIELD } from "~/checkout/checkout-forms.ts";
import type { VoucherFormResult, VoucherReview } from "~/checkout/checkout-voucher.server.ts";
import { EyeLineValues } from "~/contact-lenses/eye-line.tsx";
import { SubscriptionNote } from "~/subscriptions/subscription-choice.tsx";
import { BrandLine } from "~/ui/brand-line.tsx";
import { Button } from "~/ui/button.tsx";
import { CostSummary } from "~/ui/cost-summary.tsx";
import { PageHeading } from "~/ui/document-head.tsx";
import { FieldErrors, FormField, translateFormError } from "~/ui/form-field.tsx";
import { LineTotal, type ShownSaving } from "~/ui/line-total.tsx";
import type { PostalAddressFields } from "~/ui/postal-address.tsx";
import { useHydrated } from "~/ui/use-hydrated.ts";
import { VoucherForm } from "./voucher-form.tsx";

/** What a checkout page shows of the basket it places, and the form's idempotency key. */
export interface CheckoutView {
  items: {
    key: string;
    brand: string;
    name: string;
    quantity: number;
    total: number;
    /** What the line's promotion took off, shown as its price before (rule:orders.reductions-shown). */
    saving: ShownSaving | undefined;
    eyeLine: unknown;
    subscriptionInterval: number | undefined;
  }[];
  /** The basket's reductions by category (rule:orders.reductions-shown). */
  reductions: ReductionSum[];
  /** The basket's total before the voucher. */
  subtotal: number;
  voucher: VoucherReview;
  /** What the order will cost: the subtotal less the applied voucher, plus shipping. */
  total: number;
  carrier: string;
  /** What shipping costs and why it is free (rule:shipping.cost). */
  shipping: ShippingCost;
  paymentKeys: readonly PaymentKey[];
  /** A line is subscribed: only payment methods giving a mandate are offered (rule:subscriptions.reusable-payment). */
  subscribes: boolean;
  idempotencyKey: string;
  /** What this page shows, signed; the order is placed only at it (rule:checkout.reviewed-order). */
  review: string;
}

export type AddressFields = ReturnType<FieldMetadata<PostalAddressFields>["getFieldset"]>;

/** The fields every checkout form has (lib/checkout-forms.ts), whatever else its schema asks. */
export interface CheckoutFields {
  idempotencyKey: FieldMetadata<string>;
  billing: FieldMetadata<PostalAddressFields>;
  shippingDiffers: FieldMetadata<boolean | undefined>;
  shipping: FieldMetadata<PostalAddressFields | undefined>;
  paymentKey: FieldMetadata<PaymentKey>;
}

/** The answers of a checkout action: the order form's, or the voucher forms' (posted without JavaScript). */
export type CheckoutActionData = SubmissionResult<string[]> | VoucherFormResult | null | undefined;

function voucherFormResult(actionData: CheckoutActionData): VoucherFormResult | undefined {
  return actionData && "voucherForm" in actionData ? actionData : undefined;
}

function orderFormResult(actionData: CheckoutActionData): SubmissionResult<string[]> | null | undefined {
  return actionData && "voucherForm" in actionData ? undefined : actionData;
}

/**
 * Conform's options for a checkout form (spread into `useForm`, next to its `defaultValue`): its action's schema validates in the browser
 * too, without the shipping fields unless the shopper asked for a shipping address of their own. Only the order
 * form's answers belong to Conform.
 */
export function checkoutFormOptions<Schema extends z.ZodType>({
  schema,
  actionData,
}: {
  schema: Schema;
  actionData: CheckoutActionData;
}) {
  return {
    id: "checkout",
    lastResult: orderFormResult(actionData),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }: { formData: FormData }) =>
      parseWithZod(checkoutFormData(formData), { schema }),
  } as const;
}

/** Each address field with what browsers fill into it (after "billing" or "shipping"). */
const ADDRESS_AUTOCOMPLETE: Record<keyof PostalAddressFields, string> = {
  firstName: "given-name",
  lastName: "family-name",
  street: "address-line1",
  houseNumber: "address-line2",
  zipCode: "postal-code",
  city: "address-level2",
};

/** An address's fields under a legend, each with what browsers fill into it (the checkout's and an account page's). */
export function AddressFieldset({
  legend,
  fields,
  prefix,
}: {
  legend: string;
  fields: AddressFields;
  prefix: string;
}) {
  return (
    <fieldset className="flex flex-col gap-3 rounded border border-neutral-300 p-4">
      <legend className="px-1 text-lg font-semibold">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {(Object.keys(ADDRESS_AUTOCOMPLETE) as (keyof PostalAddressFields)[]).map((name) => (
          <FormField
            key={name}
            field={fields[name]}
            type="text"
            autoComplete={`${prefix} ${ADDRESS_AUTOCOMPLETE[name]}`}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** The billing address and, when asked for (always shown without JavaScript), a shipping address of its own. */
function AddressFieldsets({ fields }: { fields: CheckoutFields }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [shippingDiffers, setShippingDiffers] = useState(fields.shippingDiffers.initialValue === "on");
  return (
    <>
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
    </>
  );
}

function PaymentFieldset({
  field,
  paymentKeys,
}: {
  field: CheckoutFields["paymentKey"];
  paymentKeys: readonly PaymentKey[];
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2 rounded border border-neutral-300 p-4">
      <legend className="px-1 text-lg font-semibold">{t("checkout.paymentTitle")}</legend>
      {paymentKeys.map((key) => (
        <label key={key} className="flex items-center gap-2">
          <input
            type="radio"
            name={field.name}
            value={key}
            defaultChecked={field.initialValue === key}
            data-testid={`payment-${key}`}
          />
          {t(`checkout.payment.${key}`)}
        </label>
      ))}
      <FieldErrors
        id={field.errorId}
        errors={field.errors}
        translate={(error) => translateFormError(t, error)}
      />
    </fieldset>
  );
}

function OrderReview({ view }: { view: CheckoutView }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-3" aria-labelledby="checkout-review" data-testid="checkout-review">
      <h2 id="checkout-review" className="text-lg font-semibold">
        {t("checkout.review")}
      </h2>
      <ul className="flex flex-col divide-y divide-neutral-200">
        {view.items.map((item) => (
          <li key={item.key} className="flex justify-between gap-4 py-2" data-testid="checkout-item">
            <span className="min-w-0">
              <BrandLine brand={item.brand} name={item.name} className="font-medium" />
              <span className="block">{item.name}</span>
              <EyeLineValues customData={item.eyeLine} testId="checkout-item-eye" />
              <SubscriptionNote interval={item.subscriptionInterval} testId="checkout-item-subscription" />
              <span className="block text-sm text-neutral-700">
                {t("checkout.quantity", { count: item.quantity })}
              </span>
            </span>
            <LineTotal total={item.total} saving={item.saving} testId="checkout-item-total" />
          </li>
        ))}
      </ul>
      <div className="border-t border-neutral-300 pt-2">
        <CostSummary
          reductions={view.reductions}
          subtotal={view.subtotal}
          vouchers={
            view.voucher.status === "applied"
              ? [{ code: view.voucher.code, amount: view.voucher.reduction }]
              : []
          }
          shipping={view.shipping}
          total={view.total}
          testId="checkout"
        />
      </div>
    </section>
  );
}

/**
 * The checkout form, after the voucher form of its own (forms do not nest): `children` (the fields a checkout
 * asks beyond the shared ones) first, then the addresses, the carrier, the payment key, the order review and the
 * legally named order button.
 */
export function CheckoutForm<Schema extends Record<string, unknown>>({
  form,
  fields,
  view,
  actionData,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  fields: CheckoutFields;
  view: CheckoutView;
  actionData: CheckoutActionData;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <>
      <VoucherForm review={view.voucher} result={voucherFormResult(actionData)} />
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-6" data-testid="checkout-form">
        <input type="hidden" name={fields.idempotencyKey.name} value={view.idempotencyKey} />
        <input type="hidden" name={REVIEW_FIELD} value={view.review} />
        <FieldErrors
          id={form.errorId}
          errors={form.errors}
          translate={(error) => translateFormError(t, error)}
        />
        {children}
        <AddressFieldsets fields={fields} />
        <section className="flex flex-col gap-1" aria-labelledby="checkout-carrier">
          <h2 id="checkout-carrier" className="text-lg font-semibold">
            {t("checkout.carrierTitle")}
          </h2>
          <p data-testid="checkout-carrier">
            {t("checkout.carrierText", { carrier: t(`checkout.carrier.${view.carrier}`) })}
          </p>
        </section>
        <PaymentFieldset field={fields.paymentKey} paymentKeys={view.paymentKeys} />
        {view.subscribes ? (
          <p className="text-sm text-neutral-700" data-testid="checkout-subscription-payment">
            {t("checkout.subscriptionPayment")}
          </p>
        ) : null}
        <OrderReview view={view} />
        <Button
          look="strong"
          size="lg"
          disabled={navigation.state === "submitting"}
          className="text-lg"
          testId="checkout-submit"
        >
          {t("checkout.submit")}
        </Button>
      </Form>
    </>
  );
}

/** A checkout page without anything to order: back to the basket. */
export function EmptyCheckout({ shopCode }: { shopCode: string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-4 py-8" data-testid="checkout-empty">
      <PageHeading title={t("checkout.title")} />
      <p>{t("checkout.empty")}</p>
      <Link to={`/${shopCode}/basket/`} className="underline">
        {t("checkout.toBasket")}
      </Link>
    </section>
  );
}
