import {
  agencySitePaths,
  CONTACT_FORM_MIN_SECONDS,
  leadsMessages,
  listingMentions,
  PROPERTY_FACT_NAMES,
  type PropertyFacts,
  parisToday,
  publicationGaps,
  publicSiteMessages,
  type SiteContactForm,
  siteContactFormSchema,
  siteHiddenReasons,
} from '@immopilote/contracts';
import { scopeActingFor } from '../../auth/context';
import { type FormBudget, spendFormPost } from '../../auth/attempts';
import { secretBoxOf } from '../../auth/secret-box';
import { acrossAgencies, withAgency } from '../../db/agency-scope';
import type { AppDeps } from '../../deps';
import {
  openGraphJpeg,
  SITE_IMAGE_WIDTHS,
  type SiteImageFormat,
  type SiteImageWidth,
  siteImage,
} from '../../files/images';
import { objectKey } from '../../storage/storage';
import { agencyFeeScale } from '../agency/agency.service';
import { receiveLead } from '../leads/leads.service';
import { transactionMandatesInForce } from '../mandates/mandates.service';
import { agencyNoticePath } from '../privacy/privacy.service';
import { PHOTO_BUCKET, photosOfProperties } from '../properties/properties.service';
import * as repo from './public-site.repo';

export const SITE_IMAGE_BUCKET = 'site-images' as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const REFERENCE = /^\d{1,9}$/;

/** The agency behind a public address, with what every page of its site shows. */
export interface PublicAgency {
  agencyId: string;
  slug: string;
  name: string;
  address: string;
  zip: string;
  city: string;
  site: repo.SiteRows['site'];
  /**
   * The fee scale a listing's ad names, as the portal export and the property page have it
   * (`agencyFeeScale`: the address the head gave, else the site's own page); null is a gap.
   */
  feeScaleUrl: string | null;
}

export type SiteListing = repo.ListingRow & { siteReference: number };

export interface ListingCard {
  listing: SiteListing;
  cover: repo.PhotoRow | null;
  exclusive: boolean;
}

/** The public site reads as nobody: services called here only use the agency of the scope. */
const visitorScope = (agencyId: string) => scopeActingFor({ agencyId, userId: '' });

const factsOf = (row: repo.ListingRow): PropertyFacts =>
  Object.fromEntries(PROPERTY_FACT_NAMES.map((name) => [name, row[name]])) as PropertyFacts;

/**
 * Runs `work` for the agency a public address names, bound to that agency alone; null for a slug
 * no agency has. Finding the agency is the `publicSite` read across agencies.
 */
async function inPublicAgency<T>(
  deps: AppDeps,
  slug: string,
  work: (agency: PublicAgency) => Promise<T>,
): Promise<T | null> {
  if (slug.length < 3 || slug.length > 60 || !SLUG.test(slug)) return null;
  const agencyId = await acrossAgencies('publicSite', () => repo.findAgencyIdBySlug(deps.db, slug));
  if (!agencyId) return null;
  return withAgency({ agencyId }, async () => {
    const rows = await repo.findSiteOf(deps.db, agencyId);
    if (!rows) return null;
    const { feeScaleUrl } = await agencyFeeScale(deps, visitorScope(agencyId));
    return work({ agencyId, slug, ...rows.agency, site: rows.site, feeScaleUrl });
  });
}

/**
 * What keeps a listing off the site: not marked « Publié sur le site », or any reason the property
 * page gives (`siteHiddenReasons`: out of the statuses the site shows, or gaps of the one
 * publication rule, `publicationGaps`, fed like the portal export: a transaction mandate, the
 * agency's fee scale).
 */
function isVisible(
  row: repo.ListingRow,
  agency: PublicAgency,
  mandates: Map<string, { exclusive: boolean }>,
  today: string,
): row is SiteListing {
  if (!row.publishedOnSite || row.siteReference === null) return false;
  const gaps = publicationGaps(
    {
      ...factsOf(row),
      type: row.type,
      zip: row.zip,
      agencyFeeScaleUrl: agency.feeScaleUrl,
      description: row.description,
      hasMandate: mandates.has(row.id),
    },
    today,
  );
  return siteHiddenReasons({ slug: agency.slug, status: row.status, gapCount: gaps.length }).length === 0;
}

