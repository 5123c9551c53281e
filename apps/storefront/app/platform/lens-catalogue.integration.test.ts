import { testDatabaseKinds } from "@eyewear/database/testing";
import { shopByCode } from "@eyewear/shop-rules";
import { describe, expect, it } from "vitest";
import { PROCEDURES } from "~/rpc/rpc.server.ts";
import { requestScope, useStockedShop } from "../../tests/integration/request-scope.ts";
import { rxProducts } from "./lens-catalogue.server.ts";

const ENGINE = { host: "lens-catalogue-engine.test", token: "lens-catalogue-test-token" };

describe.each(testDatabaseKinds())("the lens catalogue through the SDK client (%s)", (kind) => {
  const germany = shopByCode("de-de")!;
  const poland = shopByCode("pl-pl")!;
  const stocked = useStockedShop(kind, germany.shopId, ENGINE);
  const scope = () => requestScope(stocked.database.db, ENGINE);

  it("sorts the shop's lens parts into the configurator lists, translated and priced in the shop", async () => {
    const catalogue = await rxProducts(scope(), germany);
    // Home try-on and appointments are not offered yet (rule:prescription.hidden-options).
    expect(catalogue.rxLensTypes.map((type) => type.code)).toEqual([
      "type_ei",
      "type_progressive",
      "type_none",
    ]);
    expect(catalogue.rxLensTypes[1]).toMatchObject({ name: "Gleitsichtgläser", price: 14900 });
    const standard = catalogue.rxLensQualityIndex.find(
      (quality) => quality.tier === "standard" && quality.form === "regular",
    );
    expect(standard).toMatchObject({ name: "Standard", priceRange: { min: { withTax: 7900 } } });
    expect(standard?.variants.map((variant) => [variant.index, variant.price, variant.sellable])).toEqual([
      [1.5, 7900, true],
      [1.6, 10900, true],
      [1.67, 14900, true],
    ]);
    expect(catalogue.rxLensQualityIndex.map((quality) => quality.form)).toEqual(
      expect.arrayContaining(["regular", "omnichannel", "compact"]),
    );
    const blueLight = catalogue.rxTintingTypes.find((tinting) => tinting.type === "blue_light_filter");
    expect(blueLight?.variants).toHaveLength(5);
    expect(blueLight?.variants.find((variant) => variant.tier === "standard_plus")?.code).toBe("STP-BLF");
    expect(catalogue.rxFreeServiceProduct).toMatchObject({
      code: "service_package",
      price: 0,
      editable: false,
    });
    expect(catalogue.rxServices.filter((service) => service.editable).length).toBeGreaterThan(0);
    // The cheapest pair: entry tier without coating at index 1.5 (rule:prescription.cheapest-lens-price).
    expect(catalogue.cheapestLensPrice).toBe(1995);
  });

  it("answers in the shop's language and currency", async () => {
    const catalogue = await rxProducts(scope(), poland);
    expect(catalogue.rxLensTypes[0]).toMatchObject({ code: "type_ei", name: "Soczewki jednoogniskowe" });
    const premium = catalogue.rxLensQualityIndex.find((quality) => quality.tier === "premium");
    // 199 € at about 4.3 zł a euro, on a price point ending in 9 (PLN).
    expect(premium?.priceRange?.min.withTax).toBe(85900);
  });

  it("is the shop's getRxProducts procedure, which takes no payload", async () => {
    const procedure = PROCEDURES.getRxProducts!;
    const call = procedure.call(
      scope(),
      germany,
      undefined,
      new Request("https://shop.test/api/rpc/getRxProducts"),
    );
    expect(call.ok).toBe(true);
    if (call.ok)
      expect(await call.answer).toMatchObject({ rxFreeServiceProduct: { code: "service_package" } });
    expect(procedure.call(scope(), germany, { anything: 1 }, new Request("https://shop.test/")).ok).toBe(
      false,
    );
  });
});
