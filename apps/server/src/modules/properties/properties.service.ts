import { randomUUID } from 'node:crypto';
import {
  ACTIVE_PROPERTY_STATUSES,
  commonMessages,
  DEFAULT_PROPERTY_STATUS,
  isCalendarDate,
  PHOTO_MAX_BYTES,
  PHOTOS_PER_PROPERTY_MAX,
  PROPERTY_FACT_NAMES,
  type Property,
  type PropertyFacts,
  type PropertyPage,
  type PropertySort,
  type PropertyStatus,
  agencySitePaths,
  parisToday,
  publicationGaps,
  propertyFieldsSchema,
  siteHiddenReasons,
  propertyNature,
  type propertyListQuerySchema,
  propertyMessages,
  propertyUpdateSchema,
} from '@immopilote/contracts';
import { z } from 'zod';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import type { ListingEvent } from '../../listing-events';
import { AppError, notFound } from '../../errors';
import { processPhoto } from '../../files/images';
import type { FormInput, UploadedFile, UploadLimits } from '../../multipart';
import { propertyListCache } from './property-list-cache';
import { objectKey } from '../../storage/storage';
import {
  type FileToStore,
  removeStoredFiles,
  type StoredFileRef,
  storeFilesThenWrite,
} from '../../storage/stored-files';
import { parse } from '../../validation';
import { agencySiteSlug } from '../agency/agency-site.service';
import { agencyFeeScale } from '../agency/agency.service';
import { refuseNegotiationDuringRetraction } from '../negotiation/negotiation';
import { emitWebhookEvent, propertyObject } from '../webhooks/emit';
import {
  acceptPdfToSave,
  type DocumentsDeps,
  listOwnerDocuments,
  pdfToStore,
  propertyFileKeys,
  recordDocuments,
} from '../documents/documents.service';
import {
  agencyPhotoKeys,
  deletePhotos,
  deleteProperty,
  findPhoto,
  assignSiteReference,
  findProperty,
  hasActiveTransactionMandate,
  insertPhotos,
  insertProperty,
  listAgencyPhotos,
  type ListCursor,
  type ListPage,
  listPhotos,
  listPhotosOf,
  listProperties,
  listPropertiesByStatus,
  listPropertyOptions,
  lockProperty,
  type NewPhoto,
  type PhotoRow,
  type PropertyRow,
  toPropertyPhoto,
  updateListingText,
  updateMarketEvaluation,
  updateProperty,
  updatePublishedOnSite,
  updateStatus,
} from './properties.repo';

export const PHOTO_BUCKET = 'property-photos' as const;

export const photoUploadLimits: UploadLimits = {
  maxFileBytes: PHOTO_MAX_BYTES,
  maxFiles: PHOTOS_PER_PROPERTY_MAX,
  tooLargeMessage: propertyMessages.photoTooLarge(PHOTO_MAX_BYTES / 1024 / 1024),
  tooManyMessage: propertyMessages.tooManyPhotos(PHOTOS_PER_PROPERTY_MAX),
  acceptsJson: true,
};

/** The authorised address of a listing photo, for the modules that show listings (matching). */
export { photoUrl as propertyPhotoUrl } from './properties.repo';

const propertyNotFound = () => notFound(propertyMessages.notFound);

// ---- list ---------------------------------------------------------------------------------

// A cursor carries `created_at::text` as PostgreSQL wrote it; an edited one must not reach the
// database as an impossible time (2024-02-31, hour 25, offset +99), so each part is checked.
const CURSOR_TS = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?[+-](\d{2})(?::(\d{2}))?$/;

function isCursorTime(value: string): boolean {
  const parts = CURSOR_TS.exec(value);
  if (!parts) return false;
  const [, date = '', hour, minute, second, offsetHours, offsetMinutes = '0'] = parts;
  return (
    isCalendarDate(date) &&
    Number(hour) <= 23 &&
    Number(minute) <= 59 &&
    Number(second) <= 59 &&
    Number(offsetHours) <= 15 &&
    Number(offsetMinutes) <= 59
  );
}

