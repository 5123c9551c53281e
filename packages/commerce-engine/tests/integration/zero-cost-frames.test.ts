import { schema } from "@eyewear/database";
import { testDatabaseKinds } from "@eyewear/database/testing";
import { ZERO_COST_FRAME_REDUCTION_ID } from "@eyewear/shop-rules";
import type { BasketResponseData as Basket } from "@scayle/storefront-api";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { checkoutHelpers } from "../checkout-helpers.ts";
import { AT, addGlasses, DE, seedLensParts, setShopFeature, VARIANT } from "../fixtures.ts";
import { useEngine } from "../harness.ts";

// rule:prescription.zero-cost-frames: the German shop gives frames away here; the Austrian one does not.
const FRAME = VARIANT.aviatorBlack58InStock;
const FRAME_PRICE = 12999;
const LENS = { single: 190101, plain: 190201, quality: 190301 } as const;
const LENS_PRICE = { single: 4900, plain: 1900, quality: 3900 } as const;

describe.each(testDatabaseKinds())("zero-cost frames (%s)", (kind) => {
  const engine = useEngine(kind);
  const { db, newCustomer, place } = checkoutHelpers(() => engine);

  beforeAll(async () => {
    await setShopFeature(db(), DE, "zeroCostFrames", true);
    await seedLensParts(db(), LENS, LENS_PRICE);
  });

  const addGlassesTo = (basketKey: string, lensType: number, shopId = DE) =>
    addGlasses(engine.client(shopId), basketKey, { frame: FRAME, lensType, quality: LENS.quality });

  const frameLine = (basket: Basket) => basket.items.find((item) => item.variant.id === FRAME)!;

  it("prices the frame of prescription glasses at 0 by a reduction of its whole price; the lenses make the total", async () => {
    const basket = await addGlassesTo("free-frame", LENS.single);
    const frame = frameLine(basket);
    const reduction = {
      category: "promotion",
      type: "absolute",
      promotionId: ZERO_COST_FRAME_REDUCTION_ID,
      amount: { relative: 1, absoluteWithTax: FRAME_PRICE },
    };
    expect(frame.price.total).toMatchObject({ withTax: 0, withoutTax: 0, appliedReductions: [reduction] });
    expect(frame.price.unit).toMatchObject({ withTax: 0, appliedReductions: [reduction] });
    expect(basket.cost.withTax).toBe(LENS_PRICE.single + LENS_PRICE.quality);
    expect(basket.cost.appliedReductions).toEqual([
      {
        category: "promotion",
        promotionId: ZERO_COST_FRAME_REDUCTION_ID,
        type: "relative",
        amount: {
          relative: expect.closeTo(FRAME_PRICE / (FRAME_PRICE + basket.cost.withTax), 2),
          absoluteWithTax: FRAME_PRICE,
        },
      },
    ]);
    for (const item of basket.items.filter((line) => line.variant.id !== FRAME))
      expect(item.price.total.appliedReductions).toEqual([]);
  });

  // rule:basket.line-promotion
  it("takes a running order discount off the lenses only: the free frame keeps its whole price as the frame's reduction", async () => {
    const day = 24 * 60 * 60 * 1000;
    await db()
      .insert(schema.promotions)
      .values({
        id: "de-ten-everything",
        shopId: DE,
        name: "10 % on everything",
        priority: 10,
        startsAt: new Date(Date.now() - day),
        endsAt: new Date(Date.now() + day),
        isActive: true,
        effectType: "automatic_discount",
        effectData: { type: "relative", value: 10 },
        customData: {},
      });
    try {
      const basket = await addGlassesTo("free-frame-promoted", LENS.single);
      expect(frameLine(basket).price.total).toMatchObject({
        withTax: 0,
        appliedReductions: [
          expect.objectContaining({
            promotionId: ZERO_COST_FRAME_REDUCTION_ID,
            amount: { relative: 1, absoluteWithTax: FRAME_PRICE },
          }),
        ],
      });
      const lenses = LENS_PRICE.single + LENS_PRICE.quality;
      expect(basket.cost.withTax).toBe(lenses - Math.round(lenses / 10));
    } finally {
      await db().delete(schema.promotions).where(eq(schema.promotions.id, "de-ten-everything"));
    }
  });

  it("charges the frame bought alone, with non-prescription lenses, or where the switch is off", async () => {
    const { basket: alone } = await engine.client(DE).basket.addItem("frame-alone", FRAME, 1);
    expect(frameLine(alone).price.total).toMatchObject({ withTax: FRAME_PRICE, appliedReductions: [] });

    const plain = await addGlassesTo("plain-lenses", LENS.plain);
    expect(frameLine(plain).price.total).toMatchObject({ withTax: FRAME_PRICE, appliedReductions: [] });
    expect(plain.cost.withTax).toBe(FRAME_PRICE + LENS_PRICE.plain + LENS_PRICE.quality);

    const austrian = await addGlassesTo("switch-off", LENS.single, AT);
    expect(frameLine(austrian).price.total).toMatchObject({ withTax: 13499, appliedReductions: [] });
  });

  it("places the order at the lens price, its frame item keeping the price before in its reduction", async () => {
    const customer = await newCustomer();
    await addGlassesTo(customer.basketKey, LENS.single);
    const response = await place(customer.id);
    expect(response.status).toBe(201);
    const { order } = await response.json();
    expect(order.cost.withTax).toBe(LENS_PRICE.single + LENS_PRICE.quality);
    const frame = order.items.find((item: { variant: { id: number } }) => item.variant.id === FRAME);
    expect(frame.price).toEqual({
      unit: { withTax: 0 },
      total: {
        withTax: 0,
        appliedReductions: [
          {
            category: "promotion",
            type: "absolute",
            promotionId: ZERO_COST_FRAME_REDUCTION_ID,
            amount: { relative: 1, absoluteWithTax: FRAME_PRICE },
          },
        ],
      },
    });
  });
});
