// Issue #17, contact lenses per eye: a shopper in de-DE and cs-CZ, at 375 and 1440 px, with and without JavaScript,
// orders two different powers for the right and the left eye, through the checkout to the account's order; a bad
// order is refused with the shop's words at the field; axe finds nothing serious.
import type { Locator, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { fixedPageTarget, orderAndOpenInAccount, shopText } from "./configurator.ts";
import { it, newEmailAddress, seriousAxeViolations, signUpVerified, visit } from "./kit.ts";

const JOURNEYS = [
  { shop: "de-de", language: "de", width: 1440, javaScript: true },
  { shop: "de-de", language: "de", width: 375, javaScript: false },
  { shop: "cs-cz", language: "cs", width: 375, javaScript: true },
  { shop: "cs-cz", language: "cs", width: 1440, javaScript: false },
] as const;

/** The select of one value of one eye ("sphere", "cylinder", …). */
const valueChoice = (page: Page, field: string, eye: "right" | "left") =>
  page.getByTestId(`lens-${field}-${eye}`);

/**
 * Chooses an eye's values: the sphere at `powerIndex` of its options, every other choice its first value; answers
 * the sphere as shown.
 */
async function chooseEye(
  page: Page,
  eye: "right" | "left",
  powerIndex: number,
  boxes: string,
): Promise<string> {
  const choices: Locator = page.getByTestId(`lens-eye-${eye}`).locator("select");
  for (const choice of await choices.all()) {
    const isSphere = (await choice.getAttribute("data-testid")) === `lens-sphere-${eye}`;
    await choice.selectOption({ index: isSphere ? powerIndex : 1 });
  }
  await page.getByTestId(`lens-quantity-${eye}`).fill(boxes);
  return (await valueChoice(page, "sphere", eye).locator("option:checked").textContent()) ?? "";
}

describe("contact lenses per eye (rule:contact-lenses.per-eye-order, rule:contact-lenses.eye-choices)", () => {
  it.for(JOURNEYS)(
    "orders two powers, right and left, through the checkout to the account's order in $shop at $width px (JavaScript: $javaScript)",
    async ({ shop, language, width, javaScript }, { shopper }) => {
      const signUp = await shopper.context({ width });
      const setup = await signUp.newPage();
      await signUpVerified(setup, shop, newEmailAddress(`lenses-${shop}-${width}`));
      const context = javaScript ? signUp : await shopper.withoutJavaScript(signUp, width);
      const page = await context.newPage();
      const lens = (await fixedPageTarget(shop, "contact-lens-pdp")).location!;
      await visit(page, lens, javaScript);

      // Nothing chosen that the shopper did not choose: every select starts at "Bitte wählen".
      const sphere = valueChoice(page, "sphere", "right");
      expect(await sphere.inputValue()).toBe("");
      expect(await sphere.locator("option").first().textContent()).toBe(
        shopText(language, "contactLenses.choose"),
      );
      if (javaScript) expect(await seriousAxeViolations(page)).toEqual([]);

      // Both eyes empty is refused at the form, in the shop's words.
      await page.getByTestId("add-to-basket").click();
      const noEye = page
        .getByTestId("form-error")
        .filter({ hasText: shopText(language, "contactLenses.error.noEye") });
      await noEye.first().waitFor({ timeout: 15_000 });
      if (javaScript) expect(await seriousAxeViolations(page)).toEqual([]);

      const right = await chooseEye(page, "right", 2, "2");
      const left = await chooseEye(page, "left", 4, "1");
      expect(right).not.toBe(left);
      if (javaScript) {
        await page.getByTestId("lens-eye-price-right").waitFor();
        await page.getByTestId("lens-total").waitFor();
        expect(await page.getByTestId("lens-supply").count()).toBe(2);
      }
      await page.getByTestId("add-to-basket").click();
      if (javaScript) {
        await page.getByTestId("basket-confirmation").waitFor({ timeout: 15_000 });
        await visit(page, `/${shop}/basket/`, true);
      } else {
        await page.waitForURL(new RegExp(`/${shop}/basket/$`));
      }

      // One group, one line per eye with its values and boxes; each eye keeps its own quantity field.
      const group = page.getByTestId("basket-item-group");
      expect(await group.count()).toBe(1);
      const eyes = group.getByTestId("basket-item-eye");
      expect(await eyes.evaluateAll((lines) => lines.map((line) => line.getAttribute("data-eye")))).toEqual([
        "right",
        "left",
      ]);
      expect(await eyes.nth(0).textContent()).toContain(right);
      expect(await eyes.nth(1).textContent()).toContain(left);
      expect(
        await group
          .getByTestId("basket-item-quantity")
          .evaluateAll((fields) => fields.map((f) => (f as HTMLInputElement).value)),
      ).toEqual(["2", "1"]);
      if (javaScript) expect(await seriousAxeViolations(page)).toEqual([]);

      await orderAndOpenInAccount(page, shop, { javaScript });
      const ordered = page.getByTestId("order-item-eye");
      expect(await ordered.count()).toBe(2);
      expect(await ordered.nth(0).textContent()).toContain(shopText(language, "prescription.eye.right"));
      expect(await ordered.nth(0).textContent()).toContain(right);
      expect(await ordered.nth(1).textContent()).toContain(shopText(language, "prescription.eye.left"));
      expect(await ordered.nth(1).textContent()).toContain(left);
      if (javaScript) expect(await seriousAxeViolations(page)).toEqual([]);

      // rule:orders.reorder: "order again" puts the same pair back, each eye with its values and boxes.
      await page.getByTestId("order-reorder").click();
      if (javaScript) {
        await page.getByTestId("basket-confirmation").waitFor({ timeout: 15_000 });
        expect(await seriousAxeViolations(page)).toEqual([]);
        await visit(page, `/${shop}/basket/`, true);
      } else {
        await page.waitForURL(new RegExp(`/${shop}/basket/$`));
      }
      const again = page.getByTestId("basket-item-group").getByTestId("basket-item-eye");
      expect(await again.count()).toBe(2);
      expect(await again.nth(0).textContent()).toContain(right);
      expect(await again.nth(1).textContent()).toContain(left);
      expect(
        await page
          .getByTestId("basket-item-group")
          .getByTestId("basket-item-quantity")
          .evaluateAll((fields) => fields.map((f) => (f as HTMLInputElement).value)),
      ).toEqual(["2", "1"]);
    },
  );

  it("refuses 10,000 boxes without JavaScript at the field, with the form shown again", async ({
    shopper,
  }) => {
    const page = await shopper.page({ javaScriptEnabled: false, width: 375 });
    await page.goto((await fixedPageTarget("de-de", "contact-lens-pdp")).location!);
    await chooseEye(page, "right", 1, "10000");
    await page.getByTestId("add-to-basket").click();
    await page.getByTestId("lens-order-refused").waitFor();
    expect(await page.locator("#lens-quantityR-error").textContent()).toBe(
      shopText("de", "contactLenses.error.boxesRange"),
    );
    expect(await page.getByTestId("basket-item-group").count()).toBe(0);
  });
});
