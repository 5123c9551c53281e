// Copy of the seeded service, data-protection, overlay, navigation and inspiration stories in the five shop
// languages. Placeholders in braces ({carrier}, {threshold}, {weeks}) are filled per shop.
import type { Language } from "@eyewear/shop-rules";

export interface SeoCopy {
  title: string;
  description: string;
}

export interface ItemCopy {
  title: string;
  text: string;
}

/** A sentence with a link in it. */
export interface LinkedSentence {
  before: string;
  link: string;
  after: string;
}

export interface DocumentPageCopy {
  name: string;
  seo: SeoCopy;
  heading: string;
  intro: string;
  items: ItemCopy[];
  /** Precedes the e-mail address of the service team. */
  request: string;
}

export interface OverlayCopy {
  /** The overlay's slug in the shop language. */
  slug: string;
  name: string;
  title: string;
  description: string;
  paragraphs: string[];
  /** A closing sentence with a link, when the overlay has one. */
  linked?: LinkedSentence;
}

export interface PagesCopy {
  instructions: DocumentPageCopy;
  conformity: DocumentPageCopy;
  dataProtection: {
    /** The page's slug (rule:content.page-slugs). */
    slug: string;
    name: string;
    seo: SeoCopy;
    heading: string;
    sections: ItemCopy[];
    /** Precedes the e-mail address of the data-protection officer. */
    contact: string;
  };
  overlays: { shipping: OverlayCopy; returns: OverlayCopy };
  /** The service folder's start page, which lists the service pages; its name is the navigation's. */
  serviceOverview: { seo: SeoCopy; intro: string };
  navigation: { name: string; inspiration: string; service: string; branches: string; orderStatus: string };
  inspiration: {
    name: string;
    seo: SeoCopy;
    hero: { headline: string; text: string; ctaLabel: string };
    teaserGridHeadline: string;
    slider: { headline: string; linkLabel: string; slides: [ItemCopy, ItemCopy, ItemCopy] };
    questionnaire: {
      headline: string;
      text: string;
      submitLabel: string;
      /** How often: daily, several days a week, occasionally. */
      frequency: { question: string; options: [string, string, string] };
      /** What matters most (several answers): comfort, low maintenance, price. */
      priorities: { question: string; options: [string, string, string] };
    };
    newsletter: {
      headline: string;
      text: string;
      emailLabel: string;
      emailPlaceholder: string;
      submitLabel: string;
      privacy: LinkedSentence;
      success: string;
    };
    faceScan: { headline: string; text: string; ctaLabel: string; privacyNote: string };
    hearingTest: { headline: string; text: string; ctaLabel: string; disclaimer: string };
    prescriptionLoader: {
      headline: string;
      text: string;
      ctaLabel: string;
      uploadLabel: string;
      manualEntryLabel: string;
    };
    subscription: {
      headline: string;
      text: string;
      ctaLabel: string;
      /** Label of a delivery interval, with {weeks}. */
      interval: string;
      benefits: string[];
    };
    faq: { headline: string; items: ItemCopy[] };
    video: { title: string; caption: string };
  };
}

