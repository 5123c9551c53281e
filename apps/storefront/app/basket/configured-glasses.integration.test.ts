import { schema } from "@eyewear/database";
import { testDatabaseKinds } from "@eyewear/database/testing";
import { shopByCode } from "@eyewear/shop-rules";
import { and, eq, gt } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rxProducts } from "~/platform/lens-catalogue.server.ts";
import { changedPrescription } from "~/prescription/prescription-change.ts";
import { requestScope, testEngine, useStockedShop } from "../../tests/integration/request-scope.ts";
import { addConfiguredGlasses, loadBasketPage, replaceConfiguredGlasses } from "./basket.server.ts";

const ENGINE = testEngine("configured-glasses");
const SHOP = shopByCode("de-de")!;
const URL_OF_REQUEST = new URL("https://shop.test/de-de/basket/");

// rule:prescription.configured-glasses, rule:basket.prescription-item-complete, rule:basket.item-group-validity
describe.each(testDatabaseKinds())("configured glasses in the basket (%s)", (kind) => {
  const stocked = useStockedShop(kind, SHOP.shopId, ENGINE);
  const scope = () => requestScope(stocked.database.db, ENGINE);
  let frame: { productId: number; variantId: number };
  let lenses: { quality: number; thinner: number; otherForm: number; tinting: number };

  beforeAll(async () => {
    const [row] = await stocked.database.db
      .select({ productId: schema.variants.productId, variantId: schema.variants.id })
      .from(schema.variants)
      .innerJoin(schema.products, eq(schema.products.id, schema.variants.productId))
      .innerJoin(schema.stock, eq(schema.stock.variantId, schema.variants.id))
      .where(
        and(
          eq(schema.products.productType, "glasses"),
          eq(schema.products.salesStatus, "published"),
          eq(schema.products.isActive, true),
          gt(schema.stock.quantity, 5),
        ),
      )
      .limit(1);
    frame = row!;
    const catalogue = await rxProducts(scope(), SHOP);
    const standard = (form: string) =>
      catalogue.rxLensQualityIndex.find(
        (quality) => quality.tier === "standard_plus" && quality.form === form,
      )!;
    lenses = {
      quality: standard("regular").variants.find((variant) => variant.index === 1.67)!.variantId,
      thinner: standard("regular").variants.find((variant) => variant.index === 1.74)!.variantId,
      otherForm: standard("omnichannel").variants.find((variant) => variant.index === 1.67)!.variantId,
      tinting: catalogue.rxTintingTypes
        .find((tinting) => tinting.type === "polarized")!
        .variants.find((variant) => variant.tier === "standard_plus")!.variantId,
    };
  });

  const configuration = (quality = lenses.quality) =>
    `v=${frame.variantId}&type=type_ei&src=enter&rs=-3.00&rc=-1.00&ra=170&ls=-2.75&pd=64&ok=1&q=${quality}&t=${lenses.tinting}`;

  const add = (basketKey: string, query = configuration()) =>
    addConfiguredGlasses(
      scope(),
      SHOP,
      basketKey,
      { productId: frame.productId, configurationQuery: query },
      URL_OF_REQUEST,
    );

  const setLensStock = (variantId: number, sellable: boolean) =>
    stocked.database.db
      .update(schema.stock)
      .set({ quantity: 0, isSellableWithoutStock: sellable })
      .where(eq(schema.stock.variantId, variantId));

  it("adds the frame with every lens part as one group, carrying the prescription as entered", async () => {
    expect(await add("rx-added")).toEqual({ ok: true, messageKey: "basket.added" });
    const page = await loadBasketPage(scope(), SHOP, "rx-added");
    expect(page.groups).toHaveLength(1);
    const [main, ...parts] = page.groups[0]!.items;
    expect(parts).toHaveLength(4);
    expect(parts.every((part) => part.isSubItem && part.href === undefined)).toBe(true);
    expect(main!.configuration).toMatchObject({
      prescriptionSource: "enter",
      prescriptionValues: { right: { sphere: -3, cylinder: -1, axis: 170 }, binocularPd: 64 },
    });
    expect(main!.configuration!.configurationItems.map((item) => item.value)).toEqual([
      "type_ei",
      "1.67",
      "polarized",
      "service_package",
    ]);
  });

  it("adds nothing for a configuration that does not hold: a lens of another form, values out of range", async () => {
    for (const query of [configuration(lenses.otherForm), configuration().replace("rs=-3.00", "rs=-30")]) {
      expect(await add("rx-refused", query)).toMatchObject({
        ok: false,
        errorKey: "basket.error.missingVariantOrQuantity",
      });
    }
    expect((await loadBasketPage(scope(), SHOP, "rx-refused")).groups).toEqual([]);
  });

  it("adds nothing when a lens sold out after it was chosen, and removes stored glasses whose lens sold out", async () => {
    expect(await add("rx-stored")).toMatchObject({ ok: true });
    await setLensStock(lenses.quality, false);
    try {
      expect(await add("rx-late")).toMatchObject({ ok: false });
      expect((await loadBasketPage(scope(), SHOP, "rx-late")).groups).toEqual([]);
      const page = await loadBasketPage(scope(), SHOP, "rx-stored");
      expect(page.groups).toEqual([]);
      expect(page.removed).toEqual([expect.objectContaining({ errorKey: "basket.error.groupRemoved" })]);
    } finally {
      await setLensStock(lenses.quality, true);
    }
  });

  it("changes the last frame in stock in place, and puts the old pair back when the change cannot be added", async () => {
    const frameStock = eq(schema.stock.variantId, frame.variantId);
    const [before] = await stocked.database.db.select().from(schema.stock).where(frameStock);
    await stocked.database.db.update(schema.stock).set({ quantity: 1 }).where(frameStock);
    try {
      expect(await add("rx-change")).toMatchObject({ ok: true });
      const keyOf = async () => (await loadBasketPage(scope(), SHOP, "rx-change")).groups[0]!.items[0]!;
      const glasses = (query: string) => () => ({
        ok: true as const,
        glasses: { productId: frame.productId, configurationQuery: query },
      });
      const change = (query: string) =>
        replaceConfiguredGlasses(scope(), SHOP, "rx-change", "", glasses(query), URL_OF_REQUEST);
      const replace = async (query: string) =>
        replaceConfiguredGlasses(
          scope(),
          SHOP,
          "rx-change",
          (await keyOf()).key,
          glasses(query),
          URL_OF_REQUEST,
        );
      expect(await replace(configuration().replace("rs=-3.00", "rs=-3.25"))).toMatchObject({ ok: true });
      expect((await keyOf()).configuration?.prescriptionValues?.right.sphere).toBe(-3.25);
      // A thinner lens that sold out: the change is refused and the pair of -3.25 comes back.
      await setLensStock(lenses.thinner, false);
      expect(await replace(configuration(lenses.thinner))).toMatchObject({ ok: false });
      const page = await loadBasketPage(scope(), SHOP, "rx-change");
      expect(page.groups).toHaveLength(1);
      expect(page.groups[0]!.items[0]!.configuration?.prescriptionValues?.right.sphere).toBe(-3.25);
      expect(await change(configuration())).toMatchObject({
        ok: false,
        errorKey: "basket.error.itemNotFound",
      });
    } finally {
      await setLensStock(lenses.thinner, true);
      await stocked.database.db.update(schema.stock).set({ quantity: before!.quantity }).where(frameStock);
    }
  });

  it("changes the values from the basket's overlay and keeps frame, lenses and extras; refuses values that do not hold", async () => {
    expect(await add("rx-values")).toMatchObject({ ok: true });
    const glassesLine = async () => (await loadBasketPage(scope(), SHOP, "rx-values")).groups[0]!.items[0]!;
    const before = await glassesLine();
    const changeValues = async (form: Record<string, string>) =>
      replaceConfiguredGlasses(
        scope(),
        SHOP,
        "rx-values",
        (await glassesLine()).key,
        (stored) => changedPrescription(stored, form),
        URL_OF_REQUEST,
      );
    // A cylinder without its axis and no confirmation: refused at both fields, the pair stays as it was.
    expect(await changeValues({ rs: "-3.50", rc: "-1.00", ls: "-2.75", pd: "64" })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { ra: ["prescription.error.axisRequired"], ok: ["prescription.error.confirmValues"] },
    });
    expect((await glassesLine()).configuration).toEqual(before.configuration);

    expect(
      await changeValues({ rs: "-3.50", rc: "-1.00", ra: "10", ls: "-2.50", pd: "63", ok: "1" }),
    ).toMatchObject({ ok: true });
    const after = await glassesLine();
    expect(after.configuration?.prescriptionValues).toMatchObject({
      right: { sphere: -3.5, cylinder: -1, axis: 10 },
      left: { sphere: -2.5, cylinder: null },
      binocularPd: 63,
    });
    expect(after.configuration?.configurationItems).toEqual(before.configuration?.configurationItems);
    expect((await loadBasketPage(scope(), SHOP, "rx-values")).groups).toHaveLength(1);
  });
});
