// Issue #16, first part: the lens catalogue (getRxProducts), "lenses from" on frames that take prescription
// lenses, the fixed product pages per kind, and lens parts that never get a page of their own — in de-DE, pl-PL
// and fr-CH at 375 and 1440 px.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, inject } from "vitest";
import { gotoHydrated, it, seriousAxeViolations } from "./kit.ts";

const baseUrl = inject("baseUrl");

const SHOPS = [
  { code: "de-de", shopId: "10002", language: "de" },
  { code: "pl-pl", shopId: "10004", language: "pl" },
  { code: "fr-ch", shopId: "10006", language: "fr" },
] as const;

/** "Gläser ab" and its translations, as the text before the price. */
function lensesFromLead(language: string): string {
  const file = resolve(import.meta.dirname, `../../apps/storefront/app/locales/shop/${language}.json`);
  const texts = JSON.parse(readFileSync(file, "utf8")) as { product: { lensesFrom: string } };
  return texts.product.lensesFrom.replace("{{price}}", "").trim();
}

interface RxProductsAnswer {
  rxLensTypes: { code: string; productId: number }[];
  rxLensQualityIndex: { tier: string; priceRange: { min: { withTax: number } } | null }[];
  rxTintingTypes: { type: string }[];
  rxFreeServiceProduct: { code: string; editable: boolean } | null;
  cheapestLensPrice: number;
}

async function rxProducts(shopId: string): Promise<RxProductsAnswer> {
  const response = await fetch(`${baseUrl}/api/rpc/getRxProducts`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-shop-id": shopId },
    body: "{}",
  });
  expect(response.status).toBe(200);
  return (await response.json()) as RxProductsAnswer;
}

/** Where a fixed product page sends the shopper (rule:catalogue.fixed-product-pages). */
async function fixedPageTarget(
  shop: string,
  page: string,
): Promise<{ status: number; location: string | null }> {
  const response = await fetch(`${baseUrl}/${shop}/p/${page}/`, { redirect: "manual" });
  return { status: response.status, location: response.headers.get("location") };
}

describe("the lens catalogue and the frames that take lenses", () => {
  it.each(SHOPS)(
    "getRxProducts answers $code's lens catalogue (rule:platform.rpc-procedures)",
    async (shop) => {
      const answer = await rxProducts(shop.shopId);
      expect(answer.rxLensTypes.map((type) => type.code)).toEqual([
        "type_ei",
        "type_progressive",
        "type_none",
      ]);
      expect(new Set(answer.rxLensQualityIndex.map((quality) => quality.tier))).toEqual(
        new Set(["entry_uncoated", "entry", "standard", "standard_plus", "premium"]),
      );
      expect(answer.rxTintingTypes).toHaveLength(6);
      expect(answer.rxFreeServiceProduct).toMatchObject({ code: "service_package", editable: false });
      const cheapest = Math.min(
        ...answer.rxLensQualityIndex.map((quality) => quality.priceRange!.min.withTax),
      );
      expect(answer.cheapestLensPrice).toBe(cheapest);
    },
  );

  it("sends each fixed product page to a product of its kind, and a lens part has no page", async () => {
    const kinds = {
      "glasses-pdp": "glasses-pdp",
      "rx-glasses-pdp": "correctional-glasses",
      "contact-lens-pdp": "contact-lens-pdp",
      "cleaning-fluid-pdp": "cleaning-fluid-pdp",
      "merch-pdp": "merch-pdp",
      "hearing-aids-merch-pdp": "hearing-aids-merch-pdp",
    };
    for (const [page, kind] of Object.entries(kinds)) {
      const target = await fixedPageTarget("de-de", page);
      expect(target.status, page).toBe(302);
      expect(target.location, page).toMatch(/^\/de-de\/p\/[a-z0-9-]+-\d+\/$/);
      const html = await (await fetch(`${baseUrl}${target.location}`)).text();
      expect(html, page).toContain(`data-product-kind="${kind}"`);
    }
    const [lensType] = (await rxProducts("10002")).rxLensTypes;
    expect((await fetch(`${baseUrl}/de-de/p/einstaerkenglaeser-${lensType!.productId}/`)).status).toBe(404);
  });

  for (const shop of SHOPS) {
    for (const width of [375, 1440]) {
      it(`shows "lenses from" the cheapest lens price on a frame in ${shop.code} at ${width} px`, async ({
        shopper,
      }) => {
        const { cheapestLensPrice } = await rxProducts(shop.shopId);
        const frame = (await fixedPageTarget(shop.code, "rx-glasses-pdp")).location!;
        const page = await shopper.page({ width });
        await gotoHydrated(page, frame);
        const lensesFrom = page.getByTestId("lenses-from");
        await expect.poll(() => lensesFrom.textContent()).toContain(lensesFromLead(shop.language));
        const shown = (await lensesFrom.textContent()) ?? "";
        // The price as the shop writes it: its digits are those of the cheapest lens price in minor units.
        expect(shown.replace(/\D/g, "")).toBe(String(cheapestLensPrice));
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    }
  }

  it("shows no lens price on a contact lens", async ({ shopper }) => {
    const lens = (await fixedPageTarget("de-de", "contact-lens-pdp")).location!;
    const page = await shopper.page({ javaScriptEnabled: false });
    await page.goto(`${baseUrl}${lens}`);
    expect(await page.getByTestId("lenses-from").count()).toBe(0);
  });
});
