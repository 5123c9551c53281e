import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  formatPrice,
  isSubscriptionReference,
  OFFERED_DELIVERY_DAYS,
  type PaymentKey,
  subscriptionPaymentKeys,
} from "@eyewear/shop-rules";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AddressFieldset } from "~/checkout/checkout-form.tsx";
import { requireCustomer } from "~/platform/customer-session.server.ts";
import { notFound } from "~/platform/errors.ts";
import { parseForm } from "~/platform/form-submission.server.ts";
import { revalidateAfterEveryPost } from "~/platform/revalidate.ts";
import { noIndexMeta } from "~/platform/seo.ts";
import { requireShop } from "~/platform/shop.ts";
import { useShop } from "~/platform/shop-data.ts";
import { OutcomeAlert } from "~/ui/alerts.tsx";
import { Button } from "~/ui/button.tsx";
import { PageHeading } from "~/ui/document-head.tsx";
import { PostalAddress } from "~/ui/postal-address.tsx";
import { TotalLine } from "~/ui/price.tsx";
import type { Route } from "./+types/account-subscription";
import { type SubscriptionChangeIntent, subscriptionChangeForm } from "./account-subscription-forms.ts";
import {
  changePaymentMethod,
  changeSubscription,
  type Subscription,
  subscriptionsApi,
} from "./account-subscriptions.server.ts";
import { SubscriptionItems, SubscriptionStatus } from "./subscription-items.tsx";
import {
  formatCalendarDay,
  type SubscriptionChangeOutcome,
  subscriptionChangeAlert,
} from "./subscription-outcome.ts";

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  const customer = await requireCustomer(context, request, shop);
  // Another customer's reference is as unknown as a missing one: the engine looks it up for this customer only.
  if (!isSubscriptionReference(params.reference)) throw notFound(url);
  const answer = await subscriptionsApi.get(context, shop, customer.id, params.reference);
  if (!answer.ok) throw notFound(url);
  const { subscription } = answer;
  return {
    subscription,
    paymentKeys: subscriptionPaymentKeys(shop.country),
    // Back from confirming a new payment method on the provider's page (subscription-payment-return.tsx).
    returnedOutcome:
      url.searchParams.get("changed") === "paymentMethod"
        ? changedOutcome("paymentMethod", subscription)
        : undefined,
  };
}

/** The confirmation of a change that now holds for the subscription. */
function changedOutcome(
  intent: SubscriptionChangeIntent,
  subscription: Subscription,
): SubscriptionChangeOutcome {
  return {
    ok: true,
    intent,
    nextDeliveryOn: subscription.nextDeliveryOn,
    intervalMonths: subscription.intervalMonths,
    cancellationEffectiveOn: subscription.cancellation?.effectiveOn,
  };
}

/** The page's answer to one of its forms: the change's outcome and, for the address form, Conform's reply. */
interface SubscriptionActionData {
  outcome: SubscriptionChangeOutcome;
  addressReply?: SubmissionResult<string[]>;
}

/**
 * One change of the customer's subscription (skip, interval, delivery day, address, pause, resume, cancel), each a
 * plain form post answered with its confirmation or translated refusal; the engine mails the owner and the mail is
 * sent at once.
 */
export async function action({ params, request, url, context }: Route.ActionArgs) {
  const shop = requireShop(params, url);
  const customer = await requireCustomer(context, request, shop);
  if (!isSubscriptionReference(params.reference)) throw notFound(url);
  const submission = await parseForm(request, subscriptionChangeForm);
  if (submission.status !== "success")
    return data<SubscriptionActionData>(
      {
        outcome: { ok: false, errorKey: "subscriptions.error.invalid" },
        addressReply: submission.reply(),
      },
      { status: 400 },
    );
  const form = submission.value;
  const answer =
    form.intent === "paymentMethod"
      ? await changePaymentMethod(context, shop, customer.id, params.reference, form.paymentKey)
      : await changeSubscription(context, shop, customer.id, params.reference, form);
  if (!answer.ok && answer.status === 404) throw notFound(url);
  if (!answer.ok)
    return data<SubscriptionActionData>(
      { outcome: { ok: false, errorKey: answer.errorKey } },
      { status: answer.status },
    );
  // The customer confirms a new mandate on the provider's page first (rule:subscriptions.payment-change).
  if (answer.redirectUrl) throw redirect(answer.redirectUrl);
  return data<SubscriptionActionData>({ outcome: changedOutcome(answer.intent, answer.subscription) });
}

export const meta = noIndexMeta;
export const shouldRevalidate = revalidateAfterEveryPost;