const keysetCursorSchema = z.tuple([z.string().refine(isCursorTime), z.uuid()]);
const offsetCursorSchema = z.tuple([z.literal('offset'), z.number().int().min(1).max(1_000_000)]);

function encodeCursor(c: ListCursor | number): string {
  const value = typeof c === 'number' ? ['offset', c] : [c.createdAt, c.id];
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function invalidCursor(): never {
  throw new AppError('VALIDATION_FAILED', commonMessages.invalidData, { cursor: commonMessages.invalidData });
}

/** A cursor only makes sense for the order that wrote it; any other is refused as malformed. */
function pageOf(sort: PropertySort, raw: string | undefined): ListPage {
  let decoded: unknown = null;
  if (raw) {
    try {
      decoded = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    } catch {
      // Not JSON: refused below like any other malformed cursor.
    }
  }
  if (sort === 'recent') {
    if (!raw) return { sort };
    const cursor = keysetCursorSchema.safeParse(decoded);
    if (!cursor.success) invalidCursor();
    const [createdAt, id] = cursor.data;
    return { sort, after: { createdAt, id } };
  }
  if (!raw) return { sort, offset: 0 };
  const cursor = offsetCursorSchema.safeParse(decoded);
  if (!cursor.success) invalidCursor();
  return { sort, offset: cursor.data[1] };
}

export async function listAgencyProperties(
  deps: AppDeps,
  scope: MemberScope,
  query: z.output<typeof propertyListQuerySchema>,
  /** The agency's list epoch when the request already read it (with its session), else read here. */
  listEpoch?: number,
): Promise<PropertyPage> {
  // A typed search is rarely asked twice: it is computed each time. Every other list (the
  // dashboard, its filters and orders, the next pages) is served from the agency's cache while
  // none of its properties or photos has changed.
  const { cursor, limit, sort, ...filters } = query;
  const cache = filters.q
    ? null
    : await (await propertyListCache(deps.database)).open(scope.agencyId, listEpoch);
  const pageKey = `page ${JSON.stringify(query)}`;
  const totalKey = `total ${JSON.stringify(filters)}`;
  const cached = cache?.get<PropertyPage>(pageKey);
  if (cached) return cached;
  const page = pageOf(sort, cursor);
  // One row more than the page tells whether another page exists without a second query.
  const { items, total } = await listProperties(deps.db, scope.agencyId, {
    ...filters,
    page,
    limit: limit + 1,
    knownTotal: cache?.get<number>(totalKey),
  });
  const pageItems = items.slice(0, limit);
  const last = pageItems.at(-1);
  const more = items.length > limit && last;
  const answer: PropertyPage = {
    items: pageItems.map(({ cursorCreatedAt: _c, ...card }) => card),
    total,
    nextCursor: !more
      ? null
      : page.sort === 'recent'
        ? encodeCursor({ createdAt: last.cursorCreatedAt, id: last.id })
        : encodeCursor(page.offset + limit),
  };
  cache?.set(totalKey, total);
  cache?.set(pageKey, answer);
  return answer;
}

// ---- detail -------------------------------------------------------------------------------

const factsOf = (row: PropertyRow): PropertyFacts =>
  Object.fromEntries(PROPERTY_FACT_NAMES.map((name) => [name, row[name]])) as PropertyFacts;

async function toProperty(deps: AppDeps, scope: MemberScope, row: PropertyRow): Promise<Property> {
  const [photos, documents, feeScale, slug] = await Promise.all([
    listPhotos(deps.db, scope.agencyId, row.id),
    listOwnerDocuments(deps, scope, { kind: 'property', id: row.id }),
    agencyFeeScale(deps, scope),
    agencySiteSlug(deps, scope),
  ]);
  const facts = factsOf(row);
  const site = await sitePresence(deps, scope, row, { facts, slug, feeScaleUrl: feeScale.feeScaleUrl });
  return {
    id: row.id,
    name: row.name,
    price: Number(row.price),
    type: row.type,
    address: row.address,
    city: row.city,
    zip: row.zip,
    description: row.description,
    status: row.status,
    marketPrice: row.marketPrice === null ? null : Number(row.marketPrice),
    marketStatus: row.marketStatus,
    createdAt: row.createdAt.toISOString(),
    photos: photos.map(toPropertyPhoto),
    documents,
    ...facts,
    agencyFeeScaleUrl: feeScale.feeScaleUrl,
    publishedOnSite: row.publishedOnSite,
    siteReference: row.siteReference,
    ...site,
  };
}

/**
 * Where the listing stands on the agency's public site (issue 29): its address there while it
 * shows, else why a listing marked « Publié sur le site » does not (`siteHiddenReasons`: no
 * address yet, not in force, or the publication rule's gaps, mandate included).
 */
async function sitePresence(
  deps: AppDeps,
  scope: MemberScope,
  row: PropertyRow,
  { facts, slug, feeScaleUrl }: { facts: PropertyFacts; slug: string | null; feeScaleUrl: string | null },
): Promise<Pick<Property, 'sitePublicUrl' | 'siteHiddenBecause'>> {
  if (!row.publishedOnSite) return { sitePublicUrl: null, siteHiddenBecause: [] };
  const hasMandate = await hasActiveTransactionMandate(deps.db, scope.agencyId, row.id);
  const gaps = publicationGaps(
    {
      ...facts,
      type: row.type,
      zip: row.zip,
      agencyFeeScaleUrl: feeScaleUrl,
      description: row.description,
      hasMandate,
    },
    parisToday(),
  );
  const reasons = siteHiddenReasons({ slug, status: row.status, gapCount: gaps.length });
  if (reasons.length > 0 || !slug || row.siteReference === null) {
    return { sitePublicUrl: null, siteHiddenBecause: reasons };
  }
  return {
    sitePublicUrl: deps.config.publicUrl + agencySitePaths.listing(slug, row.siteReference),
    siteHiddenBecause: [],
  };
}

async function requirePropertyRow(deps: AppDeps, scope: MemberScope, id: string): Promise<PropertyRow> {
  const row = await findProperty(deps.db, scope.agencyId, id);
  if (!row) throw propertyNotFound();
  return row;
}

export async function getAgencyProperty(
  deps: AppDeps,
  scope: MemberScope,
  { id }: { id: string },
): Promise<Property> {
  return toProperty(deps, scope, await requirePropertyRow(deps, scope, id));
}

/** What other modules (history) need to know about a property of the agency; 404 otherwise. */
export async function propertySummary(deps: AppDeps, scope: MemberScope, { id }: { id: string }) {
  const row = await requirePropertyRow(deps, scope, id);
  return { id: row.id, name: row.name, type: row.type };
}

/** Saves a price evaluation on the property (« Évaluer le prix »); 404 when it is gone or not the agency's. */
export async function saveMarketEvaluation(
  deps: AppDeps,
  scope: MemberScope,
  { id, marketPrice, marketStatus }: { id: string; marketPrice: number; marketStatus: number },
): Promise<void> {
  if (!(await updateMarketEvaluation(deps.db, scope.agencyId, id, { marketPrice, marketStatus }))) {
    throw propertyNotFound();
  }
}

/** Locks the property for the caller's transaction (`deps.db`); 404 when it is gone or not the agency's. */
export async function lockAgencyProperty(
  deps: Pick<AppDeps, 'db'>,
  scope: MemberScope,
  { id }: { id: string },
) {
  if (!(await lockProperty(deps.db, scope.agencyId, id))) throw propertyNotFound();
}

/** The mandate form's picker: every property of the agency with its location. */
export function propertyOptions(deps: AppDeps, scope: MemberScope) {
  return listPropertyOptions(deps.db, scope.agencyId);
}

/**
 * A property as a mandate's register line describes it, locked for the caller's transaction
 * (`deps.db`) so it cannot vanish before the line naming it is written; 404 otherwise.
 */
export async function lockPropertyForMandate(
  deps: Pick<AppDeps, 'db'>,
  scope: MemberScope,
  { id }: { id: string },
) {
  await lockAgencyProperty(deps, scope, { id });
  const row = (await findProperty(deps.db, scope.agencyId, id))!;
  return {
    id: row.id,
    type: row.type,
    nature: propertyNature(row),
    address: row.address,
    zip: row.zip,
    city: row.city,
    price: Number(row.price),
  };
}

/**
 * A property as a sale or rental file needs it (issue 32), locked for the caller's transaction
 * (`deps.db`): two acceptances on one listing run one after the other; 404 otherwise.
 */
export async function lockPropertyForDeal(
  deps: Pick<AppDeps, 'db'>,
  scope: MemberScope,
  { id }: { id: string },
) {
  await lockAgencyProperty(deps, scope, { id });
  const row = (await findProperty(deps.db, scope.agencyId, id))!;
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    name: row.name,
    address: `${row.address}, ${row.zip} ${row.city}`,
    copro: row.copro,
    surfaceHabitable: row.surfaceHabitable,
    price: Number(row.price),
    userId: row.userId,
  };
}