async function visibleListings(deps: AppDeps, agency: PublicAgency): Promise<ListingCard[]> {
  const [rows, mandates] = await Promise.all([
    repo.listPublishedListings(deps.db, agency.agencyId),
    transactionMandatesInForce(deps, visitorScope(agency.agencyId)),
  ]);
  const today = parisToday();
  const visible = rows.filter((row) => isVisible(row, agency, mandates, today));
  const photos = await photosOfProperties(
    deps,
    agency.agencyId,
    visible.map((row) => row.id),
  );
  return visible.map((listing) => ({
    listing,
    cover: photos.find((p) => p.propertyId === listing.id) ?? null,
    exclusive: mandates.get(listing.id)?.exclusive ?? false,
  }));
}

// ---- the contact form's signed time ----------------------------------------------------------

const tokenContext = (agencyId: string) => `site-contact:${agencyId}`;

/**
 * The time the form was served, sealed with the server's key (AES-GCM, authenticated): a robot
 * cannot forge an older time to pass the minimum fill time, nor reuse another agency's.
 */
export function formToken(deps: Pick<AppDeps, 'config'>, agencyId: string, now = Date.now()): string {
  return secretBoxOf(deps.config).seal(String(now), tokenContext(agencyId));
}

/** Seconds since the form was served; null when the token is not one of ours for this agency. */
function secondsSinceServed(deps: Pick<AppDeps, 'config'>, agencyId: string, token: unknown): number | null {
  if (typeof token !== 'string' || token.length > 500) return null;
  try {
    const servedAt = Number(secretBoxOf(deps.config).open(token, tokenContext(agencyId)));
    return Number.isFinite(servedAt) ? (Date.now() - servedAt) / 1000 : null;
  } catch {
    return null;
  }
}

/** A page left open this long is served again rather than trusted. */
const FORM_MAX_AGE_SECONDS = 2 * 24 * 3600;

/** Per client address: 5 posts in 10 minutes and 20 a day, counted in the database. */
export const CONTACT_FORM_BUDGETS: readonly FormBudget[] = [
  { name: '10min', max: 5, windowMs: 10 * 60 * 1000 },
  { name: 'day', max: 20, windowMs: 24 * 3600 * 1000 },
];

// ---- pages ------------------------------------------------------------------------------------

export interface FormState {
  token: string;
  noticePath: string;
  values: Record<string, string>;
  error: string | null;
  fieldErrors: Record<string, string>;
  sent: boolean;
}

async function freshForm(deps: AppDeps, agency: PublicAgency, sent = false): Promise<FormState> {
  return {
    token: formToken(deps, agency.agencyId),
    noticePath: await agencyNoticePath(deps, agency.agencyId),
    values: {},
    error: null,
    fieldErrors: {},
    sent,
  };
}

export interface AgencyPage {
  agency: PublicAgency;
  listings: ListingCard[];
  form: FormState;
}

export function agencyPage(deps: AppDeps, slug: string, { sent = false } = {}): Promise<AgencyPage | null> {
  return inPublicAgency(deps, slug, async (agency) => ({
    agency,
    listings: await visibleListings(deps, agency),
    form: await freshForm(deps, agency, sent),
  }));
}

export type ListingPage =
  | {
      kind: 'listing';
      agency: PublicAgency;
      listing: SiteListing;
      photos: repo.PhotoRow[];
      exclusive: boolean;
      mentions: string[];
      form: FormState;
    }
  | { kind: 'gone'; agency: PublicAgency }
  | { kind: 'missing'; agency: PublicAgency };

/**
 * A listing's page: shown while visible; a reference the agency gave to a listing that is no
 * longer shown (sold, let, withdrawn, unpublished, incomplete) is `gone` (410); any other, `missing`.
 */
export function listingPage(
  deps: AppDeps,
  slug: string,
  reference: string,
  { sent = false } = {},
): Promise<ListingPage | null> {
  return inPublicAgency(deps, slug, async (agency): Promise<ListingPage> => {
    if (!REFERENCE.test(reference)) return { kind: 'missing', agency };
    const row = await repo.findListingByReference(deps.db, agency.agencyId, Number(reference));
    if (!row) return { kind: 'missing', agency };
    const mandates = await transactionMandatesInForce(deps, visitorScope(agency.agencyId));
    if (!isVisible(row, agency, mandates, parisToday())) return { kind: 'gone', agency };
    const photos = await photosOfProperties(deps, agency.agencyId, [row.id]);
    return {
      kind: 'listing',
      agency,
      listing: row,
      photos,
      exclusive: mandates.get(row.id)?.exclusive ?? false,
      mentions: listingMentions({
        ...factsOf(row),
        type: row.type,
        zip: row.zip,
        price: row.price,
        agencyFeeScaleUrl: agency.feeScaleUrl,
      }),
      form: await freshForm(deps, agency, sent),
    };
  });
}

