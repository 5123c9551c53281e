/**
 * Issue #5 parts 7 and 8 in the browser: the RELOAD alert for a new build (rule:platform.new-build), the
 * CONFIRM alert and its 5000 ms (rule:alerts.kinds-and-actions), and the 10×10 image placeholder behind
 * product images until they load (rule:images.placeholder).
 */
import { ALERT_DURATION_MS, BUILD_CHECK_INTERVAL_MS } from "@eyewear/shop-rules";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import de from "../../apps/storefront/app/locales/shop/de.json" with { type: "json" };
import { gotoHydrated, it, seriousAxeViolations } from "./kit.ts";

/** Lets the page's next build check run (the clock is installed) and waits for its answer. */
async function checkForNewBuild(page: Page): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().endsWith("/builds/latest.json"));
  await page.clock.fastForward(BUILD_CHECK_INTERVAL_MS);
  await answered;
}

describe("RELOAD alert for a new build (rule:platform.new-build)", () => {
  it("stays away for the running build, offers reload and close for another, and reloads", async ({
    shopper,
  }) => {
    const page = await shopper.page({ width: 1440 });
    await page.clock.install();
    await gotoHydrated(page, "/de-de/");
    const alert = page.getByTestId("new-build");

    await checkForNewBuild(page);
    expect(await alert.count()).toBe(0);

    await page.route("**/builds/latest.json", (route) => route.fulfill({ json: { id: "a-newer-build" } }));
    await checkForNewBuild(page);
    await alert.waitFor();
    expect(await alert.getAttribute("data-kind")).toBe("RELOAD");
    expect(await alert.textContent()).toContain(de.alerts.newBuild);
    expect(await alert.getByRole("button").allTextContents()).toEqual([de.alerts.reload, de.alerts.close]);
    await page.mouse.move(0, 0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await alert.getByRole("button", { name: de.alerts.close }).click();
    await expect.poll(() => alert.count()).toBe(0);

    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.evaluate(() => {
      (window as Window & { beforeReload?: boolean }).beforeReload = true;
    });
    await checkForNewBuild(page);
    const reloaded = page.waitForEvent("load");
    await alert.getByRole("button", { name: de.alerts.reload }).click();
    await reloaded;
    expect(await page.evaluate(() => (window as Window & { beforeReload?: boolean }).beforeReload)).toBe(
      undefined,
    );
    expect(Number(await page.evaluate(() => sessionStorage.getItem("eyewear.lastReloadAt")))).toBeGreaterThan(
      0,
    );
  });

  it("answers the running build's id at /builds/latest.json, never cached", async ({ shopper }) => {
    const page = await shopper.page();
    await gotoHydrated(page, "/de-de/");
    const response = await page.request.get("/builds/latest.json");
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(await response.json()).toEqual({
      id: await page.evaluate(
        () =>
          (window as Window & { __reactRouterManifest?: { version?: string } }).__reactRouterManifest
            ?.version,
      ),
    });
  });
});

describe("CONFIRM alert (rule:alerts.kinds-and-actions)", () => {
  it("confirms a wishlist change without buttons and closes after 5000 ms", async ({ shopper }) => {
    const page = await shopper.page({ width: 1440 });
    await page.clock.install();
    await gotoHydrated(page, "/fr-ch/lunettes-de-soleil/");
    await page.getByTestId("product-tile").getByRole("link").first().click();
    await page.waitForURL(/\/p\//);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByTestId("wishlist-toggle").click();
    // The pointer leaves before the alert comes, so it never pauses the alert's time (it may appear under it).
    await page.mouse.move(0, 0);
    const alert = page.locator('[data-kind="CONFIRM"]');
    await alert.waitFor();
    expect(await alert.getByRole("button").count()).toBe(0);
    expect(await alert.getByRole("link").count()).toBe(0);
    // React starts the alert's timer in an effect just after the alert is drawn; the fake clock moves only after it.
    await page.waitForTimeout(100);
    await page.clock.fastForward(ALERT_DURATION_MS - 1000);
    expect(await alert.count()).toBe(1);
    await page.clock.fastForward(1000);
    await expect.poll(() => alert.count()).toBe(0);
  });
});

describe("image placeholder (rule:images.placeholder)", () => {
  const placeholderOfFirstImage = (page: Page) =>
    page
      .getByTestId("product-tile")
      .locator("img")
      .first()
      .evaluate((image: HTMLImageElement) => ({
        background: image.style.backgroundImage,
        src: image.getAttribute("src"),
        loaded: image.complete && image.naturalWidth > 0,
      }));

  it("lies behind each product image without JavaScript, and goes once the image has loaded", async ({
    shopper,
  }) => {
    const withoutScripts = await shopper.context({
      javaScriptEnabled: false,
      width: 375,
    });
    const staticPage = await withoutScripts.newPage();
    await staticPage.goto("/cs-cz/");
    await staticPage.goto(
      (await staticPage.locator("[data-flyout-opener]").first().getAttribute("href")) ?? "/cs-cz/",
    );
    const { background, src } = await placeholderOfFirstImage(staticPage);
    const hash = /^\/images\/([a-f0-9]+)\.webp\?/.exec(src ?? "")?.[1];
    expect(hash).toBeDefined();
    expect(background).toBe(`url("/images/${hash}.webp?placeholder=1")`);
    const placeholder = await staticPage.request.get(`/images/${hash}.webp?placeholder=1`);
    expect(placeholder.headers()["content-type"]).toBe("image/webp");
    expect(placeholder.headers()["cache-control"]).toContain("immutable");
    const listing = staticPage.url();
    await withoutScripts.close();

    const context = await shopper.context({ width: 1440 });
    const page = await context.newPage();
    await gotoHydrated(page, listing);
    await expect.poll(async () => (await placeholderOfFirstImage(page)).loaded).toBe(true);
    await expect.poll(async () => (await placeholderOfFirstImage(page)).background).toBe("");
  });
});
