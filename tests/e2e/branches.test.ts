import { DEMO_CUSTOMER } from "@eyewear/demo-data";
import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { gotoHydrated, it, seriousAxeViolations, signIn } from "./kit.ts";

const baseUrl = inject("baseUrl");

const branchNames = (page: Page) => page.getByTestId("branch-link").allTextContents();

describe("branches (rule:branches.search, rule:branches.path, rule:layout.store-link)", () => {
  it("lists the country's branches and filters them by city or zip code", async ({ shopper }) => {
    const page = await shopper.page();
    await gotoHydrated(page, "/de-de/niederlassungen/");
    const all = await branchNames(page);
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(all).toContain("Lumio Optik München");
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel("Ort oder Postleitzahl").fill("Berlin");
    await page.getByTestId("branch-search-submit").click();
    await page.waitForURL(/\/de-de\/niederlassungen\/\?search=Berlin$/);
    await expect
      .poll(() => branchNames(page))
      .toEqual(["Lumio Optik Berlin Mitte", "Lumio Optik Berlin Spandau"]);
    expect(await page.getByTestId("branch-count").textContent()).toBe("2 Filialen für „Berlin“");

    await page.getByLabel("Ort oder Postleitzahl").fill("803");
    await page.getByTestId("branch-search-submit").click();
    await expect.poll(() => branchNames(page)).toEqual(["Lumio Optik München"]);
  });

  it("filters without JavaScript through the plain GET form, and never reflects markup", async ({
    shopper,
  }) => {
    const page = await shopper.page({ javaScriptEnabled: false });
    await page.goto("/cs-cz/niederlassungen/");
    expect(await branchNames(page)).toContain("Lumio Optika Brno");
    await page.getByTestId("branch-search-input").fill("110 00");
    await page.getByTestId("branch-search-submit").click();
    await page.waitForURL(/\/cs-cz\/niederlassungen\/\?search=110\+00$/);
    expect(await branchNames(page)).toEqual(["Lumio Optika Praha Staré Město"]);

    const response = await page.goto(`/cs-cz/niederlassungen/?search=${encodeURIComponent("<b>x</b>")}`);
    expect(response?.status()).toBe(200);
    expect(await page.locator("main b").count()).toBe(0);
    expect(await branchNames(page)).toEqual([]);
  });

  it("shows a branch page, redirects a wrong city slug to the canonical one and answers 404 for an unknown id", async ({
    shopper,
  }) => {
    const page = await shopper.page();
    await gotoHydrated(page, "/de-de/niederlassungen/?search=M%C3%BCnchen");
    const href = await page.getByTestId("branch-link").getAttribute("href");
    expect(href).toMatch(/^\/de-de\/niederlassungen\/munchen\/\d+\/$/);
    const id = href!.split("/").at(-2);

    await gotoHydrated(page, href!);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Lumio Optik München");
    expect(await page.getByTestId("branch-page").textContent()).toContain("80331 München");
    expect(await page.getByTestId("opening-hours").textContent()).toContain("Montag09:00–18:30");
    expect(await page.getByTestId("branch-phone").getAttribute("href")).toBe("tel:+49895550274");
    expect(await page.getByTestId("branch-services").textContent()).toContain("Sehtest");
    expect(await seriousAxeViolations(page)).toEqual([]);

    const redirected = await page.goto(`/de-de/niederlassungen/hamburg/${id}/`);
    expect(redirected?.url()).toBe(`${baseUrl}/de-de/niederlassungen/munchen/${id}/`);
    expect(redirected?.request().redirectedFrom()?.url()).toBe(
      `${baseUrl}/de-de/niederlassungen/hamburg/${id}/`,
    );

    expect((await page.goto("/de-de/niederlassungen/munchen/999999/"))?.status()).toBe(404);
    expect((await page.goto("/de-de/niederlassungen/munchen/abc/"))?.status()).toBe(404);
    // A branch of another country is not one of this shop's.
    expect((await page.goto(`/de-at/niederlassungen/munchen/${id}/`))?.status()).toBe(404);
  });

  it("links the store finder from the header, and the ropo basket in its place where the ropo mode is on", async ({
    shopper,
  }) => {
    const page = await shopper.page();
    await gotoHydrated(page, "/de-de/");
    const storeFinder = page.getByTestId("store-finder-link");
    expect(await storeFinder.getAttribute("href")).toBe("/de-de/niederlassungen/");
    expect(await storeFinder.getAttribute("aria-label")).toBe("Filialfinder");
    expect(await page.getByTestId("ropo-basket-link").count()).toBe(0);
    await storeFinder.click();
    await page.waitForURL(/\/de-de\/niederlassungen\/$/);
    await page.getByTestId("branch-list").waitFor();

    await gotoHydrated(page, "/it-it/");
    expect(await page.getByTestId("store-finder-link").count()).toBe(0);
    expect(await page.getByTestId("ropo-basket-link").getAttribute("href")).toBe("/it-it/ropo-basket/");
  });

  it("shows a signed-in customer's branch orders with status, items, total and the pickup branch", async ({
    shopper,
  }) => {
    const page = await shopper.page();
    await gotoHydrated(page, "/de-de/signin/");
    await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await page.waitForURL(/\/de-de\/account\/$/);
    await page.getByTestId("account-branch-orders-link").click();
    await page.waitForURL(/\/de-de\/account\/branch-order\/$/);
    await expect
      .poll(() => page.getByTestId("branch-order-status").allTextContents())
      .toEqual(["In Bearbeitung", "Abholbereit", "Abgeholt"]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByTestId("branch-order-link").nth(1).click();
    await page.waitForURL(/\/de-de\/account\/branch-order\/B\d+$/);
    await page.getByTestId("account-branch-order").waitFor();
    expect(await page.getByTestId("branch-order-status").textContent()).toBe("Abholbereit");
    expect(await page.getByTestId("branch-order-item").count()).toBe(2);
    expect(await page.getByTestId("branch-order-total").textContent()).toMatch(/€/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const pickup = page.getByTestId("branch-order-pickup-link");
    expect(await pickup.getAttribute("href")).toMatch(/^\/de-de\/niederlassungen\/berlin\/\d+\/$/);

    // Another customer's branch order (the Swiss shop's demo account) is as unknown as a missing one.
    expect((await page.goto("/de-de/account/branch-order/B100050001"))?.status()).toBe(404);
    expect((await page.goto("/de-de/account/branch-order/B999999999"))?.status()).toBe(404);
  });

  it("sends a visitor to sign-in from the branch orders (rule:routing.guards)", async ({ shopper }) => {
    const page = await shopper.page({ javaScriptEnabled: false });
    await page.goto("/de-de/account/branch-order/");
    expect(page.url()).toBe(
      `${baseUrl}/de-de/signin/?redirectUrl=%2Fde-de%2Faccount%2Fbranch-order%2F&showBasket=false`,
    );
  });
});
