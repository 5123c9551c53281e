// Issue #17 item 3, subscriptions in the storefront: a de-DE customer subscribes to a lens pair (1440 px, JavaScript)
// or a care product (375 px, no JavaScript) on the product page, orders it through the checkout, finds it in the
// account, skips the next delivery, changes the interval and the payment method and cancels; cs-CZ, whose shop sells no subscriptions,
// shows no choice; axe finds nothing serious.
import type { Locator, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { accountText, fixedPageTarget, shopText } from "./configurator.ts";
import {
  fillBillingAddress,
  it,
  newEmailAddress,
  seriousAxeViolations,
  signUpVerified,
  successPage,
  visit,
} from "./kit.ts";

/** "alle N Monate" as the shop writes an interval of more than one month. */
const every = (months: number) =>
  shopText("de", "subscription.every_other").replace("{{count}}", String(months));

/** Chooses every value of an eye as its first offered one, and one box. */
async function chooseEye(page: Page, eye: "right" | "left") {
  const choices: Locator = page.getByTestId(`lens-eye-${eye}`).locator("select");
  for (const choice of await choices.all()) await choice.selectOption({ index: 1 });
  await page.getByTestId(`lens-quantity-${eye}`).fill("1");
}

const JOURNEYS = [
  { kind: "contact-lens-pdp", width: 1440, javaScript: true },
  { kind: "cleaning-fluid-pdp", width: 375, javaScript: false },
] as const;

describe("subscriptions in the storefront (rule:subscriptions.product-choice, rule:subscriptions.reusable-payment)", () => {
  it.for(JOURNEYS)(
    "subscribes to a $kind at $width px (JavaScript: $javaScript), skips a delivery, changes the interval and the payment method and cancels in the account",
    async ({ kind, width, javaScript }, { shopper }) => {
      const signUp = await shopper.context({ width });
      await signUpVerified(await signUp.newPage(), "de-de", newEmailAddress(`subscription-${width}`));
      const context = javaScript ? signUp : await shopper.withoutJavaScript(signUp, width);
      const page = await context.newPage();
      await visit(page, (await fixedPageTarget("de-de", kind)).location!, javaScript);

      // One-time purchase is chosen; with JavaScript the subscription's fields show only once it is chosen.
      const choice = page.getByTestId("subscription-choice");
      expect(await choice.getByTestId("purchase-once").isChecked()).toBe(true);
      expect(await page.getByTestId("subscription-details").isVisible()).toBe(!javaScript);
      if (kind === "contact-lens-pdp") {
        await chooseEye(page, "right");
        await chooseEye(page, "left");
      }
      // The running subscription promotion names the price of each delivery (rule:subscriptions.promotion-price).
      const offer = (await page.getByTestId("subscription-offer").textContent()) ?? "";
      expect(offer).toContain(shopText("de", "subscription.choice.offerPrice").split("{{")[0]!.trim());
      expect(offer).toContain("Abo-Vorteil");
      await choice.getByTestId("purchase-subscription").check();
      await page.getByTestId("subscription-interval").selectOption("2");
      await page.getByTestId("subscription-delivery-day").selectOption("15");
      if (javaScript) expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByTestId("add-to-basket").click();
      if (javaScript) {
        await page.getByTestId("basket-confirmation").waitFor({ timeout: 15_000 });
        await visit(page, "/de-de/basket/", true);
      } else await page.waitForURL(/\/de-de\/basket\/$/);

      // Each subscribed line shows the subscription promotion and the basket takes it off.
      expect(await page.getByTestId("basket-item-promotion").first().textContent()).toContain("Abo-Vorteil");
      expect(await page.getByTestId("basket-reductions").textContent()).toContain(
        shopText("de", "basket.reduction.promotion"),
      );
      const notes = page.getByTestId("basket-item-subscription");
      expect(await notes.count()).toBe(kind === "contact-lens-pdp" ? 2 : 1);
      expect(await notes.first().textContent()).toBe(
        shopText("de", "subscription.lineNote").replace("{{every}}", every(2)),
      );

      // The checkout offers only payment methods that give a mandate.
      await visit(page, "/de-de/checkout/", javaScript);
      await page.getByTestId("checkout-subscription-payment").waitFor();
      expect(await page.getByTestId("payment-ratepay_invoice").count()).toBe(0);
      expect(await page.getByTestId("checkout-item-subscription").count()).toBe(
        kind === "contact-lens-pdp" ? 2 : 1,
      );
      if (javaScript) expect(await seriousAxeViolations(page)).toEqual([]);
      await fillBillingAddress(page);
      await page.getByTestId("payment-computop_creditcard").check();
      await page.getByTestId("checkout-submit").click();
      await successPage(page, "de-de");
      await page.getByTestId("success-subscriptions-link").waitFor();

      // The account lists it; its page skips the next delivery, changes the interval and the payment method and cancels.
      await visit(page, "/de-de/account/", javaScript);
      await page.getByTestId("account-subscriptions-link").click();
      await page.getByTestId("account-subscriptions").waitFor();
      const row = page.getByTestId("subscription-row");
      expect(await row.count()).toBe(1);
      expect(await row.getByTestId("subscription-interval").textContent()).toBe(every(2));
      expect(await row.getByTestId("subscription-item-eye").count()).toBe(
        kind === "contact-lens-pdp" ? 2 : 0,
      );
      if (javaScript) expect(await seriousAxeViolations(page)).toEqual([]);
      await row.getByTestId("subscription-link").click();
      await page.getByTestId("account-subscription").waitFor();
      if (javaScript) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      const nextDelivery = () => page.getByTestId("subscription-next-delivery").getAttribute("data-day");
      const planned = (await nextDelivery())!;
      expect(planned.slice(8)).toBe("15");
      if (javaScript) expect(await seriousAxeViolations(page)).toEqual([]);

      const confirmation = page.getByTestId("subscription-confirmation");
      await page.getByTestId("subscription-submit-skip").click();
      await confirmation.first().waitFor({ timeout: 15_000 });
      await expect.poll(nextDelivery, { timeout: 15_000 }).not.toBe(planned);
      expect((await nextDelivery())! > planned).toBe(true);

      await page.getByTestId("subscription-interval-select").selectOption("3");
      await page.getByTestId("subscription-submit-interval").click();
      await expect
        .poll(() => page.getByTestId("subscription-interval").first().textContent(), { timeout: 15_000 })
        .toBe(every(3));
      // "Das Lieferintervall ist geändert: alle 3 Monate. Nächste Lieferung: …"
      const intervalDone = accountText("de", "subscriptions.done.interval", { every: every(3) }).split(
        ".",
      )[0]!;
      await confirmation.filter({ hasText: intervalDone }).first().waitFor({ timeout: 15_000 });

      // A new payment method that gives a mandate replaces the old one (rule:subscriptions.payment-change).
      await page.getByTestId("subscription-payment-select").selectOption("computop_creditcard");
      await page.getByTestId("subscription-submit-paymentMethod").click();
      await expect
        .poll(() => page.getByTestId("subscription-payment").textContent(), { timeout: 15_000 })
        .toBe(accountText("de", "checkout.payment.computop_creditcard"));

      await page.getByTestId("subscription-cancel-reason").fill("Ich teste das Abo");
      await page.getByTestId("subscription-submit-cancel").click();
      await page.getByTestId("subscription-cancelled").waitFor({ timeout: 15_000 });
      expect(await page.getByTestId("subscription-form-skip").count()).toBe(0);
      if (javaScript) expect(await seriousAxeViolations(page)).toEqual([]);
    },
  );

  it("shows no subscription choice in cs-CZ, whose shop sells no subscriptions", async ({ shopper }) => {
    const page = await shopper.page({ width: 375 });
    for (const kind of ["contact-lens-pdp", "cleaning-fluid-pdp"]) {
      await visit(page, (await fixedPageTarget("cs-cz", kind)).location!, true);
      await page.getByTestId("add-to-basket").waitFor();
      expect(await page.getByTestId("subscription-choice").count()).toBe(0);
    }
    await visit(page, (await fixedPageTarget("de-de", "cleaning-fluid-pdp")).location!, true);
    expect(await page.getByTestId("subscription-choice").count()).toBe(1);
  });
});
