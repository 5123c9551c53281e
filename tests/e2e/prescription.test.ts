// Issue #16, first part: the lens catalogue (getRxProducts), "lenses from" on frames that take prescription
// lenses, the fixed product pages per kind, and lens parts that never get a page of their own — in de-DE, pl-PL
// and fr-CH at 375 and 1440 px.
import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import {
  dearestConfigurableFrame,
  fixedPageTarget,
  next,
  openConfigurator,
  orderAndOpenInAccount,
  prescriptionText,
  representativeFrame,
  shopText,
} from "./configurator.ts";
import {
  gotoHydrated,
  it,
  newEmailAddress,
  outboxMails,
  seriousAxeViolations,
  signUpVerified,
} from "./kit.ts";

const baseUrl = inject("baseUrl");

const SHOPS = [
  { code: "de-de", shopId: "10002", language: "de" },
  { code: "pl-pl", shopId: "10004", language: "pl" },
  { code: "fr-ch", shopId: "10006", language: "fr" },
] as const;

/** "Gläser ab" and its translations, as the text before the price. */
function lensesFromLead(language: string): string {
  return shopText(language, "product.lensesFrom", { price: "" }).trim();
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

  it("shows 'lenses from' on the frames' listing tiles and not on contact lenses'", async () => {
    const frames = await (await fetch(`${baseUrl}/de-de/brillen/`)).text();
    const lenses = await (await fetch(`${baseUrl}/de-de/kontaktlinsen/`)).text();
    expect(frames.match(/data-testid="lenses-from"/g)?.length).toBeGreaterThan(5);
    expect(lenses).not.toContain('data-testid="lenses-from"');
  });

  it("shows no lens price on a contact lens", async ({ shopper }) => {
    const lens = (await fixedPageTarget("de-de", "contact-lens-pdp")).location!;
    const page = await shopper.page({ javaScriptEnabled: false });
    await page.goto(`${baseUrl}${lens}`);
    expect(await page.getByTestId("lenses-from").count()).toBe(0);
  });
});

async function expectNoSeriousViolations(page: Page, javaScript: boolean): Promise<void> {
  if (javaScript) expect(await seriousAxeViolations(page)).toEqual([]);
}

/** The values a prescription table shows for an eye and field, in the first table of its kind on the page. */
function prescriptionCell(page: Page, table: string, eye: string, field: string) {
  return page.getByTestId(table).first().locator(`[data-eye="${eye}"] [data-field="${field}"]`).textContent();
}

/**
 * The basket's goods before its running promotions, in minor units, read from the page: what the configurator
 * priced, since the basket takes the promotions off (rule:basket.line-promotion).
 */
async function basketTotal(page: Page): Promise<string> {
  const minorUnits = (text: string | null) => Number((text ?? "").replace(/\D/g, ""));
  const promotions = await page
    .locator('[data-testid="basket-reduction"][data-category="promotion"] dd')
    .allTextContents();
  const subtotal = minorUnits(await page.getByTestId("basket-subtotal").textContent());
  return String(promotions.reduce((sum, amount) => sum + minorUnits(amount), subtotal));
}

