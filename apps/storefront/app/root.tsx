import { DEFAULT_SHOP, splitShopPath } from "@eyewear/shop-rules";
import { type ReactNode, useEffect } from "react";
import { I18nextProvider } from "react-i18next";
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { requestContext } from "./platform/context.ts";
import type { ErrorPayload } from "./platform/errors.ts";
import { ensureMessages, i18nFor } from "./platform/i18n.ts";
import { useNonce } from "./platform/nonce.ts";
import { ErrorPage } from "./ui/error-page.tsx";

/** The document's locale comes from the URL alone, so the browser can work it out without asking the server. */
function documentLocale(url: Pick<URL, "pathname">) {
  const shop = splitShopPath(url.pathname)?.shop ?? DEFAULT_SHOP;
  return { language: shop.language, locale: shop.locale, shopCode: shop.code };
}

// A request the server refused as bad input (server/app.ts) is answered with the error page before any loader
// reads it (rule:platform.bad-input-4xx).
export const middleware: Route.MiddlewareFunction[] = [
  ({ context, url }) => {
    const refusal = context.get(requestContext).refusal;
    if (refusal) {
      const payload: ErrorPayload = { message: "", homePath: url.pathname };
      throw data(payload, { status: refusal.status });
    }
  },
];

export function loader({ url }: Route.LoaderArgs) {
  return documentLocale(url);
}

export async function clientLoader({ url }: Route.ClientLoaderArgs) {
  const locale = documentLocale(url);
  await ensureMessages(locale.language, url.pathname);
  return locale;
}

// The browser works out the locale and loads the messages a page needs before every navigation renders it.
export const shouldRevalidate = () => true;

export function Layout({ children }: { children: ReactNode }) {
  // From the location, not the loader's data: an error page whose loaders never ran is in its shop's language too.
  const { language, locale } = documentLocale(useLocation());
  const nonce = useNonce();
  const i18n = i18nFor(language);
  return (
    <DocumentElement lang={locale} language={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body className="min-h-screen bg-white text-neutral-900 antialiased">
        {i18n ? <I18nextProvider i18n={i18n}>{children}</I18nextProvider> : children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </DocumentElement>
  );
}

/**
 * The server renders the `<html>` element; the browser hydrates its head and body in place (ADR 0039), so there
 * the element's language attributes, which change on client navigation between shops, are set directly.
 */
function DocumentElement({
  lang,
  language,
  children,
}: {
  lang: string;
  language: string;
  children: ReactNode;
}) {
  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dataset.language = language;
  }, [lang, language]);
  if (!import.meta.env.SSR) return children;
  return (
    <html lang={lang} data-language={language}>
      {children}
    </html>
  );
}

export default function App() {
  // Marks the document once React has taken over, for styles and tests that need the interactive page.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