/** A status written by a file, to be told to the listing's listeners once its transaction committed. */
export interface PropertyStatusChange {
  before: PropertyRow;
  after: PropertyRow;
}

/**
 * The listing's status as a sale or rental file moves it (« En négociation », « Vendu », « Loué »,
 * back to « Disponible » or « Retiré »), written in the file's transaction (`deps.db`); the caller
 * hands the change to `tellPropertyStatusChange` after the commit, as `changePropertyStatus` does.
 */
export async function changePropertyStatusInTransaction(
  deps: Pick<AppDeps, 'db'>,
  scope: MemberScope,
  { id, status }: { id: string; status: PropertyStatus },
): Promise<PropertyStatusChange> {
  const before = await findProperty(deps.db, scope.agencyId, id);
  const after = await updateStatus(deps.db, scope.agencyId, id, status);
  if (!before || !after) throw propertyNotFound();
  await emitWebhookEvent(deps.db, scope.agencyId, 'property.status_changed', propertyObject(after), {
    status: before.status,
  });
  return { before, after };
}

export async function tellPropertyStatusChange(deps: AppDeps, change: PropertyStatusChange | null) {
  if (change) await tellListingEvent(deps, change.before, change.after);
}

/** A listing of the active portfolio as the portal export needs it, with its large photos' keys. */
export interface PortfolioListing {
  id: string;
  name: string;
  type: Property['type'];
  description: string;
  address: string;
  zip: string;
  city: string;
  price: number;
  facts: PropertyFacts;
  photoKeys: string[];
}

