// Issue #5 part 3 (docs/decisions/0038-frame-size-classes-and-boolean-facets.md): the frame-size class
// (categoryShopFilterSizes, a kept parameter) and the toggles (sale, new, …) on a listing, in de-DE, fr-CH
// and cs-CZ at 375 and 1440 px, with and without JavaScript: counts, a shrinking result, paging and sorting keep
// both, the canonical URL keeps only the class, a toggled page is noindex, and axe stays clean.
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { firstTopCategory, it, seriousAxeViolations, visit } from "./kit.ts";

/** The number in the result count line ("532 Produkte"). */
async function resultCount(page: Page): Promise<number> {
  return Number((await page.getByTestId("result-count").textContent())?.replace(/\D/g, ""));
}

/** The choices of a filter group with the count each shows ("S (bis 48 mm) (12)"). */
async function choices(group: Locator): Promise<{ name: string; value: string; count: number }[]> {
  return group.locator("label").evaluateAll((labels) =>
    labels.map((label) => ({
      value: label.querySelector("input")?.getAttribute("value") ?? "",
      name: label.querySelector("input")?.getAttribute("name") ?? "",
      count: Number(label.textContent?.match(/\((\d+)\)\s*$/)?.[1]),
    })),
  );
}

/** The choice that narrows the result most gently: the largest count below `total`. */
function narrowing<T extends { count: number }>(options: T[], total: number): T {
  const below = options.filter((option) => option.count > 0 && option.count < total);
  expect(below.length, "a choice that narrows the listing").toBeGreaterThan(0);
  return below.reduce((best, option) => (option.count > best.count ? option : best));
}

const SHOPS = ["de-de", "fr-ch", "cs-cz"];
const WIDTHS = [375, 1440];
const CASES = SHOPS.flatMap((shop) =>
  WIDTHS.flatMap((width) => [true, false].map((javaScript) => ({ shop, width, javaScript }))),
);

describe("frame-size classes, toggles, colour and size filters on a listing (rule:catalogue.listing-toggles, ADR 0038)", () => {
  it.for(CASES)(
    "$shop at $width px, JavaScript $javaScript",
    async ({ shop, width, javaScript }, { shopper }) => {
      const page = await shopper.page({ javaScriptEnabled: javaScript, width });
      // Below lg the panel starts folded once the viewport cookie tells the server the width.
      const unfold = async () => {
        const panel = page.getByTestId("filters");
        if (!(await panel.evaluate((details) => (details as HTMLDetailsElement).open)))
          await panel.locator("summary").click();
      };
      const open = async (path: string) => {
        await visit(page, path, javaScript);
        await unfold();
      };
      const apply = async (checkbox: Locator, url: RegExp) => {
        await unfold();
        await checkbox.check();
        if (!javaScript) await page.getByTestId("filters-apply").click();
        await page.waitForURL(url);
        if (javaScript)
          await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      };
      const listing = await firstTopCategory(page, shop, javaScript);
      await open(listing);
      const total = await resultCount(page);

      const sizeGroup = page.getByTestId("filter-categoryShopFilterSizes");
      const sizes = await choices(sizeGroup);
      expect(sizes.map((size) => size.value)).toEqual(
        ["S", "M", "L", "XL"].filter((size) => sizes.some((shown) => shown.value === size)),
      );
      const size = narrowing(sizes, total);
      await apply(
        sizeGroup.locator(`input[value="${size.value}"]`),
        new RegExp(`categoryShopFilterSizes=${size.value}`),
      );
      await expect.poll(() => resultCount(page)).toBe(size.count);

      const toggleGroup = page.getByTestId("filter-toggles");
      const toggles = await choices(toggleGroup);
      expect(toggles.every((toggle) => toggle.count > 0 && toggle.value === "true")).toBe(true);
      const toggle = narrowing(toggles, size.count);
      await apply(toggleGroup.locator(`input[name="${toggle.name}"]`), new RegExp(`${toggle.name}=true`));
      await expect.poll(() => resultCount(page)).toBe(toggle.count);
      expect(await sizeGroup.locator(`input[value="${size.value}"]`).isChecked()).toBe(true);
      expect(await toggleGroup.locator(`input[name="${toggle.name}"]`).isChecked()).toBe(true);

      const canonical = (await page.locator("link[rel=canonical]").getAttribute("href")) ?? "";
      expect(canonical).toContain(`categoryShopFilterSizes=${size.value}`);
      expect(canonical).not.toContain(toggle.name);
      expect(await page.locator("meta[name=robots]").getAttribute("content")).toContain("noindex");
      if (javaScript) expect(await seriousAxeViolations(page)).toEqual([]);

      const kept = (url: string) => {
        const search = new URL(url).searchParams;
        expect(search.getAll("categoryShopFilterSizes")).toEqual([size.value]);
        expect(search.getAll(toggle.name)).toEqual(["true"]);
      };
      expect(toggle.count, "more than one page of products").toBeGreaterThan(24);
      await page.locator("a[rel=next]").click();
      await page.waitForURL(/page=2/);
      kept(page.url());
      expect(await resultCount(page)).toBe(toggle.count);
      await page.getByTestId("sort").selectOption("price_asc");
      if (!javaScript) await page.getByTestId("sort").locator("xpath=ancestor::form//button").click();
      await page.waitForURL(/sort=price_asc/);
      kept(page.url());
      expect(new URL(page.url()).searchParams.get("page")).toBeNull();
      await expect.poll(() => resultCount(page)).toBe(toggle.count);

      // The attribute filters of the kept parameters narrow on top: a colour, then a frame size (color, size;
      // rule:catalogue.listing-filters).
      for (const parameter of ["color", "size"]) {
        const group = page.getByTestId(`filter-${parameter}`);
        const choice = narrowing(await choices(group), await resultCount(page));
        await apply(group.locator(`input[value="${choice.value}"]`), new RegExp(`${parameter}=`));
        await expect.poll(() => resultCount(page)).toBe(choice.count);
        expect(new URL(page.url()).searchParams.getAll(parameter)).toEqual([choice.value]);
      }
      kept(page.url());
    },
  );

  it("ignores an unknown class or toggle value: the whole listing, indexable, nothing reflected", async ({
    shopper,
  }) => {
    const page = await shopper.page({ javaScriptEnabled: false });
    const listing = await firstTopCategory(page, "de-de", false);
    await page.goto(listing);
    const total = await resultCount(page);
    const response = await page.goto(`${listing}?categoryShopFilterSizes=XXL&sale=maybe&isNew=%3Cb%3E`);
    expect(response?.status()).toBe(200);
    expect(await resultCount(page)).toBe(total);
    // The class parameter is kept like any other kept value; the toggles never are
    // (rule:catalogue.listing-kept-parameters, rule:catalogue.listing-toggles).
    // rule:seo.page-meta: the canonical is absolute under the public origin; the page is indexable.
    expect(await page.locator("link[rel=canonical]").getAttribute("href")).toBe(
      `${inject("baseUrl")}${listing}?categoryShopFilterSizes=XXL`,
    );
    expect(await page.locator("meta[name=robots]").getAttribute("content")).toBe("index, follow");
    expect(await page.content()).not.toContain("<b>");
    expect(await page.getByTestId("filter-toggles").getByRole("checkbox", { checked: true }).count()).toBe(0);
  });
});
