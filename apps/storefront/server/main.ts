import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { join, resolve } from "node:path";
import { constants as zlib } from "node:zlib";
import {
  createCommerceEngine,
  createInProcessFetch,
  installInProcessTransport,
  limitStoreFor,
  paymentProviderFor,
  purgeStaleEngineData,
  runDueSubscriptions,
  startAbandonedOrderRelease,
} from "@eyewear/commerce-engine";
import { createContentService } from "@eyewear/content-service";
import { backfillShopProducts, type Database, openDatabase } from "@eyewear/database";
import { limitStoreFor as limitStoreOn } from "@eyewear/database/rate-limits";
import { storefrontRateLimits } from "@eyewear/database/storefront-schema";
import { getRequestListener, type HttpBindings } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import compression from "compression";
import { type ErrorHandler, Hono } from "hono";
import { type Logger, pino } from "pino";
import { ContentCache } from "../app/platform/content-cache.ts";
import type { StorefrontServices } from "../app/platform/context.ts";
import {
  dependencyGuards,
  installGuardedTransport,
  isDependencyUnavailable,
} from "../app/platform/dependency-guard.ts";
import { clientAddressResolver } from "./client-address.ts";
import { loadConfig } from "./config.ts";
import { CONTENT_WEBHOOK_PATH, contentWebhookHandler } from "./content-webhook.ts";
import { sendEngineMails } from "./engine-mail-delivery.ts";
import { liveness, readiness } from "./health.ts";
import {
  createContentImageHandler,
  createProductImageHandler,
  type ImageSource,
  storedImageSource,
} from "./images.ts";
import { acceptedOrigins, isAcceptedHost } from "./origin.ts";
import { PageCache } from "./page-cache.ts";
import { purgeStorefrontData, startPurgeJob, startSubscriptionJob } from "./purge-job.ts";
import { STRICT_TRANSPORT_SECURITY } from "./security.ts";

type StorefrontHandler = (request: Request, clientAddress: string) => Promise<Response>;
type StorefrontHandlerFactory = (services: StorefrontServices) => StorefrontHandler;
type CachedPageResponder = (incoming: IncomingMessage, outgoing: ServerResponse) => boolean;

const ENGINE_PREFIX = "/storefront-api";
const CONTENT_PREFIX = "/content";
const appRoot = resolve(import.meta.dirname, "..");
const isDev = process.argv.includes("--dev");
// How long a shutdown waits for requests in flight before it closes their connections.
const SHUTDOWN_GRACE_MS = 10_000;

/** Demo mode's seeding, which the demo start (scripts/demo-shop.ts) plugs in; the plain server has none. */
export interface DemoSeeding {
  /** Fills an empty database with the demo catalogue and content; false when it holds a catalogue already. */
  seedIfEmpty(db: Database, productCount: number, logger: Logger): Promise<boolean>;
  /** Brings a demo catalogue seeded by an earlier version up to date, once the listing index is built. */
  upgrade(db: Database, logger: Logger): Promise<void>;
}

export interface StorefrontStartOptions {
  /**
   * Where product and content pictures come from (docs/decisions/0046-engine-only-data-access.md); undefined:
   * the pictures stored under DATA_DIR/images.
   */
  imageSource?: ImageSource;
  /** Used when SHOP_MODE=demo. */
  demo?: DemoSeeding;
}

/** Strips a mount prefix so a mounted service sees the paths its protocol defines. */
function mounted(prefix: string, handler: (request: Request) => Response | Promise<Response>) {
  return (request: Request) => {
    const url = new URL(request.url);
    url.pathname = url.pathname.slice(prefix.length) || "/";
    return handler(new Request(url, request));
  };
}

/**
 * The answer to a failure no handler answered itself (the image server's, a bug): a plain 503 with Retry-After when
 * a dependency is unavailable, as for pages (rule:platform.dependency-unavailable), else a plain 500 that tells
 * nothing of the failure, which is logged once.
 */
export function lastResortErrorHandler(logger: Logger): ErrorHandler<{ Bindings: HttpBindings }> {
  return (error, c) => {
    if (isDependencyUnavailable(error)) {
      logger.warn({ dependency: error.dependency, path: c.req.path }, "dependency unavailable");
      return c.text("Service Unavailable", 503, { "retry-after": String(error.retryAfterSeconds) });
    }
    logger.error({ err: error, path: c.req.path }, "unhandled error");
    return c.text("Internal Server Error", 500);
  };
}

