import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pendingPaymentTimeoutMs } from "@eyewear/commerce-engine";
import { z } from "zod";
import type { Dependency, GuardSettings } from "../app/platform/dependency-guard.ts";
import { parseTrustedProxies } from "./client-address.ts";

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default(".data"),
  DATABASE_URL: z.string().url().optional(),
  STOREFRONT_API_TOKEN: z.string().min(16).optional(),
  CONTENT_API_TOKEN: z.string().min(8).optional(),
  CONTENT_PREVIEW_TOKEN: z.string().min(8).optional(),
  STOREFRONT_API_HOST: z.string().optional(),
  CONTENT_API_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  PUBLIC_URL: z
    .string()
    .url()
    .refine((value) => isOrigin(value), "must be an origin: http(s)://host[:port], no path, query or user")
    .optional(),
  SMTP_URL: z.string().url().optional(),
  PENDING_PAYMENT_TIMEOUT_MINUTES: z.string().optional(),
  SUBSCRIPTION_CLOCK: z.iso.datetime({ offset: true }).optional(),
  SHOP_MODE: z.enum(["demo", "production"]).default("demo"),
  TEST_PAYMENTS: z.enum(["enabled", "disabled"]).optional(),
  DEMO_PRODUCTS: z.coerce.number().int().min(10).max(200_000).default(1500),
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(16_384).default(64),
  CONTENT_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  CONTENT_WEBHOOK_SECRET: z.string().min(16).optional(),
  ENGINE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  CONTENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
  DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  BREAKER_FAILURES: z.coerce.number().int().min(1).max(1_000).default(5),
  BREAKER_OPEN_SECONDS: z.coerce.number().int().min(1).max(3_600).default(10),
  TRUSTED_PROXIES: z.string().optional(),
  MAIL_FORMS_PER_CLIENT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(30),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  demoMode: boolean;
  demoProducts: number;
  logLevel: string;
  storefrontApiToken: string;
  contentApiToken: string;
  contentPreviewToken: string;
  /** External engine host (README, Configuration: STOREFRONT_API_HOST), or undefined for the embedded one. */
  externalStorefrontApiHost: string | undefined;
  /** External content service URL (README, Configuration: CONTENT_API_URL), or undefined for the embedded one. */
  externalContentApiUrl: string | undefined;
  sessionSecret: string;
  secureCookies: boolean;
  /**
   * The shop's public origin (README, Configuration: PUBLIC_URL), the base of every absolute link the shop writes
   * and the only host it answers (rule:platform.public-origin).
   */
  publicUrl: string;
  /** The test payment provider takes payments (demo mode, or TEST_PAYMENTS=enabled); else every payment is refused. */
  testPayments: boolean;
  /** SMTP server for the mail outbox (smtp://user:pass@host:port); unset: mails stay in the outbox. */
  smtpUrl: string | undefined;
  /** How long a redirect payment may stay pending before its order is released and its stock returned. */
  pendingPaymentTimeoutMs: number;
  /**
   * The time the subscription scheduler runs at (README, Configuration: SUBSCRIPTION_CLOCK), so a demo can show a
   * later period; undefined: the real clock. Demo mode only.
   */
  subscriptionClock: Date | undefined;
  /** How long the page cache serves an anonymous page (docs/decisions/0036-page-cache.md); 0 disables it. */
  pageCacheTtlSeconds: number;
  /** Most HTML the page cache holds, in MiB. */
  pageCacheMaxMb: number;
  /** How long an answer of the content service is reused (docs/decisions/0053-content-freshness.md); 0: never. */
  contentCacheTtlSeconds: number;
  /**
   * The secret the content service signs its publish webhook with (README, Configuration: CONTENT_WEBHOOK_SECRET);
   * undefined: no webhook, edits show within the content cache's life.
   */
  contentWebhookSecret: string | undefined;
  /** Timeout and breaker of each dependency (README, Configuration; docs/decisions/0051-timeouts-and-circuit-breakers.md). */
  guards: Record<Dependency, GuardSettings>;
  /** Longest connection wait and statement run on PostgreSQL, in ms. */
  databaseTimeoutMs: number;
  /** Proxies whose X-Forwarded-For names the client (README, Configuration: TRUSTED_PROXIES); none by default. */
  trustedProxies: string[];
  /** Mail-sending forms one client address may send an hour (README, Configuration: MAIL_FORMS_PER_CLIENT_PER_HOUR). */
  mailFormsPerClientPerHour: number;
  /** Tokens generated for this demo run, printed at start so they can be used with curl or the SDK. */
  generatedSecrets: string[];
}

/**
 * A secret from the environment, else (demo mode) one generated once and kept under DATA_DIR so restarts keep
 * sessions and tokens; production mode refuses to start without it (README, Configuration).
 */
