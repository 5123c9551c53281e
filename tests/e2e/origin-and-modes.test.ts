/**
 * Issue #15, items 1, 2 and 10: links only from the configured origin, demo and production mode, HTTP hygiene.
 * The shared demo shop of the run answers most of it; the modes and the shutdown start shops of their own.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject } from "vitest";
import { freePort, spawnDemoShop } from "../../scripts/demo-shop-process.ts";
import { gotoHydrated, it, newEmailAddress, signUp } from "./kit.ts";

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A request with exactly the given headers (fetch would set Host and Accept-Encoding itself and decode the body).
 * `halfway` is called once the first half of the body is sent, before the rest is.
 */
function raw(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    halfway?: () => Promise<void>;
  } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const body = Buffer.from(options.body ?? "");
    const outgoing = httpRequest(
      url,
      {
        method: options.method ?? "GET",
        headers: {
          ...(options.body === undefined ? {} : { "content-length": body.length }),
          ...options.headers,
        },
        // An empty Host in `headers` sends an empty one instead of the URL's.
        setHost: options.headers?.host !== "",
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          }),
        );
        incoming.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    const half = Math.floor(body.length / 2);
    outgoing.write(body.subarray(0, half));
    void (options.halfway ?? (async () => {}))().then(() => outgoing.end(body.subarray(half)), reject);
  });
}

const FORM = { "content-type": "application/x-www-form-urlencoded" };

async function signedUpAndOut(page: Page, email: string) {
  await gotoHydrated(page, "/de-de/signin/?register=true");
  await signUp(page, email);
  await page.waitForURL(/\/de-de\/account\/$/);
  await page.getByTestId("signout-submit").click();
  await page.waitForURL(/\/de-de\/$/);
}

describe("links from the configured origin only (rule:platform.public-origin)", () => {
  const baseUrl = inject("baseUrl");
  const host = new URL(baseUrl).host;

  it("answers a forged Host 400 without a mail, and builds the reset link from PUBLIC_URL whatever X-Forwarded-* say", async ({
    shopper,
  }) => {
    const page = await shopper.page();
    const email = newEmailAddress("forged-host");
    await signedUpAndOut(page, email);
    const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");

    const forged = await raw(`${baseUrl}/de-de/forgot-password/`, {
      method: "POST",
      headers: { ...FORM, host: "evil.example", cookie },
      body: `email=${encodeURIComponent(email)}`,
    });
    expect(forged.status).toBe(400);
    expect(forged.body.toString()).toContain(`This shop answers at ${baseUrl}/`);

    const forwarded = await page.request.post("/de-de/forgot-password/", {
      form: { email },
      headers: {
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "https",
        forwarded: "host=evil.example",
      },
    });
    expect(forwarded.status()).toBe(200);

    await page.goto("/de-de/dev/outbox/");
    const mails = page.getByTestId("outbox-mail").filter({ hasText: email });
    // The verification mail of the sign-up and one reset mail: the forged request wrote none.
    await expect.poll(() => mails.count()).toBe(2);
    const links = await page
      .getByTestId("outbox-link")
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
    expect(links.some((link) => link.startsWith(`${baseUrl}/de-de/reset-password/?token=`))).toBe(true);
    for (const link of links) expect(link.startsWith(`${baseUrl}/`), link).toBe(true);
    expect(await page.content()).not.toContain("evil.example");
  });

  it("writes canonical and hreflang links with the configured origin, not the Host or X-Forwarded-Host sent", async () => {
    const page = await raw(`${baseUrl}/de-de/`, {
      headers: { host: `localhost:${new URL(baseUrl).port}`, "x-forwarded-host": "evil.example" },
    });
    expect(page.status).toBe(200);
    const html = page.body.toString();
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/de-de/"/>`);
    expect(html).toContain(`href="${baseUrl}/fr-ch/"`);
    expect(html).not.toContain("evil.example");
    expect(html).not.toContain("//localhost:");
    expect((await raw(`${baseUrl}/de-de/`, { headers: { host: "evil.example" } })).status).toBe(400);
    expect(
      (await raw(`${baseUrl}/storefront-api/v1/shop-configuration`, { headers: { host: "" } })).status,
    ).toBe(400);
    expect(host).toMatch(/^127\.0\.0\.1:\d+$/);
  });

  it("counts a post as same-origin only when Origin matches the configured scheme, host and port", async () => {
    const post = (origin: string) =>
      raw(`${baseUrl}/de-de/newsletter/`, {
        method: "POST",
        headers: { ...FORM, origin },
        body: "email=",
      });
    for (const foreign of [`https://${host}`, `http://${host.replace(/:\d+$/, ":1")}`, "http://evil.example"])
      expect((await post(foreign)).status, foreign).toBe(403);
    // The shop's own origin goes through to the form's validation.
    expect((await post(baseUrl)).status).toBe(400);
  });
});

