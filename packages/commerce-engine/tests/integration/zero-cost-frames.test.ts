import { rebuildShopProducts, schema } from "@eyewear/database";
import { testDatabaseKinds } from "@eyewear/database/testing";
import { LENS_PART_PRODUCT_TYPE, RX_MASTER_KEYS, ZERO_COST_FRAME_REDUCTION_ID } from "@eyewear/shop-rules";
import type { BasketResponseData as Basket } from "@scayle/storefront-api";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { checkoutHelpers } from "../checkout-helpers.ts";
import { AT, DE, type ProductSeed, seedProduct, VARIANT } from "../fixtures.ts";
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
    const [shop] = await db().select().from(schema.shops).where(eq(schema.shops.id, DE));
    const features = { ...(shop!.config.features as object), zeroCostFrames: true };
    await db()
      .update(schema.shops)
      .set({ config: { ...shop!.config, features } })
      .where(eq(schema.shops.id, DE));
    const [brand] = await db().select({ id: schema.brands.id }).from(schema.brands).limit(1);
    const part = (id: number, masterKey: string, attributes: Record<string, string[]>, price: number) =>
      ({
        id: Math.floor(id / 100),
        name: `Lens part ${id}`,
        masterKey,
        productType: LENS_PART_PRODUCT_TYPE,
        brandId: brand!.id,
        categories: [],
        attributes,
        createdAt: new Date("2025-01-01T00:00:00Z"),
        variants: [
          {
            id,
            stock: 0,
            sellableWithoutStock: true,
            prices: [
              { shopId: DE, withTax: price },
              { shopId: AT, withTax: price },
            ],
          },
        ],
      }) satisfies ProductSeed;
    const parts = [
      part(LENS.single, RX_MASTER_KEYS.lensTypes, { rxLensType: ["type_ei"] }, LENS_PRICE.single),
      part(LENS.plain, RX_MASTER_KEYS.lensTypes, { rxLensType: ["type_none"] }, LENS_PRICE.plain),
      part(LENS.quality, RX_MASTER_KEYS.qualityIndex, { rxQualityTier: ["standard"] }, LENS_PRICE.quality),
    ];
    for (const seed of parts) await seedProduct(db(), seed);
    await rebuildShopProducts(
      db(),
      parts.map((seed) => seed.id),
    );
  });

  /** Glasses as the configurator puts them into the basket: the frame as main item, the lens parts required. */
  async function addGlasses(basketKey: string, lensType: number, shopId = DE): Promise<Basket> {
    const client = engine.client(shopId);
    const group = (isMainItem: boolean) => ({
      itemGroup: { id: `rx-${basketKey}`, isMainItem, isRequired: true },
    });
    await client.basket.addItem(basketKey, FRAME, 1, group(true));
    await client.basket.addItem(basketKey, lensType, 1, group(false));
    const added = await client.basket.addItem(basketKey, LENS.quality, 1, group(false));
    if (added.type !== "success") throw new Error(`the glasses were not added: ${added.statusCode}`);
    return added.basket;
  }

  const frameLine = (basket: Basket) => basket.items.find((item) => item.variant.id === FRAME)!;

  it("prices the frame of prescription glasses at 0 by a reduction of its whole price; the lenses make the total", async () => {
    const basket = await addGlasses("free-frame", LENS.single);
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

  it("charges the frame bought alone, with non-prescription lenses, or where the switch is off", async () => {
    const { basket: alone } = await engine.client(DE).basket.addItem("frame-alone", FRAME, 1);
    expect(frameLine(alone).price.total).toMatchObject({ withTax: FRAME_PRICE, appliedReductions: [] });

    const plain = await addGlasses("plain-lenses", LENS.plain);
    expect(frameLine(plain).price.total).toMatchObject({ withTax: FRAME_PRICE, appliedReductions: [] });
    expect(plain.cost.withTax).toBe(FRAME_PRICE + LENS_PRICE.plain + LENS_PRICE.quality);

    const austrian = await addGlasses("switch-off", LENS.single, AT);
    expect(frameLine(austrian).price.total).toMatchObject({ withTax: 13499, appliedReductions: [] });
  });

  it("places the order at the lens price, its frame item keeping the price before in its reduction", async () => {
    const customer = await newCustomer();
    await addGlasses(customer.basketKey, LENS.single);
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
