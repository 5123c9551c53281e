import type { Database } from "@eyewear/database";
import { type Currency, formatPrice, type Language, shopTimeZone } from "@eyewear/shop-rules";
import { insertMail } from "../queries/mails.ts";
import type { ShopContext } from "./shop-context.ts";

/**
 * The mails of a subscription's life (docs/decisions/0055-subscriptions-and-scheduler.md). The engine writes them
 * itself, because the scheduler that causes most of them runs without any storefront request.
 */
export type SubscriptionMailKind =
  | "created"
  | "reminder"
  | "delivered"
  | "price_notice"
  | "payment_failed"
  | "payment_failed_final"
  | "skipped"
  | "interval_changed"
  | "delivery_day_changed"
  | "address_changed"
  | "payment_method_changed"
  | "paused"
  | "resumed"
  | "cancelled"
  | "cancellation_unmatched";

interface MailText {
  subject: string;
  body: string;
}

interface LanguageTexts {
  greeting: string;
  greetingWithoutName: string;
  details: { reference: string; interval: string; nextDelivery: string; total: string; items: string };
  signature: string;
  mails: Record<SubscriptionMailKind, MailText>;
}

// Placeholders: {reference}, {date} (next delivery), {interval} (months), {total}, {order}, {receivedAt},
// {effectiveOn}, {retryOn}, {newTotal}, {chargeFrom}.
const TEXTS: Record<Language, LanguageTexts> = {
  de: {
    greeting: "Hallo {name},",
    greetingWithoutName: "Hallo,",
    details: {
      reference: "Abo-Nummer",
      interval: "Intervall",
      nextDelivery: "Nächste Lieferung",
      total: "Preis je Lieferung",
      items: "Artikel",
    },
    signature: "Ihr Lumio Optik Team",
    mails: {
      created: {
        subject: "Ihr Abo {reference} ist abgeschlossen",
        body: "vielen Dank! Ihr Abo {reference} liefert alle {interval} Monate. Die nächste Lieferung kommt am {date}.",
      },
      reminder: {
        subject: "Ihre nächste Abo-Lieferung am {date}",
        body: "am {date} bestellen wir die nächste Lieferung Ihres Abos {reference}. Bis dahin können Sie sie in Ihrem Konto aussetzen, verschieben oder das Abo kündigen.",
      },
      delivered: {
        subject: "Abo {reference}: Bestellung {order} aufgegeben",
        body: "die Lieferung Ihres Abos {reference} ist als Bestellung {order} aufgegeben und bezahlt. Die nächste Lieferung kommt am {date}.",
      },
      price_notice: {
        subject: "Abo {reference}: neuer Preis ab {chargeFrom}",
        body: "der Preis Ihres Abos {reference} steigt von {total} auf {newTotal} je Lieferung. Wir berechnen ihn frühestens ab {chargeFrom}; bis dahin können Sie Ihr Abo jederzeit kündigen.",
      },
      payment_failed: {
        subject: "Abo {reference}: Zahlung fehlgeschlagen",
        body: "die Zahlung der Lieferung Ihres Abos {reference} ist fehlgeschlagen. Das Abo ist pausiert; wir versuchen es am {retryOn} noch einmal. Bitte prüfen Sie Ihre Zahlungsart.",
      },
      payment_failed_final: {
        subject: "Abo {reference}: Zahlung erneut fehlgeschlagen",
        body: "die Zahlung der Lieferung Ihres Abos {reference} ist erneut fehlgeschlagen. Das Abo bleibt pausiert, bis Sie es in Ihrem Konto mit einer gültigen Zahlungsart fortsetzen.",
      },
      skipped: {
        subject: "Abo {reference}: Lieferung übersprungen",
        body: "die nächste Lieferung Ihres Abos {reference} entfällt. Die folgende Lieferung kommt am {date}.",
      },
      interval_changed: {
        subject: "Abo {reference}: neues Intervall",
        body: "Ihr Abo {reference} liefert jetzt alle {interval} Monate. Die nächste Lieferung kommt am {date}.",
      },
      delivery_day_changed: {
        subject: "Abo {reference}: neuer Liefertag",
        body: "Ihr Abo {reference} hat einen neuen Liefertag. Die nächste Lieferung kommt am {date}.",
      },
      address_changed: {
        subject: "Abo {reference}: neue Adresse",
        body: "die Lieferungen Ihres Abos {reference} gehen ab jetzt an die neue Adresse.",
      },
      payment_method_changed: {
        subject: "Abo {reference}: neue Zahlungsart",
        body: "Ihr Abo {reference} wird ab jetzt mit der neuen Zahlungsart bezahlt. Die nächste Lieferung kommt am {date}.",
      },
      paused: {
        subject: "Abo {reference} pausiert",
        body: "Ihr Abo {reference} ist pausiert. Bis Sie es fortsetzen, liefern wir nichts.",
      },
      resumed: {
        subject: "Abo {reference} fortgesetzt",
        body: "Ihr Abo {reference} läuft wieder. Die nächste Lieferung kommt am {date}.",
      },
      cancelled: {
        subject: "Kündigung Ihres Abos {reference} erhalten",
        body: "Ihre Kündigung des Abos {reference} ist am {receivedAt} bei uns eingegangen. Das Abo endet am {effectiveOn}.",
      },
      cancellation_unmatched: {
        subject: "Ihre Kündigung ist bei uns eingegangen",
        body: "Ihre Kündigung ist am {receivedAt} bei uns eingegangen. Unter dieser E-Mail-Adresse und dieser Abo- oder Bestellnummer haben wir kein laufendes Abo gefunden. Bitte prüfen Sie die Angaben oder antworten Sie uns auf diese E-Mail.",
      },
    },
  },
  fr: {
    greeting: "Bonjour {name},",
    greetingWithoutName: "Bonjour,",
    details: {
      reference: "Numéro d'abonnement",
      interval: "Intervalle",
      nextDelivery: "Prochaine livraison",
      total: "Prix par livraison",
      items: "Articles",
    },
    signature: "Votre équipe Lumio Optik",
    mails: {
      created: {
        subject: "Votre abonnement {reference} est conclu",
        body: "merci ! Votre abonnement {reference} livre tous les {interval} mois. La prochaine livraison arrive le {date}.",
      },
      reminder: {
        subject: "Votre prochaine livraison d'abonnement le {date}",
        body: "le {date}, nous commandons la prochaine livraison de votre abonnement {reference}. D'ici là, vous pouvez la sauter, la décaler ou résilier l'abonnement dans votre compte.",
      },
      delivered: {
        subject: "Abonnement {reference} : commande {order} passée",
        body: "la livraison de votre abonnement {reference} est passée et payée sous le numéro de commande {order}. La prochaine livraison arrive le {date}.",
      },
      price_notice: {
        subject: "Abonnement {reference} : nouveau prix à partir du {chargeFrom}",
        body: "le prix de votre abonnement {reference} passe de {total} à {newTotal} par livraison. Nous ne l'appliquerons pas avant le {chargeFrom} ; d'ici là, vous pouvez résilier à tout moment.",
      },
      payment_failed: {
        subject: "Abonnement {reference} : échec du paiement",
        body: "le paiement de la livraison de votre abonnement {reference} a échoué. L'abonnement est en pause ; nous réessaierons le {retryOn}. Veuillez vérifier votre moyen de paiement.",
      },
      payment_failed_final: {
        subject: "Abonnement {reference} : nouvel échec du paiement",
        body: "le paiement de la livraison de votre abonnement {reference} a de nouveau échoué. L'abonnement reste en pause jusqu'à ce que vous le repreniez dans votre compte avec un moyen de paiement valable.",
      },
      skipped: {
        subject: "Abonnement {reference} : livraison sautée",
        body: "la prochaine livraison de votre abonnement {reference} n'aura pas lieu. La suivante arrive le {date}.",
      },
      interval_changed: {
        subject: "Abonnement {reference} : nouvel intervalle",
        body: "votre abonnement {reference} livre désormais tous les {interval} mois. La prochaine livraison arrive le {date}.",
      },
      delivery_day_changed: {
        subject: "Abonnement {reference} : nouveau jour de livraison",
        body: "votre abonnement {reference} a un nouveau jour de livraison. La prochaine livraison arrive le {date}.",
      },
      address_changed: {
        subject: "Abonnement {reference} : nouvelle adresse",
        body: "les livraisons de votre abonnement {reference} partent désormais à la nouvelle adresse.",
      },
      payment_method_changed: {
        subject: "Abonnement {reference} : nouveau moyen de paiement",
        body: "votre abonnement {reference} est désormais payé avec le nouveau moyen de paiement. La prochaine livraison arrive le {date}.",
      },
      paused: {
        subject: "Abonnement {reference} en pause",
        body: "votre abonnement {reference} est en pause. Nous ne livrons rien jusqu'à ce que vous le repreniez.",
      },
      resumed: {
        subject: "Abonnement {reference} repris",
        body: "votre abonnement {reference} reprend. La prochaine livraison arrive le {date}.",
      },
      cancelled: {
        subject: "Résiliation de votre abonnement {reference} reçue",
        body: "nous avons reçu la résiliation de votre abonnement {reference} le {receivedAt}. L'abonnement prend fin le {effectiveOn}.",
      },
      cancellation_unmatched: {
        subject: "Nous avons reçu votre résiliation",
        body: "nous avons reçu votre résiliation le {receivedAt}. Nous n'avons trouvé aucun abonnement en cours pour cette adresse e-mail et ce numéro d'abonnement ou de commande. Veuillez vérifier vos données ou répondre à cet e-mail.",
      },
    },
  },
  it: {
    greeting: "Ciao {name},",
    greetingWithoutName: "Buongiorno,",
    details: {
      reference: "Numero di abbonamento",
      interval: "Intervallo",
      nextDelivery: "Prossima consegna",
      total: "Prezzo per consegna",
      items: "Articoli",
    },
    signature: "Il team Lumio Optik",
    mails: {
      created: {
        subject: "Il tuo abbonamento {reference} è attivo",
        body: "grazie! Il tuo abbonamento {reference} consegna ogni {interval} mesi. La prossima consegna arriva il {date}.",
      },
      reminder: {
        subject: "La prossima consegna del tuo abbonamento il {date}",
        body: "il {date} ordiniamo la prossima consegna del tuo abbonamento {reference}. Fino ad allora puoi saltarla, spostarla o disdire l'abbonamento nel tuo account.",
      },
      delivered: {
        subject: "Abbonamento {reference}: ordine {order} effettuato",
        body: "la consegna del tuo abbonamento {reference} è stata ordinata e pagata con il numero d'ordine {order}. La prossima consegna arriva il {date}.",
      },
      price_notice: {
        subject: "Abbonamento {reference}: nuovo prezzo dal {chargeFrom}",
        body: "il prezzo del tuo abbonamento {reference} sale da {total} a {newTotal} per consegna. Lo addebiteremo non prima del {chargeFrom}; fino ad allora puoi disdire in qualsiasi momento.",
      },
      payment_failed: {
        subject: "Abbonamento {reference}: pagamento non riuscito",
        body: "il pagamento della consegna del tuo abbonamento {reference} non è riuscito. L'abbonamento è in pausa; riproveremo il {retryOn}. Controlla il tuo metodo di pagamento.",
      },
      payment_failed_final: {
        subject: "Abbonamento {reference}: pagamento di nuovo non riuscito",
        body: "il pagamento della consegna del tuo abbonamento {reference} non è riuscito di nuovo. L'abbonamento resta in pausa finché non lo riprendi nel tuo account con un metodo di pagamento valido.",
      },
      skipped: {
        subject: "Abbonamento {reference}: consegna saltata",
        body: "la prossima consegna del tuo abbonamento {reference} non avrà luogo. La successiva arriva il {date}.",
      },
      interval_changed: {
        subject: "Abbonamento {reference}: nuovo intervallo",
        body: "il tuo abbonamento {reference} ora consegna ogni {interval} mesi. La prossima consegna arriva il {date}.",
      },
      delivery_day_changed: {
        subject: "Abbonamento {reference}: nuovo giorno di consegna",
        body: "il tuo abbonamento {reference} ha un nuovo giorno di consegna. La prossima consegna arriva il {date}.",
      },
      address_changed: {
        subject: "Abbonamento {reference}: nuovo indirizzo",
        body: "d'ora in poi le consegne del tuo abbonamento {reference} vanno al nuovo indirizzo.",
      },
      payment_method_changed: {
        subject: "Abbonamento {reference}: nuovo metodo di pagamento",
        body: "d'ora in poi il tuo abbonamento {reference} viene pagato con il nuovo metodo di pagamento. La prossima consegna arriva il {date}.",
      },
      paused: {
        subject: "Abbonamento {reference} in pausa",
        body: "il tuo abbonamento {reference} è in pausa. Non consegniamo nulla finché non lo riprendi.",
      },
      resumed: {
        subject: "Abbonamento {reference} ripreso",
        body: "il tuo abbonamento {reference} è di nuovo attivo. La prossima consegna arriva il {date}.",
      },
      cancelled: {
        subject: "Disdetta del tuo abbonamento {reference} ricevuta",
        body: "abbiamo ricevuto la disdetta del tuo abbonamento {reference} il {receivedAt}. L'abbonamento termina il {effectiveOn}.",
      },
      cancellation_unmatched: {
        subject: "Abbiamo ricevuto la tua disdetta",
        body: "abbiamo ricevuto la tua disdetta il {receivedAt}. Non abbiamo trovato alcun abbonamento attivo con questo indirizzo e-mail e questo numero di abbonamento o d'ordine. Controlla i dati o rispondi a questa e-mail.",
      },
    },
  },
  pl: {
    greeting: "Dzień dobry {name},",
    greetingWithoutName: "Dzień dobry,",
    details: {
      reference: "Numer subskrypcji",
      interval: "Interwał",
      nextDelivery: "Następna dostawa",
      total: "Cena za dostawę",
      items: "Artykuły",
    },
    signature: "Zespół Lumio Optik",
    mails: {
      created: {
        subject: "Twoja subskrypcja {reference} została zawarta",
        body: "dziękujemy! Twoja subskrypcja {reference} dostarcza co {interval} mies. Następna dostawa: {date}.",
      },
      reminder: {
        subject: "Następna dostawa subskrypcji {date}",
        body: "{date} zamówimy następną dostawę Twojej subskrypcji {reference}. Do tego czasu możesz ją pominąć, przesunąć lub wypowiedzieć subskrypcję na swoim koncie.",
      },
      delivered: {
        subject: "Subskrypcja {reference}: złożono zamówienie {order}",
        body: "dostawa Twojej subskrypcji {reference} została zamówiona i opłacona jako zamówienie {order}. Następna dostawa: {date}.",
      },
      price_notice: {
        subject: "Subskrypcja {reference}: nowa cena od {chargeFrom}",
        body: "cena Twojej subskrypcji {reference} wzrasta z {total} do {newTotal} za dostawę. Naliczymy ją najwcześniej od {chargeFrom}; do tego czasu możesz w każdej chwili wypowiedzieć subskrypcję.",
      },
      payment_failed: {
        subject: "Subskrypcja {reference}: płatność nie powiodła się",
        body: "płatność za dostawę Twojej subskrypcji {reference} nie powiodła się. Subskrypcja jest wstrzymana; spróbujemy ponownie {retryOn}. Sprawdź swoją metodę płatności.",
      },
      payment_failed_final: {
        subject: "Subskrypcja {reference}: płatność ponownie nieudana",
        body: "płatność za dostawę Twojej subskrypcji {reference} ponownie się nie powiodła. Subskrypcja pozostaje wstrzymana, dopóki nie wznowisz jej na koncie z ważną metodą płatności.",
      },
      skipped: {
        subject: "Subskrypcja {reference}: dostawa pominięta",
        body: "następna dostawa Twojej subskrypcji {reference} nie nastąpi. Kolejna dostawa: {date}.",
      },
      interval_changed: {
        subject: "Subskrypcja {reference}: nowy interwał",
        body: "Twoja subskrypcja {reference} dostarcza teraz co {interval} mies. Następna dostawa: {date}.",
      },
      delivery_day_changed: {
        subject: "Subskrypcja {reference}: nowy dzień dostawy",
        body: "Twoja subskrypcja {reference} ma nowy dzień dostawy. Następna dostawa: {date}.",
      },
      address_changed: {
        subject: "Subskrypcja {reference}: nowy adres",
        body: "dostawy Twojej subskrypcji {reference} trafiają odtąd na nowy adres.",
      },
      payment_method_changed: {
        subject: "Subskrypcja {reference}: nowa metoda płatności",
        body: "Twoja subskrypcja {reference} jest odtąd opłacana nową metodą płatności. Następna dostawa przyjdzie {date}.",
      },
      paused: {
        subject: "Subskrypcja {reference} wstrzymana",
        body: "Twoja subskrypcja {reference} jest wstrzymana. Do czasu wznowienia nic nie dostarczamy.",
      },
      resumed: {
        subject: "Subskrypcja {reference} wznowiona",
        body: "Twoja subskrypcja {reference} znów działa. Następna dostawa: {date}.",
      },
      cancelled: {
        subject: "Otrzymaliśmy wypowiedzenie subskrypcji {reference}",
        body: "Twoje wypowiedzenie subskrypcji {reference} wpłynęło do nas {receivedAt}. Subskrypcja kończy się {effectiveOn}.",
      },
      cancellation_unmatched: {
        subject: "Otrzymaliśmy Twoje wypowiedzenie",
        body: "Twoje wypowiedzenie wpłynęło do nas {receivedAt}. Nie znaleźliśmy aktywnej subskrypcji dla tego adresu e-mail i tego numeru subskrypcji lub zamówienia. Sprawdź dane lub odpowiedz na tę wiadomość.",
      },
    },
  },
  cs: {
    greeting: "Dobrý den {name},",
    greetingWithoutName: "Dobrý den,",
    details: {
      reference: "Číslo předplatného",
      interval: "Interval",
      nextDelivery: "Další dodávka",
      total: "Cena za dodávku",
      items: "Zboží",
    },
    signature: "Váš tým Lumio Optik",
    mails: {
      created: {
        subject: "Vaše předplatné {reference} je sjednáno",
        body: "děkujeme! Vaše předplatné {reference} dodává každé {interval} měs. Další dodávka: {date}.",
      },
      reminder: {
        subject: "Další dodávka předplatného {date}",
        body: "{date} objednáme další dodávku Vašeho předplatného {reference}. Do té doby ji můžete ve svém účtu vynechat, posunout nebo předplatné vypovědět.",
      },
      delivered: {
        subject: "Předplatné {reference}: objednávka {order} odeslána",
        body: "dodávka Vašeho předplatného {reference} je objednána a zaplacena jako objednávka {order}. Další dodávka: {date}.",
      },
      price_notice: {
        subject: "Předplatné {reference}: nová cena od {chargeFrom}",
        body: "cena Vašeho předplatného {reference} stoupá z {total} na {newTotal} za dodávku. Účtovat ji budeme nejdříve od {chargeFrom}; do té doby můžete předplatné kdykoli vypovědět.",
      },
      payment_failed: {
        subject: "Předplatné {reference}: platba se nezdařila",
        body: "platba za dodávku Vašeho předplatného {reference} se nezdařila. Předplatné je pozastaveno; znovu to zkusíme {retryOn}. Zkontrolujte prosím svůj způsob platby.",
      },
      payment_failed_final: {
        subject: "Předplatné {reference}: platba se opět nezdařila",
        body: "platba za dodávku Vašeho předplatného {reference} se opět nezdařila. Předplatné zůstane pozastaveno, dokud je ve svém účtu neobnovíte s platným způsobem platby.",
      },
      skipped: {
        subject: "Předplatné {reference}: dodávka vynechána",
        body: "další dodávka Vašeho předplatného {reference} odpadá. Následující dodávka: {date}.",
      },
      interval_changed: {
        subject: "Předplatné {reference}: nový interval",
        body: "Vaše předplatné {reference} nyní dodává každé {interval} měs. Další dodávka: {date}.",
      },
      delivery_day_changed: {
        subject: "Předplatné {reference}: nový den dodání",
        body: "Vaše předplatné {reference} má nový den dodání. Další dodávka: {date}.",
      },
      address_changed: {
        subject: "Předplatné {reference}: nová adresa",
        body: "dodávky Vašeho předplatného {reference} nyní jdou na novou adresu.",
      },
      payment_method_changed: {
        subject: "Předplatné {reference}: nový způsob platby",
        body: "Vaše předplatné {reference} se nyní platí novým způsobem platby. Další dodávka přijde {date}.",
      },
      paused: {
        subject: "Předplatné {reference} pozastaveno",
        body: "Vaše předplatné {reference} je pozastaveno. Dokud je neobnovíte, nic nedodáme.",
      },
      resumed: {
        subject: "Předplatné {reference} obnoveno",
        body: "Vaše předplatné {reference} opět běží. Další dodávka: {date}.",
      },
      cancelled: {
        subject: "Výpověď předplatného {reference} přijata",
        body: "Vaši výpověď předplatného {reference} jsme přijali {receivedAt}. Předplatné končí {effectiveOn}.",
      },
      cancellation_unmatched: {
        subject: "Vaši výpověď jsme přijali",
        body: "Vaši výpověď jsme přijali {receivedAt}. Pro tuto e-mailovou adresu a toto číslo předplatného nebo objednávky jsme nenašli žádné běžící předplatné. Zkontrolujte prosím údaje nebo odpovězte na tento e-mail.",
      },
    },
  },
};

