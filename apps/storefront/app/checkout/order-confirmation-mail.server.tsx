import {
  formatPrice,
  orderShippingFee,
  productTitle,
  reductionsByCategory,
  type ShopConfig,
} from "@eyewear/shop-rules";
import type { TFunction } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import type { RouterContextProvider } from "react-router";
import { eyeLineText } from "~/contact-lenses/eye-line.tsx";
import { translatorFor } from "~/platform/i18n.server.ts";
import { type Mail, queueMail } from "~/platform/mail.server.ts";
import type { Order } from "~/platform/orders-api.server.ts";
import { appliedPromotionHeadlines } from "~/platform/promotion-headlines.server.ts";
import { publicLink } from "~/platform/public-origin.server.ts";
import { ORDER_STATUS_LOOKUP_PATH, shopPath } from "~/platform/shop.ts";
import { orderedLensNames, storedConfiguration } from "~/prescription/configured-glasses.ts";
import { prescriptionLines } from "~/prescription/prescription-lines.ts";
import { subscriptionIntervalOfLine } from "~/subscriptions/subscription-choice.ts";
import { reductionName } from "~/ui/cost-summary.tsx";
import { type ShownSaving, savingReason, shownSaving } from "~/ui/line-total.tsx";
import { PostalAddress, postalAddressLines } from "~/ui/postal-address.tsx";

/**
 * An item's price; one a promotion reduced with its price before and what reduced it: "frame free"
 * (rule:prescription.zero-cost-frames) or the promotion (rule:orders.reductions-shown).
 */
function itemPrice(
  t: TFunction,
  shop: ShopConfig,
  total: { withTax: number },
  saving: ShownSaving | undefined,
) {
  const price = formatPrice(total.withTax, shop);
  if (!saving) return price;
  return t("mail.order_confirmation.reducedPrice", {
    price,
    before: formatPrice(saving.totalBefore, shop),
    reason: savingReason(t, saving),
  });
}

/**
 * The prescription of configured glasses under their frame line, a contact lens's eye and values under its line,
 * and "Im Abo: alle N Monate" under a subscribed line; nothing for other lines.
 */
function configurationLines(t: TFunction, customData: unknown): string[] {
  const configuration = storedConfiguration(customData);
  if (configuration) return prescriptionLines(t, configuration);
  const eyeLine = eyeLineText(t, customData);
  const interval = subscriptionIntervalOfLine(customData);
  return [
    ...(eyeLine ? [eyeLine] : []),
    ...(interval === undefined
      ? []
      : [t("subscription.lineNote", { every: t("subscription.every", { count: interval }) })]),
  ];
}

/**
 * The order confirmation in the shop's language: items (a reduced one with its price before and what reduced it), the
 * reductions by category, vouchers, shipping, total, payment, both addresses and the link; `promotionHeadlines` name
 * the applied promotions by id (rule:orders.reductions-shown).
 */
function orderConfirmationMail(
  shop: ShopConfig,
  order: Order,
  link: string,
  promotionHeadlines: Readonly<Record<string, string>>,
): Mail {
  const t = translatorFor(shop);
  const greeting = t("mail.greeting", { name: `${order.customer.firstName} ${order.customer.lastName}` });
  const body = t("mail.order_confirmation.body", { id: order.id });
  const lensName = orderedLensNames(order.items);
  const items = order.items.map((item) => ({
    id: item.id,
    text: t("mail.order_confirmation.item", {
      quantity: item.quantity,
      title: productTitle(item.product.brand, lensName(item) ?? item.product.name),
    }),
    price: itemPrice(t, shop, item.price.total, shownSaving(item.price.total, promotionHeadlines)),
    prescription: configurationLines(t, item.customData),
  }));
  const reductions = reductionsByCategory(
    order.items.flatMap((item) => item.price.total.appliedReductions),
  ).map((reduction) => `${reductionName(t, reduction)}: −${formatPrice(reduction.amount, shop)}`);
  const vouchers = order.vouchers.map((voucher) => ({
    code: voucher.code,
    text: t("orders.voucher", { code: voucher.code }),
    price: `−${formatPrice(voucher.value, shop)}`,
  }));
  const fee = orderShippingFee(order.cost);
  const shipping = `${t("price.shipping")}: ${fee > 0 ? formatPrice(fee, shop) : t("price.shippingFree")}`;
  const total = `${t("checkout.total")} (${t("checkout.vatIncluded")}): ${formatPrice(order.cost.withTax, shop)}`;
  const payment = `${t("orders.payment")}: ${t(`checkout.payment.${order.paymentKey}`)}`;
  const action = t(
    order.customer.status.isGuestCustomer ? "orderStatus.link" : "mail.order_confirmation.action",
  );
  const addresses = [
    { title: t("checkout.billing"), address: order.addresses.billing },
    { title: t("checkout.shipping"), address: order.addresses.shipping },
  ];
  const html = renderToStaticMarkup(
    <div>
      <p>{greeting}</p>
      <p>{body}</p>
      <h2>{t("orders.items")}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            {item.text}: {item.price}
            {item.prescription.length > 0 ? (
              <ul>
                {item.prescription.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
        {vouchers.map((voucher) => (
          <li key={voucher.code}>
            {voucher.text}: {voucher.price}
          </li>
        ))}
      </ul>
      {reductions.map((reduction) => (
        <p key={reduction}>{reduction}</p>
      ))}
      <p>{shipping}</p>
      <p>
        <strong>{total}</strong>
      </p>
      <p>{payment}</p>
      {addresses.map(({ title, address }) => (
        <PostalAddress key={title} title={title} address={address} />
      ))}
      <p>
        <a href={link}>{action}</a>
      </p>
    </div>,
  );
  const text = [
    greeting,
    "",
    body,
    "",
    `${t("orders.items")}:`,
    ...items.flatMap((item) => [
      `${item.text}: ${item.price}`,
      ...item.prescription.map((line) => `  ${line}`),
    ]),
    ...vouchers.map((voucher) => `${voucher.text}: ${voucher.price}`),
    ...reductions,
    shipping,
    total,
    payment,
    ...addresses.flatMap(({ title, address }) => ["", `${title}:`, ...postalAddressLines(address)]),
    "",
    `${action}: ${link}`,
    "",
  ].join("\n");
  return {
    to: order.customer.email,
    subject: t("mail.order_confirmation.subject", { id: order.id }),
    text,
    html,
  };
}

/**
 * The mail step after an order is placed with an authorised payment or its redirect payment is confirmed: the
 * order confirmation goes to the outbox once per order, however often a repeated request gets here. Its link
 * opens the account's order page, or for a guest order (no account) the order status lookup.
 */
export async function queueOrderConfirmationMail(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  order: Order,
): Promise<void> {
  const orderPath = order.customer.status.isGuestCustomer
    ? ORDER_STATUS_LOOKUP_PATH
    : `/account/orders/${order.id}/`;
  const link = publicLink(context, shopPath(shop, orderPath));
  await queueMail(
    context,
    shop,
    "order_confirmation",
    orderConfirmationMail(shop, order, link, await appliedPromotionHeadlines(context, shop, order.items)),
    `order-confirmation:${order.id}`,
  );
}