/** A subscription with what the customer may change: skip, interval, delivery day, address, pause, resume, cancel. */
export default function AccountSubscriptionPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const shop = useShop();
  const { subscription, paymentKeys, returnedOutcome } = loaderData;
  const running = subscription.cancellation === null;
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 py-8" data-testid="account-subscription">
      <Link to={`/${params.shop}/account/subscriptions/`} className="underline">
        {t("subscriptions.back")}
      </Link>
      <PageHeading title={t("subscriptions.reference", { id: subscription.id })} />
      <OutcomeAlert
        outcome={actionData?.outcome ?? returnedOutcome}
        toAlert={(outcome) => subscriptionChangeAlert(outcome, t, shop.locale)}
      />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium">{t("subscriptions.statusLabel")}</dt>
        <dd>
          <SubscriptionStatus subscription={subscription} />
        </dd>
        <dt className="font-medium">{t("subscription.choice.interval")}</dt>
        <dd data-testid="subscription-interval">
          {t("subscription.every", { count: subscription.intervalMonths })}
        </dd>
        <dt className="font-medium">{t("subscription.choice.deliveryDay")}</dt>
        <dd data-testid="subscription-delivery-day">
          {t("subscription.dayOfMonth", { day: subscription.preferredDeliveryDay })}
        </dd>
        {subscription.status === "cancelled" ? null : (
          <>
            <dt className="font-medium">{t("subscriptions.nextDeliveryLabel")}</dt>
            <dd data-testid="subscription-next-delivery" data-day={subscription.nextDeliveryOn}>
              {formatCalendarDay(subscription.nextDeliveryOn, shop.locale)}
            </dd>
          </>
        )}
        <dt className="font-medium">{t("orders.payment")}</dt>
        <dd data-testid="subscription-payment">{t(`checkout.payment.${subscription.paymentKey}`)}</dd>
      </dl>
      <SubscriptionItems subscription={subscription} />
      <TotalLine amount={subscription.cost.withTax} testId="subscription-total" />
      <div className="grid gap-4 sm:grid-cols-2">
        <PostalAddress title={t("checkout.billing")} address={subscription.addresses.billing} />
        <PostalAddress title={t("checkout.shipping")} address={subscription.addresses.shipping} />
      </div>
      {running ? (
        <SubscriptionForms subscription={subscription} paymentKeys={paymentKeys} actionData={actionData} />
      ) : null}
      {subscription.cancellation ? (
        <p data-testid="subscription-cancelled">
          {t("subscriptions.cancelledOn", {
            date: formatCalendarDay(subscription.cancellation.receivedAt.slice(0, 10), shop.locale),
            end: formatCalendarDay(subscription.cancellation.effectiveOn, shop.locale),
          })}
        </p>
      ) : null}
      <p className="text-sm text-neutral-700">
        {t("subscriptions.paymentHint", { price: formatPrice(subscription.cost.withTax, shop) })}
      </p>
    </section>
  );
}

