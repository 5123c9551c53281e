import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type de from "../locales/de.json";

export type Messages = typeof de;

const instances = new Map<string, i18n>();

/** Registers the messages of one language; every later render in that language uses this instance. */
export function registerMessages(language: string, messages: Messages): i18n {
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

const lazyMessages = import.meta.glob<Messages>("../locales/*.json", { import: "default" });

/** Loads a language's message file on demand (the browser only downloads the language it shows). */
export async function ensureMessages(language: string): Promise<i18n> {
  const existing = instances.get(language);
  if (existing) return existing;
  const load = lazyMessages[`../locales/${language}.json`];
  if (!load) throw new Error(`No messages for language ${language}`);
  return registerMessages(language, await load());
}
