import AxeBuilder from "@axe-core/playwright";
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
  type Response,
} from "playwright-core";

/** Debian's Chromium, started as this machine allows (no sandbox as root, no background networking); Playwright gives it a fresh profile. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export function newShopperContext(
  browser: Browser,
  baseURL: string,
  options: { javaScriptEnabled?: boolean; width?: number } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: { width: options.width ?? 1440, height: 900 },
  });
}

/** A context without JavaScript that carries on with the cookies of `setup`, which is closed. */
export async function continueWithoutJavaScript(
  browser: Browser,
  baseURL: string,
  setup: BrowserContext,
  width = 1440,
): Promise<BrowserContext> {
  const storageState = await setup.storageState();
  await setup.close();
  return browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState,
    viewport: { width, height: 900 },
  });
}

/** Serious and critical accessibility violations on the page, as "rule: target" lines. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Colours are only final once transitions (an overlay fading in) have finished; endless ones never do.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}`));
}

/** Opens a page and waits until React has hydrated it, so event handlers are attached; answers the response. */
export async function gotoHydrated(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return response;
}

/**
 * Presses Tab `presses` times and tells whether focus ever reached the page behind the modal `dialog`. Focus on
 * the document body means the browser's own controls, which a modal dialog may hand focus to.
 */
export async function tabReachesPageBehind(page: Page, dialog: Locator, presses: number): Promise<boolean> {
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press("Tab");
    const behind = await dialog.evaluate(
      (element) => document.activeElement !== document.body && !element.contains(document.activeElement),
    );
    if (behind) return true;
  }
  return false;
}