/** The photos of these properties, each property's in its display order (the public site shows them). */
export function photosOfProperties(
  deps: Pick<AppDeps, 'db'>,
  agencyId: string,
  propertyIds: readonly string[],
) {
  return listPhotosOf(deps.db, agencyId, propertyIds);
}

/** The agency's active portfolio (« annule et remplace »: every listing still on the market). */
export async function activePortfolio(
  deps: Pick<AppDeps, 'db'>,
  scope: MemberScope,
): Promise<PortfolioListing[]> {
  const rows = await listPropertiesByStatus(deps.db, scope.agencyId, ACTIVE_PROPERTY_STATUSES);
  const photos = await listPhotosOf(
    deps.db,
    scope.agencyId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: row.type,
    description: row.description ?? '',
    address: row.address,
    zip: row.zip,
    city: row.city,
    price: Number(row.price),
    facts: factsOf(row),
    photoKeys: photos.filter((p) => p.propertyId === row.id).map((p) => p.largeKey),
  }));
}

// ---- photos -------------------------------------------------------------------------------

interface PreparedPhoto extends NewPhoto {
  thumb: Buffer;
  large: Buffer;
}

/** Checks every file before anything is stored: one bad file and nothing changes. */
async function preparePhotos(agencyId: string, propertyId: string, files: readonly UploadedFile[]) {
  const prepared: PreparedPhoto[] = [];
  for (const file of files) {
    if (file.fieldName !== 'photos') {
      throw new AppError('VALIDATION_FAILED', commonMessages.invalidData, {
        photos: commonMessages.invalidData,
      });
    }
    // Sequential on purpose: a few large decodes in parallel would multiply peak memory.
    const processed = await processPhoto(file.buffer);
    if (!processed) {
      const message = propertyMessages.photoNotImage(file.fileName);
      throw new AppError('VALIDATION_FAILED', message, { photos: message });
    }
    prepared.push({
      id: randomUUID(),
      thumbKey: objectKey(agencyId, propertyId, `${randomUUID()}.webp`),
      largeKey: objectKey(agencyId, propertyId, `${randomUUID()}.webp`),
      width: processed.width,
      height: processed.height,
      thumb: processed.thumb,
      large: processed.large,
    });
  }
  return prepared;
}

