import { SITE_LISTED_STATUSES, SUBSCRIPTION_STATUSES, subscriptionAccess } from '@immopilote/contracts';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tenantWhere } from '../../db/tenant';
import { agencies, agencySites } from '../agency/agency.schema';
import { properties, propertyPhotos } from '../properties/properties.schema';

/**
 * The agency a public address names (`/agences/{slug}`): the slug is unique across agencies, so
 * this is a read across agencies (the `publicSite` binding, db/agency-scope.ts) and it returns the
 * agency's id only; everything else is read bound to that agency.
 */
/**
 * A site is online while its agency's subscription gives full access (active, or past due within
 * its grace): an agency read-only or gone shows no listings to the public, whose leads nobody would
 * answer.
 */
const ONLINE_STATUSES = SUBSCRIPTION_STATUSES.filter((status) => subscriptionAccess(status) === 'full');

export async function findAgencyIdBySlug(db: DbOrTx, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ agencyId: agencySites.agencyId })
    .from(agencySites)
    .innerJoin(agencies, eq(agencies.id, agencySites.agencyId))
    .where(and(eq(agencySites.slug, slug), inArray(agencies.subscriptionStatus, ONLINE_STATUSES)))
    .limit(1);
  return row?.agencyId ?? null;
}

/** Every agency with a public address (the sitemap), read across agencies like the slug above. */
export async function listSiteSlugs(db: DbOrTx): Promise<{ agencyId: string; slug: string }[]> {
  const rows = await db
    .select({ agencyId: agencySites.agencyId, slug: agencySites.slug })
    .from(agencySites)
    .innerJoin(agencies, eq(agencies.id, agencySites.agencyId))
    .where(and(isNotNull(agencySites.slug), inArray(agencies.subscriptionStatus, ONLINE_STATUSES)))
    .orderBy(asc(agencySites.slug));
  return rows.flatMap((r) => (r.slug ? [{ agencyId: r.agencyId, slug: r.slug }] : []));
}

/** The agency's public settings and identity, bound to it. */
export async function findSiteOf(db: DbOrTx, agencyId: string) {
  const [site] = await db.select().from(agencySites).where(tenantWhere(agencySites, agencyId));
  if (!site) return null;
  const [agency] = await db
    .select({
      name: agencies.name,
      address: agencies.address,
      zip: agencies.zip,
      city: agencies.city,
      feeScaleUrl: agencies.feeScaleUrl,
    })
    .from(agencies)
    .where(eq(agencies.id, site.agencyId));
  return agency ? { site, agency } : null;
}
export type SiteRows = NonNullable<Awaited<ReturnType<typeof findSiteOf>>>;

export type ListingRow = typeof properties.$inferSelect;

/** The agency's listings marked « Publié sur le site » in a status the site shows, newest first. */
export async function listPublishedListings(db: DbOrTx, agencyId: string): Promise<ListingRow[]> {
  return db
    .select()
    .from(properties)
    .where(
      tenantWhere(
        properties,
        agencyId,
        eq(properties.publishedOnSite, true),
        isNotNull(properties.siteReference),
        inArray(properties.status, [...SITE_LISTED_STATUSES]),
      ),
    )
    .orderBy(sql`${properties.createdAt} desc`, asc(properties.id));
}

/** The listing a public reference names, whatever its status (a known one that left answers 410). */
export async function findListingByReference(
  db: DbOrTx,
  agencyId: string,
  reference: number,
): Promise<ListingRow | null> {
  const [row] = await db
    .select()
    .from(properties)
    .where(tenantWhere(properties, agencyId, eq(properties.siteReference, reference)));
  return row ?? null;
}

export type PhotoRow = typeof propertyPhotos.$inferSelect;

export async function findPhotoOf(db: DbOrTx, agencyId: string, photoId: string): Promise<PhotoRow | null> {
  const [row] = await db
    .select()
    .from(propertyPhotos)
    .where(tenantWhere(propertyPhotos, agencyId, eq(propertyPhotos.id, photoId)));
  return row ?? null;
}
