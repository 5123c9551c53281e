// Marketing copy of the seeded stories in the five shop languages. Category slugs are the catalogue's
// localised category slugs, so teasers link to real category listings (rule:content.category-links).
import type { Language } from "@eyewear/shop-rules";

export type CategoryKey = "glasses" | "sunglasses" | "contactLenses" | "careProducts";

/** The order the teaser grid shows the categories in. */
export const CATEGORY_KEYS: readonly CategoryKey[] = [
  "glasses",
  "sunglasses",
  "contactLenses",
  "careProducts",
];

export interface CategoryCopy {
  slug: string;
  headline: string;
  text: string;
  imageAlt: string;
}

export interface HomeCopy {
  name: string;
  seo: { title: string; description: string };
  hero: { headline: string; text: string; ctaLabel: string; imageAlt: string };
  teaserGridHeadline: string;
  teaserLinkLabel: string;
  categories: Record<CategoryKey, CategoryCopy>;
  /** The rich-text block: a heading, an introduction, an invitation sentence and a list of services. */
  service: {
    heading: string;
    intro: string;
    invitation: { before: string; emphasis: string; middle: string; linkText: string; after: string };
    benefits: string[];
  };
}

export interface MessageCopy {
  title: string;
  text: string;
  linkLabel: string;
}

export interface GlobalCopy {
  notFound: MessageCopy;
  error: MessageCopy;
}