/** Opens the database, builds the services and serves the whole shop until SIGTERM or SIGINT. */
export async function startStorefront(options: StorefrontStartOptions): Promise<void> {
  // The built shop runs React's and React Router's production code, whatever the shell set (the development
  // build is 30–44 % slower); only `npm run dev` (--dev) serves Vite's development build. Nothing has loaded
  // React yet: the server build is imported below.
  process.env.NODE_ENV = isDev ? "development" : "production";
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });

  // Migrations, seeding and index builds may run long; pages then get a pool with timeouts (ADR 0051).
  const setup = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  logger.info({ database: setup.kind }, "database ready");

  if (config.demoMode && !options.demo)
    logger.warn("SHOP_MODE=demo without the demo start (scripts/demo-shop.ts): no demo data is generated");
  const demo = config.demoMode ? options.demo : undefined;
  if (!(await demo?.seedIfEmpty(setup.db, config.demoProducts, logger))) {
    if (await backfillShopProducts(setup.db))
      logger.info("built the listing index (shop_products) of the existing catalogue");
    await demo?.upgrade(setup.db, logger);
  }
  const database =
    setup.kind === "postgres"
      ? await setup
          .close()
          .then(() => openDatabase({ url: config.databaseUrl, timeoutMs: config.databaseTimeoutMs }))
      : setup;
  const guards = dependencyGuards(config.guards);

  // The dev server reloads route modules on every change, so it renders every request.
  const pageCache =
    config.pageCacheTtlSeconds > 0 && !isDev
      ? new PageCache({
          ttlMs: config.pageCacheTtlSeconds * 1000,
          maxBytes: config.pageCacheMaxMb * 1024 * 1024,
        })
      : undefined;
  // The embedded engine tells the page cache when a write changed what pages show (an external engine cannot;
  // its changes reach anonymous visitors within the TTL, docs/decisions/0036-page-cache.md).
  const engine = createCommerceEngine({
    db: database.db,
    accessToken: config.storefrontApiToken,
    onShopDataChange: () => pageCache?.invalidate(),
    testPayments: config.testPayments,
    limitStore: limitStoreFor(database),
    logError: (error, request) =>
      logger.error(
        { err: error, method: request.method, path: new URL(request.url).pathname },
        "engine failed",
      ),
  });
  // Orders whose redirect payment was never completed give their stock back
  // (docs/decisions/0029-order-mails-and-abandoned-payments.md).
  startAbandonedOrderRelease(database.db, {
    maxAgeMs: config.pendingPaymentTimeoutMs,
    onReleased: (count) => {
      logger.info({ count }, "released orders with an abandoned payment");
      pageCache?.invalidate();
    },
    onError: (error) => logger.error({ err: error }, "releasing orders with an abandoned payment failed"),
  });
  // Expired sessions, abandoned visitor baskets, spent tokens, old counters and mails (ADR 0052); an external
  // engine purges its own data.
  const purgeJob = await startPurgeJob({
    databaseUrl: config.databaseUrl,
    purge: async () => {
      const now = new Date();
      const storefrontData = await purgeStorefrontData(database.db, now);
      const engineData = config.externalStorefrontApiHost ? {} : await purgeStaleEngineData(database.db, now);
      logger.info({ storefront: storefrontData, engine: engineData }, "purged stale data");
    },
    onError: (error) => logger.error({ err: error }, "purging stale data failed"),
  });
  // Follow-up orders of subscriptions, reminders, price notices and payment retries
  // (docs/decisions/0055-subscriptions-and-scheduler.md); an external engine runs its own scheduler.
  const subscriptionJob = config.externalStorefrontApiHost
    ? undefined
    : await startSubscriptionJob({
        databaseUrl: config.databaseUrl,
        run: async () => {
          const result = await runDueSubscriptions({
            db: database.db,
            provider: paymentProviderFor({
              accessToken: config.storefrontApiToken,
              testPayments: config.testPayments,
            }),
            now: config.subscriptionClock ?? new Date(),
          });
          for (const failure of result.failures)
            logger.error(
              { err: failure.error, subscription: failure.reference },
              "a subscription's step failed",
            );
          logger.info({ steps: result.steps }, "ran the subscription scheduler");
          if (result.steps.placed > 0) pageCache?.invalidate();
          if (config.smtpUrl)
            await sendEngineMails({
              db: database.db,
              smtpUrl: config.smtpUrl,
              now: new Date(),
              onError: (error, mailId) =>
                logger.error({ err: error, mailId }, "sending a mail failed; it stays in the outbox"),
            });
        },
        onError: (error) => logger.error({ err: error }, "running the subscription scheduler failed"),
      });
  const contentTokens = { publicToken: config.contentApiToken, previewToken: config.contentPreviewToken };
  // Other clients reach the content service over HTTP under its rate limit; the storefront's own in-process calls
  // are this process talking to itself, cached by storyblok-js-client, so they skip the limiter.
  const content = createContentService({ db: database.db, ...contentTokens });
  const contentForStorefront = createContentService({ db: database.db, ...contentTokens, rateLimit: false });

  const storefrontApiHost = config.externalStorefrontApiHost ?? `localhost:${config.port}${ENGINE_PREFIX}`;
  if (!config.externalStorefrontApiHost)
    installInProcessTransport(`https://${storefrontApiHost}`, engine.fetch);
  // Every engine call of the process (SCAYLE SDK, engine client, image server) under the engine's guard.
  installGuardedTransport(`https://${storefrontApiHost}`, guards.engine);
  const contentApiUrl = config.externalContentApiUrl ?? `http://localhost:${config.port}${CONTENT_PREFIX}/v2`;
  const contentFetch = config.externalContentApiUrl
    ? globalThis.fetch
    : createInProcessFetch(`http://localhost:${config.port}${CONTENT_PREFIX}`, contentForStorefront.fetch);

  // Content answers live briefly, and a signed publish webhook drops them at once (docs/decisions/0053-content-freshness.md).
  const contentCache = new ContentCache({ ttlMs: config.contentCacheTtlSeconds * 1000 });

  const services: StorefrontServices = {
    db: database.db,
    logger,
    storefrontApiHost,
    storefrontApiToken: config.storefrontApiToken,
    contentApiUrl,
    contentApiToken: config.contentApiToken,
    contentFetch,
    contentCache,
    guards,
    sessionSecrets: [config.sessionSecret],
    secureCookies: config.secureCookies,
    demoMode: config.demoMode,
    publicUrl: config.publicUrl,
    smtpUrl: config.smtpUrl,
    pageCache,
    limitStore: limitStoreOn(database, storefrontRateLimits),
    mailFormsPerClientPerHour: config.mailFormsPerClientPerHour,
  };

  const app = new Hono<{ Bindings: HttpBindings }>();
  app.all(`${ENGINE_PREFIX}/*`, (c) => mounted(ENGINE_PREFIX, engine.fetch)(c.req.raw));
  app.all(`${CONTENT_PREFIX}/*`, (c) => mounted(CONTENT_PREFIX, content.fetch)(c.req.raw));
  const imageCache = join(config.dataDir, "image-cache");
  const imageSource = options.imageSource ?? storedImageSource(join(config.dataDir, "images"));
  app.get("/images/content/:file", createContentImageHandler(imageSource, imageCache));
  app.get(
    "/images/:file",
    createProductImageHandler(
      { host: storefrontApiHost, token: config.storefrontApiToken },
      imageSource,
      imageCache,
    ),
  );

  // For load balancers (ADR 0051): alive without asking anything, ready when every dependency answers.
  app.get("/healthz", () => liveness());
  app.get("/readyz", () => readiness(services));
  if (config.contentWebhookSecret) {
    const contentPublished = contentWebhookHandler(config.contentWebhookSecret, services);
    app.post(CONTENT_WEBHOOK_PATH, (c) => contentPublished(c.req.raw));
  }

  let storefrontHandler: StorefrontHandler;
  let respondFromPageCache: CachedPageResponder = () => false;
  let viteMiddlewares: ((req: never, res: never, next: () => void) => void) | undefined;

  if (isDev) {
    const { createServer: createViteServer } = await import("vite");
    const vite = await createViteServer({
      root: appRoot,
      server: { middlewareMode: true },
      appType: "custom",
    });
    viteMiddlewares = vite.middlewares as never;
    storefrontHandler = async (request, clientAddress) => {
      const module = (await vite.ssrLoadModule(join(appRoot, "server/app.ts"))) as {
        createStorefrontHandler: StorefrontHandlerFactory;
      };
      return module.createStorefrontHandler(services)(request, clientAddress);
    };
  } else {
    const clientDir = join(appRoot, "build/client");
    app.use(
      "/assets/*",
      serveStatic({
        root: clientDir,
        onFound: (_path, c) => c.header("cache-control", "public, max-age=31536000, immutable"),
      }),
    );
    app.use("/favicon.svg", serveStatic({ root: clientDir }));
    // Content videos and their captions (docs/decisions/0015-content-video.md); names are not hashed, so a day.
    app.use(
      "/videos/*",
      serveStatic({
        root: clientDir,
        onFound: (_path, c) => c.header("cache-control", "public, max-age=86400"),
      }),
    );
    const serverBuild = (await import(join(appRoot, "build/server/index.js"))) as {
      createStorefrontHandler: StorefrontHandlerFactory;
      createCachedPageResponder: (services: StorefrontServices) => CachedPageResponder;
    };
    storefrontHandler = serverBuild.createStorefrontHandler(services);
    respondFromPageCache = serverBuild.createCachedPageResponder(services);
  }

  const clientAddressOf = clientAddressResolver(config.trustedProxies);
  app.all("*", (c) => storefrontHandler(c.req.raw, clientAddressOf(c.env.incoming)));
  app.onError(lastResortErrorHandler(logger));

  const listener = getRequestListener(app.fetch);
  const origins = acceptedOrigins(config.publicUrl, config.demoMode);
  // Brotli or gzip for every compressible answer (HTML, JSON, JS, CSS, SVG); each write is flushed, so a
  // streamed page still reaches the browser in parts. The middleware is typed for Express but needs only Node's
  // request and response.
  const compress = compression({
    flush: zlib.Z_SYNC_FLUSH,
    brotli: { flush: zlib.BROTLI_OPERATION_FLUSH },
  }) as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  let shuttingDown = false;
  const server = createServer((req, res) => {
    // Set before anything answers, so no answer of the shop (page, asset, image, API, health, refusal, cached page)
    // is ever read by a browser as another type than it says.
    res.setHeader("x-content-type-options", "nosniff");
    // Served over https (behind the proxy that ends TLS): every answer keeps the browser on https, not pages only.
    if (config.secureCookies) res.setHeader("strict-transport-security", STRICT_TRANSPORT_SECURITY);
    // rule:platform.public-origin: only the configured origin's host is served, so no link, cache entry or
    // redirect is ever built for a host an attacker sent.
    if (!isAcceptedHost(req.headers.host, origins)) {
      res.writeHead(400, { "content-type": "text/plain; charset=utf-8", connection: "close" });
      res.end(`Unknown host. This shop answers at ${config.publicUrl}/ (PUBLIC_URL).\n`);
      return;
    }
    compress(req, res, () => {
      if (viteMiddlewares) viteMiddlewares(req as never, res as never, () => listener(req, res));
      else if (!respondFromPageCache(req, res)) listener(req, res);
    });
  });

  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    logger.info(
      { mode: config.demoMode ? "demo" : "production", nodeEnv: process.env.NODE_ENV, port },
      `eyewear shop listening; public origin ${config.publicUrl}/ (PUBLIC_URL)`,
    );
    if (config.demoMode) {
      logger.info(
        { storefrontApiToken: config.storefrontApiToken, contentApiToken: config.contentApiToken },
        `demo mode: engine at ${config.publicUrl}${ENGINE_PREFIX} (X-Access-Token), content at ${config.publicUrl}${CONTENT_PREFIX}/v2 (?token=)`,
      );
    }
  });

  // Graceful shutdown: stop accepting connections, let the requests in flight finish (closing their
  // connections once answered), then close the database; requests still running after the grace period are cut.
  async function shutdown(signal: string) {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, "shutting down: finishing the requests in flight");
    const cut = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    // A keep-alive connection whose last request has just been answered is closed at once, not after its timeout.
    const closeIdle = setInterval(() => server.closeIdleConnections(), 100).unref();
    await new Promise((resolve) => server.close(resolve));
    clearTimeout(cut);
    clearInterval(closeIdle);
    await purgeJob.stop();
    await subscriptionJob?.stop();
    await database.close();
    logger.info("shut down");
    process.exit(0);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

// The plain server: stored pictures only and no demo data (the demo start is scripts/demo-shop.ts).
if (import.meta.main) await startStorefront({});
