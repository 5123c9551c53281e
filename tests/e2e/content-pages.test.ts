import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { gotoHydrated, launchBrowser, newShopperContext, seriousAxeViolations } from "./browser.ts";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function newPage(options: { javaScriptEnabled?: boolean } = {}) {
  const context = await newShopperContext(browser, baseUrl, options);
  return context.newPage();
}

describe("content pages", () => {
  it("renders the homepage with the content navigation in the footer", async () => {
    const page = await newPage();
    await gotoHydrated(page, "/de-de/");
    const footer = page.getByTestId("content-navigation");
    await expect.poll(() => footer.getByRole("link").count()).toBeGreaterThan(5);
    expect(await footer.getByRole("link", { name: "Versand" }).getAttribute("href")).toBe(
      "/de-de/overlays/info/versand/",
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("opens an overlay page directly: a labelled modal dialog that holds focus and closes on Esc", async () => {
    const page = await newPage();
    await gotoHydrated(page, "/de-de/overlays/info/versand/");
    const dialog = page.getByRole("dialog", { name: "Versand" });
    await dialog.waitFor();
    expect(await dialog.getAttribute("aria-modal")).toBe("true");
    expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);
    for (let step = 0; step < 4; step++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);
    }
    await page.keyboard.press("Escape");
    // A closed dialog leaves the accessibility tree, so the role locator no longer finds it.
    const overlay = page.getByTestId("content-overlay");
    await expect
      .poll(() => overlay.evaluate((element: HTMLDialogElement) => element.open), { timeout: 5_000 })
      .toBe(false);
    expect(await page.getByRole("heading", { level: 1, name: "Versand" }).isVisible()).toBe(true);
    await page.context().close();
  });

  it("opens a linked overlay in place, closes it on a backdrop click and returns focus to the link", async () => {
    const page = await newPage();
    await gotoHydrated(page, "/de-de/");
    const link = page.getByTestId("content-navigation").getByRole("link", { name: "Rückgabe" });
    await link.click();
    const dialog = page.getByTestId("content-overlay");
    await dialog.waitFor();
    expect(await dialog.getAttribute("aria-labelledby")).toBeTruthy();
    expect(page.url()).toBe(`${baseUrl}/de-de/`);
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(600);
    await page.mouse.click(5, 5);
    await expect
      .poll(() => dialog.evaluate((element: HTMLDialogElement) => element.open), { timeout: 5_000 })
      .toBe(false);
    await expect
      .poll(() => link.evaluate((element) => element === document.activeElement), { timeout: 5_000 })
      .toBe(true);
    await page.context().close();
  });

  it("closes a server-rendered overlay without JavaScript", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/de-de/overlays/info/versand/");
    const dialog = page.getByTestId("content-overlay");
    await dialog.getByTestId("overlay-close").click();
    await expect
      .poll(() => dialog.evaluate((element: HTMLDialogElement) => element.open), { timeout: 5_000 })
      .toBe(false);
    await page.context().close();
  });

  it("renders a service page with hreflang links to the same page in every shop", async () => {
    const page = await newPage();
    await gotoHydrated(page, "/de-de/service/gebrauchsanweisungen/");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBeTruthy();
    expect(await page.locator('link[rel="alternate"][hreflang="pl-PL"]').getAttribute("href")).toBe(
      `${baseUrl}/pl-pl/service/gebrauchsanweisungen/`,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.goto("/de-de/datenschutz/");
    expect(await page.locator('link[rel="alternate"][hreflang="cs-CZ"]').getAttribute("href")).toBe(
      `${baseUrl}/cs-cz/ochrana-udaju/`,
    );
    expect(await page.locator('link[rel="alternate"][hreflang="fr-CH"]').getAttribute("href")).toBe(
      `${baseUrl}/fr-ch/protectiondesdonnees/`,
    );
    await page.context().close();
  });

  it("answers an unknown path with the not-found page", async () => {
    const page = await newPage();
    const response = await page.goto("/de-de/gibt-es-wirklich-nicht/");
    expect(response?.status()).toBe(404);
    expect(await page.getByTestId("error-message").textContent()).toContain("/de-de/gibt-es-wirklich-nicht/");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("plays the inspiration video with a poster and captions in the shop's language", async () => {
    const page = await newPage();
    await gotoHydrated(page, "/pl-pl/inspiration/");
    const video = page.getByTestId("content-video");
    expect(await video.getAttribute("poster")).toMatch(/^\/images\/content\/.+\.webp/);
    const track = video.locator("track");
    expect(await track.getAttribute("srclang")).toBe("pl");
    const [videoStatus, captionsStatus] = await Promise.all([
      page.request.get(`${baseUrl}/videos/content/kontaktlinsen-einsetzen.webm`).then((r) => r.status()),
      page.request.get(`${baseUrl}${await track.getAttribute("src")}`).then((r) => r.status()),
    ]);
    expect([videoStatus, captionsStatus]).toEqual([200, 200]);
    await video.evaluate((element: HTMLVideoElement) => {
      element.preload = "auto";
      element.load();
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("shows the category's content above its listing", async () => {
    const page = await newPage();
    await gotoHydrated(page, "/de-de/sonnenbrillen/");
    expect(
      await page.locator("main").getByRole("link", { name: "Inspiration" }).first().getAttribute("href"),
    ).toBe("/de-de/inspiration");
    await page.context().close();
  });
});

describe("newsletter sign-up", () => {
  it("subscribes in place with JavaScript, refusing an invalid address first", async () => {
    const page = await newPage();
    await gotoHydrated(page, "/de-de/inspiration/");
    const form = page.getByTestId("newsletter-form");
    await form.getByRole("textbox").fill("keine-adresse");
    await form.getByRole("button").click();
    expect(await page.getByTestId("newsletter-error").textContent()).toBe(
      "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    );
    await form.getByRole("textbox").fill("e2e-js@example.com");
    await form.getByRole("button").click();
    await page.getByTestId("newsletter-success").waitFor();
    expect(page.url()).toBe(`${baseUrl}/de-de/inspiration/`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("subscribes without JavaScript through the action, and explains a refusal", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/fr-ch/inspiration/");
    await page.getByTestId("newsletter-form").getByRole("textbox").fill("pas-une-adresse@");
    await page.getByTestId("newsletter-form").getByRole("button").click();
    await page.waitForURL(/\/fr-ch\/newsletter\/$/);
    expect(await page.getByTestId("newsletter-error").textContent()).toBe(
      "Veuillez saisir une adresse e-mail valide.",
    );
    await page.getByTestId("newsletter-form").getByRole("textbox").fill("e2e-nojs@example.com");
    await page.getByTestId("newsletter-form").getByRole("button").click();
    await page.waitForURL(/\/fr-ch\/newsletter\/\?newsletter=subscribed/);
    await page.getByTestId("newsletter-success").waitFor();

    await page.goto("/fr-ch/inspiration/");
    await page.getByTestId("newsletter-form").getByRole("textbox").fill("e2e-nojs@example.com");
    await page.getByTestId("newsletter-form").getByRole("button").click();
    await page.waitForURL(/\/fr-ch\/inspiration\/\?newsletter=subscribed/);
    await page.getByTestId("newsletter-success").waitFor();
    await page.context().close();
  });
});

describe("getCategoryComponentData (S1 §7, docs/decisions/0016)", () => {
  function call(payload: unknown) {
    return fetch(`${baseUrl}/api/rpc/getCategoryComponentData`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-shop-id": "10002" },
      body: JSON.stringify({ payload }),
    });
  }

  it("answers the content blocks attached to a category, and clear 4xx for bad calls", async () => {
    let found: { categoryId: number; blocks: { component: string }[] } | undefined;
    for (let categoryId = 1; categoryId <= 80 && !found; categoryId++) {
      const response = await call({ categoryId });
      if (response.status !== 200) continue;
      const answer = (await response.json()) as { categoryId: number; blocks: { component: string }[] };
      if (answer.blocks.length > 0) found = answer;
    }
    expect(found?.blocks.map((block) => block.component)).toEqual(["rich_text"]);
    expect((await call({ categoryId: 2_000_000_000 })).status).toBe(404);
    expect((await call({ categoryId: "1" })).status).toBe(400);
    expect((await call({ categoryId: 1, extra: true })).status).toBe(400);
  });
});
