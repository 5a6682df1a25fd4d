import {
  type AgencySite,
  type agencySiteInputSchema,
  agencySiteMessages,
  agencySitePaths,
  agencySlugField,
  DEFAULT_OPENING_HOURS,
  type FeeScaleTable,
  type feeScaleTableInputSchema,
} from '@immopilote/contracts';
import type { z } from 'zod';
import type { MemberScope } from '../../auth/context';
import { isUniqueViolation } from '../../db/errors';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import {
  type AgencySiteRow,
  countPublishedListings,
  findAgencySite,
  saveAgencySite,
  saveFeeScaleTable,
  slugTakenElsewhere,
} from './agency-site.repo';
import { findAgency } from './agency.repo';

type SiteDeps = Pick<AppDeps, 'db' | 'config'>;

/** The public site's settings (issue 29): every active member reads them, the head writes them. */
export async function getAgencySite(deps: SiteDeps, scope: MemberScope): Promise<AgencySite> {
  const [row, publishedCount] = await Promise.all([
    findAgencySite(deps.db, scope.agencyId),
    countPublishedListings(deps.db, scope.agencyId),
  ]);
  return toAgencySite(deps, row, publishedCount);
}

function toAgencySite(deps: SiteDeps, row: AgencySiteRow | null, publishedCount: number): AgencySite {
  const slug = row?.slug ?? null;
  return {
    slug,
    publicUrl: slug ? deps.config.publicUrl + agencySitePaths.agency(slug) : null,
    publishedCount,
    cardNumber: row?.cardNumber ?? null,
    cardIssuer: row?.cardIssuer ?? null,
    guaranteeName: row?.guaranteeName ?? null,
    guaranteeAmount: row?.guaranteeAmount ?? null,
    insurerName: row?.insurerName ?? null,
    insurerPolicy: row?.insurerPolicy ?? null,
    legalForm: row?.legalForm ?? null,
    siren: row?.siren ?? null,
    rcsCity: row?.rcsCity ?? null,
    shareCapital: row?.shareCapital ?? null,
    contactEmail: row?.contactEmail ?? null,
    contactPhone: row?.contactPhone ?? null,
    intro: row?.intro ?? null,
    showFullAddress: row?.showFullAddress ?? false,
    openingHours: row?.openingHours ?? DEFAULT_OPENING_HOURS,
  };
}

const slugTaken = () =>
  new AppError('CONFLICT', agencySiteMessages.slugTaken, { slug: agencySiteMessages.slugTaken });

export async function updateAgencySite(
  deps: SiteDeps,
  scope: MemberScope,
  input: z.output<typeof agencySiteInputSchema>,
): Promise<AgencySite> {
  // Ranges kept in the order of the day, whatever order they were typed in.
  const openingHours = input.openingHours.map((ranges) =>
    [...ranges].sort((a, b) => a.from.localeCompare(b.from)),
  );
  try {
    const row = await saveAgencySite(deps.db, scope.agencyId, { ...input, openingHours });
    return toAgencySite(deps, row, await countPublishedListings(deps.db, scope.agencyId));
  } catch (err) {
    // Another agency took the address first (read before, or at the same moment): the index decides.
    if (isUniqueViolation(err, 'agency_sites_slug_key')) throw slugTaken();
    throw err;
  }
}

/**
 * The live check of the slug field. The route reads across agencies (`signIn`: what an address
 * names), so this answers available or not, never which agency holds it.
 */
export async function slugAvailability(
  deps: SiteDeps,
  scope: MemberScope,
  { slug }: { slug: string },
): Promise<{ available: boolean; message: string | null }> {
  const parsed = agencySlugField.safeParse(slug);
  if (!parsed.success) {
    return { available: false, message: parsed.error.issues[0]?.message ?? agencySiteMessages.slugInvalid };
  }
  if (await slugTakenElsewhere(deps.db, scope.agencyId, parsed.data)) {
    return { available: false, message: agencySiteMessages.slugTaken };
  }
  return { available: true, message: null };
}

function toFeeScaleTable(deps: SiteDeps, row: AgencySiteRow | null): FeeScaleTable {
  const slug = row?.slug ?? null;
  return {
    rows: row?.feeScaleRows ?? [],
    notes: row?.feeScaleNotes ?? null,
    updatedAt: row?.feeScaleUpdatedAt?.toISOString() ?? null,
    publicUrl: slug ? deps.config.publicUrl + agencySitePaths.feeScale(slug) : null,
    pdfUrl: slug ? deps.config.publicUrl + agencySitePaths.feeScalePdf(slug) : null,
  };
}

export async function getFeeScaleTable(deps: SiteDeps, scope: MemberScope): Promise<FeeScaleTable> {
  return toFeeScaleTable(deps, await findAgencySite(deps.db, scope.agencyId));
}

/** The head's PUT replaces the whole table (rows in the order given) and its notes. */
export async function updateFeeScaleTable(
  deps: SiteDeps,
  scope: MemberScope,
  input: z.output<typeof feeScaleTableInputSchema>,
): Promise<FeeScaleTable> {
  return toFeeScaleTable(deps, await saveFeeScaleTable(deps.db, scope.agencyId, input));
}

/**
 * The public page of the structured fee scale, when there is one to show: the agency has an
 * address and at least one row. Null otherwise.
 */
export async function siteFeeScaleUrl(deps: SiteDeps, agencyId: string): Promise<string | null> {
  const row = await findAgencySite(deps.db, agencyId);
  if (!row?.slug || !row.feeScaleRows?.length) return null;
  return deps.config.publicUrl + agencySitePaths.feeScale(row.slug);
}

/** The agency's public address part, or null before the head chooses one. */
export async function agencySiteSlug(deps: Pick<AppDeps, 'db'>, scope: MemberScope): Promise<string | null> {
  return (await findAgencySite(deps.db, scope.agencyId))?.slug ?? null;
}

/**
 * The agency's identity as its legal documents print it (fee invoices, issue 32): name and postal
 * address from the agency, the legal facts from « Mon agence › Site et demandes ». Read through the
 * caller's connection, so a transaction in progress reads it too.
 */
export async function agencyLegalIdentity(deps: Pick<AppDeps, 'db'>, scope: { agencyId: string }) {
  const [agency, site] = await Promise.all([
    findAgency(deps.db, scope.agencyId),
    findAgencySite(deps.db, scope.agencyId),
  ]);
  const address = agency
    ? [agency.address, `${agency.zip} ${agency.city}`.trim()].filter(Boolean).join(', ')
    : '';
  return {
    name: agency?.name ?? '',
    address,
    legalForm: site?.legalForm ?? null,
    siren: site?.siren ?? null,
    rcsCity: site?.rcsCity ?? null,
    shareCapital: site?.shareCapital ?? null,
    cardNumber: site?.cardNumber ?? null,
    cardIssuer: site?.cardIssuer ?? null,
  };
}
export type AgencyLegalIdentity = Awaited<ReturnType<typeof agencyLegalIdentity>>;