describe("the demo outbox shows a browser only its own mails (rule:platform.demo-outbox-visibility)", () => {
  it("shows a fresh browser nothing, and asking for another customer's reset shows it nothing either", async ({
    shopper,
  }) => {
    const owner = await shopper.page();
    const email = newEmailAddress("outbox-owner");
    await signedUpAndOut(owner, email);

    const stranger = await shopper.page();
    await stranger.goto("/de-de/dev/outbox/");
    expect(await stranger.getByTestId("outbox-mail").count()).toBe(0);
    const asked = await stranger.request.post("/de-de/forgot-password/", { form: { email } });
    expect(asked.status()).toBe(200);
    await stranger.goto("/de-de/dev/outbox/");
    expect(await stranger.getByTestId("outbox-mail").count()).toBe(0);
    expect(await stranger.content()).not.toContain(email);

    // The owner sees the verification mail of the sign-up; the reset the stranger asked for is not the owner's
    // browser's doing either.
    await owner.goto("/de-de/dev/outbox/");
    expect(await owner.getByTestId("outbox-mail").filter({ hasText: email }).count()).toBe(1);
    expect(await owner.getByTestId("outbox-mail").count()).toBe(1);
  });

  it("ignores an outbox cookie that is not the shop's signed one", async ({ shopper }) => {
    const page = await shopper.page();
    const forged = Buffer.from(JSON.stringify({ mailIds: [1, 2, 3, 4, 5], signedUpAddresses: [] })).toString(
      "base64",
    );
    await page.context().addCookies([{ name: "demo_outbox", value: forged, url: inject("baseUrl") }]);
    await page.goto("/de-de/dev/outbox/");
    expect(await page.getByTestId("outbox-mail").count()).toBe(0);
  });
});

describe("HTTP hygiene", () => {
  const baseUrl = inject("baseUrl");

  it("sends HTML, JSON, JavaScript and CSS compressed with Brotli or gzip", async () => {
    const home = await raw(`${baseUrl}/de-de/basket/`, { headers: { "accept-encoding": "br" } });
    expect(home.headers["content-encoding"]).toBe("br");
    expect(home.headers["content-type"]).toMatch(/^text\/html/);
    const gzipped = await raw(`${baseUrl}/de-de/`, { headers: { "accept-encoding": "gzip" } });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    const plain = await raw(`${baseUrl}/de-de/`);
    expect(plain.headers["content-encoding"]).toBeUndefined();

    const assets = [...plain.body.toString().matchAll(/\/assets\/[\w-]+\.(?:js|css)/g)].map(
      (match) => match[0],
    );
    const sizes = await Promise.all(
      assets.map(async (path) => ({
        path,
        answer: await raw(`${baseUrl}${path}`, { headers: { "accept-encoding": "br, gzip" } }),
      })),
    );
    for (const kind of [".js", ".css"]) {
      const largest = sizes
        .filter(({ path }) => path.endsWith(kind))
        .sort((a, b) => b.answer.body.length - a.answer.body.length)[0];
      expect(largest?.answer.headers["content-encoding"], kind).toBe("br");
    }

    const json = await raw(`${baseUrl}/storefront-api/v1/products?shopId=10001`, {
      headers: { "accept-encoding": "gzip", "x-access-token": inject("engineToken") },
    });
    expect(json.headers["content-type"]).toMatch(/^application\/json/);
    expect(json.headers["content-encoding"]).toBe("gzip");
  });

  it("marks every answer nosniff: pages, cached pages, assets, images, health, engine, content and refusals", async () => {
    const listing = (await raw(`${baseUrl}/de-de/brillen/`)).body.toString();
    const asset = /\/assets\/[\w-]+\.js/.exec(listing)?.[0];
    const image = /src="(\/images\/[a-f0-9]+\.webp\?w=320&amp;dpr=1)"/
      .exec(listing)?.[1]
      ?.replaceAll("&amp;", "&");
    expect(asset).toBeDefined();
    expect(image).toBeDefined();
    await raw(`${baseUrl}/de-de/`);
    const cached = await raw(`${baseUrl}/de-de/`);
    expect(cached.headers["x-cache"]).toBe("HIT");
    const answers: [string, number, RawAnswer][] = [
      ["cached page", 200, cached],
      ["asset", 200, await raw(`${baseUrl}${asset}`)],
      ["missing asset", 404, await raw(`${baseUrl}/assets/missing.js`)],
      ["favicon", 200, await raw(`${baseUrl}/favicon.svg`)],
      ["image", 200, await raw(`${baseUrl}${image}`)],
      ["liveness", 200, await raw(`${baseUrl}/healthz`)],
      ["readiness", 200, await raw(`${baseUrl}/readyz`)],
      ["latest build", 200, await raw(`${baseUrl}/builds/latest.json`)],
      [
        "engine",
        200,
        await raw(`${baseUrl}/storefront-api/v1/shop-configuration?shopId=10001`, {
          headers: { "x-access-token": inject("engineToken") },
        }),
      ],
      ["engine refusal", 401, await raw(`${baseUrl}/storefront-api/v1/shop-configuration?shopId=10001`)],
      ["content refusal", 401, await raw(`${baseUrl}/content/v2/cdn/stories/de-de/home?token=wrong`)],
      [
        "unsigned webhook",
        401,
        await raw(`${baseUrl}/webhooks/content-published`, { method: "POST", body: "{}" }),
      ],
      ["unknown host", 400, await raw(`${baseUrl}/de-de/`, { headers: { host: "evil.example" } })],
      [
        "cross-site post",
        403,
        await raw(`${baseUrl}/de-de/newsletter/`, {
          method: "POST",
          headers: { ...FORM, origin: "https://evil.example" },
          body: "email=",
        }),
      ],
    ];
    for (const [name, status, answer] of answers) {
      expect(answer.status, name).toBe(status);
      expect(answer.headers["x-content-type-options"], name).toBe("nosniff");
    }
  });

  it("marks personal pages and their data requests private, no-store, and leaves shared pages cacheable", async () => {
    for (const path of [
      "/de-de/basket/",
      "/de-de/basket/_.data",
      "/de-de/wishlist/",
      "/de-de/checkout/",
      "/de-de/account/",
      "/de-de/account/orders/",
      "/de-de/success/",
      "/de-de/service/auftragsstatus/",
      "/de-de/dev/outbox/",
    ])
      expect((await raw(`${baseUrl}${path}`)).headers["cache-control"], path).toBe("private, no-store");
    for (const path of ["/de-de/", "/de-de/_.data", "/de-de/brillen/"])
      expect((await raw(`${baseUrl}${path}`)).headers["cache-control"] ?? "", path).not.toMatch(
        /private|no-store/,
      );
  });
});