// Polish and Czech shops sell no subscriptions (shops configuration), so their copy does not offer one.
export const HOME_COPY: Record<Language, HomeCopy> = {
  de: {
    name: "Startseite",
    seo: {
      title: "Brillen, Sonnenbrillen und Kontaktlinsen online kaufen",
      description:
        "Entdecken Sie Markenbrillen, Sonnenbrillen und Kontaktlinsen zu fairen Preisen – mit kostenlosem Sehtest und persönlicher Beratung in unseren Filialen.",
    },
    hero: {
      headline: "Sehen und gesehen werden",
      text: "Die neuen Sonnenbrillen der Saison sind da – mit 100 % UV-Schutz und auf Wunsch in Ihrer Sehstärke.",
      ctaLabel: "Sonnenbrillen entdecken",
      imageAlt: "Frau mit Sonnenbrille in einer sonnigen Straße",
    },
    teaserGridHeadline: "Unser Sortiment",
    teaserLinkLabel: "Mehr erfahren",
    categories: {
      glasses: {
        slug: "brillen",
        headline: "Brillen",
        text: "Von zeitlos bis trendig: Fassungen bekannter Marken, mit Gläsern nach Maß.",
        imageAlt: "Brillenfassungen in verschiedenen Farben auf einem Regal",
      },
      sunglasses: {
        slug: "sonnenbrillen",
        headline: "Sonnenbrillen",
        text: "Stilvoller Blendschutz für Alltag, Urlaub und Sport.",
        imageAlt: "Sonnenbrille am Strand",
      },
      contactLenses: {
        slug: "kontaktlinsen",
        headline: "Kontaktlinsen",
        text: "Tages-, Monats- und Jahreslinsen – bequem nach Hause geliefert, auf Wunsch im Abo.",
        imageAlt: "Kontaktlinse auf einer Fingerspitze",
      },
      careProducts: {
        slug: "pflegemittel",
        headline: "Pflegemittel",
        text: "Kombilösungen, Reinigungssprays und Zubehör für ungetrübte Sicht.",
        imageAlt: "Kontaktlinsenbehälter und Pflegelösung",
      },
    },
    service: {
      heading: "Ihr Optiker – online und vor Ort",
      intro:
        "Bei uns bekommen Sie beides: die große Auswahl eines Onlineshops und die persönliche Beratung unserer Augenoptikerinnen und Augenoptiker.",
      invitation: {
        before: "Vereinbaren Sie einen Termin für einen ",
        emphasis: "kostenlosen Sehtest",
        middle: " oder ",
        linkText: "finden Sie eine Filiale",
        after: " in Ihrer Nähe.",
      },
      benefits: [
        "Kostenloser Sehtest in allen Filialen",
        "Professionelle Anpassung Ihrer Brille vor Ort",
        "Bequeme Rücksendung von Onlinebestellungen",
      ],
    },
  },
  fr: {
    name: "Accueil",
    seo: {
      title: "Lunettes, lunettes de soleil et lentilles de contact en ligne",
      description:
        "Découvrez des lunettes de marque, des lunettes de soleil et des lentilles de contact à prix justes – avec examen de la vue gratuit et conseils personnalisés dans nos magasins.",
    },
    hero: {
      headline: "Voir et être vu",
      text: "Les nouvelles lunettes de soleil de la saison sont arrivées : protection UV 100 % et, sur demande, adaptées à votre vue.",
      ctaLabel: "Découvrir les lunettes de soleil",
      imageAlt: "Femme portant des lunettes de soleil dans une rue ensoleillée",
    },
    teaserGridHeadline: "Notre assortiment",
    teaserLinkLabel: "En savoir plus",
    categories: {
      glasses: {
        slug: "lunettes-de-vue",
        headline: "Lunettes",
        text: "Des classiques intemporels aux modèles tendance : des montures de grandes marques, avec des verres sur mesure.",
        imageAlt: "Montures de lunettes de différentes couleurs sur une étagère",
      },
      sunglasses: {
        slug: "lunettes-de-soleil",
        headline: "Lunettes de soleil",
        text: "Une protection élégante contre l'éblouissement, au quotidien, en vacances comme au sport.",
        imageAlt: "Lunettes de soleil sur la plage",
      },
      contactLenses: {
        slug: "lentilles-de-contact",
        headline: "Lentilles de contact",
        text: "Lentilles journalières, mensuelles ou annuelles – livrées chez vous, aussi en abonnement.",
        imageAlt: "Lentille de contact sur le bout d'un doigt",
      },
      careProducts: {
        slug: "produits-dentretien",
        headline: "Produits d'entretien",
        text: "Solutions multifonctions, sprays nettoyants et accessoires pour une vue toujours nette.",
        imageAlt: "Étui à lentilles et solution d'entretien",
      },
    },
    service: {
      heading: "Votre opticien – en ligne et en magasin",
      intro:
        "Chez nous, vous profitez des deux : le vaste choix d'une boutique en ligne et les conseils personnalisés de nos opticiennes et opticiens.",
      invitation: {
        before: "Prenez rendez-vous pour un ",
        emphasis: "examen de la vue gratuit",
        middle: " ou ",
        linkText: "trouvez un magasin",
        after: " près de chez vous.",
      },
      benefits: [
        "Examen de la vue gratuit dans tous nos magasins",
        "Ajustement professionnel de vos lunettes sur place",
        "Retour facile de vos commandes en ligne",
      ],
    },
  },
  it: {
    name: "Home",
    seo: {
      title: "Occhiali da vista, occhiali da sole e lenti a contatto online",
      description:
        "Scopri occhiali di marca, occhiali da sole e lenti a contatto a prezzi onesti – con esame della vista gratuito e consulenza personalizzata nei nostri negozi.",
    },
    hero: {
      headline: "Vedere ed essere visti",
      text: "Sono arrivati i nuovi occhiali da sole di stagione: protezione UV al 100% e, su richiesta, con le tue lenti graduate.",
      ctaLabel: "Scopri gli occhiali da sole",
      imageAlt: "Donna con occhiali da sole in una strada soleggiata",
    },
    teaserGridHeadline: "Il nostro assortimento",
    teaserLinkLabel: "Scopri di più",
    categories: {
      glasses: {
        slug: "occhiali-da-vista",
        headline: "Occhiali",
        text: "Dai modelli senza tempo a quelli più di tendenza: montature dei migliori marchi con lenti su misura.",
        imageAlt: "Montature di occhiali di diversi colori su uno scaffale",
      },
      sunglasses: {
        slug: "occhiali-da-sole",
        headline: "Occhiali da sole",
        text: "Un'elegante protezione dall'abbagliamento, in città, in vacanza e nello sport.",
        imageAlt: "Occhiali da sole sulla spiaggia",
      },
      contactLenses: {
        slug: "lenti-a-contatto",
        headline: "Lenti a contatto",
        text: "Lenti giornaliere, mensili e annuali – comodamente a casa tua, anche in abbonamento.",
        imageAlt: "Lente a contatto sulla punta di un dito",
      },
      careProducts: {
        slug: "prodotti-per-la-cura",
        headline: "Prodotti per la cura",
        text: "Soluzioni uniche, spray detergenti e accessori per una visione sempre nitida.",
        imageAlt: "Portalenti e soluzione per la cura delle lenti",
      },
    },
    service: {
      heading: "Il tuo ottico – online e in negozio",
      intro:
        "Da noi trovi entrambe le cose: l'ampia scelta di un negozio online e la consulenza personalizzata delle nostre ottiche e dei nostri ottici.",
      invitation: {
        before: "Prenota un ",
        emphasis: "esame della vista gratuito",
        middle: " oppure ",
        linkText: "trova un negozio",
        after: " vicino a te.",
      },
      benefits: [
        "Esame della vista gratuito in tutti i negozi",
        "Regolazione professionale dei tuoi occhiali in negozio",
        "Reso semplice per gli ordini online",
      ],
    },
  },
  pl: {
    name: "Strona główna",
    seo: {
      title: "Okulary korekcyjne, okulary przeciwsłoneczne i soczewki kontaktowe online",
      description:
        "Odkryj markowe okulary, okulary przeciwsłoneczne i soczewki kontaktowe w uczciwych cenach – z bezpłatnym badaniem wzroku i fachowym doradztwem w naszych salonach.",
    },
    hero: {
      headline: "Widzieć i być widzianym",
      text: "Nowe okulary przeciwsłoneczne na ten sezon już są – ze 100% ochroną UV, na życzenie także w wersji korekcyjnej.",
      ctaLabel: "Odkryj okulary przeciwsłoneczne",
      imageAlt: "Kobieta w okularach przeciwsłonecznych na słonecznej ulicy",
    },
    teaserGridHeadline: "Nasza oferta",
    teaserLinkLabel: "Dowiedz się więcej",
    categories: {
      glasses: {
        slug: "okulary-korekcyjne",
        headline: "Okulary",
        text: "Od ponadczasowej klasyki po najnowsze trendy: oprawy renomowanych marek ze szkłami dopasowanymi do Twoich oczu.",
        imageAlt: "Oprawy okularowe w różnych kolorach na półce",
      },
      sunglasses: {
        slug: "okulary-przeciwsloneczne",
        headline: "Okulary przeciwsłoneczne",
        text: "Stylowa ochrona przed oślepiającym słońcem – na co dzień, na urlopie i podczas uprawiania sportu.",
        imageAlt: "Okulary przeciwsłoneczne na plaży",
      },
      contactLenses: {
        slug: "soczewki-kontaktowe",
        headline: "Soczewki kontaktowe",
        text: "Soczewki jednodniowe, miesięczne i roczne – wygodnie z dostawą do domu.",
        imageAlt: "Soczewka kontaktowa na opuszku palca",
      },
      careProducts: {
        slug: "pielegnacja",
        headline: "Środki pielęgnacyjne",
        text: "Płyny uniwersalne, spraye czyszczące i akcesoria, dzięki którym zawsze widzisz wyraźnie.",
        imageAlt: "Pojemnik na soczewki i płyn pielęgnacyjny",
      },
    },
    service: {
      heading: "Twój optyk – online i w salonie",
      intro:
        "U nas masz jedno i drugie: szeroki wybór sklepu internetowego i indywidualne doradztwo naszych optyków.",
      invitation: {
        before: "Umów się na ",
        emphasis: "bezpłatne badanie wzroku",
        middle: " lub ",
        linkText: "znajdź salon",
        after: " w swojej okolicy.",
      },
      benefits: [
        "Bezpłatne badanie wzroku we wszystkich salonach",
        "Profesjonalne dopasowanie okularów na miejscu",
        "Łatwy zwrot zamówień internetowych",
      ],
    },
  },
  cs: {
    name: "Úvod",
    seo: {
      title: "Dioptrické brýle, sluneční brýle a kontaktní čočky online",
      description:
        "Objevte značkové brýle, sluneční brýle a kontaktní čočky za férové ceny – s bezplatným měřením zraku a osobním poradenstvím v našich prodejnách.",
    },
    hero: {
      headline: "Vidět a být viděn",
      text: "Nové sluneční brýle pro tuto sezónu jsou tady – se 100% UV ochranou, na přání i s vašimi dioptriemi.",
      ctaLabel: "Objevte sluneční brýle",
      imageAlt: "Žena se slunečními brýlemi na slunné ulici",
    },
    teaserGridHeadline: "Náš sortiment",
    teaserLinkLabel: "Zjistit více",
    categories: {
      glasses: {
        slug: "dioptricke-bryle",
        headline: "Brýle",
        text: "Od nadčasové klasiky po aktuální trendy: obruby předních značek se skly na míru.",
        imageAlt: "Brýlové obruby v různých barvách na polici",
      },
      sunglasses: {
        slug: "slunecni-bryle",
        headline: "Sluneční brýle",
        text: "Stylová ochrana před oslněním – ve městě, na dovolené i při sportu.",
        imageAlt: "Sluneční brýle na pláži",
      },
      contactLenses: {
        slug: "kontaktni-cocky",
        headline: "Kontaktní čočky",
        text: "Jednodenní, měsíční i roční čočky – pohodlně s doručením až domů.",
        imageAlt: "Kontaktní čočka na špičce prstu",
      },
      careProducts: {
        slug: "pece",
        headline: "Prostředky péče",
        text: "Univerzální roztoky, čisticí spreje a příslušenství pro stále jasné vidění.",
        imageAlt: "Pouzdro na čočky a roztok pro péči",
      },
    },
    service: {
      heading: "Váš optik – online i v prodejně",
      intro: "U nás získáte obojí: široký výběr internetového obchodu a osobní poradenství našich optiků.",
      invitation: {
        before: "Objednejte se na ",
        emphasis: "bezplatné měření zraku",
        middle: " nebo ",
        linkText: "najděte prodejnu",
        after: " ve svém okolí.",
      },
      benefits: [
        "Bezplatné měření zraku ve všech prodejnách",
        "Odborné přizpůsobení brýlí přímo na místě",
        "Snadné vrácení online objednávek",
      ],
    },
  },
};

