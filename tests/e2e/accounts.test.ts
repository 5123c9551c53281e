import { SHOPS } from "@eyewear/shop-rules";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import {
  addSomethingToBasket,
  gotoHydrated,
  it,
  newEmailAddress,
  outboxLink,
  seriousAxeViolations,
  signIn,
  signUp,
} from "./kit.ts";

/** The shop RPC getUser with the page's cookies. */
async function getUser(page: Page, shopId: number): Promise<unknown> {
  const response = await page.request.post("/api/rpc/getUser", {
    headers: { "x-shop-id": String(shopId) },
    data: {},
  });
  return response.json();
}

describe("accounts", () => {
  it("signs up, verifies by the outbox link, signs out and back in through redirectUrl", async ({
    shopper,
  }) => {
    const page = await shopper.page();
    const email = newEmailAddress("de-de");

    await gotoHydrated(page, "/de-de/signin/?register=true");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByTestId("field-password").fill("short");
    await page.getByTestId("field-passwordConfirmation").focus();
    await expect.poll(() => page.getByTestId("form-error").first().textContent()).toMatch(/8 bis 70 Zeichen/);
    await signUp(page, email);
    await page.waitForURL(/\/de-de\/account\/$/);
    await page.getByTestId("account-unverified").waitFor();
    expect(await page.getByTestId("account-link").getAttribute("href")).toBe("/de-de/account/");

    // Unverified customers only reach account home and the user page (rule:routing.guards).
    await page.goto("/de-de/account/orders/");
    await page.waitForURL(/\/de-de\/account\/$/);

    await gotoHydrated(page, await outboxLink(page, "de-de", email));
    await page.getByTestId("verify-submit").click();
    await page.waitForURL(/\/de-de\/account\/\?verified=true$/);
    await page.getByTestId("account-verified").waitFor();
    expect(await page.getByTestId("account-unverified").count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByTestId("signout-submit").click();
    await page.waitForURL(/\/de-de\/$/);
    await expect.poll(() => page.getByTestId("account-link").getAttribute("href")).toBe("/de-de/signin/");

    await page.goto("/de-de/account/user/");
    await page.waitForURL(/\/de-de\/signin\/\?redirectUrl=%2Fde-de%2Faccount%2Fuser%2F&showBasket=false$/);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await signIn(page, email, "Wrong#Password1");
    await expect.poll(() => page.getByTestId("form-error").textContent()).toMatch(/falsch/);
    await signIn(page, email);
    await page.waitForURL(/\/de-de\/account\/user\/$/);
    // getUser answers the signed-in customer, and no user field once signed out (checked below).
    expect(await getUser(page, 10002)).toEqual({
      user: {
        id: expect.any(Number),
        email,
        firstName: "Anna",
        lastName: "Muster",
        status: { isGuestCustomer: false },
        info: { verified: true },
      },
    });

    await page.getByTestId("field-birthDate").fill("31.02.1990");
    await page.getByTestId("account-save").click();
    await expect.poll(() => page.getByTestId("form-error").first().textContent()).toMatch(/TT\.MM\.JJJJ/);
    await page.getByTestId("field-birthDate").fill("17.05.1990");
    await page.getByTestId("field-phone").fill("+49 1512345678");
    await page.getByTestId("account-save").click();
    await page.getByTestId("account-saved").waitFor();
    await page.reload();
    expect(await page.getByTestId("field-birthDate").inputValue()).toBe("17.05.1990");
    // Kept international, shown by rule:account.phone-display.
    expect(await page.getByTestId("field-phone").inputValue()).toBe("+49 1512 345678");
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Opened by address, /signout/ asks first; only its POST signs out.
    await page.goto("/de-de/signout/");
    expect(await getUser(page, 10002)).toMatchObject({ user: { email } });
    await page.getByTestId("signout-submit").click();
    await page.waitForURL(/\/de-de\/$/);
    expect(await getUser(page, 10002)).toEqual({});
  });

  it("answers a mail form over its per-address limit with 429 and Retry-After, also to a post without JavaScript", async ({
    shopper,
  }) => {
    const page = await shopper.page({ javaScriptEnabled: false });
    await page.goto("/de-de/forgot-password/");
    const origin = new URL(page.url()).origin;
    const email = newEmailAddress("mail-limit");
    const ask = () => page.request.post("/de-de/forgot-password/", { headers: { origin }, form: { email } });
    // rule:account.attempt-delay: five mails an hour to one address, then the form waits.
    for (let mail = 0; mail < 5; mail++) expect((await ask()).status()).toBe(200);
    const refused = await ask();
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  });

  it("guards account and checkout for visitors, and refuses a foreign redirectUrl", async ({ shopper }) => {
    const page = await shopper.page();
    await page.goto("/fr-ch/account/");
    await page.waitForURL(/\/fr-ch\/signin\/\?redirectUrl=%2Ffr-ch%2Faccount%2F&showBasket=false$/);
    await page.goto("/fr-ch/checkout/");
    await page.waitForURL(/\/fr-ch\/signin\/\?redirectUrl=%2Ffr-ch%2Fcheckout%2F&showBasket=true$/);

    await gotoHydrated(page, "/fr-ch/signin/?register=true&redirectUrl=%2F%2Fevil.example%2F");
    await signUp(page, newEmailAddress("fr-ch"));
    await page.waitForURL(/\/fr-ch\/account\/$/);
    // A signed-in non-guest customer on sign-in goes to the account (rule:routing.guards).
    await page.goto("/fr-ch/signin/");
    await page.waitForURL(/\/fr-ch\/account\/$/);
  });

  it("keeps the anonymous basket after sign-in, merged into the customer's basket", async ({ shopper }) => {
    const email = newEmailAddress("pl-pl");
    const registration = await shopper.context();
    const registrationPage = await registration.newPage();
    await gotoHydrated(registrationPage, "/pl-pl/signin/?register=true");
    await signUp(registrationPage, email);
    await registrationPage.waitForURL(/\/pl-pl\/account\/$/);
    await registration.close();

    const context = await shopper.context();
    const page = await context.newPage();
    const name = await addSomethingToBasket(page, "pl-pl");
    await gotoHydrated(page, "/pl-pl/signin/");
    await signIn(page, email);
    await page.waitForURL(/\/pl-pl\/account\/$/);
    await page.goto("/pl-pl/basket/");
    expect(await page.getByTestId("basket-item-name").allTextContents()).toEqual([name]);
    expect(await page.getByTestId("basket-count").textContent()).toBe("1");
    await context.close();

    // The customer's basket key is the customer's own: another device sees the same basket after sign-in.
    const otherDevice = await shopper.context({ javaScriptEnabled: false });
    const otherPage = await otherDevice.newPage();
    await otherPage.goto("/pl-pl/signin/");
    await signIn(otherPage, email);
    await otherPage.waitForURL(/\/pl-pl\/account\/$/);
    await otherPage.goto("/pl-pl/basket/");
    expect(await otherPage.getByTestId("basket-item-name").allTextContents()).toEqual([name]);
    await otherDevice.close();
  });

  it("signs up, signs out and signs in without JavaScript", async ({ shopper }) => {
    const page = await shopper.page({ javaScriptEnabled: false });
    const email = newEmailAddress("cs-cz");
    await page.goto("/cs-cz/signin/?register=true");
    await signUp(page, email);
    await page.waitForURL(/\/cs-cz\/account\/$/);
    await page.getByTestId("signout-submit").click();
    await page.waitForURL(/\/cs-cz\/$/);

    await page.goto("/cs-cz/signin/");
    await signIn(page, email, "Wrong#Password1");
    expect(await page.getByTestId("form-error").textContent()).toMatch(/nesprávné/);
    await signIn(page, email);
    await page.waitForURL(/\/cs-cz\/account\/$/);
    expect(await page.getByTestId("account-email").textContent()).toBe(email);
  });

  it("resets a forgotten password by the mailed link, once, in the shop's language", async ({ shopper }) => {
    const page = await shopper.page();
    const email = newEmailAddress("it-it");
    await gotoHydrated(page, "/it-it/signin/?register=true");
    await signUp(page, email);
    await page.waitForURL(/\/it-it\/account\/$/);
    await page.getByTestId("signout-submit").click();
    await page.waitForURL(/\/it-it\/$/);

    for (const address of [email, newEmailAddress("unknown")]) {
      await gotoHydrated(page, "/it-it/forgot-password/");
      await page.getByTestId("field-email").fill(address);
      await page.getByRole("button", { name: "Richiedi il link" }).click();
      // The same answer whether or not the address has an account.
      await expect.poll(() => page.getByTestId("forgot-sent").textContent()).toMatch(/Se esiste un account/);
    }
    await page.goto("/it-it/dev/outbox/");
    expect(
      await page
        .getByTestId("outbox-mail")
        .filter({ hasText: email })
        .first()
        .getByRole("heading")
        .textContent(),
    ).toBe("La tua nuova password");
    const resetLink = await outboxLink(page, "it-it", email);

    const newPassword = "Occhiali-Nuovi7";
    await gotoHydrated(page, resetLink);
    await page.getByTestId("field-password").fill(newPassword);
    await page.getByTestId("field-passwordConfirmation").fill(newPassword);
    await page.getByRole("button", { name: "Salva la password" }).click();
    await page.waitForURL(/\/it-it\/signin\/\?passwordChanged=true$/);
    await signIn(page, email, newPassword);
    await page.waitForURL(/\/it-it\/account\/$/);
    // A password reset proves the address too.
    expect(await page.getByTestId("account-unverified").count()).toBe(0);

    await page.getByTestId("signout-submit").click();
    await page.waitForURL(/\/it-it\/$/);
    await gotoHydrated(page, resetLink);
    await page.getByTestId("field-password").fill(newPassword);
    await page.getByTestId("field-passwordConfirmation").fill(newPassword);
    await page.getByRole("button", { name: "Salva la password" }).click();
    await expect.poll(() => page.getByTestId("form-error").textContent()).toMatch(/già stato usato/);
  });

  it("shows the sign-in page in every shop and language", async ({ shopper }) => {
    const page = await shopper.page({ javaScriptEnabled: false });
    for (const shop of SHOPS) {
      const response = await page.goto(`/${shop.code}/signin/`);
      expect(response?.status(), shop.code).toBe(200);
      expect(await page.locator("html").getAttribute("lang")).toBe(shop.locale);
      expect(await page.getByTestId("signin-form").count()).toBe(1);
    }
  });
});

it("loads the account texts when a catalogue page navigates to sign-in in the browser (ADR 0039)", async ({
  shopper,
}) => {
  const page = await shopper.page({ width: 1440 });
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await gotoHydrated(page, "/fr-ch/");
  await page.getByTestId("account-link").click();
  await page.waitForURL(/\/fr-ch\/signin\/$/);
  await page.getByTestId("signin-form").waitFor();
  expect(await page.locator("h1").first().textContent()).toBe("Se connecter");
  expect(await page.title()).toBe("Se connecter");
  expect(await page.locator("main").innerText()).not.toMatch(/\b(account|form_fields|checkout)\.[a-z]/i);
  expect(documents).toHaveLength(1);
});