export const PAGES_COPY: Record<Language, PagesCopy> = {
  de: {
    instructions: {
      name: "Gebrauchsanweisungen",
      seo: {
        title: "Gebrauchsanweisungen für Kontaktlinsen, Pflegemittel und Brillen",
        description:
          "Die Gebrauchsanweisungen unserer Kontaktlinsen, Pflegemittel und Brillen – und wie Sie eine Anleitung als PDF anfordern.",
      },
      heading: "Gebrauchsanweisungen",
      intro:
        "Jedem Medizinprodukt liegt eine Gebrauchsanweisung in Ihrer Sprache bei. Bitte lesen Sie sie vor dem ersten Gebrauch sorgfältig durch und bewahren Sie sie gut auf.",
      items: [
        {
          title: "Kontaktlinsen",
          text: "Hinweise zum Einsetzen und Herausnehmen, zur Tragedauer und zum Austauschintervall stehen auf dem Beipackzettel jeder Packung. Schlafen Sie nicht mit Ihren Linsen, sofern Ihre Augenoptikerin oder Ihr Augenoptiker es nicht ausdrücklich erlaubt.",
        },
        {
          title: "Pflegemittel",
          text: "Verwenden Sie Kombilösungen und Peroxidsysteme genau wie angegeben. Peroxidlösung darf nie direkt ins Auge gelangen – setzen Sie die Linsen erst nach der vollständigen Neutralisation ein.",
        },
        {
          title: "Brillen und Sonnenbrillen",
          text: "Reinigen Sie die Gläser mit lauwarmem Wasser und einem Mikrofasertuch. Sonnenbrillen der Filterkategorie 4 sind für den Straßenverkehr nicht geeignet.",
        },
        {
          title: "Zubehör für Hörsysteme",
          text: "Bewahren Sie Hörgerätebatterien und Reinigungsprodukte außerhalb der Reichweite von Kindern auf. Verbrauchte Batterien gehören in die Sammelbox.",
        },
      ],
      request: "Sie haben eine Gebrauchsanweisung verlegt? Wir senden Ihnen gerne eine PDF-Version zu: ",
    },
    conformity: {
      name: "Konformitätserklärungen",
      seo: {
        title: "Konformitätserklärungen für Medizinprodukte",
        description:
          "Konformitätserklärungen für Kontaktlinsen, Pflegemittel und Brillen aus unserem Sortiment – so erhalten Sie das passende Dokument.",
      },
      heading: "Konformitätserklärungen",
      intro:
        "Kontaktlinsen, Pflegemittel und Korrektionsbrillen sind Medizinprodukte im Sinne der Verordnung (EU) 2017/745. Mit der EU-Konformitätserklärung und der CE-Kennzeichnung bestätigen die Hersteller, dass ihre Produkte alle Anforderungen erfüllen.",
      items: [
        {
          title: "Kontaktlinsen",
          text: "Die Konformitätserklärungen stellen die jeweiligen Hersteller aus. Den Hersteller finden Sie auf der Verpackung und auf der Produktseite.",
        },
        {
          title: "Pflegemittel",
          text: "Für Kombilösungen, Peroxidsysteme und Benetzungstropfen senden wir Ihnen die Erklärung des Herstellers auf Anfrage zu.",
        },
        {
          title: "Korrektionsbrillen",
          text: "Brillen mit Korrektionsgläsern fertigen wir als Sonderanfertigung für Sie an. Die Erklärung nach Anhang XIII der Verordnung erhalten Sie zusammen mit Ihrer Brille.",
        },
        {
          title: "Lesebrillen",
          text: "Fertige Lesebrillen sind Medizinprodukte der Klasse I. Die Konformitätserklärung des Herstellers schicken wir Ihnen gerne zu.",
        },
      ],
      request: "Bitte nennen Sie in Ihrer Anfrage den Produktnamen oder die Artikelnummer: ",
    },
    dataProtection: {
      slug: "datenschutz",
      name: "Datenschutz",
      seo: {
        title: "Datenschutzerklärung",
        description:
          "Wie wir Ihre personenbezogenen Daten im Onlineshop und in unseren Filialen verarbeiten und welche Rechte Sie haben.",
      },
      heading: "Datenschutzerklärung",
      sections: [
        {
          title: "Verantwortliche Stelle",
          text: "Verantwortlich für die Verarbeitung Ihrer Daten in diesem Onlineshop ist der im Impressum genannte Betreiber. Unsere Datenschutzbeauftragte erreichen Sie unter der unten genannten Adresse.",
        },
        {
          title: "Welche Daten wir verarbeiten",
          text: "Wir verarbeiten die Angaben, die Sie bei einer Bestellung, einer Terminbuchung oder der Registrierung machen, etwa Name, Anschrift, E-Mail-Adresse und Bestelldaten. Ihre Sehwerte sind Gesundheitsdaten; wir nutzen sie ausschließlich, um Ihre Brille oder Ihre Kontaktlinsen anzufertigen.",
        },
        {
          title: "Cookies und Reichweitenmessung",
          text: "Statistik- und Marketing-Cookies setzen wir nur mit Ihrer Einwilligung. Ihre Auswahl können Sie jederzeit in den Cookie-Einstellungen am Ende der Seite ändern.",
        },
        {
          title: "Ihre Rechte",
          text: "Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung sowie auf Datenübertragbarkeit. Eine Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen.",
        },
      ],
      contact: "Fragen zum Datenschutz richten Sie bitte an ",
    },
    overlays: {
      shipping: {
        slug: "versand",
        name: "Versand",
        title: "Versand und Lieferung",
        description: "Lieferzeiten und Versandkosten auf einen Blick.",
        paragraphs: [
          "Unser Versandpartner ist {carrier}. Vorrätige Artikel sind in der Regel innerhalb von 2 bis 4 Werktagen bei Ihnen; Brillen mit Sehstärke fertigen wir individuell an, das dauert etwa 7 bis 10 Werktage.",
          "Ab einem Bestellwert von {threshold} liefern wir versandkostenfrei. Auf Wunsch holen Sie Ihre Bestellung kostenlos in einer unserer Filialen ab.",
        ],
      },
      returns: {
        slug: "rueckgabe",
        name: "Rückgabe",
        title: "Rückgabe und Umtausch",
        description: "So einfach geben Sie einen Artikel zurück.",
        paragraphs: [
          "Sie können Artikel innerhalb von 30 Tagen nach Erhalt zurückgeben – unbenutzt und in der Originalverpackung. Die Rücksendung ist für Sie kostenlos.",
          "Ausgenommen sind individuell angefertigte Brillen mit Sehstärke sowie geöffnete Packungen von Kontaktlinsen und Pflegemitteln.",
        ],
        linked: {
          before: "Wie weit Ihre Rücksendung ist, sehen Sie jederzeit im ",
          link: "Auftragsstatus",
          after: ".",
        },
      },
    },
    serviceOverview: {
      seo: {
        title: "Service: Gebrauchsanweisungen, Versand, Rückgabe und Datenschutz",
        description:
          "Alles rund um Ihren Einkauf im Überblick: Gebrauchsanweisungen, Konformitätserklärungen, Versand, Rückgabe und Datenschutz.",
      },
      intro: "Hier finden Sie alle Informationen rund um Ihren Einkauf und unsere Produkte auf einen Blick.",
    },
    navigation: {
      name: "Navigation",
      inspiration: "Inspiration",
      service: "Service",
      branches: "Filialen",
      orderStatus: "Auftragsstatus",
    },
    inspiration: {
      name: "Inspiration",
      seo: {
        title: "Inspiration und Service rund ums gute Sehen",
        description:
          "Trends der Saison und digitale Services: virtuelle Anprobe, Online-Hörtest, Brillenpass-Upload und Kontaktlinsen im Abo.",
      },
      hero: {
        headline: "Gut sehen, gut aussehen",
        text: "Entdecken Sie die Trends der Saison und unsere digitalen Services – vom virtuellen Anprobieren bis zum Kontaktlinsen-Abo.",
        ctaLabel: "Zu den Sonnenbrillen",
      },
      teaserGridHeadline: "Unsere Kategorien",
      slider: {
        headline: "Neu in dieser Saison",
        linkLabel: "Jetzt entdecken",
        slides: [
          {
            title: "Polarisierte Sonnenbrillen",
            text: "Kein Blenden mehr auf dem Wasser, im Schnee und auf nassen Straßen.",
          },
          {
            title: "Leichte Titanfassungen",
            text: "Nur wenige Gramm schwer und trotzdem robust – angenehm vom Morgen bis zum Abend.",
          },
          {
            title: "Tageslinsen zum Kennenlernen",
            text: "Probieren Sie neue Tageslinsen aus – wir beraten Sie gerne, welche zu Ihren Augen passen.",
          },
        ],
      },
      questionnaire: {
        headline: "Welche Kontaktlinsen passen zu mir?",
        text: "Beantworten Sie zwei kurze Fragen – wir schlagen Ihnen passende Linsen vor.",
        submitLabel: "Empfehlung anzeigen",
        frequency: {
          question: "Wie oft möchten Sie Kontaktlinsen tragen?",
          options: ["Täglich", "An einigen Tagen pro Woche", "Nur beim Sport oder zu besonderen Anlässen"],
        },
        priorities: {
          question: "Was ist Ihnen besonders wichtig?",
          options: [
            "Hoher Tragekomfort am Bildschirm",
            "Möglichst wenig Pflegeaufwand",
            "Ein günstiger Preis",
          ],
        },
      },
      newsletter: {
        headline: "Newsletter abonnieren",
        text: "Neuheiten, Pflegetipps und exklusive Angebote – direkt in Ihr Postfach.",
        emailLabel: "E-Mail-Adresse",
        emailPlaceholder: "name@beispiel.de",
        submitLabel: "Anmelden",
        privacy: {
          before:
            "Mit der Anmeldung willigen Sie ein, dass wir Ihnen Informationen per E-Mail senden. Sie können sich jederzeit wieder abmelden. Mehr dazu in unserer ",
          link: "Datenschutzerklärung",
          after: ".",
        },
        success:
          "Vielen Dank! Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail, die wir Ihnen gerade geschickt haben.",
      },
      faceScan: {
        headline: "Virtuell anprobieren",
        text: "Sehen Sie mit der Kamera Ihres Smartphones oder Computers, wie Ihnen eine Fassung steht – bequem von zu Hause aus.",
        ctaLabel: "Anprobe starten",
        privacyNote: "Das Kamerabild wird nur auf Ihrem Gerät verarbeitet und nicht gespeichert.",
      },
      hearingTest: {
        headline: "Online-Hörtest",
        text: "Prüfen Sie in wenigen Minuten, wie gut Sie hören. Bei Auffälligkeiten beraten Sie unsere Hörakustikerinnen und Hörakustiker in der Filiale.",
        ctaLabel: "Hörtest starten",
        disclaimer: "Der Online-Hörtest ersetzt keine ärztliche Untersuchung.",
      },
      prescriptionLoader: {
        headline: "Brillenpass hochladen",
        text: "Laden Sie ein Foto oder PDF Ihres Brillenpasses oder Ihrer Verordnung hoch – wir übernehmen die Werte für Ihre neue Brille.",
        ctaLabel: "Brille mit Sehstärke konfigurieren",
        uploadLabel: "Datei auswählen",
        manualEntryLabel: "Werte selbst eingeben",
      },
      subscription: {
        headline: "Kontaktlinsen im Abo",
        text: "Nie wieder ohne Linsen: Wir liefern Ihre Kontaktlinsen automatisch im gewünschten Rhythmus.",
        ctaLabel: "Abo abschließen",
        interval: "Alle {weeks} Wochen",
        benefits: [
          "5 % Rabatt auf jede Lieferung",
          "Versandkostenfreie Lieferung",
          "Jederzeit pausieren oder kündigen",
        ],
      },
      faq: {
        headline: "Häufige Fragen",
        items: [
          {
            title: "Wie oft sollte ich meine Augen prüfen lassen?",
            text: "Wir empfehlen einen Sehtest alle ein bis zwei Jahre, bei Kopfschmerzen oder verschwommenem Sehen auch früher. In unseren Filialen ist der Sehtest kostenlos.",
          },
          {
            title: "Kann ich meine online bestellte Brille in einer Filiale anpassen lassen?",
            text: "Ja. In jeder unserer Filialen passen wir Ihre Brille kostenlos an Ihr Gesicht an.",
          },
          {
            title: "Wie lange dauert die Anfertigung einer Brille mit Sehstärke?",
            text: "In der Regel 7 bis 10 Werktage. Sobald Ihre Brille fertig ist, informieren wir Sie per E-Mail.",
          },
        ],
      },
      video: {
        title: "Kontaktlinsen richtig einsetzen",
        caption:
          "Unsere Augenoptikerin zeigt Schritt für Schritt, wie Sie Kontaktlinsen hygienisch einsetzen und wieder herausnehmen.",
      },
    },
  },
  fr: {
    instructions: {
      name: "Modes d'emploi",
      seo: {
        title: "Modes d'emploi des lentilles, produits d'entretien et lunettes",
        description:
          "Les modes d'emploi de nos lentilles de contact, produits d'entretien et lunettes – et comment en obtenir une version PDF.",
      },
      heading: "Modes d'emploi",
      intro:
        "Chaque dispositif médical est accompagné d'un mode d'emploi dans votre langue. Lisez-le attentivement avant la première utilisation et conservez-le.",
      items: [
        {
          title: "Lentilles de contact",
          text: "La notice de chaque boîte explique comment poser et retirer les lentilles, combien de temps les porter et quand les remplacer. Ne dormez pas avec vos lentilles, sauf si votre opticien vous l'a expressément autorisé.",
        },
        {
          title: "Produits d'entretien",
          text: "Utilisez les solutions multifonctions et les systèmes au peroxyde exactement comme indiqué. La solution au peroxyde ne doit jamais entrer en contact direct avec l'œil : posez vos lentilles uniquement après la neutralisation complète.",
        },
        {
          title: "Lunettes et lunettes de soleil",
          text: "Nettoyez les verres à l'eau tiède avec un chiffon en microfibre. Les lunettes de soleil de catégorie 4 ne conviennent pas à la conduite.",
        },
        {
          title: "Accessoires pour aides auditives",
          text: "Conservez les piles et les produits de nettoyage pour aides auditives hors de portée des enfants. Les piles usagées se déposent dans un point de collecte.",
        },
      ],
      request: "Vous avez égaré un mode d'emploi ? Nous vous envoyons volontiers une version PDF : ",
    },
    conformity: {
      name: "Déclarations de conformité",
      seo: {
        title: "Déclarations de conformité des dispositifs médicaux",
        description:
          "Déclarations de conformité des lentilles, produits d'entretien et lunettes de notre assortiment – comment obtenir le bon document.",
      },
      heading: "Déclarations de conformité",
      intro:
        "Les lentilles de contact, les produits d'entretien et les lunettes correctrices sont des dispositifs médicaux au sens du règlement (UE) 2017/745. Par la déclaration UE de conformité et le marquage CE, les fabricants attestent que leurs produits satisfont à toutes les exigences.",
      items: [
        {
          title: "Lentilles de contact",
          text: "Les déclarations de conformité sont établies par les fabricants. Vous trouverez le fabricant sur l'emballage et sur la page du produit.",
        },
        {
          title: "Produits d'entretien",
          text: "Pour les solutions multifonctions, les systèmes au peroxyde et les gouttes hydratantes, nous vous transmettons la déclaration du fabricant sur demande.",
        },
        {
          title: "Lunettes correctrices",
          text: "Nous fabriquons les lunettes à verres correcteurs sur mesure pour vous. Vous recevez la déclaration selon l'annexe XIII du règlement avec vos lunettes.",
        },
        {
          title: "Lunettes de lecture",
          text: "Les lunettes de lecture prêtes à porter sont des dispositifs médicaux de classe I. Nous vous envoyons volontiers la déclaration de conformité du fabricant.",
        },
      ],
      request: "Merci d'indiquer dans votre demande le nom du produit ou sa référence : ",
    },
    dataProtection: {
      slug: "protectiondesdonnees",
      name: "Protection des données",
      seo: {
        title: "Déclaration de protection des données",
        description:
          "Comment nous traitons vos données personnelles dans la boutique en ligne et dans nos magasins, et quels sont vos droits.",
      },
      heading: "Déclaration de protection des données",
      sections: [
        {
          title: "Responsable du traitement",
          text: "Le responsable du traitement de vos données dans cette boutique en ligne est l'exploitant indiqué dans les mentions légales. Vous pouvez joindre notre déléguée à la protection des données à l'adresse indiquée ci-dessous.",
        },
        {
          title: "Les données que nous traitons",
          text: "Nous traitons les informations que vous nous communiquez lors d'une commande, d'une prise de rendez-vous ou de votre inscription, par exemple votre nom, votre adresse, votre e-mail et vos commandes. Vos valeurs de correction sont des données de santé : nous les utilisons uniquement pour fabriquer vos lunettes ou vos lentilles.",
        },
        {
          title: "Cookies et mesure d'audience",
          text: "Nous n'utilisons les cookies statistiques et marketing qu'avec votre consentement. Vous pouvez modifier votre choix à tout moment dans les paramètres des cookies en bas de page.",
        },
        {
          title: "Vos droits",
          text: "Vous disposez d'un droit d'accès, de rectification, d'effacement et de limitation du traitement ainsi que d'un droit à la portabilité de vos données. Vous pouvez retirer votre consentement à tout moment pour l'avenir.",
        },
      ],
      contact: "Pour toute question relative à la protection des données, écrivez-nous à ",
    },
    overlays: {
      shipping: {
        slug: "livraison",
        name: "Livraison",
        title: "Expédition et livraison",
        description: "Délais et frais de livraison en un coup d'œil.",
        paragraphs: [
          "Notre partenaire de livraison est {carrier}. Les articles en stock vous parviennent généralement en 2 à 4 jours ouvrables ; les lunettes à votre vue sont fabriquées sur mesure, comptez environ 7 à 10 jours ouvrables.",
          "La livraison est offerte dès {threshold} d'achat. Si vous le souhaitez, vous pouvez aussi retirer gratuitement votre commande dans l'un de nos magasins.",
        ],
      },
      returns: {
        slug: "retour",
        name: "Retour",
        title: "Retour et échange",
        description: "Retourner un article, c'est simple.",
        paragraphs: [
          "Vous pouvez retourner un article dans les 30 jours suivant sa réception, non utilisé et dans son emballage d'origine. Le retour est gratuit.",
          "Sont exclues les lunettes à votre vue fabriquées sur mesure ainsi que les boîtes de lentilles et de produits d'entretien ouvertes.",
        ],
        linked: {
          before: "Suivez l'avancement de votre retour à tout moment dans ",
          link: "l'état de la commande",
          after: ".",
        },
      },
    },
    serviceOverview: {
      seo: {
        title: "Service : modes d'emploi, livraison, retours et protection des données",
        description:
          "Tout sur votre achat en un coup d'œil : modes d'emploi, déclarations de conformité, livraison, retours et protection des données.",
      },
      intro: "Vous trouverez ici, en un coup d'œil, toutes les informations sur votre achat et nos produits.",
    },
    navigation: {
      name: "Navigation",
      inspiration: "Inspiration",
      service: "Service",
      branches: "Magasins",
      orderStatus: "État de la commande",
    },
    inspiration: {
      name: "Inspiration",
      seo: {
        title: "Inspiration et services pour bien voir",
        description:
          "Les tendances de la saison et nos services numériques : essayage virtuel, test auditif en ligne, envoi d'ordonnance et lentilles en abonnement.",
      },
      hero: {
        headline: "Bien voir, être bien vu",
        text: "Découvrez les tendances de la saison et nos services numériques – de l'essayage virtuel à l'abonnement de lentilles.",
        ctaLabel: "Voir les lunettes de soleil",
      },
      teaserGridHeadline: "Nos catégories",
      slider: {
        headline: "Nouveautés de la saison",
        linkLabel: "Découvrir",
        slides: [
          {
            title: "Lunettes de soleil polarisées",
            text: "Fini les reflets éblouissants sur l'eau, la neige et les routes mouillées.",
          },
          {
            title: "Montures légères en titane",
            text: "Quelques grammes seulement et pourtant robustes – agréables du matin au soir.",
          },
          {
            title: "Lentilles journalières à découvrir",
            text: "Essayez de nouvelles lentilles journalières – nous vous conseillons volontiers sur celles qui conviennent à vos yeux.",
          },
        ],
      },
      questionnaire: {
        headline: "Quelles lentilles me conviennent ?",
        text: "Répondez à deux questions rapides – nous vous proposerons des lentilles adaptées.",
        submitLabel: "Voir la recommandation",
        frequency: {
          question: "À quelle fréquence souhaitez-vous porter des lentilles ?",
          options: [
            "Tous les jours",
            "Quelques jours par semaine",
            "Seulement pour le sport ou les grandes occasions",
          ],
        },
        priorities: {
          question: "Qu'est-ce qui compte le plus pour vous ?",
          options: ["Un grand confort devant l'écran", "Le moins d'entretien possible", "Un prix avantageux"],
        },
      },
      newsletter: {
        headline: "Abonnez-vous à la newsletter",
        text: "Nouveautés, conseils d'entretien et offres exclusives – directement dans votre boîte mail.",
        emailLabel: "Adresse e-mail",
        emailPlaceholder: "nom@exemple.ch",
        submitLabel: "S'inscrire",
        privacy: {
          before:
            "En vous inscrivant, vous acceptez de recevoir nos informations par e-mail. Vous pouvez vous désinscrire à tout moment. Plus d'informations dans notre ",
          link: "déclaration de protection des données",
          after: ".",
        },
        success:
          "Merci ! Veuillez confirmer votre inscription grâce au lien de l'e-mail que nous venons de vous envoyer.",
      },
      faceScan: {
        headline: "Essayage virtuel",
        text: "Voyez avec la caméra de votre smartphone ou de votre ordinateur comment une monture vous va – confortablement depuis chez vous.",
        ctaLabel: "Lancer l'essayage",
        privacyNote:
          "L'image de la caméra est traitée uniquement sur votre appareil et n'est pas enregistrée.",
      },
      hearingTest: {
        headline: "Test auditif en ligne",
        text: "Vérifiez en quelques minutes comment vous entendez. En cas de doute, nos audioprothésistes vous conseillent en magasin.",
        ctaLabel: "Commencer le test",
        disclaimer: "Le test auditif en ligne ne remplace pas un examen médical.",
      },
      prescriptionLoader: {
        headline: "Envoyer votre ordonnance",
        text: "Téléchargez une photo ou un PDF de votre ordonnance – nous reprenons les valeurs pour vos nouvelles lunettes.",
        ctaLabel: "Configurer des lunettes à ma vue",
        uploadLabel: "Choisir un fichier",
        manualEntryLabel: "Saisir les valeurs moi-même",
      },
      subscription: {
        headline: "Lentilles en abonnement",
        text: "Ne soyez plus jamais à court de lentilles : nous vous les livrons automatiquement au rythme choisi.",
        ctaLabel: "Souscrire l'abonnement",
        interval: "Toutes les {weeks} semaines",
        benefits: [
          "5 % de remise sur chaque livraison",
          "Livraison offerte",
          "Pause ou résiliation à tout moment",
        ],
      },
      faq: {
        headline: "Questions fréquentes",
        items: [
          {
            title: "À quelle fréquence faire contrôler ma vue ?",
            text: "Nous recommandons un examen de la vue tous les un à deux ans, et plus tôt en cas de maux de tête ou de vision floue. Dans nos magasins, l'examen de la vue est gratuit.",
          },
          {
            title: "Puis-je faire ajuster en magasin des lunettes commandées en ligne ?",
            text: "Oui. Dans chacun de nos magasins, nous ajustons gratuitement vos lunettes à votre visage.",
          },
          {
            title: "Combien de temps faut-il pour fabriquer des lunettes à ma vue ?",
            text: "En général 7 à 10 jours ouvrables. Dès que vos lunettes sont prêtes, nous vous prévenons par e-mail.",
          },
        ],
      },
      video: {
        title: "Bien poser ses lentilles de contact",
        caption: "Notre opticienne montre pas à pas comment poser et retirer vos lentilles en toute hygiène.",
      },
    },
  },
  it: {
    instructions: {
      name: "Istruzioni per l'uso",
      seo: {
        title: "Istruzioni per l'uso di lenti a contatto, prodotti per la cura e occhiali",
        description:
          "Le istruzioni per l'uso delle nostre lenti a contatto, dei prodotti per la cura e degli occhiali – e come richiederne una copia in PDF.",
      },
      heading: "Istruzioni per l'uso",
      intro:
        "Ogni dispositivo medico è accompagnato dalle istruzioni per l'uso nella tua lingua. Leggile con attenzione prima del primo utilizzo e conservale.",
      items: [
        {
          title: "Lenti a contatto",
          text: "Il foglietto illustrativo di ogni confezione spiega come applicare e rimuovere le lenti, per quanto tempo portarle e quando sostituirle. Non dormire con le lenti, a meno che il tuo ottico non te lo abbia espressamente consentito.",
        },
        {
          title: "Prodotti per la cura",
          text: "Usa le soluzioni uniche e i sistemi al perossido esattamente come indicato. La soluzione al perossido non deve mai entrare direttamente a contatto con l'occhio: applica le lenti solo a neutralizzazione completata.",
        },
        {
          title: "Occhiali e occhiali da sole",
          text: "Pulisci le lenti con acqua tiepida e un panno in microfibra. Gli occhiali da sole con filtro di categoria 4 non sono adatti alla guida.",
        },
        {
          title: "Accessori per apparecchi acustici",
          text: "Conserva le batterie e i prodotti per la pulizia degli apparecchi acustici fuori dalla portata dei bambini. Le batterie esaurite vanno smaltite negli appositi contenitori.",
        },
      ],
      request: "Hai smarrito le istruzioni per l'uso? Ti inviamo volentieri una versione in PDF: ",
    },
    conformity: {
      name: "Dichiarazioni di conformità",
      seo: {
        title: "Dichiarazioni di conformità dei dispositivi medici",
        description:
          "Dichiarazioni di conformità di lenti a contatto, prodotti per la cura e occhiali del nostro assortimento – come ottenere il documento giusto.",
      },
      heading: "Dichiarazioni di conformità",
      intro:
        "Lenti a contatto, prodotti per la cura e occhiali da vista sono dispositivi medici ai sensi del regolamento (UE) 2017/745. Con la dichiarazione di conformità UE e la marcatura CE i fabbricanti attestano che i loro prodotti soddisfano tutti i requisiti.",
      items: [
        {
          title: "Lenti a contatto",
          text: "Le dichiarazioni di conformità sono rilasciate dai rispettivi fabbricanti. Trovi il fabbricante sulla confezione e nella pagina del prodotto.",
        },
        {
          title: "Prodotti per la cura",
          text: "Per soluzioni uniche, sistemi al perossido e gocce umettanti ti inviamo su richiesta la dichiarazione del fabbricante.",
        },
        {
          title: "Occhiali da vista",
          text: "Gli occhiali con lenti correttive sono dispositivi su misura realizzati apposta per te. Ricevi la dichiarazione secondo l'allegato XIII del regolamento insieme ai tuoi occhiali.",
        },
        {
          title: "Occhiali da lettura",
          text: "Gli occhiali da lettura premontati sono dispositivi medici di classe I. Ti inviamo volentieri la dichiarazione di conformità del fabbricante.",
        },
      ],
      request: "Nella tua richiesta indica il nome del prodotto o il codice articolo: ",
    },
    dataProtection: {
      slug: "protezionedeidati",
      name: "Protezione dei dati",
      seo: {
        title: "Informativa sulla protezione dei dati",
        description:
          "Come trattiamo i tuoi dati personali nel negozio online e nei nostri negozi e quali diritti hai.",
      },
      heading: "Informativa sulla protezione dei dati",
      sections: [
        {
          title: "Titolare del trattamento",
          text: "Titolare del trattamento dei tuoi dati in questo negozio online è il gestore indicato nelle note legali. Puoi contattare la nostra responsabile della protezione dei dati all'indirizzo riportato qui sotto.",
        },
        {
          title: "Quali dati trattiamo",
          text: "Trattiamo i dati che ci fornisci quando effettui un ordine, prenoti un appuntamento o ti registri, ad esempio nome, indirizzo, e-mail e dati degli ordini. I tuoi valori visivi sono dati sanitari: li utilizziamo esclusivamente per realizzare i tuoi occhiali o le tue lenti a contatto.",
        },
        {
          title: "Cookie e statistiche",
          text: "Utilizziamo cookie statistici e di marketing solo con il tuo consenso. Puoi modificare la tua scelta in qualsiasi momento nelle impostazioni dei cookie in fondo alla pagina.",
        },
        {
          title: "I tuoi diritti",
          text: "Hai diritto di accesso, rettifica, cancellazione e limitazione del trattamento, nonché alla portabilità dei dati. Puoi revocare il consenso in qualsiasi momento con effetto per il futuro.",
        },
      ],
      contact: "Per domande sulla protezione dei dati scrivi a ",
    },
    overlays: {
      shipping: {
        slug: "spedizione",
        name: "Spedizione",
        title: "Spedizione e consegna",
        description: "Tempi e costi di spedizione in sintesi.",
        paragraphs: [
          "Il nostro partner per le spedizioni è {carrier}. Gli articoli disponibili arrivano di norma in 2–4 giorni lavorativi; gli occhiali da vista vengono realizzati su misura e richiedono circa 7–10 giorni lavorativi.",
          "Per ordini a partire da {threshold} la spedizione è gratuita. Se preferisci, puoi ritirare gratuitamente il tuo ordine in uno dei nostri negozi.",
        ],
      },
      returns: {
        slug: "reso",
        name: "Reso",
        title: "Reso e cambio",
        description: "Restituire un articolo è semplice.",
        paragraphs: [
          "Puoi restituire gli articoli entro 30 giorni dal ricevimento, non utilizzati e nella confezione originale. Il reso è gratuito.",
          "Sono esclusi gli occhiali da vista realizzati su misura e le confezioni aperte di lenti a contatto e prodotti per la cura.",
        ],
        linked: {
          before: "Puoi seguire il tuo reso in qualsiasi momento nello ",
          link: "stato dell'ordine",
          after: ".",
        },
      },
    },
    serviceOverview: {
      seo: {
        title: "Servizio: istruzioni per l'uso, spedizione, reso e protezione dei dati",
        description:
          "Tutto sul tuo acquisto in sintesi: istruzioni per l'uso, dichiarazioni di conformità, spedizione, reso e protezione dei dati.",
      },
      intro: "Qui trovi a colpo d'occhio tutte le informazioni sul tuo acquisto e sui nostri prodotti.",
    },
    navigation: {
      name: "Navigazione",
      inspiration: "Ispirazione",
      service: "Servizio",
      branches: "Negozi",
      orderStatus: "Stato dell'ordine",
    },
    inspiration: {
      name: "Ispirazione",
      seo: {
        title: "Ispirazione e servizi per vedere bene",
        description:
          "Le tendenze della stagione e i nostri servizi digitali: prova virtuale, test dell'udito online, caricamento della prescrizione e lenti in abbonamento.",
      },
      hero: {
        headline: "Vedere bene, stare bene",
        text: "Scopri le tendenze della stagione e i nostri servizi digitali – dalla prova virtuale all'abbonamento per le lenti a contatto.",
        ctaLabel: "Vai agli occhiali da sole",
      },
      teaserGridHeadline: "Le nostre categorie",
      slider: {
        headline: "Novità di stagione",
        linkLabel: "Scopri ora",
        slides: [
          {
            title: "Occhiali da sole polarizzati",
            text: "Niente più riflessi fastidiosi sull'acqua, sulla neve e sulle strade bagnate.",
          },
          {
            title: "Montature leggere in titanio",
            text: "Pochi grammi eppure resistenti – comode dalla mattina alla sera.",
          },
          {
            title: "Lenti giornaliere da provare",
            text: "Prova nuove lenti giornaliere – ti consigliamo volentieri quelle più adatte ai tuoi occhi.",
          },
        ],
      },
      questionnaire: {
        headline: "Quali lenti a contatto fanno per me?",
        text: "Rispondi a due brevi domande: ti suggeriremo le lenti più adatte.",
        submitLabel: "Mostra il consiglio",
        frequency: {
          question: "Quanto spesso vuoi portare le lenti a contatto?",
          options: [
            "Ogni giorno",
            "Alcuni giorni alla settimana",
            "Solo per lo sport o nelle occasioni speciali",
          ],
        },
        priorities: {
          question: "Che cosa è più importante per te?",
          options: ["Massimo comfort davanti allo schermo", "Manutenzione minima", "Un prezzo conveniente"],
        },
      },
      newsletter: {
        headline: "Iscriviti alla newsletter",
        text: "Novità, consigli per la cura e offerte esclusive – direttamente nella tua casella di posta.",
        emailLabel: "Indirizzo e-mail",
        emailPlaceholder: "nome@esempio.it",
        submitLabel: "Iscriviti",
        privacy: {
          before:
            "Iscrivendoti acconsenti a ricevere informazioni via e-mail. Puoi annullare l'iscrizione in qualsiasi momento. Maggiori dettagli nella nostra ",
          link: "informativa sulla protezione dei dati",
          after: ".",
        },
        success:
          "Grazie! Conferma la tua iscrizione tramite il link nell'e-mail che ti abbiamo appena inviato.",
      },
      faceScan: {
        headline: "Prova virtuale",
        text: "Con la fotocamera del tuo smartphone o computer vedi subito come ti sta una montatura – comodamente da casa.",
        ctaLabel: "Avvia la prova",
        privacyNote:
          "L'immagine della fotocamera viene elaborata solo sul tuo dispositivo e non viene salvata.",
      },
      hearingTest: {
        headline: "Test dell'udito online",
        text: "Verifica in pochi minuti come senti. Se qualcosa non va, i nostri audioprotesisti ti consigliano in negozio.",
        ctaLabel: "Inizia il test",
        disclaimer: "Il test dell'udito online non sostituisce una visita medica.",
      },
      prescriptionLoader: {
        headline: "Carica la tua prescrizione",
        text: "Carica una foto o un PDF della tua prescrizione: riportiamo noi i valori sui tuoi nuovi occhiali.",
        ctaLabel: "Configura occhiali da vista",
        uploadLabel: "Scegli un file",
        manualEntryLabel: "Inserisci i valori da solo",
      },
      subscription: {
        headline: "Lenti a contatto in abbonamento",
        text: "Mai più senza lenti: te le consegniamo automaticamente con la frequenza che preferisci.",
        ctaLabel: "Attiva l'abbonamento",
        interval: "Ogni {weeks} settimane",
        benefits: ["5% di sconto su ogni consegna", "Spedizione gratuita", "Sospendi o disdici quando vuoi"],
      },
      faq: {
        headline: "Domande frequenti",
        items: [
          {
            title: "Ogni quanto dovrei controllare la vista?",
            text: "Consigliamo un esame della vista ogni uno o due anni, e prima in caso di mal di testa o vista offuscata. Nei nostri negozi l'esame della vista è gratuito.",
          },
          {
            title: "Posso far regolare in negozio gli occhiali ordinati online?",
            text: "Sì. In ognuno dei nostri negozi adattiamo gratuitamente gli occhiali al tuo viso.",
          },
          {
            title: "Quanto tempo serve per realizzare occhiali da vista?",
            text: "Di norma 7–10 giorni lavorativi. Appena i tuoi occhiali sono pronti, ti avvisiamo via e-mail.",
          },
        ],
      },
      video: {
        title: "Come applicare correttamente le lenti a contatto",
        caption:
          "La nostra ottica ti mostra passo dopo passo come applicare e rimuovere le lenti in modo igienico.",
      },
    },
  },
  pl: {
    instructions: {
      name: "Instrukcje użytkowania",
      seo: {
        title: "Instrukcje użytkowania soczewek, środków pielęgnacyjnych i okularów",
        description:
          "Instrukcje użytkowania naszych soczewek kontaktowych, środków pielęgnacyjnych i okularów – oraz jak zamówić instrukcję w formacie PDF.",
      },
      heading: "Instrukcje użytkowania",
      intro:
        "Do każdego wyrobu medycznego dołączona jest instrukcja użytkowania w Twoim języku. Przeczytaj ją uważnie przed pierwszym użyciem i zachowaj na przyszłość.",
      items: [
        {
          title: "Soczewki kontaktowe",
          text: "Ulotka w każdym opakowaniu wyjaśnia, jak zakładać i zdejmować soczewki, jak długo je nosić i kiedy je wymienić. Nie śpij w soczewkach, chyba że Twój optyk wyraźnie na to zezwolił.",
        },
        {
          title: "Środki pielęgnacyjne",
          text: "Stosuj płyny uniwersalne i systemy nadtlenkowe dokładnie według zaleceń. Płyn z nadtlenkiem nie może trafić bezpośrednio do oka – zakładaj soczewki dopiero po całkowitej neutralizacji.",
        },
        {
          title: "Okulary i okulary przeciwsłoneczne",
          text: "Czyść szkła letnią wodą i ściereczką z mikrofibry. Okulary przeciwsłoneczne z filtrem kategorii 4 nie nadają się do prowadzenia pojazdów.",
        },
        {
          title: "Akcesoria do aparatów słuchowych",
          text: "Przechowuj baterie i środki czyszczące do aparatów słuchowych poza zasięgiem dzieci. Zużyte baterie wrzucaj do specjalnych pojemników.",
        },
      ],
      request: "Zgubiłeś instrukcję? Chętnie prześlemy Ci wersję PDF: ",
    },
    conformity: {
      name: "Deklaracje zgodności",
      seo: {
        title: "Deklaracje zgodności wyrobów medycznych",
        description:
          "Deklaracje zgodności soczewek kontaktowych, środków pielęgnacyjnych i okularów z naszej oferty – jak otrzymać właściwy dokument.",
      },
      heading: "Deklaracje zgodności",
      intro:
        "Soczewki kontaktowe, środki pielęgnacyjne i okulary korekcyjne są wyrobami medycznymi w rozumieniu rozporządzenia (UE) 2017/745. Deklaracją zgodności UE i oznakowaniem CE producenci potwierdzają, że ich produkty spełniają wszystkie wymagania.",
      items: [
        {
          title: "Soczewki kontaktowe",
          text: "Deklaracje zgodności wystawiają poszczególni producenci. Dane producenta znajdziesz na opakowaniu i na stronie produktu.",
        },
        {
          title: "Środki pielęgnacyjne",
          text: "Deklarację producenta dla płynów uniwersalnych, systemów nadtlenkowych i kropli nawilżających prześlemy Ci na życzenie.",
        },
        {
          title: "Okulary korekcyjne",
          text: "Okulary ze szkłami korekcyjnymi wykonujemy na indywidualne zamówienie. Oświadczenie zgodnie z załącznikiem XIII rozporządzenia otrzymasz razem z okularami.",
        },
        {
          title: "Okulary do czytania",
          text: "Gotowe okulary do czytania są wyrobami medycznymi klasy I. Chętnie prześlemy Ci deklarację zgodności producenta.",
        },
      ],
      request: "W zapytaniu podaj nazwę produktu lub numer artykułu: ",
    },
    dataProtection: {
      slug: "ochronadanych",
      name: "Ochrona danych",
      seo: {
        title: "Polityka prywatności",
        description:
          "Jak przetwarzamy Twoje dane osobowe w sklepie internetowym i w naszych salonach oraz jakie prawa Ci przysługują.",
      },
      heading: "Polityka prywatności",
      sections: [
        {
          title: "Administrator danych",
          text: "Administratorem Twoich danych w tym sklepie internetowym jest operator wskazany w nocie prawnej. Z naszą inspektor ochrony danych skontaktujesz się pod adresem podanym poniżej.",
        },
        {
          title: "Jakie dane przetwarzamy",
          text: "Przetwarzamy dane, które podajesz przy składaniu zamówienia, umawianiu wizyty lub rejestracji, np. imię i nazwisko, adres, e-mail i dane zamówień. Twoje parametry wzroku są danymi o zdrowiu – wykorzystujemy je wyłącznie do wykonania okularów lub doboru soczewek.",
        },
        {
          title: "Pliki cookie i statystyki",
          text: "Statystyczne i marketingowe pliki cookie stosujemy tylko za Twoją zgodą. Swój wybór możesz zmienić w każdej chwili w ustawieniach plików cookie na dole strony.",
        },
        {
          title: "Twoje prawa",
          text: "Masz prawo dostępu do danych, ich sprostowania, usunięcia i ograniczenia przetwarzania oraz prawo do przenoszenia danych. Zgodę możesz w każdej chwili wycofać ze skutkiem na przyszłość.",
        },
      ],
      contact: "Pytania dotyczące ochrony danych prosimy kierować na adres ",
    },
    overlays: {
      shipping: {
        slug: "dostawa",
        name: "Dostawa",
        title: "Wysyłka i dostawa",
        description: "Czas i koszty dostawy w skrócie.",
        paragraphs: [
          "Zamówienia dostarcza {carrier}. Produkty dostępne od ręki docierają zwykle w ciągu 2–4 dni roboczych; okulary korekcyjne wykonujemy indywidualnie, co trwa około 7–10 dni roboczych.",
          "Przy zamówieniach od {threshold} dostawa jest bezpłatna. Możesz też bezpłatnie odebrać zamówienie w jednym z naszych salonów.",
        ],
      },
      returns: {
        slug: "zwrot",
        name: "Zwrot",
        title: "Zwroty i wymiana",
        description: "Zwrot produktu jest prosty.",
        paragraphs: [
          "Możesz zwrócić produkty w ciągu 30 dni od otrzymania – nieużywane i w oryginalnym opakowaniu. Zwrot jest bezpłatny.",
          "Zwrotowi nie podlegają okulary korekcyjne wykonane na zamówienie ani otwarte opakowania soczewek kontaktowych i środków pielęgnacyjnych.",
        ],
        linked: {
          before: "Postęp zwrotu sprawdzisz w każdej chwili w zakładce ",
          link: "Status zamówienia",
          after: ".",
        },
      },
    },
    serviceOverview: {
      seo: {
        title: "Obsługa klienta: instrukcje użytkowania, dostawa, zwroty i ochrona danych",
        description:
          "Wszystko o Twoich zakupach w jednym miejscu: instrukcje użytkowania, deklaracje zgodności, dostawa, zwroty i ochrona danych.",
      },
      intro: "Tu znajdziesz w jednym miejscu wszystkie informacje o zakupach i naszych produktach.",
    },
    navigation: {
      name: "Nawigacja",
      inspiration: "Inspiracje",
      service: "Obsługa klienta",
      branches: "Salony",
      orderStatus: "Status zamówienia",
    },
    inspiration: {
      name: "Inspiracje",
      seo: {
        title: "Inspiracje i usługi dla dobrego widzenia",
        description:
          "Trendy sezonu i nasze usługi cyfrowe: wirtualna przymierzalnia, test słuchu online, przesyłanie recepty i soczewki w subskrypcji.",
      },
      hero: {
        headline: "Dobrze widzieć, dobrze wyglądać",
        text: "Poznaj trendy sezonu i nasze usługi cyfrowe – od wirtualnej przymierzalni po subskrypcję soczewek.",
        ctaLabel: "Zobacz okulary przeciwsłoneczne",
      },
      teaserGridHeadline: "Nasze kategorie",
      slider: {
        headline: "Nowości sezonu",
        linkLabel: "Odkryj teraz",
        slides: [
          {
            title: "Polaryzacyjne okulary przeciwsłoneczne",
            text: "Koniec z oślepiającymi refleksami na wodzie, śniegu i mokrej jezdni.",
          },
          {
            title: "Lekkie oprawy tytanowe",
            text: "Ważą zaledwie kilka gramów, a mimo to są wytrzymałe – wygodne od rana do wieczora.",
          },
          {
            title: "Soczewki jednodniowe na próbę",
            text: "Wypróbuj nowe soczewki jednodniowe – chętnie doradzimy, które pasują do Twoich oczu.",
          },
        ],
      },
      questionnaire: {
        headline: "Jakie soczewki kontaktowe są dla mnie?",
        text: "Odpowiedz na dwa krótkie pytania – zaproponujemy Ci odpowiednie soczewki.",
        submitLabel: "Pokaż rekomendację",
        frequency: {
          question: "Jak często chcesz nosić soczewki kontaktowe?",
          options: ["Codziennie", "Kilka dni w tygodniu", "Tylko do sportu lub na specjalne okazje"],
        },
        priorities: {
          question: "Co jest dla Ciebie najważniejsze?",
          options: [
            "Wysoki komfort przy pracy przy komputerze",
            "Jak najmniej pielęgnacji",
            "Korzystna cena",
          ],
        },
      },
      newsletter: {
        headline: "Zapisz się do newslettera",
        text: "Nowości, porady dotyczące pielęgnacji i ekskluzywne oferty – prosto na Twoją skrzynkę.",
        emailLabel: "Adres e-mail",
        emailPlaceholder: "imie@przyklad.pl",
        submitLabel: "Zapisz się",
        privacy: {
          before:
            "Zapisując się, wyrażasz zgodę na otrzymywanie od nas informacji e-mailem. Z subskrypcji możesz zrezygnować w każdej chwili. Więcej w naszej ",
          link: "polityce prywatności",
          after: ".",
        },
        success:
          "Dziękujemy! Potwierdź zapis, klikając link w wiadomości, którą właśnie do Ciebie wysłaliśmy.",
      },
      faceScan: {
        headline: "Wirtualna przymierzalnia",
        text: "Sprawdź kamerą smartfona lub komputera, jak wyglądasz w wybranej oprawie – wygodnie w domu.",
        ctaLabel: "Rozpocznij przymiarkę",
        privacyNote: "Obraz z kamery jest przetwarzany wyłącznie na Twoim urządzeniu i nie jest zapisywany.",
      },
      hearingTest: {
        headline: "Test słuchu online",
        text: "Sprawdź w kilka minut, jak słyszysz. W razie wątpliwości nasi protetycy słuchu doradzą Ci w salonie.",
        ctaLabel: "Rozpocznij test",
        disclaimer: "Test słuchu online nie zastępuje badania lekarskiego.",
      },
      prescriptionLoader: {
        headline: "Prześlij receptę",
        text: "Prześlij zdjęcie lub plik PDF recepty okularowej – przeniesiemy wartości do Twoich nowych okularów.",
        ctaLabel: "Skonfiguruj okulary korekcyjne",
        uploadLabel: "Wybierz plik",
        manualEntryLabel: "Wpisz wartości samodzielnie",
      },
      subscription: {
        headline: "Soczewki kontaktowe w subskrypcji",
        text: "Nigdy więcej bez soczewek: dostarczamy je automatycznie w wybranym przez Ciebie rytmie.",
        ctaLabel: "Zamów subskrypcję",
        interval: "Co {weeks} tygodni",
        benefits: [
          "5% rabatu na każdą dostawę",
          "Bezpłatna dostawa",
          "Możliwość wstrzymania lub rezygnacji w każdej chwili",
        ],
      },
      faq: {
        headline: "Najczęstsze pytania",
        items: [
          {
            title: "Jak często powinienem badać wzrok?",
            text: "Zalecamy badanie wzroku co rok lub dwa lata, a w przypadku bólów głowy lub niewyraźnego widzenia wcześniej. W naszych salonach badanie wzroku jest bezpłatne.",
          },
          {
            title: "Czy okulary zamówione online mogę dopasować w salonie?",
            text: "Tak. W każdym naszym salonie bezpłatnie dopasujemy okulary do Twojej twarzy.",
          },
          {
            title: "Jak długo trwa wykonanie okularów korekcyjnych?",
            text: "Zwykle od 7 do 10 dni roboczych. Gdy tylko okulary będą gotowe, poinformujemy Cię e-mailem.",
          },
        ],
      },
      video: {
        title: "Jak prawidłowo zakładać soczewki kontaktowe",
        caption: "Nasza optyczka pokazuje krok po kroku, jak higienicznie zakładać i zdejmować soczewki.",
      },
    },
  },
  cs: {
    instructions: {
      name: "Návody k použití",
      seo: {
        title: "Návody k použití kontaktních čoček, prostředků péče a brýlí",
        description:
          "Návody k použití našich kontaktních čoček, prostředků péče a brýlí – a jak si vyžádat návod ve formátu PDF.",
      },
      heading: "Návody k použití",
      intro:
        "Ke každému zdravotnickému prostředku je přiložen návod k použití ve vašem jazyce. Před prvním použitím si ho pozorně přečtěte a uschovejte.",
      items: [
        {
          title: "Kontaktní čočky",
          text: "Příbalový leták v každém balení vysvětluje, jak čočky nasazovat a vyjímat, jak dlouho je nosit a kdy je vyměnit. Nespěte s čočkami, pokud vám to váš optik výslovně nepovolil.",
        },
        {
          title: "Prostředky péče",
          text: "Univerzální roztoky a peroxidové systémy používejte přesně podle návodu. Peroxidový roztok se nesmí dostat přímo do oka – čočky nasaďte až po úplné neutralizaci.",
        },
        {
          title: "Brýle a sluneční brýle",
          text: "Skla čistěte vlažnou vodou a utěrkou z mikrovlákna. Sluneční brýle s filtrem kategorie 4 nejsou vhodné k řízení.",
        },
        {
          title: "Příslušenství ke sluchadlům",
          text: "Baterie a čisticí prostředky ke sluchadlům uchovávejte mimo dosah dětí. Použité baterie patří do sběrného boxu.",
        },
      ],
      request: "Ztratili jste návod k použití? Rádi vám pošleme verzi v PDF: ",
    },
    conformity: {
      name: "Prohlášení o shodě",
      seo: {
        title: "Prohlášení o shodě zdravotnických prostředků",
        description:
          "Prohlášení o shodě pro kontaktní čočky, prostředky péče a brýle z naší nabídky – jak získat správný dokument.",
      },
      heading: "Prohlášení o shodě",
      intro:
        "Kontaktní čočky, prostředky péče a dioptrické brýle jsou zdravotnické prostředky ve smyslu nařízení (EU) 2017/745. EU prohlášením o shodě a označením CE výrobci potvrzují, že jejich výrobky splňují všechny požadavky.",
      items: [
        {
          title: "Kontaktní čočky",
          text: "Prohlášení o shodě vydávají jednotliví výrobci. Výrobce najdete na obalu a na stránce produktu.",
        },
        {
          title: "Prostředky péče",
          text: "Prohlášení výrobce k univerzálním roztokům, peroxidovým systémům a zvlhčujícím kapkám vám na požádání zašleme.",
        },
        {
          title: "Dioptrické brýle",
          text: "Brýle s dioptrickými skly pro vás vyrábíme na zakázku. Prohlášení podle přílohy XIII nařízení obdržíte spolu s brýlemi.",
        },
        {
          title: "Brýle na čtení",
          text: "Hotové brýle na čtení jsou zdravotnické prostředky třídy I. Prohlášení o shodě od výrobce vám rádi zašleme.",
        },
      ],
      request: "V žádosti prosím uveďte název produktu nebo číslo artiklu: ",
    },
    dataProtection: {
      slug: "ochrana-udaju",
      name: "Ochrana osobních údajů",
      seo: {
        title: "Zásady ochrany osobních údajů",
        description:
          "Jak zpracováváme vaše osobní údaje v internetovém obchodě a v našich prodejnách a jaká máte práva.",
      },
      heading: "Zásady ochrany osobních údajů",
      sections: [
        {
          title: "Správce údajů",
          text: "Správcem vašich údajů v tomto internetovém obchodě je provozovatel uvedený v tiráži. Naši pověřenkyni pro ochranu osobních údajů zastihnete na adrese uvedené níže.",
        },
        {
          title: "Jaké údaje zpracováváme",
          text: "Zpracováváme údaje, které nám sdělíte při objednávce, rezervaci termínu nebo registraci, například jméno, adresu, e-mail a údaje o objednávkách. Vaše dioptrické hodnoty jsou údaje o zdraví – používáme je výhradně k výrobě vašich brýlí nebo kontaktních čoček.",
        },
        {
          title: "Soubory cookie a měření návštěvnosti",
          text: "Statistické a marketingové soubory cookie používáme pouze s vaším souhlasem. Svou volbu můžete kdykoli změnit v nastavení cookies v zápatí stránky.",
        },
        {
          title: "Vaše práva",
          text: "Máte právo na přístup k údajům, jejich opravu, výmaz a omezení zpracování a také právo na přenositelnost údajů. Udělený souhlas můžete kdykoli odvolat s účinností do budoucna.",
        },
      ],
      contact: "S dotazy k ochraně osobních údajů se obracejte na ",
    },
    overlays: {
      shipping: {
        slug: "doprava",
        name: "Doprava",
        title: "Doprava a doručení",
        description: "Dodací lhůty a ceny dopravy v přehledu.",
        paragraphs: [
          "Zásilky doručuje {carrier}. Zboží skladem obvykle dorazí do 2–4 pracovních dnů; dioptrické brýle vyrábíme na zakázku, což trvá přibližně 7–10 pracovních dnů.",
          "Při objednávce nad {threshold} je doprava zdarma. Objednávku si také můžete zdarma vyzvednout v některé z našich prodejen.",
        ],
      },
      returns: {
        slug: "vraceni",
        name: "Vrácení",
        title: "Vrácení a výměna",
        description: "Vrácení zboží je jednoduché.",
        paragraphs: [
          "Zboží můžete vrátit do 30 dnů od převzetí – nepoužité a v původním obalu. Vrácení je zdarma.",
          "Výjimkou jsou dioptrické brýle vyrobené na zakázku a otevřená balení kontaktních čoček a prostředků péče.",
        ],
        linked: {
          before: "Stav vrácení zásilky zjistíte kdykoli v sekci ",
          link: "Stav objednávky",
          after: ".",
        },
      },
    },
    serviceOverview: {
      seo: {
        title: "Služby: návody k použití, doprava, vrácení a ochrana osobních údajů",
        description:
          "Vše o vašem nákupu v přehledu: návody k použití, prohlášení o shodě, doprava, vrácení zboží a ochrana osobních údajů.",
      },
      intro: "Zde najdete přehledně všechny informace o vašem nákupu a našich produktech.",
    },
    navigation: {
      name: "Navigace",
      inspiration: "Inspirace",
      service: "Služby",
      branches: "Prodejny",
      orderStatus: "Stav objednávky",
    },
    inspiration: {
      name: "Inspirace",
      seo: {
        title: "Inspirace a služby pro dobré vidění",
        description:
          "Trendy sezóny a naše digitální služby: virtuální zkoušení, online test sluchu, nahrání předpisu a kontaktní čočky v předplatném.",
      },
      hero: {
        headline: "Dobře vidět, dobře vypadat",
        text: "Objevte trendy sezóny a naše digitální služby – od virtuálního zkoušení po předplatné kontaktních čoček.",
        ctaLabel: "Ke slunečním brýlím",
      },
      teaserGridHeadline: "Naše kategorie",
      slider: {
        headline: "Novinky sezóny",
        linkLabel: "Objevit",
        slides: [
          {
            title: "Polarizační sluneční brýle",
            text: "Konec oslňujících odlesků na vodě, na sněhu i na mokré silnici.",
          },
          {
            title: "Lehké titanové obruby",
            text: "Váží jen pár gramů, a přesto jsou odolné – pohodlné od rána do večera.",
          },
          {
            title: "Jednodenní čočky na vyzkoušení",
            text: "Vyzkoušejte nové jednodenní čočky – rádi vám poradíme, které se hodí k vašim očím.",
          },
        ],
      },
      questionnaire: {
        headline: "Jaké kontaktní čočky jsou pro mě vhodné?",
        text: "Odpovězte na dvě krátké otázky – navrhneme vám vhodné čočky.",
        submitLabel: "Zobrazit doporučení",
        frequency: {
          question: "Jak často chcete nosit kontaktní čočky?",
          options: ["Každý den", "Několik dní v týdnu", "Jen na sport nebo při zvláštních příležitostech"],
        },
        priorities: {
          question: "Co je pro vás nejdůležitější?",
          options: ["Vysoký komfort u obrazovky", "Co nejméně péče", "Výhodná cena"],
        },
      },
      newsletter: {
        headline: "Přihlaste se k odběru novinek",
        text: "Novinky, tipy na péči a exkluzivní nabídky – přímo do vaší e-mailové schránky.",
        emailLabel: "E-mailová adresa",
        emailPlaceholder: "jmeno@priklad.cz",
        submitLabel: "Přihlásit se",
        privacy: {
          before:
            "Přihlášením souhlasíte se zasíláním informací e-mailem. Odběr můžete kdykoli zrušit. Více v našich ",
          link: "zásadách ochrany osobních údajů",
          after: ".",
        },
        success: "Děkujeme! Potvrďte prosím přihlášení odkazem v e-mailu, který jsme vám právě poslali.",
      },
      faceScan: {
        headline: "Virtuální zkoušení",
        text: "Podívejte se kamerou telefonu nebo počítače, jak vám obruba sluší – pohodlně z domova.",
        ctaLabel: "Spustit zkoušení",
        privacyNote: "Obraz z kamery se zpracovává pouze ve vašem zařízení a neukládá se.",
      },
      hearingTest: {
        headline: "Online test sluchu",
        text: "Za pár minut zjistíte, jak dobře slyšíte. Při nejasnostech vám naši audioprotetici poradí v prodejně.",
        ctaLabel: "Spustit test",
        disclaimer: "Online test sluchu nenahrazuje lékařské vyšetření.",
      },
      prescriptionLoader: {
        headline: "Nahrajte předpis na brýle",
        text: "Nahrajte fotografii nebo PDF svého předpisu – hodnoty převezmeme pro vaše nové brýle.",
        ctaLabel: "Sestavit dioptrické brýle",
        uploadLabel: "Vybrat soubor",
        manualEntryLabel: "Zadat hodnoty ručně",
      },
      subscription: {
        headline: "Kontaktní čočky v předplatném",
        text: "Už nikdy bez čoček: doručíme vám je automaticky v intervalu, který si zvolíte.",
        ctaLabel: "Objednat předplatné",
        interval: "Každých {weeks} týdnů",
        benefits: ["Sleva 5 % na každou dodávku", "Doprava zdarma", "Kdykoli pozastavit nebo zrušit"],
      },
      faq: {
        headline: "Časté dotazy",
        items: [
          {
            title: "Jak často si mám nechat zkontrolovat zrak?",
            text: "Doporučujeme měření zraku jednou za rok až dva, při bolestech hlavy nebo rozmazaném vidění i dříve. V našich prodejnách je měření zraku zdarma.",
          },
          {
            title: "Mohu si brýle objednané online nechat seřídit v prodejně?",
            text: "Ano. V každé naší prodejně vám brýle zdarma přizpůsobíme tvaru obličeje.",
          },
          {
            title: "Jak dlouho trvá výroba dioptrických brýlí?",
            text: "Obvykle 7 až 10 pracovních dnů. Jakmile budou brýle hotové, dáme vám vědět e-mailem.",
          },
        ],
      },
      video: {
        title: "Jak správně nasadit kontaktní čočky",
        caption: "Naše optička krok za krokem ukazuje, jak kontaktní čočky hygienicky nasadit a vyjmout.",
      },
    },
  },
};
