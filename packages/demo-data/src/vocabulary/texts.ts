import type { ArticleKind } from "./attributes.ts";
import type { Translations } from "./languages.ts";

/**
 * Opening sentences of product descriptions per article kind; {brand} and {model} are filled in.
 * The generator appends the product's attributes as "Label: value" pairs, which needs no grammar per language.
 */
export const DESCRIPTION_OPENERS: Record<ArticleKind, readonly Translations[]> = {
  glasses: [
    {
      de: "Die {brand} {model} ist eine Korrektionsfassung für jeden Tag – leicht, bequem und auf Wunsch mit Gläsern in Ihrer Sehstärke.",
      fr: "{brand} {model} : une monture optique pour tous les jours, légère, confortable et disponible avec des verres à votre vue.",
      it: "{brand} {model} è una montatura da vista per tutti i giorni: leggera, comoda e disponibile con lenti graduate.",
      pl: "{brand} {model} to oprawka korekcyjna na co dzień – lekka, wygodna i dostępna z soczewkami dopasowanymi do Twojej wady wzroku.",
      cs: "{brand} {model} je dioptrická obruba na každý den – lehká, pohodlná a na přání se skly ve vaší dioptrii.",
    },
    {
      de: "Zeitloses Design trifft solide Verarbeitung: Die {brand} {model} begleitet Sie vom Büro bis zum Abendessen.",
      fr: "Un design intemporel et une finition soignée : {brand} {model} vous accompagne du bureau au dîner.",
      it: "Design senza tempo e finiture curate: {brand} {model} ti accompagna dall'ufficio alla cena.",
      pl: "Ponadczasowy design i staranne wykonanie: {brand} {model} towarzyszy Ci od biura aż po kolację.",
      cs: "Nadčasový design a pečlivé zpracování: {brand} {model} vás doprovodí z kanceláře až na večeři.",
    },
  ],
  sunglasses: [
    {
      de: "Die {brand} {model} schützt Ihre Augen mit 100 % UV-Schutz (UV400) und sorgt für klare Sicht bei Sonnenschein.",
      fr: "Les lunettes {brand} {model} protègent vos yeux à 100 % des UV (UV400) pour une vision nette au soleil.",
      it: "{brand} {model} protegge i tuoi occhi con una protezione UV al 100% (UV400) per una visione nitida al sole.",
      pl: "{brand} {model} chroni oczy dzięki 100% ochronie UV (UV400) i zapewnia wyraźne widzenie w słońcu.",
      cs: "{brand} {model} chrání vaše oči se 100% UV ochranou (UV400) a zajišťuje jasné vidění na slunci.",
    },
    {
      de: "Sommer, Sonne, Stil: Mit der {brand} {model} sind Sie in der Stadt und am Strand bestens ausgestattet.",
      fr: "Été, soleil et style : avec {brand} {model}, vous êtes paré pour la ville comme pour la plage.",
      it: "Estate, sole e stile: con {brand} {model} sei pronto per la città e per la spiaggia.",
      pl: "Lato, słońce i styl: z {brand} {model} jesteś gotowy na miasto i na plażę.",
      cs: "Léto, slunce a styl: s {brand} {model} jste připraveni do města i na pláž.",
    },
  ],
  skiGoggles: [
    {
      de: "Die {brand} {model} bietet ein weites Sichtfeld, eine beschlagfreie Doppelscheibe und Helmkompatibilität.",
      fr: "Le masque {brand} {model} offre un large champ de vision, un double écran antibuée et est compatible avec le casque.",
      it: "La maschera {brand} {model} offre un ampio campo visivo, doppia lente antiappannamento ed è compatibile con il casco.",
      pl: "Gogle {brand} {model} zapewniają szerokie pole widzenia, podwójną szybę antyparową i pasują do kasku.",
      cs: "Brýle {brand} {model} nabízejí široké zorné pole, dvojitý zorník proti zamlžení a kompatibilitu s helmou.",
    },
    {
      de: "Für Pistentage bei jedem Licht: Die {brand} {model} sitzt sicher und schützt vor Wind, Schnee und UV-Strahlung.",
      fr: "Pour toutes les lumières sur les pistes : le masque {brand} {model} tient bien et protège du vent, de la neige et des UV.",
      it: "Per ogni luce sulle piste: {brand} {model} calza bene e protegge da vento, neve e raggi UV.",
      pl: "Na stok w każdym świetle: {brand} {model} dobrze leży i chroni przed wiatrem, śniegiem i promieniowaniem UV.",
      cs: "Na sjezdovku za každého světla: {brand} {model} dobře sedí a chrání před větrem, sněhem a UV zářením.",
    },
  ],
  readyMadeGlasses: [
    {
      de: "Die {brand} {model} ist eine Fertigbrille mit vormontierten Gläsern – sofort einsatzbereit.",
      fr: "{brand} {model} : des lunettes prémontées, prêtes à porter immédiatement.",
      it: "{brand} {model} è un occhiale premontato con lenti già inserite, pronto all'uso.",
      pl: "{brand} {model} to okulary gotowe z zamontowanymi szkłami – od razu do noszenia.",
      cs: "{brand} {model} jsou hotové brýle s nasazenými skly – ihned připravené k nošení.",
    },
    {
      de: "Praktisch als Zweitbrille: Die {brand} {model} ist robust, leicht und ideal für unterwegs.",
      fr: "Idéales comme deuxième paire : les lunettes {brand} {model} sont robustes, légères et parfaites en déplacement.",
      it: "Perfetto come secondo occhiale: {brand} {model} è robusto, leggero e ideale in viaggio.",
      pl: "Idealne jako druga para: {brand} {model} są wytrzymałe, lekkie i świetne w podróży.",
      cs: "Ideální jako druhé brýle: {brand} {model} jsou odolné, lehké a skvělé na cesty.",
    },
  ],
  blueLightGlasses: [
    {
      de: "Die {brand} {model} filtert einen Teil des blauen Lichts von Bildschirmen – angenehm bei langer Arbeit am Computer.",
      fr: "Les lunettes {brand} {model} filtrent une partie de la lumière bleue des écrans, pour plus de confort devant l'ordinateur.",
      it: "{brand} {model} filtra parte della luce blu degli schermi, per un maggiore comfort al computer.",
      pl: "{brand} {model} filtrują część światła niebieskiego z ekranów – komfort przy długiej pracy przy komputerze.",
      cs: "{brand} {model} filtrují část modrého světla z obrazovek – příjemné při dlouhé práci u počítače.",
    },
  ],
  readingAidGlasses: [
    {
      de: "Die Lesebrille {brand} {model} macht Kleingedrucktes wieder gut lesbar – in mehreren Stärken erhältlich.",
      fr: "Les lunettes de lecture {brand} {model} rendent les petits caractères à nouveau lisibles, en plusieurs dioptries.",
      it: "Gli occhiali da lettura {brand} {model} rendono di nuovo leggibili i caratteri piccoli, in diverse gradazioni.",
      pl: "Okulary do czytania {brand} {model} sprawiają, że drobny druk znów jest czytelny – w kilku mocach.",
      cs: "Brýle na čtení {brand} {model} vám znovu usnadní čtení drobného písma – v několika dioptriích.",
    },
    {
      de: "Leicht, flexibel und schnell zur Hand: Die {brand} {model} passt in jede Tasche.",
      fr: "Légères, flexibles et toujours à portée de main : les {brand} {model} se glissent dans toutes les poches.",
      it: "Leggeri, flessibili e sempre a portata di mano: i {brand} {model} stanno in ogni tasca.",
      pl: "Lekkie, elastyczne i zawsze pod ręką: {brand} {model} zmieszczą się w każdej kieszeni.",
      cs: "Lehké, pružné a vždy po ruce: {brand} {model} se vejdou do každé kapsy.",
    },
  ],
  smartglasses: [
    {
      de: "Die {brand} {model} verbindet Brille und Kopfhörer: Musik, Anrufe und Sprachassistent direkt im Bügel.",
      fr: "Les lunettes {brand} {model} associent lunettes et écouteurs : musique, appels et assistant vocal dans les branches.",
      it: "{brand} {model} uniscono occhiali e cuffie: musica, chiamate e assistente vocale nelle aste.",
      pl: "{brand} {model} łączą okulary ze słuchawkami: muzyka, rozmowy i asystent głosowy w zausznikach.",
      cs: "{brand} {model} spojují brýle a sluchátka: hudba, hovory a hlasový asistent přímo ve stranicích.",
    },
  ],
  contactLenses: [
    {
      de: "{brand} {model} sind weiche Kontaktlinsen mit hohem Feuchtigkeitsgehalt für einen angenehmen Tragekomfort.",
      fr: "{brand} {model} sont des lentilles souples à forte teneur en eau pour un confort de port agréable.",
      it: "{brand} {model} sono lenti a contatto morbide ad alto contenuto d'acqua per un comfort piacevole.",
      pl: "{brand} {model} to miękkie soczewki kontaktowe o wysokiej zawartości wody zapewniające komfort noszenia.",
      cs: "{brand} {model} jsou měkké kontaktní čočky s vysokým obsahem vody pro příjemný komfort nošení.",
    },
    {
      de: "Hohe Sauerstoffdurchlässigkeit und UV-Filter: {brand} {model} für klare Sicht den ganzen Tag.",
      fr: "Haute perméabilité à l'oxygène et filtre UV : {brand} {model} pour une vision nette toute la journée.",
      it: "Alta permeabilità all'ossigeno e filtro UV: {brand} {model} per una visione nitida tutto il giorno.",
      pl: "Wysoka przepuszczalność tlenu i filtr UV: {brand} {model} dla wyraźnego widzenia przez cały dzień.",
      cs: "Vysoká propustnost kyslíku a UV filtr: {brand} {model} pro jasné vidění po celý den.",
    },
  ],
  careproducts: [
    {
      de: "{brand} {model} sorgt für gründliche und schonende Pflege – für hygienisch saubere Linsen und Brillen.",
      fr: "{brand} {model} assure un entretien complet et doux pour des lentilles et lunettes parfaitement propres.",
      it: "{brand} {model} garantisce una cura completa e delicata per lenti e occhiali sempre puliti.",
      pl: "{brand} {model} zapewnia dokładną i delikatną pielęgnację – dla higienicznie czystych soczewek i okularów.",
      cs: "{brand} {model} zajišťuje důkladnou a šetrnou péči – pro hygienicky čisté čočky i brýle.",
    },
  ],
  merch: [
    {
      de: "{brand} {model} – unser Markenartikel für alle, die gutes Sehen und gutes Design lieben.",
      fr: "{brand} {model} : notre article de marque pour tous ceux qui aiment bien voir et le beau design.",
      it: "{brand} {model}: il nostro articolo di marca per chi ama vedere bene e il bel design.",
      pl: "{brand} {model} – nasz firmowy gadżet dla wszystkich, którzy cenią dobre widzenie i dobry design.",
      cs: "{brand} {model} – náš značkový produkt pro všechny, kdo milují dobré vidění a dobrý design.",
    },
  ],
  hearingAidsMerch: [
    {
      de: "{brand} {model} ist das passende Zubehör für Ihr Hörgerät – zuverlässig und einfach in der Anwendung.",
      fr: "{brand} {model} est l'accessoire adapté à votre appareil auditif, fiable et simple à utiliser.",
      it: "{brand} {model} è l'accessorio ideale per il tuo apparecchio acustico, affidabile e semplice da usare.",
      pl: "{brand} {model} to odpowiednie akcesorium do Twojego aparatu słuchowego – niezawodne i łatwe w użyciu.",
      cs: "{brand} {model} je vhodné příslušenství k vašemu sluchadlu – spolehlivé a snadno použitelné.",
    },
  ],
};

/** Article names of care products (part of the product name, which is the same in every shop). */
export const CARE_ARTICLE_NAMES = {
  allInOneSolution: "All-in-One Solution",
  peroxideSolution: "Peroxide Care",
  salineSolution: "Saline Rinse",
  eyeDrops: "Hydro Drops",
  cleaningSpray: "Glasses Cleaning Spray",
  lensCase: "Lens Case",
} as const;

export const MERCH_ARTICLE_NAMES = {
  tshirt: "T-Shirt",
  hoodie: "Hoodie",
  cap: "Cap",
  tote: "Tote Bag",
  glassesCase: "Glasses Case",
  cloth: "Microfibre Cloth",
} as const;

export const HEARING_AID_ARTICLE_NAMES = {
  batteries: "Hearing Aid Batteries",
  dryingBox: "Drying Box",
  cleaningKit: "Cleaning Kit",
  case: "Hearing Aid Case",
} as const;