/** The agency a public address names, for the pages that show only the agency (fee scale, 404). */
export function publicAgency(deps: AppDeps, slug: string): Promise<PublicAgency | null> {
  return inPublicAgency(deps, slug, async (agency) => agency);
}

// ---- images -----------------------------------------------------------------------------------

export type SiteImageName = { kind: 'size'; width: SiteImageWidth; format: SiteImageFormat } | { kind: 'og' };

/** `800.avif`, `480.webp`, `og.jpg`: the names the pages use; anything else is unknown. */
export function parseImageName(name: string): SiteImageName | null {
  if (name === 'og.jpg') return { kind: 'og' };
  const match = /^(\d{3,4})\.(avif|webp)$/.exec(name);
  const width = match ? (Number(match[1]) as SiteImageWidth) : null;
  if (!match || !width || !SITE_IMAGE_WIDTHS.includes(width)) return null;
  return { kind: 'size', width, format: match[2] as SiteImageFormat };
}

const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const;

/**
 * One size of a photo of a visible listing, made from the stored photo on its first request and
 * kept in storage under the agency's prefix; null for any other photo (another agency's, a
 * withdrawn listing's, an unknown one).
 */
export function siteImageOf(
  deps: AppDeps,
  { slug, photoId, name }: { slug: string; photoId: string; name: SiteImageName },
): Promise<{ body: Buffer | NodeJS.ReadableStream; contentType: string } | null> {
  return inPublicAgency(deps, slug, async (agency) => {
    if (!/^[0-9a-f-]{36}$/.test(photoId)) return null;
    const photo = await repo.findPhotoOf(deps.db, agency.agencyId, photoId);
    if (!photo) return null;
    const [listing] = (await repo.listPublishedListings(deps.db, agency.agencyId)).filter(
      (row) => row.id === photo.propertyId,
    );
    if (!listing) return null;
    const mandates = await transactionMandatesInForce(deps, visitorScope(agency.agencyId));
    if (!isVisible(listing, agency, mandates, parisToday())) return null;
    const file = name.kind === 'og' ? 'og.jpg' : `${name.width}.${name.format}`;
    const contentType = CONTENT_TYPES[name.kind === 'og' ? 'jpg' : name.format];
    const key = objectKey(agency.agencyId, photo.id, file);
    const stored = await deps.storage.get(SITE_IMAGE_BUCKET, key);
    if (stored) return { body: stored.body, contentType };
    const original = await deps.storage.get(PHOTO_BUCKET, photo.largeKey);
    if (!original) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of original.body) chunks.push(chunk as Buffer);
    const source = Buffer.concat(chunks);
    const body =
      name.kind === 'og' ? await openGraphJpeg(source) : await siteImage(source, name.width, name.format);
    await deps.storage.put(SITE_IMAGE_BUCKET, key, body, contentType);
    return { body, contentType };
  });
}

// ---- sitemap ----------------------------------------------------------------------------------

export interface SitemapEntry {
  path: string;
  lastModified: Date | null;
}

/**
 * Every agency's public pages and visible listings: the agencies are found across agencies (the
 * `publicSite` read), then each one's listings are read bound to it alone.
 */
export async function agencySitemapEntries(deps: AppDeps): Promise<SitemapEntry[]> {
  const sites = await acrossAgencies('publicSite', () => repo.listSiteSlugs(deps.db));
  const entries: SitemapEntry[] = [];
  for (const { slug } of sites) {
    const page = await inPublicAgency(deps, slug, async (agency) => ({
      agency,
      listings: await visibleListings(deps, agency),
    }));
    if (!page) continue;
    entries.push(
      { path: agencySitePaths.agency(slug), lastModified: page.agency.site.updatedAt },
      { path: agencySitePaths.feeScale(slug), lastModified: page.agency.site.feeScaleUpdatedAt },
      ...page.listings.map(({ listing }) => ({
        path: agencySitePaths.listing(slug, listing.siteReference),
        lastModified: listing.updatedAt,
      })),
    );
  }
  return entries;
}