/** Lines the shop printed on stdout, parsed (pino's JSON). */
function logLines(shop: ChildProcess): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  let rest = "";
  shop.stdout?.on("data", (chunk: Buffer) => {
    const parts = (rest + chunk.toString()).split("\n");
    rest = parts.pop() ?? "";
    for (const part of parts) if (part.startsWith("{")) lines.push(JSON.parse(part));
  });
  return lines;
}

async function answering(url: string, shop: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (shop.exitCode !== null) throw new Error(`the shop exited with code ${shop.exitCode}`);
    if (
      await fetch(url).then(
        (answer) => answer.status === 200,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const exited = (shop: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    shop.exitCode !== null ? resolve(shop.exitCode) : shop.once("exit", (code) => resolve(code)),
  );

const PRODUCTION_SECRETS = {
  SHOP_MODE: "production",
  STOREFRONT_API_TOKEN: "production-engine-token-0123456789",
  CONTENT_API_TOKEN: "content-token-0123",
  CONTENT_PREVIEW_TOKEN: "preview-token-0123",
  SESSION_SECRET: "a-session-secret-of-at-least-32-characters",
};

describe("demo and production mode, graceful shutdown", () => {
  // One small demo catalogue, first served in demo mode, then in production mode.
  const dataDir = mkdtempSync(join(tmpdir(), "eyewear-modes-"));
  const started: ChildProcess[] = [];
  let demo: ChildProcess;
  let demoUrl: string;
  let demoLog: Record<string, unknown>[];

  const start = (port: number, env: NodeJS.ProcessEnv) => {
    const shop = spawnDemoShop(port, dataDir, { env, stdio: ["ignore", "pipe", "pipe"] });
    started.push(shop);
    return shop;
  };

  beforeAll(async () => {
    const port = await freePort();
    demoUrl = `http://127.0.0.1:${port}`;
    // A shell that says development: the built shop runs React's production build all the same.
    demo = start(port, { DEMO_PRODUCTS: "10", LOG_LEVEL: "info", NODE_ENV: "development" });
    demoLog = logLines(demo);
    await answering(`${demoUrl}/de-de/`, demo, 120_000);
  });

  afterAll(async () => {
    for (const shop of started) if (shop.exitCode === null) shop.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("runs React's production build in demo mode, with its public origin printed at start", () => {
    expect(demoLog).toContainEqual(
      expect.objectContaining({ mode: "demo", nodeEnv: "production", msg: expect.stringContaining(demoUrl) }),
    );
  });

  it("logs each refused request as one JSON line with its own request id", async () => {
    const logged = () => demoLog.filter((line) => line.msg === "bad input refused");
    const before = logged().length;
    expect((await raw(`${demoUrl}/de-de/%00/`)).status).toBe(400);
    expect((await raw(`${demoUrl}/de-de/?term=%ZZ`)).status).toBe(400);
    await expect.poll(() => logged().length).toBe(before + 2);
    const ids = logged()
      .slice(before)
      .map((line) => line.requestId);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(2);
  });

  it("finishes a request in flight on SIGTERM, accepts no new connection, closes the database and exits 0", async () => {
    let refused: unknown;
    const inFlight = raw(`${demoUrl}/de-de/forgot-password/`, {
      method: "POST",
      headers: FORM,
      body: `email=${encodeURIComponent(newEmailAddress("shutdown"))}`,
      halfway: async () => {
        // Half the form is sent: the request is in flight when the shop is told to stop.
        await new Promise((resolve) => setTimeout(resolve, 200));
        demo.kill("SIGTERM");
        await new Promise((resolve) => setTimeout(resolve, 300));
        refused = await fetch(`${demoUrl}/de-de/`).then(
          (answer) => answer.status,
          (error: Error & { cause?: { code?: string } }) => error.cause?.code,
        );
      },
    });
    const answer = await inFlight;
    expect(refused).toBe("ECONNREFUSED");
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toContain("</html>");
    expect(await exited(demo)).toBe(0);
    expect(demoLog.map((line) => line.msg)).toContain("shut down");
  });

  it("refuses to start in production mode without PUBLIC_URL, saying so", async () => {
    const shop = start(await freePort(), { ...PRODUCTION_SECRETS, PUBLIC_URL: undefined });
    let stderr = "";
    shop.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    expect(await exited(shop)).not.toBe(0);
    expect(stderr).toContain("PUBLIC_URL must be set when SHOP_MODE=production");
  });

  it("serves no demo outbox in production mode and answers only its configured host", async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const shop = start(port, { ...PRODUCTION_SECRETS, PUBLIC_URL: url });
    await answering(`${url}/de-de/`, shop, 60_000);
    expect((await raw(`${url}/de-de/dev/outbox/`)).status).toBe(404);
    // No loopback aliases outside demo mode.
    expect((await raw(`${url}/de-de/`, { headers: { host: `localhost:${port}` } })).status).toBe(400);
    shop.kill("SIGTERM");
    expect(await exited(shop)).toBe(0);
  });

  it("sends Strict-Transport-Security and a Secure session cookie when PUBLIC_URL is https", async () => {
    const port = await freePort();
    // TLS ends at a proxy in front of the shop; the test talks to the shop behind it.
    const url = `http://127.0.0.1:${port}`;
    const shop = start(port, { ...PRODUCTION_SECRETS, PUBLIC_URL: `https://127.0.0.1:${port}` });
    await answering(`${url}/de-de/`, shop, 60_000);
    const home = await raw(`${url}/de-de/`);
    expect(home.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    for (const path of [
      "/healthz",
      "/favicon.svg",
      "/builds/latest.json",
      "/storefront-api/v1/shop-configuration",
    ])
      expect((await raw(`${url}${path}`)).headers["strict-transport-security"], path).toBe(
        "max-age=31536000; includeSubDomains",
      );
    const productPath = /href="(\/de-de\/p\/[^"]+\/)"/.exec(home.body.toString())?.[1];
    const productId = /name="productId" value="(\d+)"/.exec(
      (await raw(`${url}${productPath}`)).body.toString(),
    )?.[1];
    expect(productId).toBeDefined();
    const remembered = await raw(`${url}/de-de/wishlist/`, {
      method: "POST",
      headers: FORM,
      body: `intent=toggle&productId=${productId}`,
    });
    expect(remembered.status).toBe(200);
    const session = remembered.headers["set-cookie"]?.find((cookie) => cookie.startsWith("eyewear_session="));
    expect(session?.split(/;\s*/)).toEqual(expect.arrayContaining(["Secure", "HttpOnly", "SameSite=Lax"]));
    shop.kill("SIGTERM");
    expect(await exited(shop)).toBe(0);
  });
});
