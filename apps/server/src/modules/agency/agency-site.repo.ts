import { type FeeScaleRow, type OpeningHours, SITE_LISTED_STATUSES } from '@immopilote/contracts';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agencySites, properties } from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';

export type AgencySiteRow = typeof agencySites.$inferSelect;

/** The agency's site settings; null until the head saves them once. */
export async function findAgencySite(db: DbOrTx, agencyId: string): Promise<AgencySiteRow | null> {
  const [row] = await db.select().from(agencySites).where(tenantWhere(agencySites, agencyId)).limit(1);
  return row ?? null;
}

export interface AgencySiteFields {
  slug: string;
  cardNumber: string | null;
  cardIssuer: string | null;
  guaranteeName: string | null;
  guaranteeAmount: number | null;
  insurerName: string | null;
  insurerPolicy: string | null;
  legalForm: string | null;
  siren: string | null;
  rcsCity: string | null;
  shareCapital: number | null;
  contactEmail: string | null;
  contactPhone: string | null;
  intro: string | null;
  showFullAddress: boolean;
  openingHours: OpeningHours;
}

/**
 * One row per agency, written whole. The slug's unique index (`agency_sites_slug_key`) answers two
 * agencies racing for one address: the second insert or update fails, whatever both read before.
 */
export async function saveAgencySite(
  db: DbOrTx,
  agencyId: string,
  fields: AgencySiteFields,
): Promise<AgencySiteRow> {
  const values = { ...fields, updatedAt: new Date() };
  const [row] = await db
    .insert(agencySites)
    .values(tenantRow(agencyId, values))
    .onConflictDoUpdate({ target: agencySites.agencyId, set: values })
    .returning();
  return row!;
}

/** Replaces the fee scale's rows and notes; the settings row is made if the head never saved it. */
export async function saveFeeScaleTable(
  db: DbOrTx,
  agencyId: string,
  table: { rows: FeeScaleRow[]; notes: string | null },
): Promise<AgencySiteRow> {
  const now = new Date();
  const values = {
    feeScaleRows: table.rows,
    feeScaleNotes: table.notes,
    feeScaleUpdatedAt: now,
    updatedAt: now,
  };
  const [row] = await db
    .insert(agencySites)
    .values(tenantRow(agencyId, values))
    .onConflictDoUpdate({ target: agencySites.agencyId, set: values })
    .returning();
  return row!;
}

/**
 * Whether another agency holds this address. Runs in the `signIn` binding (the route's option): it
 * sees every agency's row and answers yes or no, never whose.
 */
export async function slugTakenElsewhere(db: DbOrTx, agencyId: string, slug: string): Promise<boolean> {
  const rows = await db
    .select({ slug: agencySites.slug })
    .from(agencySites)
    .where(and(eq(agencySites.slug, slug), ne(agencySites.agencyId, agencyId)))
    .limit(1);
  return rows.length > 0;
}

/** Listings marked « Publié sur le site » among those in force (SITE_LISTED_STATUSES). */
export async function countPublishedListings(db: DbOrTx, agencyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(properties)
    .where(
      tenantWhere(
        properties,
        agencyId,
        eq(properties.publishedOnSite, true),
        inArray(properties.status, [...SITE_LISTED_STATUSES]),
      ),
    );
  return row?.n ?? 0;
}