function secret(
  value: string | undefined,
  name: string,
  dataDir: string,
  demoMode: boolean,
  generated: string[],
) {
  if (value) return value;
  if (!demoMode) throw new Error(`${name} must be set when SHOP_MODE=production`);
  const file = join(dataDir, "secrets", name);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(join(dataDir, "secrets"), { recursive: true });
  const created = randomBytes(24).toString("base64url");
  writeFileSync(file, created, { mode: 0o600 });
  generated.push(name);
  return created;
}

function isOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    (url.protocol === "http:" || url.protocol === "https:") &&
    url.origin !== "null" &&
    value.replace(/\/$/, "") === url.origin
  );
}

/**
 * PUBLIC_URL as an origin; demo mode defaults to the address the server listens on (localhost for every
 * interface), production mode refuses to start without it: links in mails must never come from a request's Host.
 */
function publicOrigin(publicUrl: string | undefined, demoMode: boolean, host: string, port: number): string {
  if (publicUrl) return new URL(publicUrl).origin;
  if (!demoMode)
    throw new Error(
      "PUBLIC_URL must be set when SHOP_MODE=production: the shop's public origin, e.g. https://shop.example.com (links in mails and pages are built from it, and only its host is served)",
    );
  const listening =
    host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${listening}:${port}`;
}

/** A set clock orders and charges at another time than now: only a demo may do that. */
function subscriptionClock(value: string | undefined, demoMode: boolean): Date | undefined {
  if (value === undefined) return undefined;
  if (!demoMode) throw new Error("SUBSCRIPTION_CLOCK may be set in demo mode only");
  return new Date(value);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid configuration: ${z.prettifyError(parsed.error)}`);
  }
  const e = parsed.data;
  const demoMode = e.SHOP_MODE === "demo";
  const generatedSecrets: string[] = [];
  const guardSettings = (timeoutMs: number): GuardSettings => ({
    timeoutMs,
    failuresToOpen: e.BREAKER_FAILURES,
    openMs: e.BREAKER_OPEN_SECONDS * 1000,
  });
  mkdirSync(e.DATA_DIR, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    demoMode,
    demoProducts: e.DEMO_PRODUCTS,
    logLevel: e.LOG_LEVEL,
    storefrontApiToken: secret(
      e.STOREFRONT_API_TOKEN,
      "STOREFRONT_API_TOKEN",
      e.DATA_DIR,
      demoMode,
      generatedSecrets,
    ),
    contentApiToken: secret(e.CONTENT_API_TOKEN, "CONTENT_API_TOKEN", e.DATA_DIR, demoMode, generatedSecrets),
    contentPreviewToken: secret(
      e.CONTENT_PREVIEW_TOKEN,
      "CONTENT_PREVIEW_TOKEN",
      e.DATA_DIR,
      demoMode,
      generatedSecrets,
    ),
    externalStorefrontApiHost: e.STOREFRONT_API_HOST,
    externalContentApiUrl: e.CONTENT_API_URL,
    sessionSecret: secret(e.SESSION_SECRET, "SESSION_SECRET", e.DATA_DIR, demoMode, generatedSecrets),
    secureCookies: e.PUBLIC_URL?.startsWith("https://") ?? false,
    publicUrl: publicOrigin(e.PUBLIC_URL, demoMode, e.HOST, e.PORT),
    testPayments: e.TEST_PAYMENTS === undefined ? demoMode : e.TEST_PAYMENTS === "enabled",
    smtpUrl: e.SMTP_URL,
    pendingPaymentTimeoutMs: pendingPaymentTimeoutMs(e.PENDING_PAYMENT_TIMEOUT_MINUTES),
    subscriptionClock: subscriptionClock(e.SUBSCRIPTION_CLOCK, demoMode),
    pageCacheTtlSeconds: e.PAGE_CACHE_TTL_SECONDS,
    pageCacheMaxMb: e.PAGE_CACHE_MAX_MB,
    contentCacheTtlSeconds: e.CONTENT_CACHE_TTL_SECONDS,
    contentWebhookSecret:
      e.CONTENT_WEBHOOK_SECRET ??
      (demoMode
        ? secret(undefined, "CONTENT_WEBHOOK_SECRET", e.DATA_DIR, demoMode, generatedSecrets)
        : undefined),
    guards: {
      engine: guardSettings(e.ENGINE_TIMEOUT_MS),
      content: guardSettings(e.CONTENT_TIMEOUT_MS),
      // The client gives up a second after the server's statement timeout (@eyewear/database).
      database: guardSettings(e.DATABASE_TIMEOUT_MS + 1_000),
    },
    databaseTimeoutMs: e.DATABASE_TIMEOUT_MS,
    trustedProxies: parseTrustedProxies(e.TRUSTED_PROXIES),
    mailFormsPerClientPerHour: e.MAIL_FORMS_PER_CLIENT_PER_HOUR,
    generatedSecrets,
  };
}
