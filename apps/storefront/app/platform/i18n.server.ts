import { LANGUAGES, type ShopConfig } from "@eyewear/shop-rules";
import type { TFunction } from "i18next";
import { i18nFor, type Messages, registerMessages } from "./i18n.ts";

const messageFiles = import.meta.glob<Partial<Messages>>("../locales/*/*.json", {
  import: "default",
  eager: true,
});
const MESSAGE_GROUPS = ["shop", "account", "mail"] as const;

/** The server renders every language and writes the mails, so all message groups are registered at start. */
export function registerAllMessages(): void {
  for (const language of LANGUAGES) {
    const groups = MESSAGE_GROUPS.map((group) => {
      const messages = messageFiles[`../locales/${group}/${language}.json`];
      if (!messages) throw new Error(`Missing ${group} message file for ${language}`);
      return messages;
    });
    registerMessages(language, Object.assign({}, ...groups));
  }
}

/** Translations in a shop's language, for text a loader computes (page titles). */
export function translatorFor(shop: Pick<ShopConfig, "language">): TFunction {
  registerAllMessages();
  const i18n = i18nFor(shop.language);
  if (!i18n) throw new Error(`No messages for ${shop.language}`);
  return i18n.t;
}
