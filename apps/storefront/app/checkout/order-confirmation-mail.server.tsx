import {
  formatPrice,
  freeFrameTotalBefore,
  orderShippingFee,
  productTitle,
  type ShopConfig,
} from "@eyewear/shop-rules";
import type { TFunction } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import type { RouterContextProvider } from "react-router";
import { eyeLineText } from "~/contact-lenses/eye-line.tsx";
import { translatorFor } from "~/platform/i18n.server.ts";
import { type Mail, queueMail } from "~/platform/mail.server.ts";
import type { Order } from "~/platform/orders-api.server.ts";
import { publicLink } from "~/platform/public-origin.server.ts";
import { ORDER_STATUS_LOOKUP_PATH, shopPath } from "~/platform/shop.ts";
import { orderedLensNames, storedConfiguration } from "~/prescription/configured-glasses.ts";
import { prescriptionLines } from "~/prescription/prescription-lines.ts";
import { subscriptionIntervalOfLine } from "~/subscriptions/subscription-choice.ts";
import { PostalAddress, postalAddressLines } from "~/ui/postal-address.tsx";

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

/** The order confirmation in the shop's language: items, vouchers, shipping, total, payment, both addresses and the link. */
function orderConfirmationMail(shop: ShopConfig, order: Order, link: string): Mail {
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
    // rule:prescription.zero-cost-frames: a free frame says so next to its 0.
    price:
      freeFrameTotalBefore(item.price.total) === undefined
        ? formatPrice(item.price.total.withTax, shop)
        : `${formatPrice(item.price.total.withTax, shop)} (${t("prescription.frameFree")})`,
    prescription: configurationLines(t, item.customData),
  }));
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
    orderConfirmationMail(shop, order, link),
    `order-confirmation:${order.id}`,
  );
}