/** What a subscription mail may name; each kind uses its own placeholders. */
export interface SubscriptionMailValues {
  reference?: string;
  nextDeliveryOn?: string;
  intervalMonths?: number;
  total?: number;
  newTotal?: number;
  order?: string;
  receivedAt?: Date;
  effectiveOn?: string;
  retryOn?: string;
  chargeFrom?: string;
  /** The items as "2 × Brand Name", when the mail lists them. */
  items?: readonly string[];
}

export interface SubscriptionMail {
  kind: SubscriptionMailKind;
  to: string;
  name: string | undefined;
  values: SubscriptionMailValues;
  /** Writes the mail once only: a scheduler run that repeats does not mail twice. */
  onceKey?: string;
}

type MailShop = Pick<
  ShopContext,
  "id" | "language" | "locale" | "country" | "currency" | "currencyFractionDigits"
>;

function languageOf(shop: MailShop): Language {
  return (shop.language in TEXTS ? shop.language : "de") as Language;
}

/** A calendar day as the shop's language writes it, e.g. "15. März 2026". */
export function formatCalendarDay(shop: MailShop, day: string): string {
  return new Intl.DateTimeFormat(shop.locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** An instant as the shop's language writes it in the shop's time zone, to the second and with the zone. */
export function formatReceivedAt(shop: MailShop, instant: Date): string {
  return new Intl.DateTimeFormat(shop.locale, {
    dateStyle: "long",
    timeStyle: "long",
    timeZone: shopTimeZone(shop.country),
  }).format(instant);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The mail's subject, text and HTML in the shop's language. */
export function composeSubscriptionMail(shop: MailShop, mail: SubscriptionMail) {
  const texts = TEXTS[languageOf(shop)];
  const money = (amount: number | undefined) =>
    amount === undefined
      ? ""
      : formatPrice(amount, {
          locale: shop.locale,
          currency: shop.currency as Currency,
          currencyFractionDigits: shop.currencyFractionDigits,
        });
  const day = (value: string | undefined) => (value === undefined ? "" : formatCalendarDay(shop, value));
  const { values } = mail;
  const placeholders: Record<string, string> = {
    reference: values.reference ?? "",
    date: day(values.nextDeliveryOn),
    interval: String(values.intervalMonths ?? ""),
    total: money(values.total),
    newTotal: money(values.newTotal),
    order: values.order ?? "",
    receivedAt: values.receivedAt ? formatReceivedAt(shop, values.receivedAt) : "",
    effectiveOn: day(values.effectiveOn),
    retryOn: day(values.retryOn),
    chargeFrom: day(values.chargeFrom),
  };
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, key: string) => placeholders[key] ?? "");
  const text = texts.mails[mail.kind];
  const greeting =
    mail.name === undefined ? texts.greetingWithoutName : texts.greeting.replace("{name}", mail.name);
  const details: [string, string][] = [];
  if (values.reference) details.push([texts.details.reference, values.reference]);
  if (values.intervalMonths !== undefined && mail.kind !== "cancelled")
    details.push([texts.details.interval, String(values.intervalMonths)]);
  if (values.nextDeliveryOn && mail.kind !== "cancelled")
    details.push([texts.details.nextDelivery, placeholders.date!]);
  if (values.total !== undefined && mail.kind !== "cancelled")
    details.push([texts.details.total, placeholders.total!]);
  if (values.items && values.items.length > 0) details.push([texts.details.items, values.items.join(", ")]);
  const body = fill(text.body);
  return {
    to: mail.to,
    subject: fill(text.subject),
    text: [
      greeting,
      "",
      body,
      "",
      ...details.map(([label, value]) => `${label}: ${value}`),
      "",
      texts.signature,
      "",
    ].join("\n"),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(body)}</p>`,
      details.length > 0
        ? `<ul>${details.map(([label, value]) => `<li>${escapeHtml(label)}: ${escapeHtml(value)}</li>`).join("")}</ul>`
        : "",
      `<p>${escapeHtml(texts.signature)}</p>`,
    ].join(""),
  };
}

/** Writes the subscription mail to the outbox; answers its id, or undefined when its once-key was written before. */
export async function queueSubscriptionMail(
  db: Database,
  shop: MailShop,
  mail: SubscriptionMail,
): Promise<number | undefined> {
  const row = await insertMail(db, {
    ...composeSubscriptionMail(shop, mail),
    onceKey: mail.onceKey ?? null,
    shopId: shop.id,
  });
  return row?.id;
}
