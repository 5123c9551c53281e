// Seeded datasources: key-value lists with one dimension per shop language; the default value is German.
import { type Database, schema } from "@eyewear/database";
import type { Language } from "@eyewear/shop-rules";
import { and, eq, notInArray } from "drizzle-orm";

export interface SeedDatasourceEntry {
  /** The entry's key, stable across languages. */
  name: string;
  /** Default value (German). */
  value: string;
  /** Value per dimension; the dimensions are the shop languages, German included. */
  dimensions: Record<Language, string>;
}

const entry = (name: string, value: string, fr: string, it: string, pl: string, cs: string) => ({
  name,
  value,
  dimensions: { de: value, fr, it, pl, cs },
});

/** The seeded datasources by slug, entries in the editors' order. */
export const SEEDED_DATASOURCES: Record<string, SeedDatasourceEntry[]> = {
  // Shop countries (rule:shops.storefronts), keyed by ISO 3166-1 alpha-2 code.
  countries: [
    entry("DE", "Deutschland", "Allemagne", "Germania", "Niemcy", "Německo"),
    entry("AT", "Österreich", "Autriche", "Austria", "Austria", "Rakousko"),
    entry("CH", "Schweiz", "Suisse", "Svizzera", "Szwajcaria", "Švýcarsko"),
    entry("IT", "Italien", "Italie", "Italia", "Włochy", "Itálie"),
    entry("PL", "Polen", "Pologne", "Polonia", "Polska", "Polsko"),
    entry("CZ", "Tschechien", "Tchéquie", "Cechia", "Czechy", "Česko"),
  ],
  // Labels of branch opening hours.
  "opening-hours-labels": [
    entry("monday", "Montag", "Lundi", "Lunedì", "Poniedziałek", "Pondělí"),
    entry("tuesday", "Dienstag", "Mardi", "Martedì", "Wtorek", "Úterý"),
    entry("wednesday", "Mittwoch", "Mercredi", "Mercoledì", "Środa", "Středa"),
    entry("thursday", "Donnerstag", "Jeudi", "Giovedì", "Czwartek", "Čtvrtek"),
    entry("friday", "Freitag", "Vendredi", "Venerdì", "Piątek", "Pátek"),
    entry("saturday", "Samstag", "Samedi", "Sabato", "Sobota", "Sobota"),
    entry("sunday", "Sonntag", "Dimanche", "Domenica", "Niedziela", "Neděle"),
    entry("closed", "Geschlossen", "Fermé", "Chiuso", "Nieczynne", "Zavřeno"),
    entry("holidays", "Feiertage", "Jours fériés", "Giorni festivi", "Święta", "Svátky"),
  ],
  // Appointment types a branch offers.
  "appointment-types": [
    entry("eye_test", "Sehtest", "Examen de la vue", "Esame della vista", "Badanie wzroku", "Měření zraku"),
    entry(
      "contact_lens_fitting",
      "Kontaktlinsenanpassung",
      "Adaptation de lentilles de contact",
      "Applicazione di lenti a contatto",
      "Dobór soczewek kontaktowych",
      "Aplikace kontaktních čoček",
    ),
    entry(
      "eyewear_advice",
      "Brillenberatung",
      "Conseil en lunettes",
      "Consulenza occhiali",
      "Doradztwo okularowe",
      "Poradenství při výběru brýlí",
    ),
    entry("hearing_test", "Hörtest", "Test auditif", "Test dell'udito", "Badanie słuchu", "Test sluchu"),
    entry(
      "glasses_pickup",
      "Brillenabholung",
      "Retrait des lunettes",
      "Ritiro degli occhiali",
      "Odbiór okularów",
      "Vyzvednutí brýlí",
    ),
  ],
};

/**
 * Writes the seeded datasources: entries keep their id when seeded again (matched by datasource and name),
 * and entries of a seeded datasource that the seed no longer has are removed. Other datasources stay.
 */
export async function seedDatasources(db: Database): Promise<{ entries: number }> {
  const { datasourceEntries } = schema;
  let total = 0;
  await db.transaction(async (tx) => {
    for (const [datasource, entries] of Object.entries(SEEDED_DATASOURCES)) {
      const existing = await tx
        .select({ id: datasourceEntries.id, name: datasourceEntries.name })
        .from(datasourceEntries)
        .where(eq(datasourceEntries.datasource, datasource));
      const ids = new Map(existing.map((row) => [row.name, row.id]));
      for (const [position, seed] of entries.entries()) {
        const values = { name: seed.name, value: seed.value, dimensionValues: seed.dimensions, position };
        const id = ids.get(seed.name);
        if (id === undefined) await tx.insert(datasourceEntries).values({ datasource, ...values });
        else await tx.update(datasourceEntries).set(values).where(eq(datasourceEntries.id, id));
      }
      const stale = and(
        eq(datasourceEntries.datasource, datasource),
        notInArray(
          datasourceEntries.name,
          entries.map((seed) => seed.name),
        ),
      );
      await tx.delete(datasourceEntries).where(stale);
      total += entries.length;
    }
  });
  return { entries: total };
}
