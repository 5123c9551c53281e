import { testDatabaseKinds } from "@eyewear/database/testing";
import { SHIPPING_TERMS } from "@eyewear/shop-rules";
import { beforeAll, describe, expect, it } from "vitest";
import { checkoutHelpers } from "../checkout-helpers.ts";
import { AT, addGlasses, DE, seedLensParts, seedPricedPart, setShopFeature, VARIANT } from "../fixtures.ts";
import { useEngine } from "../harness.ts";

// rule:shipping.cost: glasses below every shop's free-shipping threshold, so only the prescription switch frees them.
const FRAME = 191101;
const LENS = { single: 191201, plain: 191301, quality: 191401 } as const;
const PRICE = { frame: 990, single: 990, plain: 490, quality: 990 } as const;
const CARE_FLUID_PRICE = 899;

describe.each(testDatabaseKinds())("shipping (%s)", (kind) => {
  const engine = useEngine(kind);
  const { db, newCustomer, customerWithBasket, place } = checkoutHelpers(() => engine);

  beforeAll(async () => {
    // The Austrian shop has the "free shipping on prescription orders" switch off here; the German one keeps it on.
    await setShopFeature(db(), AT, "freeShippingOnPrescription", false);
    await seedPricedPart(db(), FRAME, {
      masterKey: "budget-frame",
      productType: "glasses",
      attributes: {},
      price: PRICE.frame,
    });
    await seedLensParts(db(), LENS, PRICE);
  });

  async function orderGlasses(lensType: number, shopId: number) {
    const customer = await newCustomer(shopId);
    await addGlasses(engine.client(shopId), customer.basketKey, {
      frame: FRAME,
      lensType,
      quality: LENS.quality,
    });
    const response = await place(customer.id, {}, shopId);
    expect(response.status).toBe(201);
    return (await response.json()).order;
  }

  const deliveryFee = (order: {
    cost: { appliedFees: { category: string; amount: { withTax: number } }[] };
  }) => order.cost.appliedFees.find((fee) => fee.category === "delivery")?.amount.withTax;

  it("charges the shop's fee below its free-shipping threshold, as a delivery fee in the total", async () => {
    const customer = await customerWithBasket(VARIANT.careFluid, 1);
    const response = await place(customer.id);
    expect(response.status).toBe(201);
    const { order } = await response.json();
    expect(order.cost.appliedFees).toEqual([
      {
        category: "delivery",
        key: "DHL",
        option: "standard",
        amount: { withTax: SHIPPING_TERMS.DE.fee, withoutTax: 416 },
        tax: { vat: { amount: 79, rate: 0.19 } },
      },
    ]);
    expect(order.cost.withTax).toBe(CARE_FLUID_PRICE + SHIPPING_TERMS.DE.fee);
  });

  it("ships free from the threshold", async () => {
    const customer = await customerWithBasket(VARIANT.careFluid, 6);
    const { order } = await (await place(customer.id)).json();
    expect(deliveryFee(order)).toBe(0);
    expect(order.cost.withTax).toBe(6 * CARE_FLUID_PRICE);
  });

  it("ships glasses with prescription lenses free where the switch is on, whatever their price", async () => {
    const order = await orderGlasses(LENS.single, DE);
    expect(deliveryFee(order)).toBe(0);
    expect(order.cost.withTax).toBe(PRICE.frame + PRICE.single + PRICE.quality);
  });

  it("charges shipping for glasses with plain lenses, and for prescription glasses where the switch is off", async () => {
    const plain = await orderGlasses(LENS.plain, DE);
    expect(deliveryFee(plain)).toBe(SHIPPING_TERMS.DE.fee);
    expect(plain.cost.withTax).toBe(PRICE.frame + PRICE.plain + PRICE.quality + SHIPPING_TERMS.DE.fee);
    const austrian = await orderGlasses(LENS.single, AT);
    expect(deliveryFee(austrian)).toBe(SHIPPING_TERMS.AT.fee);
  });
});
