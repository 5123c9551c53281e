import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import {
  BERLIN_CHECKOUT_FIELDS,
  gotoHydrated,
  it,
  newEmailAddress,
  outboxMails,
  PASSWORD,
  seriousAxeViolations,
  visit,
} from "./kit.ts";

const baseUrl = inject("baseUrl");
const engineToken = inject("engineToken");
const DE = 10002;
const PAGE = "/subscription/subscription-cancellations/";

/** A request to the demo shop's engine with its access token, in the shop's context. */
async function engine<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  const url = new URL(`${baseUrl}/storefront-api${path}`);
  url.searchParams.set("shopId", String(DE));
  const response = await fetch(url, {
    method,
    headers: { "x-access-token": engineToken, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

interface ProductAnswer {
  entities: {
    id: number;
    variants: { id: number; stock: { quantity: number; isSellableWithoutStock: boolean } }[];
  }[];
}

/**
 * A de-DE customer signed up through the engine orders a pair of subscribable contact lenses (one line per eye,
 * each with its subscriptionDefinition) through the engine's API; answers the address and the subscription number.
 */
async function customerWithSubscription(label: string): Promise<{ email: string; reference: string }> {
  const email = newEmailAddress(label);
  const { customer } = await engine<{ customer: { id: number; basketKey: string } }>(
    "POST",
    "/v1/customers",
    {
      email,
      password: PASSWORD,
      firstName: "Anna",
      lastName: "Muster",
    },
  );
  const { entities } = await engine<ProductAnswer>(
    "GET",
    "/v1/products?filters%5BsubscriptionIntervals%5D=1&with=variants&perPage=20",
  );
  const variants = entities
    .flatMap((product) => product.variants)
    .filter((variant) => variant.stock.quantity > 0 || variant.stock.isSellableWithoutStock)
    .slice(0, 2);
  const definition = { subscriptionInterval: 1, preferredDeliveryDay: 15, origin: "pdp" };
  for (const [index, variant] of variants.entries())
    await engine("POST", `/v1/baskets/${customer.basketKey}/items`, {
      variantId: variant.id,
      quantity: 1,
      customData: { eye: index === 0 ? "left" : "right", subscriptionDefinition: definition },
    });
  await engine("POST", "/v1/checkout/orders", {
    customerId: customer.id,
    idempotencyKey: randomUUID(),
    billingAddress: {
      firstName: BERLIN_CHECKOUT_FIELDS["billing.firstName"],
      lastName: BERLIN_CHECKOUT_FIELDS["billing.lastName"],
      street: BERLIN_CHECKOUT_FIELDS["billing.street"],
      houseNumber: BERLIN_CHECKOUT_FIELDS["billing.houseNumber"],
      zipCode: BERLIN_CHECKOUT_FIELDS["billing.zipCode"],
      city: BERLIN_CHECKOUT_FIELDS["billing.city"],
    },
    paymentKey: "paypal_instant",
  });
  const { subscriptions } = await engine<{ subscriptions: { id: string }[] }>(
    "GET",
    `/v1/customers/${customer.id}/subscriptions`,
  );
  return { email, reference: subscriptions[0]!.id };
}

/** Both steps of the form: identify, then "jetzt kündigen" (or its translation); answers the received page. */
async function cancel(page: Page, email: string, identifier: string, submitLabel: RegExp) {
  await page.getByTestId("field-email").fill(email);
  await page.getByTestId("field-subscriptionIdentifier").fill(identifier);
  await page.getByTestId("field-cancellationReason").fill("Ich trage jetzt Brillen.");
  await page.getByTestId("cancellation-continue").click();
  await page.getByTestId("cancellation-confirm").waitFor();
  const submit = page.getByTestId("cancellation-submit");
  expect(await submit.textContent()).toMatch(submitLabel);
  await submit.click();
  const received = page.getByTestId("cancellation-received");
  await received.waitFor({ timeout: 15_000 });
  return received;
}

describe("cancelling a subscription without signing in (§ 312k BGB)", () => {
  for (const width of [375, 1440]) {
    it(`de-DE at ${width} px: the footer link, two steps, the time received, the mail, nothing told on the page`, async ({
      shopper,
    }) => {
      const { email, reference } = await customerWithSubscription(`cancel-${width}`);
      const page = await shopper.page({ width });
      await gotoHydrated(page, "/de-de/");
      const link = page.getByTestId("footer-cancel-contracts");
      expect(await link.textContent()).toBe("Verträge hier kündigen");
      await link.click();
      await page.waitForURL(`${baseUrl}/de-de${PAGE}`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      expect(await seriousAxeViolations(page)).toEqual([]);

      const received = await cancel(page, email, reference.toLowerCase(), /^jetzt kündigen$/);
      const text = (await received.textContent()) ?? "";
      expect(text).toMatch(/Eingegangen am \d{1,2}\. \S+ \d{4} um \d{2}:\d{2}:\d{2}/);
      expect(text).toContain(email);
      expect(await seriousAxeViolations(page)).toEqual([]);
      const receivedText = text.replace(email, "").replace(reference.toLowerCase(), "");

      const [mail] = await (await outboxMails(page, "de-de", reference)).all();
      const mailText = (await mail!.textContent()) ?? "";
      expect(mailText).toMatch(
        new RegExp(`Kündigung des Abos ${reference} ist am \\d{1,2}\\. \\S+ \\d{4} um \\d{2}:\\d{2}:\\d{2}`),
      );
      expect(mailText).toContain("Das Abo endet am");

      // An unknown number gets the very same page; only the mail to the address typed says nothing matched.
      await gotoHydrated(page, `/de-de${PAGE}`);
      const unknown = await cancel(page, email, "ABO-ZZZZZZZZ", /^jetzt kündigen$/);
      const unknownText = ((await unknown.textContent()) ?? "")
        .replace(email, "")
        .replace("ABO-ZZZZZZZZ", "");
      const withoutTimes = (value: string) => value.replace(/\d{1,2}\. \S+ \d{4} um \d{2}:\d{2}:\d{2}/, "");
      expect(withoutTimes(unknownText)).toBe(withoutTimes(receivedText));
      expect(await (await outboxMails(page, "de-de", "kein laufendes Abo")).count()).toBe(1);
    });
  }

  it("cs-CZ without JavaScript: the translated footer link, steps and received page", async ({ shopper }) => {
    const page = await shopper.page({ width: 1440, javaScriptEnabled: false });
    await visit(page, "/cs-cz/", false);
    const link = page.getByTestId("footer-cancel-contracts");
    expect(await link.textContent()).toBe("Vypovědět smlouvy zde");
    await link.click();
    await page.waitForURL(`${baseUrl}/cs-cz${PAGE}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Vypovědět smlouvy zde");
    await page.getByTestId("cancellation-continue").click();
    expect(await page.getByTestId("field-email").getAttribute("aria-invalid")).toBe("true");
    const received = await cancel(page, newEmailAddress("cancel-cs"), "123456789012", /^vypovědět nyní$/);
    expect(await received.textContent()).toMatch(/Přijato .+ v \d{1,2}:\d{2}:\d{2}/);

    const withScripts = await shopper.page({ width: 1440 });
    await gotoHydrated(withScripts, `/cs-cz${PAGE}`);
    expect(await seriousAxeViolations(withScripts)).toEqual([]);
  });
});