/** One change as a form of its own under a heading. */
function ChangeForm({
  intent,
  title,
  submit,
  children,
}: {
  intent: string;
  title: string;
  submit: string;
  children?: ReactNode;
}) {
  const navigation = useNavigation();
  const headingId = `subscription-${intent}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded border border-neutral-300 p-4"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      <Form
        method="post"
        className="flex flex-col items-start gap-3"
        data-testid={`subscription-form-${intent}`}
      >
        <input type="hidden" name="intent" value={intent} />
        {children}
        <Button
          look="secondary"
          disabled={navigation.state === "submitting"}
          testId={`subscription-submit-${intent}`}
        >
          {submit}
        </Button>
      </Form>
    </section>
  );
}

/** A labelled choice among the values a change may take, the subscription's current one chosen. */
function ChangeSelect<Value extends string | number>({
  label,
  name,
  current,
  values,
  describe,
  testId,
}: {
  label: string;
  name: string;
  current: Value;
  values: readonly Value[];
  describe: (value: Value) => string;
  testId: string;
}) {
  return (
    <label className="flex flex-col gap-1">
      <span className="font-medium">{label}</span>
      <select
        name={name}
        defaultValue={current}
        data-testid={testId}
        className="rounded border border-neutral-500 px-3 py-2"
      >
        {values.map((value) => (
          <option key={value} value={value}>
            {describe(value)}
          </option>
        ))}
      </select>
    </label>
  );
}

function SubscriptionForms({
  subscription,
  paymentKeys,
  actionData,
}: {
  subscription: Subscription;
  paymentKeys: readonly PaymentKey[];
  actionData: SubscriptionActionData | undefined;
}) {
  const { t } = useTranslation();
  const active = subscription.status === "active";
  const days = [...new Set([...OFFERED_DELIVERY_DAYS, subscription.preferredDeliveryDay])].sort(
    (a, b) => a - b,
  );
  return (
    <div className="flex flex-col gap-4">
      {active ? (
        <ChangeForm
          intent="skip"
          title={t("subscriptions.skip.title")}
          submit={t("subscriptions.skip.submit")}
        >
          <p className="text-sm">{t("subscriptions.skip.text")}</p>
        </ChangeForm>
      ) : null}
      <ChangeForm
        intent="interval"
        title={t("subscriptions.interval.title")}
        submit={t("subscriptions.interval.submit")}
      >
        <ChangeSelect
          label={t("subscription.choice.interval")}
          name="intervalMonths"
          current={subscription.intervalMonths}
          values={subscription.allowedIntervals}
          describe={(interval) => t("subscription.every", { count: interval })}
          testId="subscription-interval-select"
        />
      </ChangeForm>
      <ChangeForm
        intent="deliveryDay"
        title={t("subscriptions.deliveryDay.title")}
        submit={t("subscriptions.deliveryDay.submit")}
      >
        <ChangeSelect
          label={t("subscription.choice.deliveryDay")}
          name="preferredDeliveryDay"
          current={subscription.preferredDeliveryDay}
          values={days}
          describe={(day) => t("subscription.dayOfMonth", { day })}
          testId="subscription-day-select"
        />
      </ChangeForm>
      <AddressForm subscription={subscription} lastResult={actionData?.addressReply} />
      <ChangeForm
        intent="paymentMethod"
        title={t("subscriptions.paymentMethod.title")}
        submit={t("subscriptions.paymentMethod.submit")}
      >
        <p className="text-sm">{t("subscriptions.paymentMethod.text")}</p>
        <ChangeSelect
          label={t("orders.payment")}
          name="paymentKey"
          current={subscription.paymentKey}
          values={paymentKeys}
          describe={(paymentKey) => t(`checkout.payment.${paymentKey}`)}
          testId="subscription-payment-select"
        />
      </ChangeForm>
      {active ? (
        <ChangeForm
          intent="pause"
          title={t("subscriptions.pause.title")}
          submit={t("subscriptions.pause.submit")}
        >
          <p className="text-sm">{t("subscriptions.pause.text")}</p>
        </ChangeForm>
      ) : (
        <ChangeForm
          intent="resume"
          title={t("subscriptions.resume.title")}
          submit={t("subscriptions.resume.submit")}
        />
      )}
      <ChangeForm
        intent="cancel"
        title={t("subscriptions.cancel.title")}
        submit={t("subscriptions.cancel.submit")}
      >
        <p className="text-sm">{t("subscriptions.cancel.text")}</p>
        <label className="flex w-full flex-col gap-1">
          <span className="font-medium">{t("subscriptions.cancel.reason")}</span>
          <textarea
            name="reason"
            maxLength={500}
            rows={3}
            data-testid="subscription-cancel-reason"
            className="w-full rounded border border-neutral-500 px-3 py-2"
          />
        </label>
      </ChangeForm>
    </div>
  );
}

/** The shipping address of the next deliveries, with the checkout's fields and their rules. */
function AddressForm({
  subscription,
  lastResult,
}: {
  subscription: Subscription;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { countryCode: _country, ...shipping } = subscription.addresses.shipping;
  const [form, fields] = useForm({
    id: "subscription-address",
    lastResult,
    defaultValue: { shipping },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: subscriptionChangeForm }),
  });
  return (
    <section
      aria-labelledby="subscription-address-heading"
      className="flex flex-col gap-2 rounded border border-neutral-300 p-4"
    >
      <h2 id="subscription-address-heading" className="text-lg font-semibold">
        {t("subscriptions.address.title")}
      </h2>
      <Form
        method="post"
        {...getFormProps(form)}
        className="flex flex-col items-start gap-3"
        data-testid="subscription-form-address"
      >
        <input type="hidden" name="intent" value="address" />
        <div className="w-full">
          <AddressFieldset
            legend={t("checkout.shipping")}
            fields={fields.shipping.getFieldset()}
            prefix="shipping"
          />
        </div>
        <Button
          look="secondary"
          disabled={navigation.state === "submitting"}
          testId="subscription-submit-address"
        >
          {t("subscriptions.address.submit")}
        </Button>
      </Form>
    </section>
  );
}
