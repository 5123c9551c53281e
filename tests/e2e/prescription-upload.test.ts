// Issue #16: a photo or PDF of the prescription instead of the values (rule:prescription.upload-file) — refused
// when it is no photo or PDF or too large, ordered with JavaScript and shown back by name in the basket, the
// account's order and the mail; the same without JavaScript; an address naming an upload the shop does not hold
// goes back to the prescription step.
import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import {
  dearestConfigurableFrame,
  next,
  openConfigurator,
  orderAndOpenInAccount,
  prescriptionText,
  representativeFrame,
} from "./configurator.ts";
import { it, newEmailAddress, outboxMails, seriousAxeViolations, signUpVerified } from "./kit.ts";

const baseUrl = inject("baseUrl");

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
const FILE_NAME = "Rezept Müller.pdf";
const uploaded = (language: string) => prescriptionText(language, "uploaded", { fileName: FILE_NAME });

/** Chooses single vision lenses and the upload, picks the file and goes on. */
async function uploadPrescription(page: Page, file: { name: string; buffer: Buffer }): Promise<void> {
  await page.getByTestId("source-upload").check();
  await page.getByTestId("prescription-file").setInputFiles({ ...file, mimeType: "application/pdf" });
  await page.getByTestId("configurator-next").click();
}

/** From the glass type (an index every frame takes) to the summary, then into the basket. */
async function finishAndAddToBasket(page: Page, shop: string): Promise<void> {
  await page.getByTestId("quality-standard-1.6").check();
  await next(page, "extras");
  await next(page, "summary");
  expect(await page.getByTestId("summary-upload").textContent()).toBe(uploaded("de"));
  await page.getByTestId("configurator-add-to-basket").click();
  await page.waitForURL(new RegExp(`/${shop}/basket/`));
  expect(await page.getByTestId("basket-item-prescription-source").textContent()).toBe(uploaded("de"));
}

describe("an uploaded prescription (rule:prescription.upload-file)", () => {
  it("refuses a text file named .pdf at the file field, then orders glasses with an uploaded PDF in de-de at 1440 px", async ({
    shopper,
  }) => {
    const page = await shopper.page({ width: 1440 });
    await openConfigurator(page, await dearestConfigurableFrame("de-de", 1), true);
    await page.getByTestId("lens-type-type_ei").check();
    await next(page, "prescription");
    await uploadPrescription(page, { name: "rezept.pdf", buffer: Buffer.from("Sphäre rechts -1,25\n") });
    await expect
      .poll(() => page.locator("#rx-prescriptionFile-error").textContent())
      .toBe(prescriptionText("de", "error.uploadType"));
    expect(page.url()).toMatch(/\/lenses\/prescription\//);
    expect(await page.getByTestId("prescription-file").getAttribute("aria-invalid")).toBe("true");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await uploadPrescription(page, { name: FILE_NAME, buffer: PDF });
    await page.waitForURL(/\/lenses\/glass-type\/\?.*src=upload&up=[\w-]{22}/);
    await finishAndAddToBasket(page, "de-de");
    await signUpVerified(page, "de-de", newEmailAddress("rx-upload"));
    const orderId = await orderAndOpenInAccount(page, "de-de", { javaScript: true });
    expect(await page.getByTestId("order-item-prescription-source").textContent()).toBe(uploaded("de"));
    const mail = (await outboxMails(page, "de-de", orderId!)).first();
    expect(await mail.textContent()).toContain(uploaded("de"));
  });

  it("uploads a PDF without JavaScript in de-de at 375 px, refuses an oversize post and sends an unknown upload id back", async ({
    shopper,
  }) => {
    const page = await shopper.page({ width: 375, javaScriptEnabled: false });
    const frame = await representativeFrame("de-de");
    await openConfigurator(page, frame, false);
    await page.getByTestId("lens-type-type_ei").check();
    await next(page, "prescription");
    const stepAddress = page.url();
    await uploadPrescription(page, { name: FILE_NAME, buffer: PDF });
    await page.waitForURL(/\/lenses\/glass-type\//);
    const glassType = new URL(page.url());
    await finishAndAddToBasket(page, "de-de");

    // A file over the limit is refused while the post is read, with the message at the file field.
    const form = new FormData();
    form.set("src", "upload");
    form.set("prescriptionFile", new File([new Uint8Array(10 * 1024 * 1024 + 1)], "big.pdf"));
    const oversize = await fetch(stepAddress, { method: "POST", body: form, headers: { origin: baseUrl } });
    expect(oversize.status).toBe(413);
    expect(await oversize.text()).toContain(prescriptionText("de", "error.uploadTooLarge", { max: "10" }));

    // An address naming an upload this shop does not hold goes back to the prescription step and says so.
    glassType.searchParams.set("up", "AAAAAAAAAAAAAAAAAAAAAA");
    await page.goto(glassType.toString());
    await page.waitForURL(/\/lenses\/prescription\//);
    expect(await page.locator("#rx-prescriptionFile-error").textContent()).toBe(
      prescriptionText("de", "error.uploadMissing"),
    );
  });
});
