/**
 * Measures the prescription configurator (issue #16 benchmark): how long the server takes to render each step of a
 * complete single-vision configuration, and how long the page takes to show the new total after a quality or
 * tinting choice in the browser.
 *   npm run build && node scripts/bench/configurator.ts [--requests 200] [--clicks 100]
 * Starts the production build with a fresh demo catalogue (as the end-to-end tests do), requests every step's
 * address `--requests` times one after another (document requests, as a shopper's browser without JavaScript
 * makes them), then opens the glass-type and extras steps in headless Chromium and clicks through their options
 * `--clicks` times, timing each click to the second animation frame after it, when the new total is painted. Prints a Markdown table of p50, p95 and max.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { launchBrowser, newShopperContext } from "../../tests/e2e/browser.ts";
import { freePort, spawnDemoShop, waitForShop } from "../demo-shop-process.ts";

const { values: args } = parseArgs({
  options: {
    requests: { type: "string", default: "200" },
    clicks: { type: "string", default: "100" },
  },
});

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

function row(name: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const ms = (value: number) => value.toFixed(1);
  return `| ${name} | ${samples.length} | ${ms(percentile(sorted, 0.5))} | ${ms(percentile(sorted, 0.95))} | ${ms(sorted.at(-1)!)} |`;
}

/** The representative frame's page and the ids the configuration needs, read from the shop as a shopper would. */
async function configurationOf(
  baseUrl: string,
): Promise<{ framePath: string; steps: Record<string, string> }> {
  const target = await fetch(`${baseUrl}/de-de/p/rx-glasses-pdp/`, { redirect: "manual" });
  const framePath = target.headers.get("location")!;
  const rx = (await (
    await fetch(`${baseUrl}/api/rpc/getRxProducts`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-shop-id": "10002" },
      body: "{}",
    })
  ).json()) as {
    rxLensQualityIndex: { tier: string; form: string; variants: { variantId: number; index: number }[] }[];
    rxTintingTypes: { type: string; variants: { variantId: number; tier: string }[] }[];
  };
  const standard = rx.rxLensQualityIndex.find(
    (quality) => quality.tier === "standard" && quality.form === "regular",
  )!;
  const quality = standard.variants.find((variant) => variant.index === 1.6)!.variantId;
  const tinting = rx.rxTintingTypes
    .find((type) => type.type === "blue_light_filter")!
    .variants.find((variant) => variant.tier === "standard")!.variantId;
  const pdp = await (await fetch(`${baseUrl}${framePath}`)).text();
  const frameVariant = /lenses\/prescription-type\/\?v=(\d+)/.exec(pdp)![1]!;
  const prefix = `v=${frameVariant}&type=type_ei`;
  const values = `${prefix}&src=enter&rs=-2.00&rc=%2B0.75&ra=90&ls=-1.75&pd=63`;
  const steps = {
    "prescription-type": prefix,
    prescription: prefix,
    values,
    confirm: values,
    "glass-type": `${values}&ok=1`,
    extras: `${values}&ok=1&q=${quality}`,
    summary: `${values}&ok=1&q=${quality}&t=${tinting}`,
  };
  return { framePath, steps };
}

async function main(): Promise<void> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "configurator-bench-"));
  const shop = spawnDemoShop(port, dataDir);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForShop(baseUrl, shop, 300_000);
    const { framePath, steps } = await configurationOf(baseUrl);
    const rows: string[] = [];
    for (const [step, query] of Object.entries(steps)) {
      const url = `${baseUrl}${framePath}lenses/${step}/?${query}`;
      const samples: number[] = [];
      for (let i = 0; i < Number(args.requests); i++) {
        const started = performance.now();
        const response = await fetch(url, { headers: { "accept-encoding": "gzip, br" } });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${step} answered ${response.status}`);
        samples.push(performance.now() - started);
      }
      rows.push(row(`render ${step}`, samples));
    }

    const browser = await launchBrowser();
    try {
      const context = await newShopperContext(browser, baseUrl, { width: 1440 });
      const page = await context.newPage();
      const priceUpdates = async (step: string, options: string) => {
        await page.goto(`${framePath}lenses/${step}/?${steps[step as keyof typeof steps]}`);
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
        const radios = await page.locator(options).all();
        const samples: number[] = [];
        for (let i = 0; i < Number(args.clicks); i++) {
          const radio = radios[i % radios.length]!;
          if (await radio.isDisabled()) continue;
          const elapsed = await radio.evaluate(
            (input) =>
              new Promise<number>((resolve) => {
                const started = performance.now();
                (input as HTMLInputElement).click();
                // React renders a discrete event's update at once; the frame after next is the one that shows it.
                requestAnimationFrame(() =>
                  requestAnimationFrame(() => resolve(performance.now() - started)),
                );
              }),
          );
          samples.push(elapsed);
        }
        return samples;
      };
      rows.push(row("price update, glass type", await priceUpdates("glass-type", 'input[name="q"]')));
      rows.push(row("price update, tinting", await priceUpdates("extras", 'input[name="t"]')));
    } finally {
      await browser.close();
    }

    console.log("| measurement | samples | p50 ms | p95 ms | max ms |");
    console.log("|---|---|---|---|---|");
    for (const line of rows) console.log(line);
  } finally {
    shop.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
