import { DATA_PROTECTION_SLUGS, OVERLAY_SLUGS, SERVICE_PAGE_SLUGS } from "@eyewear/content-service";
import { type Language, SHOPS } from "@eyewear/shop-rules";
import { describe, expect, inject } from "vitest";
import { gotoHydrated, it, seriousAxeViolations } from "./kit.ts";

const baseUrl = inject("baseUrl");

describe("content pages", () => {
  it("renders the homepage with the content navigation in the footer", async ({ shopper }) => {
    const page = await shopper.page();
    await gotoHydrated(page, "/de-de/");
    const footer = page.getByTestId("content-navigation");
    await expect.poll(() => footer.getByRole("link").count()).toBeGreaterThan(5);
    expect(await footer.getByRole("link", { name: "Versand" }).getAttribute("href")).toBe(
      "/de-de/overlays/info/versand/",
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("opens an overlay page directly: a labelled modal dialog that holds focus and closes on Esc", async ({
    shopper,
  }) => {
    const page = await shopper.page();
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
  });

  it("opens a linked overlay in place, closes it on a backdrop click and returns focus to the link", async ({
    shopper,
  }) => {
    const page = await shopper.page();
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
  });

  it("hides an overlay 500 ms after Esc, not before (rule:layout.overlays)", async ({ shopper }) => {
    const page = await shopper.page();
    await page.clock.install();
    await gotoHydrated(page, "/de-de/");
    await page.getByTestId("content-navigation").getByRole("link", { name: "Rückgabe" }).click();
    const dialog = page.getByTestId("content-overlay");
    await dialog.waitFor();
    const isOpen = () => dialog.evaluate((element: HTMLDialogElement) => element.open);
    // From here on the page's time only moves when the test moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
    await page.keyboard.press("Escape");
    // The overlay starts hiding in an effect, which runs within a frame (at most 35 ms) after the render; React
    // renders in a task of its own, which the paused clock does not hold back, so the state is awaited in real time.
    await page.clock.runFor(40);
    await expect.poll(() => dialog.getAttribute("data-state")).toBe("closing");
    await page.clock.runFor(459);
    expect(await isOpen()).toBe(true);
    await page.clock.runFor(51);
    expect(await isOpen()).toBe(false);
  });

  it("closes a server-rendered overlay without JavaScript", async ({ shopper }) => {
    const page = await shopper.page({ javaScriptEnabled: false });
    await page.goto("/de-de/overlays/info/versand/");
    const dialog = page.getByTestId("content-overlay");
    await dialog.getByTestId("overlay-close").click();
    await expect
      .poll(() => dialog.evaluate((element: HTMLDialogElement) => element.open), { timeout: 5_000 })
      .toBe(false);
  });

  it("renders a service page with hreflang links to the same page in every shop", async ({ shopper }) => {
    const page = await shopper.page();
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
  });

  it("answers the service folder's address with its start page, which lists the service pages", async ({
    shopper,
  }) => {
    const page = await shopper.page();
    await gotoHydrated(page, "/de-de/");
    const serviceLink = page
      .getByTestId("content-navigation")
      .getByRole("link", { name: "Service", exact: true });
    await serviceLink.click();
    await page.waitForURL(`${baseUrl}/de-de/service/`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Service");
    expect(
      await page.locator("main").getByRole("link", { name: "Gebrauchsanweisungen" }).getAttribute("href"),
    ).toBe("/de-de/service/gebrauchsanweisungen");
    expect(await page.locator('link[rel="alternate"][hreflang="fr-CH"]').getAttribute("href")).toBe(
      `${baseUrl}/fr-ch/service/`,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Under its own slug the start page names the folder's address as canonical.
    await page.goto("/de-de/service/uebersicht/");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
      `${baseUrl}/de-de/service/`,
    );
  });

  it("answers an unknown path with the not-found page", async ({ shopper }) => {
    const page = await shopper.page();
    const response = await page.goto("/de-de/gibt-es-wirklich-nicht/");
    expect(response?.status()).toBe(404);
    // The content service's not-found story, not the error's own message (rule:layout.error-page).
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Seite nicht gefunden");
    expect(await page.locator("main").textContent()).toContain("Die aufgerufene Seite gibt es leider nicht");
    expect(await page.locator("body").innerText()).not.toContain("Page Not Found");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("plays the inspiration video with a poster and captions in the shop's language", async ({ shopper }) => {
    const page = await shopper.page();
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
  });

  it("shows the category's content above its listing", async ({ shopper }) => {
    const page = await shopper.page();
    await gotoHydrated(page, "/de-de/sonnenbrillen/");
    expect(
      await page.locator("main").getByRole("link", { name: "Inspiration" }).first().getAttribute("href"),
    ).toBe("/de-de/inspiration");
  });
});

describe("newsletter sign-up", () => {
  it("subscribes in place with JavaScript, refusing an invalid address first", async ({ shopper }) => {
    const page = await shopper.page();
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
  });

  it("subscribes without JavaScript through the action, and explains a refusal", async ({ shopper }) => {
    const page = await shopper.page({ javaScriptEnabled: false });
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
  });

  it("confirms the sign-up through the mailed link with a POST button, exactly once (double opt-in)", async ({
    shopper,
  }) => {
    const page = await shopper.page();
    const email = `e2e-confirm-${Date.now()}@example.com`;
    await gotoHydrated(page, "/de-de/inspiration/");
    const form = page.getByTestId("newsletter-form");
    await form.getByRole("textbox").fill(email);
    await form.getByRole("button").click();
    await page.getByTestId("newsletter-success").waitFor();

    await page.goto("/de-de/dev/outbox/");
    const mail = page.getByTestId("outbox-mail").filter({ hasText: email });
    expect(await mail.getByRole("heading").textContent()).toBe(
      "Bitte bestätigen Sie Ihre Newsletter-Anmeldung",
    );
    const href = await mail.getByTestId("outbox-link").getAttribute("href");
    const link = new URL(href ?? "");
    expect(link.pathname).toBe("/de-de/newsletter/confirm/");

    // Opening the link (as a mail scanner would) confirms nothing; the button does.
    await gotoHydrated(page, link.pathname + link.search);
    await gotoHydrated(page, link.pathname + link.search);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByTestId("newsletter-confirm-submit").click();
    expect(await page.getByTestId("newsletter-confirmed").textContent()).toContain(
      "Ihre Newsletter-Anmeldung ist bestätigt",
    );
    expect(await seriousAxeViolations(page)).toEqual([]);

    const used = await page.goto(link.pathname + link.search);
    expect(used?.status()).toBe(200);
    expect(await page.getByTestId("newsletter-confirm-invalid").textContent()).toContain(
      "ungültig oder wurde bereits verwendet",
    );
    expect(await page.getByTestId("newsletter-confirm-submit").count()).toBe(0);
    await page.goto("/de-de/newsletter/confirm/?token=gibt-es-nicht");
    await page.getByTestId("newsletter-confirm-invalid").waitFor();
    await page.goto("/de-de/newsletter/confirm/");
    await page.getByTestId("newsletter-confirm-invalid").waitFor();
  });
});

describe("getCategoryComponentData (rule:platform.rpc-procedures, docs/decisions/0016)", () => {
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

/** Per shop language, a heading of the seeded content each page type shows. */
const HEADINGS: Record<
  Language,
  {
    home: string;
    overlay: string;
    service: string;
    overview: string;
    dataProtection: string;
    notFound: string;
  }
> = {
  de: {
    home: "Sehen und gesehen werden",
    overlay: "Versand und Lieferung",
    service: "Gebrauchsanweisungen",
    overview: "Service",
    dataProtection: "Datenschutzerklärung",
    notFound: "Seite nicht gefunden",
  },
  fr: {
    home: "Voir et être vu",
    overlay: "Expédition et livraison",
    service: "Modes d'emploi",
    overview: "Service",
    dataProtection: "Déclaration de protection des données",
    notFound: "Page introuvable",
  },
  it: {
    home: "Vedere ed essere visti",
    overlay: "Spedizione e consegna",
    service: "Istruzioni per l'uso",
    overview: "Servizio",
    dataProtection: "Informativa sulla protezione dei dati",
    notFound: "Pagina non trovata",
  },
  pl: {
    home: "Widzieć i być widzianym",
    overlay: "Wysyłka i dostawa",
    service: "Instrukcje użytkowania",
    overview: "Obsługa klienta",
    dataProtection: "Polityka prywatności",
    notFound: "Nie znaleziono strony",
  },
  cs: {
    home: "Vidět a být viděn",
    overlay: "Doprava a doručení",
    service: "Návody k použití",
    overview: "Služby",
    dataProtection: "Zásady ochrany osobních údajů",
    notFound: "Stránka nenalezena",
  },
};

describe("content pages in all nine shops (issue #4 acceptance)", () => {
  it.for(SHOPS.map((shop) => [shop.code, shop] as const))(
    "%s renders every content page type from content in its language, axe clean",
    async ([code, shop], { shopper }) => {
      const page = await shopper.page();
      const headings = HEADINGS[shop.language];
      const visits = [
        { path: `/${code}/`, status: 200, heading: headings.home },
        {
          path: `/${code}/${OVERLAY_SLUGS[shop.language].shipping}/`,
          status: 200,
          heading: headings.overlay,
        },
        { path: `/${code}/${SERVICE_PAGE_SLUGS.instructions}/`, status: 200, heading: headings.service },
        { path: `/${code}/service/`, status: 200, heading: headings.overview },
        {
          path: `/${code}/${DATA_PROTECTION_SLUGS[shop.language]}/`,
          status: 200,
          heading: headings.dataProtection,
        },
        { path: `/${code}/gibt-es-nicht-e2e/`, status: 404, heading: headings.notFound },
      ];
      // Soft assertions, so one run reports every page that fails, not just the first.
      for (const visit of visits) {
        const response = await gotoHydrated(page, visit.path);
        expect.soft(response?.status(), visit.path).toBe(visit.status);
        expect.soft(await page.locator("html").getAttribute("lang"), visit.path).toBe(shop.locale);
        const heading = page.getByRole("heading", { name: visit.heading, exact: true });
        expect.soft(await heading.count(), `${visit.path} heading ${visit.heading}`).toBeGreaterThan(0);
        expect.soft(await seriousAxeViolations(page), visit.path).toEqual([]);
      }
    },
  );
});
