import { withoutLegalMentions } from '@immopilote/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingTextCleanups, properties } from '../src/db/schema';
import { createProperty } from './factories';
import { createWorld, type World } from './helpers/actors';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await startTestApp();
  world = await createWorld(t);
});
afterAll(() => t.close());

/** An ad text as the optimiser saved it before issue 26: free text, then the mentions of that day. */
const OPTIMISED =
  'Appartement traversant de 68\u00a0m² au cœur de Lyon 2e.\nSéjour lumineux, deux chambres.\n\nInformations légales\u00a0:\nPrix\u00a0: 312\u202f000\u00a0€ honoraires inclus (honoraires de 4\u00a0% TTC du prix hors honoraires, à la charge de l’acquéreur). Prix hors honoraires\u00a0: 300\u202f000\u00a0€.\nCLASSE ÉNERGIE\u00a0: D – CLASSE CLIMAT\u00a0: C\nConsommation énergétique\u00a0: 230\u00a0kWhEP/m²/an. Émissions de gaz à effet de serre\u00a0: 25\u00a0kg\u00a0CO₂/m²/an.\nBarème des honoraires de l’agence\u00a0: https://agence.fr/barème';

const SAMPLES = [
  OPTIMISED,
  'Maison de 120 m². Prix : 312 000 € FAI, soit 300 000 € hors honoraires. Jardin clos.\r\nClasse énergie D, 230 kWh/m²/an. Calme absolu.',
  'INFORMATIONS LÉGALES :\nDPE : D. GES : C.\n\nVisite virtuelle sur demande.',
  '- Loyer : 850 € par mois charges comprises.\n- Dépôt de garantie : 850 €.\n- Gestion locative possible.',
  'Prix à débattre, contactez-nous.',
  'Séjour de 30 m² plein sud.\nCave et balcon, charges 150 € / mois, "coup de cœur".',
  'Gestion locative possible sur demande, 2 parkings.',
  '2 000 € de travaux à prévoir.  Dernier étage !  Vue dégagée…   Rare.',
  '',
];

async function stripInSql(text: string) {
  const result = await t.db.execute(
    sql`select cleaned, removed from immopilote_strip_legal_mentions(${text})`,
  );
  const [row] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    cleaned: string;
    removed: string[];
  }[];
  return { text: row!.cleaned, removed: row!.removed };
}

describe('migration 0026: ad texts cleaned of frozen legal mentions, with a report', () => {
  it('the migration’s SQL rule and stripLegalMentions agree, text by text', async () => {
    for (const sample of SAMPLES) {
      expect(await stripInSql(sample), sample).toEqual(withoutLegalMentions(sample));
    }
    expect((await stripInSql(OPTIMISED)).text).toBe(
      'Appartement traversant de 68\u00a0m² au cœur de Lyon 2e.\nSéjour lumineux, deux chambres.',
    );
  });

  it('cleans every agency’s texts once, reports each change, and leaves the others alone', async () => {
    const stale = await createProperty(t.db, world.agencyA.id, { description: OPTIMISED });
    const inB = await createProperty(t.db, world.agencyB.id, { description: SAMPLES[1]! });
    const clean = await createProperty(t.db, world.agencyA.id, { description: SAMPLES[4]! });
    const empty = await createProperty(t.db, world.agencyA.id, { description: null });

    const result = await t.db.execute(sql`select immopilote_clean_listing_texts() as changed`);
    const [first] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      changed: number;
    }[];
    expect(first?.changed).toBe(2);

    const description = async (id: string) =>
      (await t.db.select().from(properties).where(eq(properties.id, id)))[0]!.description;
    expect(await description(stale.id)).toBe(
      'Appartement traversant de 68\u00a0m² au cœur de Lyon 2e.\nSéjour lumineux, deux chambres.',
    );
    expect(await description(inB.id)).toBe('Maison de 120 m². Jardin clos.\nCalme absolu.');
    expect(await description(clean.id)).toBe(SAMPLES[4]);
    expect(await description(empty.id)).toBeNull();

    const report = await t.db.select().from(listingTextCleanups);
    expect(report.map((r) => [r.propertyId, r.agencyId]).sort()).toEqual(
      [
        [stale.id, world.agencyA.id],
        [inB.id, world.agencyB.id],
      ].sort(),
    );
    const ofStale = report.find((r) => r.propertyId === stale.id)!;
    expect(ofStale.descriptionBefore).toBe(OPTIMISED);
    expect(ofStale.removed[0]).toBe('Informations légales\u00a0:');
    expect(ofStale.removed.some((r) => r.includes('312\u202f000'))).toBe(true);

    // Once: a second pass finds nothing left to take out.
    const again = await t.db.execute(sql`select immopilote_clean_listing_texts() as changed`);
    expect((Array.isArray(again) ? again : (again as { rows: { changed: number }[] }).rows)[0]).toEqual({
      changed: 0,
    });
  });
});
