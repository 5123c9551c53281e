import { LANGUAGES, type ShopConfig } from "@eyewear/shop-rules";
import type { TFunction } from "i18next";
import { i18nFor, type Messages, registerMessages } from "./i18n.ts";

const messageFiles = import.meta.glob<Messages>("../locales/*.json", { import: "default", eager: true });

/** The server renders every language, so all message files are registered at start. */
export function registerAllMessages(): void {
  for (const language of LANGUAGES) {
    const messages = messageFiles[`../locales/${language}.json`];
    if (!messages) throw new Error(`Missing message file for ${language}`);
    registerMessages(language, messages);
  }
}

/** Translations in a shop's language, for text a loader computes (page titles). */
export function translatorFor(shop: Pick<ShopConfig, "language">): TFunction {
  registerAllMessages();
  const i18n = i18nFor(shop.language);
  if (!i18n) throw new Error(`No messages for ${shop.language}`);
  return i18n.t;
}
