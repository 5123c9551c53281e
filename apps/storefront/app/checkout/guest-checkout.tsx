import { useForm } from "@conform-to/react";
import { paymentKeysForCountry } from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import {
  checkoutView,
  orderDetails,
  placementAnswer,
  unsignedReviewAnswer,
} from "~/checkout/checkout.server.ts";
import { CheckoutForm, checkoutFormOptions, EmptyCheckout } from "~/checkout/checkout-form.tsx";
import { checkoutFormData, guestCheckoutSchema } from "~/checkout/checkout-forms.ts";
import { isVoucherIntent, voucherAction } from "~/checkout/checkout-voucher.server.ts";
import { holdGuestCustomer, signedInCustomer } from "~/platform/customer-session.server.ts";
import { parseForm, readForm } from "~/platform/form-submission.server.ts";
import { ordersApi } from "~/platform/orders-api.server.ts";
import { revalidateAfterEveryPost } from "~/platform/revalidate.ts";
import { noIndexMeta } from "~/platform/seo.ts";
import { existingKey, getSession } from "~/platform/session.server.ts";
import { requireShop } from "~/platform/shop.ts";
import { PageHeading } from "~/ui/document-head.tsx";
import { FormField } from "~/ui/form-field.tsx";
import type { Route } from "./+types/guest-checkout";

/** Where the test provider (or a real one) returns a guest after a redirect payment; guarded like this page. */
const GUEST_PAYMENT_RETURN_PATH = "/guest-checkout/payment/";

/**
 * The guest checkout (docs/decisions/0026) places the session's anonymous basket, with a voucher like the
 * checkout (docs/decisions/0028); the guards send registered customers to /checkout/. A returning guest finds the
 * address and names of the last order filled in.
 */
export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  const session = await getSession(context, request);
  const guest = await signedInCustomer(context, request, shop);
  const { view, headers } = await checkoutView(context, shop, session, {
    key: existingKey(session, "basketKeys", shop.shopId),
  });
  return data(
    {
      ...view,
      guest: guest ? { email: guest.email, firstName: guest.firstName, lastName: guest.lastName } : null,
    },
    { headers },
  );
}

export async function action({ params, request, url, context }: Route.ActionArgs) {
  const shop = requireShop(params, url);
  const formData = await readForm(request);
  const session = await getSession(context, request);
  const basketKey = existingKey(session, "basketKeys", shop.shopId);
  if (isVoucherIntent(formData)) return voucherAction(context, shop, { key: basketKey }, session, formData);
  const paymentKeys = paymentKeysForCountry(shop.country);
  const submission = await parseForm(checkoutFormData(formData), guestCheckoutSchema(paymentKeys));
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  if (!basketKey)
    return data(submission.reply({ formErrors: ["checkout.error.basket_empty"] }), { status: 409 });
  const details = orderDetails(context, shop, session, submission.value, GUEST_PAYMENT_RETURN_PATH);
  if (!details) return unsignedReviewAnswer(submission.reply);
  const answer = await ordersApi.placeAsGuest(context, shop, {
    email: submission.value.email,
    basketKey,
    ...details,
  });
  return placementAnswer(
    context,
    shop,
    session,
    submission.reply,
    answer,
    { reviewed: details.review, basket: { key: basketKey } },
    (placed) => holdGuestCustomer(context, session, shop, placed.order.customer.id),
  );
}

export const meta = noIndexMeta;

// A refused order (409 when it changed since the review) shows the new review with a new signature at once.
export const shouldRevalidate = revalidateAfterEveryPost;

/** The guest checkout: the voucher, the guest's email address, then the checkout's addresses, payment and order button. */
export default function GuestCheckoutPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { guest } = loaderData;
  const [form, fields] = useForm({
    ...checkoutFormOptions({ schema: guestCheckoutSchema(loaderData.paymentKeys), actionData }),
    defaultValue: {
      idempotencyKey: loaderData.idempotencyKey,
      email: guest?.email,
      billing: guest ? { firstName: guest.firstName, lastName: guest.lastName } : undefined,
      paymentKey: loaderData.paymentKeys[0],
    },
  });
  if (loaderData.items.length === 0) return <EmptyCheckout shopCode={params.shop} />;
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 py-8">
      <PageHeading title={t("checkout.guest.title")} />
      {loaderData.subscribes ? (
        // The engine refuses a guest's subscription (SUBSCRIPTION_NEEDS_ACCOUNT): say so before the form is filled in.
        <div role="alert" className="rounded bg-amber-50 p-4 text-amber-950" data-testid="guest-subscription">
          <p>{t("checkout.error.subscription_needs_account")}</p>
          <Link
            to={`/${params.shop}/signin/?redirectUrl=${encodeURIComponent(`/${params.shop}/checkout/`)}`}
            className="mt-2 inline-block underline"
            data-testid="guest-subscription-signin"
          >
            {t("checkout.subscriptionSignIn")}
          </Link>
        </div>
      ) : null}
      <CheckoutForm form={form} fields={fields} view={loaderData} actionData={actionData}>
        <FormField
          field={fields.email}
          type="email"
          autoComplete="email"
          hint={t("checkout.guest.emailHint")}
        />
      </CheckoutForm>
    </section>
  );
}
