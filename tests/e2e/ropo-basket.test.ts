import { decodeRopoIds } from "@eyewear/shop-rules";
import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { gotoHydrated, it, seriousAxeViolations } from "./kit.ts";

const baseUrl = inject("baseUrl");

const ropoCount = (page: Page) => page.getByTestId("ropo-basket-count").textContent();

/** The product pages of the it-IT ropo listing (its sunglasses), in listing order. */
async function ropoProductPaths(page: Page, count: number): Promise<string[]> {
  await page.goto("/it-it/ropo-plp/");
  const hrefs = await page
    .getByTestId("product-tile")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThanOrEqual(count);
  return hrefs.slice(0, count);
}

/** Opens a product page and presses "add to try-on list". */
async function addToRopoBasket(page: Page, path: string) {
  await gotoHydrated(page, path);
  await page.getByTestId("ropo-add").click();
}

describe("ropo basket (rule:ropo.slots, rule:ropo.branch-handoff, rule:ropo.offered)", () => {
  it("adds frames up to the capacity, refuses a duplicate, removes one and hands the rest to the branch finder", async ({
    shopper,
  }) => {
    const page = await shopper.page();
    await gotoHydrated(page, "/it-it/ropo-basket/");
    expect(await ropoCount(page)).toBe("0");
    expect(await page.getByTestId("ropo-count").textContent()).toBe("0 posti su 4 occupati");
    expect(await seriousAxeViolations(page)).toEqual([]);

    const [first, second, third, fourth, fifth] = await ropoProductPaths(page, 5);
    await addToRopoBasket(page, first!);
    const added = page.getByTestId("ropo-added");
    await added.waitFor();
    expect(await added.textContent()).toContain("L'occhiale è ora nella tua lista di prova.");
    expect(await added.getByRole("link").getAttribute("href")).toBe("/it-it/ropo-basket/");
    expect(await ropoCount(page)).toBe("1");

    await page.getByTestId("ropo-add").click();
    await page.getByTestId("ropo-duplicate").waitFor();
    expect(await page.getByTestId("ropo-duplicate").getAttribute("data-kind")).toBe("WARNING");
    expect(await ropoCount(page)).toBe("1");

    for (const path of [second!, third!, fourth!]) await addToRopoBasket(page, path);
    await expect.poll(() => ropoCount(page)).toBe("4");
    await addToRopoBasket(page, fifth!);
    const fullOverlay = page.getByTestId("ropo-full-overlay");
    await fullOverlay.waitFor({ state: "visible" });
    expect(await fullOverlay.getByRole("heading").textContent()).toBe("La tua lista di prova è piena");
    await fullOverlay.getByTestId("overlay-close").click();
    await fullOverlay.waitFor({ state: "hidden" });
    expect(await ropoCount(page)).toBe("4");

    await page.getByTestId("ropo-basket-link").click();
    await page.waitForURL(/\/it-it\/ropo-basket\/$/);
    const slots = page.getByTestId("ropo-slot");
    await expect.poll(() => page.getByTestId("ropo-slot-name").count()).toBe(4);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const slotHrefs = () =>
      page
        .getByTestId("ropo-slot-name")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(await slotHrefs()).toEqual([first, second, third, fourth]);
    await slots.nth(1).getByTestId("ropo-remove").click();
    await expect.poll(() => slots.count()).toBe(3);
    expect(await slotHrefs()).toEqual([first, third, fourth]);
    expect(await page.getByTestId("ropo-choose").count()).toBe(1);
    expect(await ropoCount(page)).toBe("3");
    expect(await page.getByTestId("ropo-count").textContent()).toBe("3 posti su 4 occupati");

    const findBranch = page.getByTestId("ropo-find-branch");
    const href = new URL((await findBranch.getAttribute("href"))!, baseUrl);
    expect(href.pathname).toBe("/it-it/niederlassungen/");
    expect(href.searchParams.get("service")).toBe("GL_CR");
    expect(decodeRopoIds(href.searchParams.get("ropo-ids")!)).toHaveLength(3);

    await findBranch.click();
    await page.waitForURL(/\/it-it\/niederlassungen\/\?ropo-ids=.+&service=GL_CR$/);
    // The URL changes before the new page has rendered: poll the notice.
    await expect
      .poll(() => page.getByTestId("ropo-handover").textContent())
      .toBe("Scegli il negozio in cui provare 3 occhiali.");
    const branchLink = page.getByTestId("branch-link").first();
    const branchHref = new URL((await branchLink.getAttribute("href"))!, baseUrl);
    expect(branchHref.searchParams.get("ropo-ids")).toBe(href.searchParams.get("ropo-ids"));
    expect(branchHref.searchParams.get("branch-id")).toMatch(/^\d+$/);
    expect(branchHref.pathname).toMatch(new RegExp(`/${branchHref.searchParams.get("branch-id")}/$`));
    await branchLink.click();
    await page.waitForURL(/branch-id=\d+$/);
    await expect
      .poll(() => page.getByTestId("ropo-handover").textContent())
      .toBe("Porti in questo negozio 3 occhiali della tua lista di prova.");

    // An empty slot chosen on the basket page is the one the next frame fills, not the first empty one.
    await gotoHydrated(page, "/it-it/ropo-basket/");
    await page.getByTestId("ropo-remove").first().click();
    await expect.poll(() => page.getByTestId("ropo-choose").count()).toBe(2);
    await page.getByTestId("ropo-choose").nth(1).click();
    await page.waitForURL(/\/it-it\/ropo-plp\/$/);
    await addToRopoBasket(page, fifth!);
    await page.getByTestId("ropo-added").waitFor();
    await gotoHydrated(page, "/it-it/ropo-basket/");
    const secondSlot = page.getByTestId("ropo-slots").locator("> li").nth(1);
    expect(await secondSlot.getByTestId("ropo-slot-name").getAttribute("href")).toBe(fifth);
  });

  it("names the same page at /anprobeliste/, explains itself without JavaScript, and is 404 where ropo is off", async ({
    shopper,
  }) => {
    const page = await shopper.page({ javaScriptEnabled: false });
    const response = await page.goto("/it-it/anprobeliste/");
    expect(new URL(page.url()).pathname).toBe("/it-it/ropo-basket/");
    expect(response?.status()).toBe(200);
    expect(await page.getByTestId("ropo-no-javascript").textContent()).toContain("Attiva JavaScript");
    expect((await page.goto("/de-de/ropo-basket/"))?.status()).toBe(404);
  });
});