describe("the prescription configurator (rule:prescription.configurator-steps)", () => {
  it("configures single vision lenses with cylinder in de-de at 1440 px: errors at the field, Back one step, the price follows each choice", async ({
    shopper,
  }) => {
    const page = await shopper.page({ width: 1440 });
    const frame = await dearestConfigurableFrame("de-de");
    await openConfigurator(page, frame, true);
    await expectNoSeriousViolations(page, true);
    await page.getByTestId("lens-type-type_ei").check();
    await next(page, "prescription");
    await page.getByTestId("source-enter").check();
    await next(page, "values");
    await page.getByTestId("rx-rs").selectOption("-2.00");
    await page.getByTestId("rx-rc").selectOption("+0.75");
    await page.getByTestId("rx-ls").selectOption("-1.75");
    await page.getByTestId("configurator-next").click();
    // A cylinder without an axis and no PD: told at the fields, still on the values step.
    await expect
      .poll(() => page.locator("#rx-ra-error").textContent())
      .toBe(prescriptionText("de", "error.axisRequired"));
    await expect
      .poll(() => page.locator("#rx-pd-error").textContent())
      .toBe(prescriptionText("de", "error.pdRequired"));
    expect(await page.getByTestId("rx-ra").getAttribute("aria-invalid")).toBe("true");
    await expectNoSeriousViolations(page, true);
    await page.getByTestId("rx-ra").fill("90");
    await page.getByTestId("rx-pd").fill("63");
    await next(page, "confirm");
    // Entered in plus-cylinder notation; the lenses are made in minus cylinder (rule:prescription.transposition).
    expect(
      await page
        .getByTestId("entered-values")
        .locator('[data-eye="right"] [data-field="cylinder"]')
        .textContent(),
    ).toBe("+0.75");
    expect(
      await page
        .getByTestId("manufactured-values")
        .locator('[data-eye="right"] [data-field="cylinder"]')
        .textContent(),
    ).toBe("-0.75");
    expect(
      await page
        .getByTestId("manufactured-values")
        .locator('[data-eye="right"] [data-field="sphere"]')
        .textContent(),
    ).toBe("-1.25");
    await page.getByTestId("configurator-next").click();
    await expect
      .poll(() => page.getByTestId("form-error").first().textContent())
      .toBe(prescriptionText("de", "error.confirmValues"));
    await page.getByTestId("confirm-values").check();
    await next(page, "glass-type");
    await expectNoSeriousViolations(page, true);
    const totalBefore = (await page.getByTestId("configurator-total").textContent()) ?? "";
    await page.getByTestId("quality-standard-1.6").check();
    await expect.poll(() => page.getByTestId("configurator-total").textContent()).not.toBe(totalBefore);
    await next(page, "extras");
    await page.getByTestId("tinting-blue_light_filter").check();
    await next(page, "summary");
    const configured = ((await page.getByTestId("configurator-total").textContent()) ?? "").replace(
      /\D/g,
      "",
    );
    expect(
      await page
        .getByTestId("fee-rows")
        .locator("[data-fee]")
        .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-fee"))),
    ).toEqual(["frame", "lensType", "quality", "tinting", "service"]);
    await expectNoSeriousViolations(page, true);
    // The browser's Back goes one step back, Forward returns.
    await page.goBack();
    await page.waitForURL(/\/lenses\/extras\//);
    await page.goForward();
    await page.waitForURL(/\/lenses\/summary\//);
    await page.getByTestId("configurator-add-to-basket").click();
    await page.waitForURL(/\/de-de\/basket\//);
    expect(await page.getByTestId("basket-item-group").count()).toBe(1);
    expect(await page.getByTestId("basket-sub-item").count()).toBe(4);
    expect(await basketTotal(page)).toBe(configured);
    await expectNoSeriousViolations(page, true);
    const cell = (table: string, eye: string, field: string) => prescriptionCell(page, table, eye, field);
    expect(await cell("basket-item-prescription-values", "right", "cylinder")).toBe("+0.75");
    // rule:prescription.edit-from-basket: the values change in an overlay on the basket, checked as they are typed.
    const overlay = page.getByTestId("prescription-change");
    await page.getByTestId("basket-item-edit-prescription").click();
    await expect
      .poll(() => overlay.evaluate((dialog) => dialog.matches(":modal")), { timeout: 10_000 })
      .toBe(true);
    await overlay.getByTestId("rx-rs").selectOption("-6.00");
    await overlay.getByTestId("prescription-warnings").waitFor();
    await expectNoSeriousViolations(page, true);
    await page.keyboard.press("Escape");
    await page.waitForURL((url) => !url.search.includes("editPrescription"));
    expect(await cell("basket-item-prescription-values", "right", "sphere")).toBe("-2.00");
    await page.getByTestId("basket-item-edit-prescription").click();
    await overlay.getByTestId("rx-rs").selectOption("-2.25");
    await overlay.getByTestId("prescription-change-save").click();
    await expect
      .poll(() => overlay.locator("#prescription-change-ok-error").textContent())
      .toBe(prescriptionText("de", "error.confirmValues"));
    await overlay.getByTestId("confirm-values").check();
    await overlay.getByTestId("prescription-change-save").click();
    await expect
      .poll(() => cell("basket-item-prescription-values", "right", "sphere"), { timeout: 15_000 })
      .toBe("-2.25");
    await expect
      .poll(() => overlay.evaluate((dialog) => (dialog as HTMLDialogElement).open), { timeout: 10_000 })
      .toBe(false);
    expect(await page.getByTestId("basket-item-group").count()).toBe(1);
    expect(await basketTotal(page)).toBe(configured);
    // rule:shipping.cost: glasses with prescription lenses ship free (the switch is on in every demo shop).
    expect(await page.getByTestId("basket-shipping").textContent()).toBe(
      shopText("de", "price.shippingFree"),
    );
    expect(await page.getByText(shopText("de", "price.shippingPrescription")).count()).toBe(1);
    // The values survive the basket merge at sign-in, and are ordered and shown back as entered.
    await signUpVerified(page, "de-de", newEmailAddress("rx-single"));
    await gotoHydrated(page, "/de-de/basket/");
    expect(await cell("basket-item-prescription-values", "right", "sphere")).toBe("-2.25");
    const orderId = await orderAndOpenInAccount(page, "de-de", { javaScript: true });
    expect(await page.getByTestId("order-shipping").textContent()).toBe(shopText("de", "price.shippingFree"));
    expect(await cell("order-item-prescription-values", "right", "cylinder")).toBe("+0.75");
    expect(await cell("order-item-prescription-values", "right", "axis")).toBe("90°");
    expect(await cell("order-item-prescription-values", "left", "sphere")).toBe("-1.75");
    expect(await seriousAxeViolations(page)).toEqual([]);
    const mail = (await outboxMails(page, "de-de", orderId!)).first();
    expect(await mail.textContent()).toContain("SPH -2.25, CYL +0.75, Achse 90°");
    // rule:prescription.earlier-values: the next pair starts from this order's values.
    await openConfigurator(page, frame, true);
    await page.getByTestId("lens-type-type_ei").check();
    await next(page, "prescription");
    await page.getByTestId(`source-order-${orderId}`).check();
    await next(page, "values");
    expect(await page.getByTestId("rx-rs").inputValue()).toBe("-2.25");
    expect(await page.getByTestId("rx-ra").inputValue()).toBe("90°");
    expect(await page.getByTestId("rx-pd").inputValue()).toBe("63");
  });

  it("configures progressive lenses in pl-pl at 375 px without JavaScript, refusing a different ADD per eye", async ({
    shopper,
  }) => {
    const setup = await shopper.context();
    await signUpVerified(await setup.newPage(), "pl-pl", newEmailAddress("rx-progressive"));
    const page = await (await shopper.withoutJavaScript(setup, 375)).newPage();
    await openConfigurator(page, await dearestConfigurableFrame("pl-pl", 2), false);
    await page.getByTestId("lens-type-type_progressive").check();
    await next(page, "prescription");
    await page.getByTestId("source-enter").check();
    await next(page, "values");
    await page.getByTestId("rx-rs").selectOption("+1.50");
    await page.getByTestId("rx-ls").selectOption("+1.25");
    await page.getByTestId("rx-radd").selectOption("+2.00");
    await page.getByTestId("rx-ladd").selectOption("+2.25");
    await page.getByTestId("rx-rpd").fill("32");
    await page.getByTestId("rx-lpd").fill("31,5");
    await page.getByTestId("configurator-next").click();
    await page.waitForURL(/\/lenses\/values\//);
    expect(await page.locator("#rx-ladd-error").textContent()).toBe(
      prescriptionText("pl", "error.additionDiffers"),
    );
    await page.getByTestId("rx-ladd").selectOption("+2.00");
    await next(page, "confirm");
    await page.getByTestId("confirm-values").check();
    await next(page, "glass-type");
    await page.getByTestId("quality-premium-1.67").check();
    await next(page, "extras");
    await page.getByTestId("service-express").check();
    await next(page, "summary");
    expect(
      await page
        .getByTestId("summary-values")
        .locator('[data-eye="left"] [data-field="addition"]')
        .textContent(),
    ).toBe("+2.00");
    const configured = ((await page.getByTestId("configurator-total").textContent()) ?? "").replace(
      /\D/g,
      "",
    );
    await page.getByTestId("configurator-add-to-basket").click();
    await page.waitForURL(/\/pl-pl\/basket\//);
    expect(await page.getByTestId("basket-sub-item").count()).toBe(5);
    expect(await basketTotal(page)).toBe(configured);
    // rule:prescription.edit-from-basket: without JavaScript the overlay is a page of its own; the values change,
    // the glasses stay one pair with the same lenses.
    await page.getByTestId("basket-item-edit-prescription").click();
    await page.waitForURL(/editPrescription=/);
    const overlay = page.getByTestId("prescription-change");
    expect(await overlay.getByTestId("rx-ladd").inputValue()).toBe("+2.00");
    await expectNoSeriousViolations(page, false);
    await overlay.getByTestId("rx-rs").selectOption("+1.75");
    await overlay.getByTestId("rx-ladd").selectOption("+2.50");
    await overlay.getByTestId("confirm-values").check();
    await overlay.getByTestId("prescription-change-save").click();
    await page.waitForLoadState();
    expect(await overlay.locator("#rx-ladd-error").textContent()).toBe(
      prescriptionText("pl", "error.additionDiffers"),
    );
    expect(await overlay.getByTestId("rx-rs").inputValue()).toBe("+1.75");
    await overlay.getByTestId("rx-ladd").selectOption("+2.00");
    await overlay.getByTestId("confirm-values").check();
    await overlay.getByTestId("prescription-change-save").click();
    await page.waitForLoadState();
    expect(await overlay.isVisible()).toBe(false);
    expect(await page.getByTestId("basket-item-group").count()).toBe(1);
    expect(await page.getByTestId("basket-sub-item").count()).toBe(5);
    expect(await basketTotal(page)).toBe(configured);
    expect(
      await page
        .getByTestId("basket-item-prescription-values")
        .locator('[data-eye="right"] [data-field="sphere"]')
        .textContent(),
    ).toBe("+1.75");
    // Ordered and shown back in the account as entered.
    await orderAndOpenInAccount(page, "pl-pl", {
      javaScript: false,
      address: { street: "Marszałkowska", zipCode: "00-950", city: "Warszawa" },
    });
    expect(await prescriptionCell(page, "order-item-prescription-values", "right", "sphere")).toBe("+1.75");
    expect(await prescriptionCell(page, "order-item-prescription-values", "left", "addition")).toBe("+2.00");
    expect(await page.getByTestId("order-item-prescription-values").first().textContent()).toContain("31.5");
  });

  for (const [width, javaScript] of [
    [375, true],
    [1440, false],
  ] as const) {
    it(`configures non-prescription blue-light lenses in fr-ch at ${width} px ${javaScript ? "with" : "without"} JavaScript`, async ({
      shopper,
    }) => {
      const page = await shopper.page({ width, javaScriptEnabled: javaScript });
      if (javaScript) await signUpVerified(page, "fr-ch", newEmailAddress("rx-blue-light"));
      await openConfigurator(
        page,
        javaScript ? await dearestConfigurableFrame("fr-ch", 3) : await representativeFrame("fr-ch"),
        javaScript,
      );
      await page.getByTestId("lens-type-type_none").check();
      await next(page, "glass-type");
      await expectNoSeriousViolations(page, javaScript);
      await page.getByTestId("quality-standard-1.6").check();
      await next(page, "extras");
      await page.getByTestId("tinting-blue_light_filter").check();
      await next(page, "summary");
      await expectNoSeriousViolations(page, javaScript);
      await page.getByTestId("configurator-add-to-basket").click();
      await page.waitForURL(/\/fr-ch\/basket\//);
      expect(await page.getByTestId("basket-sub-item").count()).toBe(4);
      // rule:prescription.edit-from-basket: other lenses for the same pair, through the configurator with every
      // choice kept.
      await page.getByTestId("basket-item-change-lenses").click();
      await page.waitForURL(/\/lenses\/prescription-type\//);
      expect(await page.getByTestId("lens-type-type_none").isChecked()).toBe(true);
      await next(page, "glass-type");
      await page.getByTestId("quality-standard-1.67").check();
      await next(page, "extras");
      expect(await page.getByTestId("tinting-blue_light_filter").isChecked()).toBe(true);
      await next(page, "summary");
      await page.getByTestId("configurator-add-to-basket").click();
      await page.waitForURL(/\/fr-ch\/basket\//);
      expect(await page.getByTestId("basket-item-group").count()).toBe(1);
      expect(await page.getByTestId("basket-sub-item").count()).toBe(4);
      if (!javaScript) return;
      // Ordered and shown back in the account: glasses without prescription, with their lenses.
      await orderAndOpenInAccount(page, "fr-ch", {
        javaScript: true,
        address: { street: "Rue du Rhône", zipCode: "1204", city: "Genève" },
      });
      const order = (await page.getByTestId("account-order").textContent()) ?? "";
      expect(order).toContain("Standard 1.67");
      expect(order).toContain("Filtre lumière bleue");
      expect(order).not.toContain("Blaulichtfilter");
      expect(await page.getByTestId("order-item-prescription-values").count()).toBe(0);
    });
  }

  it("gives the frame of prescription glasses away in de-ch at 1440 px: summary, basket, order and mail show it free, the lenses are the total (rule:prescription.zero-cost-frames)", async ({
    shopper,
  }) => {
    const page = await shopper.page({ width: 1440 });
    const frame = await dearestConfigurableFrame("de-ch", 4);
    await gotoHydrated(page, frame);
    expect(await page.getByTestId("lenses-from").textContent()).toContain("Fassung gratis");
    await page.getByTestId("configure-lenses").click();
    await page.waitForURL(/\/lenses\/prescription-type\//);
    await page.getByTestId("lens-type-type_ei").check();
    await next(page, "prescription");
    await page.getByTestId("source-later").check();
    await next(page, "glass-type");
    await page.getByTestId("quality-standard-1.6").check();
    await next(page, "extras");
    await next(page, "summary");
    const digits = (text: string | null) => Number((text ?? "").replace(/\D/g, ""));
    const frameRow = page.getByTestId("fee-rows").locator('[data-fee="frame"]');
    expect(await frameRow.getByTestId("frame-free").textContent()).toBe("Fassung gratis");
    const priceBefore = digits(await frameRow.getByTestId("fee-price-before").textContent());
    expect(priceBefore).toBeGreaterThan(0);
    const prices = await page
      .getByTestId("fee-rows")
      .locator("[data-fee] dd")
      .evaluateAll((cells) => cells.map((cell) => (cell.lastChild?.textContent ?? "").replace(/\D/g, "")));
    expect(Number(prices[0])).toBe(0);
    const configured = digits(await page.getByTestId("configurator-total").textContent());
    expect(configured).toBe(prices.slice(1).reduce((sum, price) => sum + Number(price), 0));
    await page.getByTestId("configurator-add-to-basket").click();
    await page.waitForURL(/\/de-ch\/basket\//);
    const frameLine = page.getByTestId("basket-item").first();
    expect(await frameLine.getByTestId("basket-item-total-frame-free").textContent()).toBe("Fassung gratis");
    expect(digits(await frameLine.getByTestId("basket-item-total-before").textContent())).toBe(priceBefore);
    expect(digits(await frameLine.getByTestId("basket-item-total").textContent())).toBe(0);
    expect(Number(await basketTotal(page))).toBe(configured);
    expect(await page.getByTestId("basket-reductions").textContent()).toContain("Fassung gratis");
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The order keeps both prices: the account's order shows them, the confirmation mail says the frame is free.
    await signUpVerified(page, "de-ch", newEmailAddress("rx-free-frame"));
    const orderId = await orderAndOpenInAccount(page, "de-ch", {
      javaScript: true,
      address: { street: "Bahnhofstrasse", zipCode: "8001", city: "Zürich" },
      payment: "twint",
    });
    const orderedFrame = page.getByTestId("order-item").first();
    expect(await orderedFrame.getByTestId("order-item-total-frame-free").textContent()).toBe(
      "Fassung gratis",
    );
    expect(digits(await orderedFrame.getByTestId("order-item-total-before").textContent())).toBe(priceBefore);
    expect(digits(await orderedFrame.getByTestId("order-item-total").textContent())).toBe(0);
    const mail = (await outboxMails(page, "de-ch", orderId!)).first();
    expect(await mail.textContent()).toContain("(Fassung gratis)");
  });

  it("sends a skipped step back and refuses an incomplete or tampered configuration without adding anything", async () => {
    const frame = (await fixedPageTarget("de-de", "rx-glasses-pdp")).location!;
    const skipped = await fetch(`${baseUrl}${frame}lenses/summary/?type=type_ei&src=enter&q=1`, {
      redirect: "manual",
    });
    expect(skipped.status).toBe(303);
    expect(skipped.headers.get("location")).toMatch(/\/lenses\/prescription-type\//);
    expect((await fetch(`${baseUrl}${frame}lenses/no-such-step/`)).status).toBe(404);
    const productId = frame.match(/-(\d+)\/$/)![1]!;
    const tampered = await fetch(`${baseUrl}/de-de/basket/`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl },
      body: new URLSearchParams({
        intent: "addConfigured",
        productId,
        // A lens type, but neither values nor a quality: nothing may be added.
        configuration: "v=1&type=type_ei&src=enter&rs=-30",
      }),
    });
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain("Ihre Glaswahl ist unvollständig");
  });
});
