import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type accountMessages from "~/locales/account/de.json";
import type mailMessages from "~/locales/mail/de.json";
import type shopMessages from "~/locales/shop/de.json";

/**
 * A language's messages come in groups (ADR 0039): `shop` for what every page may render, `account` for the
 * account, checkout and order pages, `mail` for mails, which only the server writes. The browser loads a group
 * when a page needs it.
 */
export type Messages = typeof shopMessages & typeof accountMessages & typeof mailMessages;
type BrowserMessageGroup = "shop" | "account";

const instances = new Map<string, i18n>();

/** Registers the messages of one language; every later render in that language uses this instance. */
export function registerMessages(language: string, messages: Partial<Messages>): i18n {
  const existing = instances.get(language);
  if (existing) return existing;
  const instance = createInstance();
  instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: messages } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instances.set(language, instance);
  return instance;
}

export function i18nFor(language: string): i18n | undefined {
  return instances.get(language);
}

/** The first path segments (after the shop's) of the pages that render account, checkout or order texts. */
const ACCOUNT_PAGE_SECTIONS = new Set([
  "signin",
  "signout",
  "account",
  "checkout",
  "guest-checkout",
  "success",
  "forgot-password",
  "reset-password",
  "verify-email",
  "service",
  "subscription",
  "dev",
]);

/** The message groups a page at `pathname` renders in the browser. */
export function messageGroupsFor(pathname: string): BrowserMessageGroup[] {
  const section = pathname.split("/")[2] ?? "";
  return ACCOUNT_PAGE_SECTIONS.has(section) ? ["shop", "account"] : ["shop"];
}

const lazyMessages = import.meta.glob<Partial<Messages>>("../locales/{shop,account}/*.json", {
  import: "default",
});
const loadedGroups = new Map<string, Set<BrowserMessageGroup>>();

/** Loads the message groups a page needs in its language, each once (the browser downloads only what it shows). */
export async function ensureMessages(language: string, pathname: string): Promise<i18n> {
  const loaded = loadedGroups.get(language) ?? new Set<BrowserMessageGroup>();
  loadedGroups.set(language, loaded);
  const missing = messageGroupsFor(pathname).filter((group) => !loaded.has(group));
  const bundles = await Promise.all(missing.map((group) => loadMessageGroup(group, language)));
  const instance = registerMessages(language, {});
  for (const [index, bundle] of bundles.entries()) {
    instance.addResourceBundle(language, "translation", bundle, true);
    loaded.add(missing[index] as BrowserMessageGroup);
  }
  return instance;
}

function loadMessageGroup(group: BrowserMessageGroup, language: string): Promise<Partial<Messages>> {
  const load = lazyMessages[`../locales/${group}/${language}.json`];
  if (!load) throw new Error(`No ${group} messages for language ${language}`);
  return load();
}