const photoFiles = (photos: readonly PreparedPhoto[]): FileToStore[] =>
  photos.flatMap((p) => [
    { bucket: PHOTO_BUCKET, key: p.thumbKey, body: p.thumb, contentType: 'image/webp' },
    { bucket: PHOTO_BUCKET, key: p.largeKey, body: p.large, contentType: 'image/webp' },
  ]);

const photoRefs = (photos: readonly NewPhoto[]) =>
  photos.flatMap((p) => [
    { bucket: PHOTO_BUCKET, key: p.thumbKey },
    { bucket: PHOTO_BUCKET, key: p.largeKey },
  ]);

export async function openPhoto(
  deps: AppDeps,
  scope: MemberScope,
  { id, variant }: { id: string; variant: 'thumb' | 'large' },
) {
  const row = await findPhoto(deps.db, scope.agencyId, id);
  if (!row) throw notFound(propertyMessages.photoUnknown);
  const object = await deps.storage.get(PHOTO_BUCKET, variant === 'thumb' ? row.thumbKey : row.largeKey);
  if (!object) throw notFound(propertyMessages.photoUnknown);
  return object;
}

// ---- writes -------------------------------------------------------------------------------

/** The facts that decide which client searches a listing matches (modules above listen: matching). */
const MATCHED_FACTS = [
  'type',
  'kind',
  'price',
  'surfaceHabitable',
  'surfaceCarrez',
  'surfaceLand',
  'rooms',
  'bedrooms',
  'floor',
  'lift',
  'furnished',
  'hasBalcony',
  'hasTerrace',
  'hasGarden',
  'hasParking',
  'dpeClass',
  'zip',
  'city',
  'address',
  'status',
] as const satisfies readonly (keyof PropertyRow)[];

/**
 * What an edit tells the listeners: a lower price is a new event for the clients it matches, so is
 * a status back to « Disponible »; any other change of a matched fact matches it again; none, nothing.
 */
function listingEventOf(before: PropertyRow, after: PropertyRow): ListingEvent | null {
  if (after.status === 'Disponible' && before.status !== 'Disponible') return 'available_again';
  if (Number(after.price) < Number(before.price)) return 'price_dropped';
  return MATCHED_FACTS.some((fact) => before[fact] !== after[fact]) ? 'changed' : null;
}

async function tellListingEvent(deps: AppDeps, before: PropertyRow, after: PropertyRow) {
  const event = listingEventOf(before, after);
  if (event) await deps.listingEvents.changed(after.agencyId, after.id, event);
}

export async function createAgencyProperty(
  deps: AppDeps,
  scope: MemberScope,
  form: FormInput,
): Promise<Property> {
  const fields = parse(propertyFieldsSchema, form.fields);
  const id = randomUUID();
  const photos = await preparePhotos(scope.agencyId, id, form.files);
  const row = await storeFilesThenWrite(deps, photoFiles(photos), async (tx) => {
    const created = await insertProperty(tx, scope.agencyId, {
      id,
      userId: scope.userId,
      fields,
      // Canonical value from the shared list: a new property shows 'Disponible', not 'N/A' (docs/decisions/properties.md).
      status: DEFAULT_PROPERTY_STATUS,
    });
    await insertPhotos(tx, scope.agencyId, id, photos, 0);
    const listed = created.publishedOnSite
      ? ((await assignSiteReference(tx, scope.agencyId, id)) ?? created)
      : created;
    await emitWebhookEvent(tx, scope.agencyId, 'property.created', propertyObject(listed));
    return listed;
  });
  await deps.listingEvents.changed(scope.agencyId, row.id, 'listed');
  return toProperty(deps, scope, row);
}

