import { type DatabaseHandle, schema } from "@eyewear/database";
import { testDatabaseKinds } from "@eyewear/database/testing";
import { formatPrice, type ReductionSum, reductionsByCategory, shopByCode } from "@eyewear/shop-rules";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  answerOf,
  BERLIN_ADDRESS,
  demoShopDatabase,
  engineClient,
  registeredCustomer,
  requestScope,
  routeArguments,
  testEngine,
  variantsInStock,
} from "../../tests/integration/request-scope.ts";
import { signIn } from "../account/account.server.ts";
import * as checkoutRoute from "../checkout/checkout.tsx";
import type { CheckoutView } from "../checkout/checkout-form.tsx";
import { translatorFor } from "../platform/i18n.server.ts";
import { reductionName } from "../ui/cost-summary.tsx";
import * as accountOrderRoute from "./account-order.tsx";

const ENGINE = testEngine("order-reductions");
const SHOP = shopByCode("de-de")!;
const TEN_PERCENT_HEADLINE = "10 % auf Ihre Bestellung ab 100";

// rule:orders.reductions-shown
describe.each(testDatabaseKinds())("the running 10 % shown in review, order and mail (%s)", (kind) => {
  let database: DatabaseHandle;
  const scope = () => requestScope(database.db, ENGINE);
  const t = translatorFor(SHOP);

  beforeAll(async () => {
    // Seeded today, so the demo's promotions run at the engine's clock.
    database = await demoShopDatabase(kind, ENGINE, { now: new Date() });
  });
  afterAll(() => database?.close());

  /** A signed-in customer whose basket holds over 100 € of one product that is neither lens, care nor gift. */
  async function customerOverHundred(email: string) {
    const customer = await registeredCustomer(scope(), SHOP, email);
    const [variantId] = await variantsInStock(database.db, ["contactLenses", "careproducts", "lenses"], {
      others: true,
    });
    const [price] = await database.db
      .select({ withTax: schema.prices.withTax })
      .from(schema.prices)
      .where(and(eq(schema.prices.variantId, variantId!), eq(schema.prices.shopId, SHOP.shopId)));
    const quantity = Math.ceil(10_000 / price!.withTax) + 1;
    await engineClient(ENGINE, SHOP.shopId).basket.addItem(customer.basketKey, variantId!, quantity);
    const request = new Request(`http://shop.test/${SHOP.code}/signin/`);
    const cookie = (await signIn(scope(), request, SHOP, customer)).split(";")[0]!;
    return { customer, cookie };
  }

  const promotionLine = (reductions: readonly ReductionSum[]) =>
    reductions.find((reduction) => reduction.category === "promotion" && !reduction.frameFree);

  it("names the promotion per item and as 'Aktionsrabatt' in the cost of the review, the order and the mail", async () => {
    const { customer, cookie } = await customerOverHundred("promotion-shown@example.com");
    const args = (
      path: string,
      options: { form?: Record<string, string>; params?: Record<string, string> } = {},
    ) => routeArguments(path, scope(), { shopCode: SHOP.code, cookie, ...options });

    const review = (await answerOf(() => checkoutRoute.loader(args("/de-de/checkout/"))))
      .body as CheckoutView;
    const [item] = review.items;
    expect(item?.saving?.headline).toContain(TEN_PERCENT_HEADLINE);
    const saved = item!.saving!.totalBefore - item!.total;
    // 10 % of the price before, to the cent of rounding.
    expect(Math.abs(saved - item!.saving!.totalBefore / 10)).toBeLessThanOrEqual(1);
    const reviewed = promotionLine(review.reductions)!;
    expect(reviewed).toEqual({ category: "promotion", frameFree: false, amount: saved });
    expect(reductionName(t, reviewed)).toBe("Aktionsrabatt");
    expect(review.subtotal).toBe(item!.total);

    const placed = await answerOf(() =>
      checkoutRoute.action(
        args("/de-de/checkout/", {
          form: {
            idempotencyKey: `promotion-shown-${customer.id}`,
            review: review.review,
            ...Object.fromEntries(
              Object.entries(BERLIN_ADDRESS).map(([key, value]) => [`billing.${key}`, value]),
            ),
            paymentKey: "klarna_paylater",
          },
        }),
      ),
    );
    expect(placed.location).toMatch(/^\/de-de\/success\/\?cbd=/);

    const [order] = await database.db
      .select({ publicId: schema.orders.publicId })
      .from(schema.orders)
      .where(eq(schema.orders.customerId, customer.id));
    const page = (
      await answerOf(() =>
        accountOrderRoute.loader(
          args(`/de-de/account/orders/${order!.publicId}/`, { params: { id: order!.publicId } }),
        ),
      )
    ).body as Awaited<ReturnType<typeof accountOrderRoute.loader>>;
    expect(
      promotionLine(
        reductionsByCategory(page.order.items.flatMap((line) => line.price.total.appliedReductions)),
      ),
    ).toEqual(reviewed);
    const [ordered] = page.order.items;
    const promotionId = ordered!.price.total.appliedReductions[0]!.promotionId!;
    expect(page.promotionHeadlines[promotionId]).toBe(item!.saving!.headline);
    expect(page.order.cost.withTax).toBe(review.total);

    const [mail] = await database.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.to, "promotion-shown@example.com"));
    const price = (amount: number) => formatPrice(amount, SHOP);
    expect(mail?.text).toContain(
      `${price(item!.total)} statt ${price(item!.saving!.totalBefore)} (${item!.saving!.headline})`,
    );
    expect(mail?.text).toContain(`Aktionsrabatt: −${price(saved)}`);
    expect(mail?.html).toContain(`Aktionsrabatt: −${price(saved)}`);
  });
});