/** Texts of the global not-found and error stories (rule:content.error-page-stories). */
export const GLOBAL_COPY: Record<Language, GlobalCopy> = {
  de: {
    notFound: {
      title: "Seite nicht gefunden",
      text: "Die aufgerufene Seite gibt es leider nicht oder sie wurde verschoben. Auf unserer Startseite finden Sie sicher, wonach Sie suchen.",
      linkLabel: "Zur Startseite",
    },
    error: {
      title: "Es ist ein Fehler aufgetreten",
      text: "Bei der Verarbeitung Ihrer Anfrage ist leider etwas schiefgelaufen. Bitte versuchen Sie es in einigen Minuten erneut.",
      linkLabel: "Zur Startseite",
    },
  },
  fr: {
    notFound: {
      title: "Page introuvable",
      text: "La page demandée n'existe pas ou a été déplacée. Vous trouverez certainement ce que vous cherchez depuis notre page d'accueil.",
      linkLabel: "Retour à l'accueil",
    },
    error: {
      title: "Une erreur est survenue",
      text: "Un problème est survenu lors du traitement de votre demande. Veuillez réessayer dans quelques minutes.",
      linkLabel: "Retour à l'accueil",
    },
  },
  it: {
    notFound: {
      title: "Pagina non trovata",
      text: "La pagina richiesta non esiste o è stata spostata. Dalla nostra home page troverai sicuramente quello che cerchi.",
      linkLabel: "Torna alla home page",
    },
    error: {
      title: "Si è verificato un errore",
      text: "Purtroppo si è verificato un problema durante l'elaborazione della tua richiesta. Riprova tra qualche minuto.",
      linkLabel: "Torna alla home page",
    },
  },
  pl: {
    notFound: {
      title: "Nie znaleziono strony",
      text: "Strona, której szukasz, nie istnieje lub została przeniesiona. Na naszej stronie głównej na pewno znajdziesz to, czego potrzebujesz.",
      linkLabel: "Przejdź do strony głównej",
    },
    error: {
      title: "Wystąpił błąd",
      text: "Podczas przetwarzania Twojego żądania coś poszło nie tak. Spróbuj ponownie za kilka minut.",
      linkLabel: "Przejdź do strony głównej",
    },
  },
  cs: {
    notFound: {
      title: "Stránka nenalezena",
      text: "Požadovaná stránka neexistuje nebo byla přesunuta. Na naší úvodní stránce jistě najdete, co hledáte.",
      linkLabel: "Zpět na úvodní stránku",
    },
    error: {
      title: "Došlo k chybě",
      text: "Při zpracování vašeho požadavku se bohužel něco pokazilo. Zkuste to prosím znovu za několik minut.",
      linkLabel: "Zpět na úvodní stránku",
    },
  },
};
