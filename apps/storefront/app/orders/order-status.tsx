import { useForm } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { AccountForm, accountFormOptions, SubmitButton } from "~/account/account-form.tsx";
import { orderStatusLookupSchema } from "~/account/account-forms.ts";
import { OrderItems, OrderPackages, OrderPlacedAndStatus, OrderProgress } from "~/orders/order-details.tsx";
import { requestContext } from "~/platform/context.ts";
import { actionDocumentHeaders, retryAfterHeaders } from "~/platform/engine-client.server.ts";
import { parseForm } from "~/platform/form-submission.server.ts";
import { type OrderStatusView, ordersApi } from "~/platform/orders-api.server.ts";
import { appliedPromotionHeadlines } from "~/platform/promotion-headlines.server.ts";
import { noIndexMeta } from "~/platform/seo.ts";
import { requireShop, shopPageLoader } from "~/platform/shop.ts";
import { PageHeading } from "~/ui/document-head.tsx";
import { FormField } from "~/ui/form-field.tsx";
import type { Route } from "./+types/order-status";

export const loader = shopPageLoader;

/**
 * The order status lookup (rule:orders.status-lookup): the order id and the order's email or zip code, posted so the
 * email stays out of URLs. Every mismatch (id, factor, another shop's order) gets the one not-found message; too
 * many failures 429. Its answers are the shopper's alone, so the page is never stored (rule:routing.personal-pages).
 */
export async function action({ params, request, url, context }: Route.ActionArgs) {
  const shop = requireShop(params, url);
  const submission = await parseForm(request, orderStatusLookupSchema);
  if (submission.status !== "success")
    return data({ result: submission.reply(), order: null }, { status: 400 });
  const answer = await ordersApi.lookUpStatus(context, shop, {
    ...submission.value,
    clientAddress: context.get(requestContext).clientAddress,
  });
  if (!answer.ok) {
    const tooMany = answer.status === 429;
    const error = tooMany ? "orderStatus.too_many_attempts" : "orderStatus.not_found";
    return data(
      { result: submission.reply({ formErrors: [error] }), order: null, promotionHeadlines: {} },
      { status: tooMany ? 429 : 404, headers: retryAfterHeaders(answer) },
    );
  }
  return {
    result: submission.reply(),
    order: answer.order,
    promotionHeadlines: await appliedPromotionHeadlines(context, shop, answer.order.items),
  };
}

export const headers = actionDocumentHeaders;
export const meta = noIndexMeta;

/** What the lookup shows of the order: status, progress, items and packages; no addresses, no customer. */
function OrderStatusResult({
  order,
  promotionHeadlines,
}: {
  order: OrderStatusView;
  promotionHeadlines: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // With JavaScript the answer arrives in place: move the focus to it, as a page load would.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      className="flex flex-col gap-6"
      aria-labelledby="order-status-result"
      data-testid="order-status-result"
    >
      <h2 id="order-status-result" ref={heading} tabIndex={-1} className="text-2xl font-semibold">
        {t("orders.detailTitle", { id: order.id })}
      </h2>
      <OrderPlacedAndStatus order={order} />
      <OrderProgress order={order} />
      <OrderPackages order={order} />
      <OrderItems order={order} promotionHeadlines={promotionHeadlines} />
    </section>
  );
}

/**
 * /service/auftragsstatus/ (rule:orders.status-lookup): a POST form that works without JavaScript; the answer is the
 * action's.
 */
export default function OrderStatusPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm(
    accountFormOptions({
      id: "order-status",
      schema: orderStatusLookupSchema,
      lastResult: actionData?.result,
    }),
  );
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 py-8" data-testid="order-status-page">
      <PageHeading title={t("orderStatus.title")} />
      <p>{t("orderStatus.intro")}</p>
      <div className="max-w-md">
        <AccountForm form={form} testId="order-status-form">
          <FormField field={fields.orderId} type="text" autoComplete="off" />
          <FormField
            field={fields.secondFactor}
            type="text"
            autoComplete="email"
            hint={t("orderStatus.secondFactorHint")}
          />
          <SubmitButton testId="order-status-submit">{t("orderStatus.submit")}</SubmitButton>
        </AccountForm>
      </div>
      {actionData?.order ? (
        <OrderStatusResult
          key={actionData.order.id}
          order={actionData.order}
          promotionHeadlines={actionData.promotionHeadlines}
        />
      ) : null}
    </section>
  );
}