/** At most PHOTOS_PER_PROPERTY_MAX photos per property, counting the kept ones and the new ones. */
function assertPhotoRoom(current: readonly PhotoRow[], removePhotoIds: readonly string[], added: number) {
  const kept = current.filter((p) => !removePhotoIds.includes(p.id));
  if (kept.length + added > PHOTOS_PER_PROPERTY_MAX) {
    throw new AppError('VALIDATION_FAILED', photoUploadLimits.tooManyMessage, {
      photos: photoUploadLimits.tooManyMessage,
    });
  }
}

export async function updateAgencyProperty(
  deps: AppDeps,
  scope: MemberScope,
  { id, form }: { id: string; form: FormInput },
): Promise<Property> {
  const existing = await findProperty(deps.db, scope.agencyId, id);
  if (!existing) throw propertyNotFound();
  const { removePhotoIds, ...fields } = parse(propertyUpdateSchema, form.fields);
  // Early answer before the costly image work; the check that holds is the one under the lock below.
  assertPhotoRoom(await listPhotos(deps.db, scope.agencyId, id), removePhotoIds, form.files.length);
  const photos = await preparePhotos(scope.agencyId, id, form.files);
  const { row, removed } = await storeFilesThenWrite(deps, photoFiles(photos), async (tx) => {
    // The property row lock serialises concurrent edits: the photos counted here stay the
    // property's photos until this transaction inserts its own (two edits of 12 never make 24).
    await lockAgencyProperty({ db: tx }, scope, { id });
    // Loi Hamon: no publication while the mandator may retract (a listing already online stays).
    if (fields.publishedOnSite && !existing.publishedOnSite) {
      await refuseNegotiationDuringRetraction(tx, scope.agencyId, id);
    }
    const current = await listPhotos(tx, scope.agencyId, id);
    assertPhotoRoom(current, removePhotoIds, photos.length);
    let updated = await updateProperty(tx, scope.agencyId, id, fields);
    if (!updated) throw propertyNotFound();
    if (updated.publishedOnSite && updated.siteReference === null) {
      updated = (await assignSiteReference(tx, scope.agencyId, id)) ?? updated;
    }
    const removedRows = await deletePhotos(tx, scope.agencyId, id, removePhotoIds);
    const nextPosition = current.reduce((max, p) => Math.max(max, p.position + 1), 0);
    await insertPhotos(tx, scope.agencyId, id, photos, nextPosition);
    await emitWebhookEvent(tx, scope.agencyId, 'property.updated', propertyObject(updated));
    return { row: updated, removed: removedRows };
  });
  await removeStoredFiles(deps.storage, photoRefs(removed));
  await tellListingEvent(deps, existing, row);
  return toProperty(deps, scope, row);
}

/** What the AI optimiser works from: the listing's fields (the facts issue adds its own); 404 otherwise. */
export async function propertyListingSource(deps: AppDeps, scope: MemberScope, { id }: { id: string }) {
  const row = await requirePropertyRow(deps, scope, id);
  return {
    name: row.name,
    price: Number(row.price),
    type: row.type,
    address: row.address,
    city: row.city,
    zip: row.zip,
    description: row.description,
  };
}

/** « Utiliser cette proposition »: the optimised title and description replace the listing's. */
export async function replaceListingText(
  deps: AppDeps,
  scope: MemberScope,
  { id, name, description }: { id: string; name: string; description: string | null },
): Promise<Property> {
  const row = await deps.db.transaction(async (tx) => {
    const updated = await updateListingText(tx, scope.agencyId, id, { name, description });
    if (!updated) throw propertyNotFound();
    await emitWebhookEvent(tx, scope.agencyId, 'property.updated', propertyObject(updated));
    return updated;
  });
  return toProperty(deps, scope, row);
}

