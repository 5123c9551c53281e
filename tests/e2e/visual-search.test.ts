/**
 * The header's camera button and the visual search behind it (rule:search.camera-search,
 * rule:search.photo-colour, ADR 0043): a generated red photo chosen
 * through the camera control lands on search results filtered by the red colour value, with and without
 * JavaScript, and the header stays accessible with the button.
 */
import type { Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect } from "vitest";
import { gotoHydrated, it, seriousAxeViolations } from "./kit.ts";

let redPhoto: Buffer;

beforeAll(async () => {
  redPhoto = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#c8102e" } })
    .png()
    .toBuffer();
});

/** The search results the photo led to: filtered by red, with products and the red filter ticked. */
async function expectRedResults(page: Page, shop: string) {
  await page.waitForURL(`**/${shop}/search/?color=red`);
  expect(await page.getByTestId("product-tile").count()).toBeGreaterThan(0);
  await expect
    .poll(() => page.getByTestId("filter-color").locator('input[value="red"]').isChecked())
    .toBe(true);
}

describe("camera button and visual search (rule:search.camera-search, ADR 0043)", () => {
  it("in de-DE at 1440 px with JavaScript: choosing a photo searches at once; axe-clean at 1440 and 375 px", async ({
    shopper,
  }) => {
    const page = await shopper.page({ width: 1440 });
    await gotoHydrated(page, "/de-de/");
    const camera = page.getByLabel("Mit Foto suchen");
    await expect.poll(() => camera.getAttribute("capture")).toBe("environment");
    expect(await page.getByTestId("camera-search-submit").count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await camera.setInputFiles({ name: "rot.png", mimeType: "image/png", buffer: redPhoto });
    await expectRedResults(page, "de-de");
  });

  it("in cs-CZ at 375 px without JavaScript: the file input and its submit button search; refusals are translated", async ({
    shopper,
  }) => {
    const page = await shopper.page({ width: 375, javaScriptEnabled: false });
    await page.goto("/cs-cz/");
    const camera = page.getByTestId("camera-search");
    await camera.getByLabel("Hledat podle fotky").setInputFiles({
      name: "cervena.png",
      mimeType: "image/png",
      buffer: redPhoto,
    });
    await camera.getByRole("button", { name: "Odeslat fotku" }).click();
    await expectRedResults(page, "cs-cz");

    await page
      .getByTestId("camera-search")
      .getByLabel("Hledat podle fotky")
      .setInputFiles({
        name: "poznamky.txt",
        mimeType: "text/plain",
        buffer: Buffer.from("not a photo"),
      });
    const [refused] = await Promise.all([
      page.waitForResponse((response) => response.url().includes("/search/image/")),
      page.getByTestId("camera-search").getByRole("button", { name: "Odeslat fotku" }).click(),
    ]);
    expect(refused.status()).toBe(415);
    expect(await page.getByTestId("visual-search-refusal").textContent()).toContain(
      "Tento soubor neumíme přečíst",
    );
  });

  it("refuses the photo when another site posts it (ADR 0009)", async ({ shopper }) => {
    const context = await shopper.context();
    const answer = await context.request.post("/de-de/search/image/", {
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      multipart: { photo: { name: "rot.png", mimeType: "image/png", buffer: redPhoto } },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(403);
  });
});