// ---- the contact form -------------------------------------------------------------------------

export type ContactOutcome =
  | { kind: 'sent' }
  | { kind: 'rateLimited'; retryAfterSeconds: number }
  | { kind: 'notFound' }
  | { kind: 'refused'; page: AgencyPage | Extract<ListingPage, { kind: 'listing' }> };

const FORM_FIELDS = ['name', 'email', 'phone', 'message', 'wantsVisit', 'consent'] as const;

/** What the visitor typed, kept to fill the form again (text only, bounded). */
function keptValues(body: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    FORM_FIELDS.flatMap((field) => {
      const value = body[field];
      return typeof value === 'string' ? [[field, value.slice(0, 5000)]] : [];
    }),
  );
}

function fieldErrorsOf(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * A visitor's post of a contact form (agency page, or listing page when `reference` is given).
 * Refused, it creates nothing and the form comes back with a French message and what was typed:
 * too many posts from the address (counted first, so a flood pays its way), the honeypot filled,
 * a time that is not ours, a post faster than a person types, invalid fields. Accepted, it becomes
 * a lead through the one door (`receiveLead`), with the consent text the visitor ticked.
 */
export async function submitContactForm(
  deps: AppDeps,
  { slug, reference, body, ip }: { slug: string; reference: string | null; body: unknown; ip: string },
): Promise<ContactOutcome> {
  const spent = await spendFormPost(deps, 'site-contact', ip, CONTACT_FORM_BUDGETS);
  if (spent.refused) return { kind: 'rateLimited', retryAfterSeconds: spent.retryAfterSeconds };
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const outcome = await inPublicAgency(deps, slug, async (agency): Promise<ContactOutcome> => {
    let page: AgencyPage | Extract<ListingPage, { kind: 'listing' }>;
    if (reference === null) {
      page = { agency, listings: await visibleListings(deps, agency), form: await freshForm(deps, agency) };
    } else {
      const listing = await listingPage(deps, slug, reference);
      if (listing?.kind !== 'listing') return { kind: 'notFound' };
      page = listing;
    }
    const refuse = (error: string | null, fieldErrors: Record<string, string> = {}): ContactOutcome => ({
      kind: 'refused',
      page: { ...page, form: { ...page.form, values: keptValues(fields), error, fieldErrors } },
    });
    const honeypot = fields.website;
    if (typeof honeypot === 'string' && honeypot.trim() !== '') return refuse(leadsMessages.formRefused);
    const seconds = secondsSinceServed(deps, agency.agencyId, fields.t);
    if (seconds === null || seconds > FORM_MAX_AGE_SECONDS) return refuse(leadsMessages.formRefused);
    if (seconds < CONTACT_FORM_MIN_SECONDS) return refuse(leadsMessages.formTooFast);
    const parsed = siteContactFormSchema.safeParse(fields);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error.issues);
      return refuse(Object.values(fieldErrors)[0] ?? leadsMessages.formRefused, fieldErrors);
    }
    await receiveContact(deps, agency, page, parsed.data);
    return { kind: 'sent' };
  });
  return outcome ?? { kind: 'notFound' };
}

async function receiveContact(
  deps: AppDeps,
  agency: PublicAgency,
  page: AgencyPage | Extract<ListingPage, { kind: 'listing' }>,
  form: SiteContactForm,
) {
  const listing = 'listing' in page ? page.listing : null;
  const noticeUrl = `${deps.config.publicUrl}${page.form.noticePath}`;
  await receiveLead(deps, {
    agencyId: agency.agencyId,
    lead: {
      source: 'site',
      channel: 'formulaire',
      propertyId: listing?.id ?? null,
      listingReference: listing ? String(listing.siteReference) : null,
      name: form.name,
      email: form.email,
      phone: form.phone,
      message: form.message,
      wantsVisit: listing !== null && form.wantsVisit,
      consentGiven: true,
      // The exact sentence the visitor ticked, with the notice it linked.
      consentText: `${publicSiteMessages.form.consent(agency.name)} (${noticeUrl})`,
    },
  });
}