export async function changePropertyStatus(
  deps: AppDeps,
  scope: MemberScope,
  { id, status }: { id: string; status: PropertyStatus },
): Promise<Property> {
  const { before, row } = await deps.db.transaction(async (tx) => {
    const before = await findProperty(tx, scope.agencyId, id);
    const row = await updateStatus(tx, scope.agencyId, id, status);
    if (!row || !before) throw propertyNotFound();
    await emitWebhookEvent(tx, scope.agencyId, 'property.status_changed', propertyObject(row), {
      status: before.status,
    });
    return { before, row };
  });
  await tellListingEvent(deps, before, row);
  return toProperty(deps, scope, row);
}

/**
 * « Publié sur le site »: the first publication gives the listing the agency's next public
 * reference, in the same transaction, under the property's lock; unpublishing keeps it, so a
 * listing published again keeps its address.
 */
export async function publishPropertyOnSite(
  deps: AppDeps,
  scope: MemberScope,
  { id, publishedOnSite }: { id: string; publishedOnSite: boolean },
): Promise<Property> {
  const row = await deps.db.transaction(async (tx) => {
    await lockAgencyProperty({ db: tx }, scope, { id });
    // Loi Hamon: no publication while the mandator may retract, unless they asked in writing.
    if (publishedOnSite) await refuseNegotiationDuringRetraction(tx, scope.agencyId, id);
    const updated = await updatePublishedOnSite(tx, scope.agencyId, id, publishedOnSite);
    if (!updated) throw propertyNotFound();
    if (!updated.publishedOnSite || updated.siteReference !== null) return updated;
    return (await assignSiteReference(tx, scope.agencyId, id)) ?? updated;
  });
  return toProperty(deps, scope, row);
}

export async function deleteAgencyProperty(
  deps: AppDeps,
  scope: MemberScope,
  { id }: { id: string },
): Promise<void> {
  const files = await deps.db.transaction(async (tx) => {
    const documentKeys = await propertyFileKeys({ db: tx }, scope, { propertyId: id });
    const photoKeys = await deleteProperty(tx, scope.agencyId, id);
    if (photoKeys)
      await emitWebhookEvent(tx, scope.agencyId, 'property.deleted', {
        object: 'property',
        id,
        deleted: true,
      });
    return photoKeys && { photoKeys, ...documentKeys };
  });
  if (!files) throw propertyNotFound();
  // The rows are gone for good; the files follow. A storage hiccup here leaves orphans, never broken rows.
  await Promise.all([
    deps.storage.delete(PHOTO_BUCKET, files.photoKeys),
    deps.storage.delete('property-documents', files.propertyDocumentKeys),
    deps.storage.delete('history-documents', files.historyDocumentKeys),
  ]);
}

/** Every photo file of the agency, read in the transaction that deletes the agency (its rows go by cascade). */
export async function agencyPhotoFiles(
  deps: Pick<AppDeps, 'db'>,
  scope: MemberScope,
): Promise<StoredFileRef[]> {
  const keys = await agencyPhotoKeys(deps.db, scope.agencyId);
  return keys.map((key) => ({ bucket: PHOTO_BUCKET, key }));
}

/** Every photo of the agency (its large variant) with its property, for the agency export. */
export async function agencyPhotosToExport(deps: Pick<AppDeps, 'db'>, scope: MemberScope) {
  const rows = await listAgencyPhotos(deps.db, scope.agencyId);
  return rows.map((r) => ({ id: r.id, propertyId: r.propertyId, bucket: PHOTO_BUCKET, key: r.largeKey }));
}

/** "Sauvegarder" after editing a property with a PDF: the document is appended to the property. */
export async function addPropertyDocument(
  deps: DocumentsDeps,
  scope: MemberScope,
  { id, form }: { id: string; form: FormInput },
) {
  const pdf = await acceptPdfToSave(deps, scope, { form });
  const document = pdfToStore(scope, { kind: 'property', id }, pdf);
  const [stored] = await storeFilesThenWrite(deps, [document.file], async (tx) => {
    // Locks the property so a concurrent delete cannot leave this file without its owner.
    await lockAgencyProperty({ db: tx }, scope, { id });
    return recordDocuments({ db: tx }, scope, { documents: [document] });
  });
  return stored!;
}
