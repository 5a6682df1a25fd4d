import { eq } from 'drizzle-orm';
import { createAgencyWithBoss } from '../../apps/server/test/factories';
import { createAgencySite, publishedListing } from '../../apps/server/test/helpers/site-fixtures';
import { loadConfig } from '../../apps/server/src/config';
import { migrateDatabase, openDatabase } from '../../apps/server/src/db/client';
import { agencies } from '../../apps/server/src/db/schema';
import { createStorage } from '../../apps/server/src/storage/create-storage';

export interface SeededSite {
  slug: string;
  /** The listing with `photos` photos; a second, plain listing beside it. */
  reference: number;
  otherReference: number;
}

/**
 * An agency with its public site, the way « Mon agence » leaves it (slug, legal identity, fee
 * scale), and a complete published listing with `photos` photos, written into a PGlite data
 * directory before a server opens it.
 */
export async function seedAgencySite(dataDir: string, { photos = 12 } = {}): Promise<SeededSite> {
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn' });
  const database = await openDatabase({ kind: 'pglite', dataDir, worker: false });
  try {
    await migrateDatabase(database);
    const db = database.ownerDb;
    const storage = await createStorage(config.storage);
    const { agency } = await createAgencyWithBoss(db, { subscription: 'pro' });
    await db
      .update(agencies)
      .set({ name: 'Lambert Immobilier', address: '14 place Bellecour', zip: '69002', city: 'Lyon' })
      .where(eq(agencies.id, agency.id));
    const site = await createAgencySite(db, agency.id, {
      slug: 'lambert-immobilier',
      legalForm: 'SARL au capital de 10 000 €',
      siren: '812 345 678',
      intro:
        'Agence familiale au cœur de la Presqu’île depuis 1998.\nVente, location et gestion : une équipe de cinq conseillers à votre écoute.',
    });
    const t = { db, deps: { storage } };
    const main = await publishedListing(
      t,
      agency.id,
      {
        name: 'Appartement T3 lumineux avec balcon',
        city: 'Lyon',
        zip: '69002',
        description:
          'Au troisième étage avec ascenseur d’un immeuble de 1930, appartement traversant de 68,5 m² : séjour de 28 m² ouvert sur un balcon, cuisine équipée, deux chambres, salle d’eau.\n\nParquet, moulures, double vitrage. Cave. Proche métro Bellecour, commerces et écoles.',
      },
      { photos },
    );
    const other = await publishedListing(
      t,
      agency.id,
      {
        name: 'Maison de ville avec jardin',
        city: 'Villeurbanne',
        zip: '69100',
        price: 489000,
        priceExclFees: 468000,
      },
      { photos: 2, mandate: 'simple' },
    );
    return { slug: site.slug!, reference: main.reference, otherReference: other.reference };
  } finally {
    await database.close();
  }
}

/** Requests every picture of the page in each format, as browsers of both kinds would. */
export async function warmListingPage(url: string): Promise<void> {
  const html = await (await fetch(url)).text();
  const sources = new Set(
    [...html.matchAll(/(?:srcset|imagesrcset)="([^"]+)"/g)].flatMap((m) =>
      m[1]!.split(', ').map((part) => part.split(' ')[0]!),
    ),
  );
  for (const src of html.matchAll(/ src="([^"]+)"/g)) sources.add(src[1]!);
  const origin = new URL(url).origin;
  for (const source of sources) await fetch(`${origin}${source}`);
}
