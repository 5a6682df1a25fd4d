import {
  clientMessages,
  commonMessages,
  isCalendarDate,
  type Match,
  type MatchReason,
  matchingMessages as m,
  type matchListQuerySchema,
  type matchStateInputSchema,
  type Place,
  type PropertyKind,
  propertyMessages,
  SEARCH_LIMITS,
  type Search,
  type SearchInput,
  type SearchStatus,
} from '@immopilote/contracts';
import { z } from 'zod';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { type Commune, communeByCode, communeOfListing, dvfCodesOf, findCommunes } from '../../geo/communes';
import { locateInCommunes } from '../market/market.service';
import { propertyPhotoUrl } from '../properties/properties.service';
import { centreLabel, type Criteria, criteriaChanges, summaryOf } from './match-explain';
import { matchSearchJob } from './match-search.job';
import {
  countMatches,
  deleteSearch,
  findClientName,
  findListingFacts,
  findMatchState,
  findSearch,
  insertSearch,
  insertSearchEvent,
  isVisitOf,
  listMatches,
  listSearchesOfClient,
  listSearchEvents,
  lockClientName,
  type MatchCursor,
  type MatchFilter,
  matchCounts,
  type SearchRow,
  type SearchValues,
  updateMatchState,
  updateSearch,
  updateSearchStatus,
} from './matching.repo';

const searchNotFound = () => notFound(m.searchNotFound);
const clientNotFound = () => notFound(clientMessages.notFound);

// ---- places ----------------------------------------------------------------------------------

const toPlace = (c: Commune): Place => ({
  code: c.code,
  name: c.name,
  postcodes: c.postcodes,
  departmentCode: c.departmentCode,
});

/** « Communes par nom ou code postal »: a postcode gives every commune sharing it (the form asks which). */
export function listPlaces(_deps: AppDeps, _scope: MemberScope, { q }: { q: string }) {
  const items = findCommunes(q, 20).map(toPlace);
  // A name with no commune is simply no suggestion; a postcode no commune has is a mistake to say.
  if (items.length === 0 && /^\d{5}$/.test(q.trim())) fieldError('q', m.postcodeUnknown);
  return { items };
}

// ---- searches --------------------------------------------------------------------------------

function fieldError(field: string, message: string): never {
  throw new AppError('VALIDATION_FAILED', message, { [field]: message });
}

/**
 * The stored values of a search: every commune known to the official list, the radius's centre
 * located from the DVF sales (refused when it cannot be).
 */
async function searchValues(deps: AppDeps, input: SearchInput): Promise<SearchValues> {
  const unknown = input.communeCodes.findIndex((code) => !communeByCode(code));
  if (unknown >= 0) {
    // Under the list (where the form shows it) and under the code itself (as the schema would).
    throw new AppError('VALIDATION_FAILED', m.placeUnknown, {
      communeCodes: m.placeUnknown,
      [`communeCodes.${unknown}`]: m.placeUnknown,
    });
  }
  let point: { latitude: number; longitude: number } | null = null;
  if (input.radius) {
    const { center } = input.radius;
    if (!communeByCode(center.communeCode)) fieldError('radius.center.communeCode', m.placeUnknown);
    const found = await locateInCommunes(deps, {
      codes: dvfCodesOf(center.communeCode),
      address: center.kind === 'address' ? center.address : null,
    });
    // An address must be found along its street: its commune's centre would put the circle elsewhere.
    if (!found || (center.kind === 'address' && found.by !== 'street')) {
      fieldError('radius.center', m.radiusCenterUnknown);
    }
    point = found;
  }
  return {
    transaction: input.transaction,
    kinds: [...new Set(input.kinds)],
    budgetMin: input.budgetMin,
    budgetMax: input.budgetMax,
    surfaceMin: input.surfaceMin,
    roomsMin: input.roomsMin,
    bedroomsMin: input.bedroomsMin,
    communeCodes: [...new Set(input.communeCodes)],
    radiusKm: input.radius?.km ?? null,
    radiusCenter: input.radius?.center ?? null,
    radiusLatitude: point?.latitude ?? null,
    radiusLongitude: point?.longitude ?? null,
    mustHaves: [...new Set(input.mustHaves)],
    worstEnergyClass: input.worstEnergyClass,
    wantedBy: input.wantedBy,
    notes: input.notes,
    alertMode: input.alertMode,
    alertHour: input.alertMode === 'daily' ? input.alertHour : null,
  };
}

const criteriaOf = (row: SearchValues | SearchRow): Criteria => ({
  transaction: row.transaction,
  kinds: row.kinds,
  budgetMin: row.budgetMin ?? null,
  budgetMax: row.budgetMax ?? null,
  surfaceMin: row.surfaceMin ?? null,
  roomsMin: row.roomsMin ?? null,
  bedroomsMin: row.bedroomsMin ?? null,
  communeCodes: row.communeCodes ?? [],
  radiusKm: row.radiusKm ?? null,
  radiusCenter: row.radiusCenter ?? null,
  mustHaves: row.mustHaves ?? [],
  worstEnergyClass: row.worstEnergyClass ?? null,
  wantedBy: row.wantedBy ?? null,
  notes: row.notes ?? null,
  alertMode: row.alertMode ?? 'off',
  alertHour: row.alertHour ?? null,
});

/** Searches as the API shows them, with their counts and history (one query each for all). */
async function toSearches(deps: AppDeps, scope: MemberScope, rows: SearchRow[], clientName: string) {
  const ids = rows.map((r) => r.id);
  const [counts, events] = await Promise.all([
    matchCounts(deps.db, scope.agencyId, ids),
    listSearchEvents(deps.db, scope.agencyId, ids),
  ]);
  return rows.map(
    (row): Search => ({
      id: row.id,
      clientId: row.clientId,
      clientName,
      transaction: row.transaction,
      kinds: row.kinds,
      budgetMin: row.budgetMin,
      budgetMax: row.budgetMax,
      surfaceMin: row.surfaceMin,
      roomsMin: row.roomsMin,
      bedroomsMin: row.bedroomsMin,
      places: row.communeCodes.flatMap((code) => {
        const commune = communeByCode(code);
        return commune ? [toPlace(commune)] : [];
      }),
      radius:
        row.radiusKm !== null && row.radiusCenter
          ? {
              km: row.radiusKm,
              center: row.radiusCenter as NonNullable<Search['radius']>['center'],
              label: centreLabel(row.radiusCenter),
            }
          : null,
      mustHaves: row.mustHaves,
      worstEnergyClass: row.worstEnergyClass,
      wantedBy: row.wantedBy,
      notes: row.notes,
      status: row.status,
      alertMode: row.alertMode,
      alertHour: row.alertHour,
      summary: summaryOf(criteriaOf(row)),
      matchCount: counts.find((c) => c.searchId === row.id)?.matches ?? 0,
      nearCount: counts.find((c) => c.searchId === row.id)?.near ?? 0,
      history: events
        .filter((e) => e.searchId === row.id)
        .map((e) => ({ at: e.at.toISOString(), byName: e.byName, text: e.text })),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }),
  );
}

async function oneSearch(deps: AppDeps, scope: MemberScope, row: SearchRow): Promise<Search> {
  const clientName = (await findClientName(deps.db, scope.agencyId, row.clientId)) ?? '';
  const [search] = await toSearches(deps, scope, [row], clientName);
  return search!;
}

/** The search's match runs after the commit, as a job. */
const rematch = (deps: AppDeps, scope: MemberScope, searchId: string) =>
  deps.jobs.enqueue(matchSearchJob, { agencyId: scope.agencyId, searchId });

export async function searchesOfClient(deps: AppDeps, scope: MemberScope, { id }: { id: string }) {
  const clientName = await findClientName(deps.db, scope.agencyId, id);
  if (clientName === null) throw clientNotFound();
  const rows = await listSearchesOfClient(deps.db, scope.agencyId, id);
  return { items: await toSearches(deps, scope, rows, clientName) };
}

async function saveNewSearch(
  deps: AppDeps,
  scope: MemberScope,
  { clientId, values, history }: { clientId: string; values: SearchValues; history: string },
): Promise<Search> {
  const row = await deps.db.transaction(async (tx) => {
    // Locks the client: a search is never added to a client being deleted.
    if ((await lockClientName(tx, scope.agencyId, clientId)) === null) throw clientNotFound();
    const created = await insertSearch(tx, scope.agencyId, { ...values, clientId, createdBy: scope.userId });
    await insertSearchEvent(tx, scope.agencyId, {
      searchId: created.id,
      userId: scope.userId,
      text: history,
    });
    return created;
  });
  await rematch(deps, scope, row.id);
  return oneSearch(deps, scope, row);
}

export async function createSearch(
  deps: AppDeps,
  scope: MemberScope,
  { clientId, input }: { clientId: string; input: SearchInput },
): Promise<Search> {
  // Another agency's client is a 404 before anything else is said about the criteria.
  if ((await findClientName(deps.db, scope.agencyId, clientId)) === null) throw clientNotFound();
  const values = await searchValues(deps, input);
  return saveNewSearch(deps, scope, { clientId, values, history: m.history.created });
}

/**
 * « Créer une recherche à partir de ce bien »: the transaction of its type, its kind, its price
 * ± 10 %, 90 % of its surface, its rooms, its commune; active.
 */
export async function createSearchFromListing(
  deps: AppDeps,
  scope: MemberScope,
  { propertyId, clientId }: { propertyId: string; clientId: string },
): Promise<Search> {
  const listing = await findListingFacts(deps.db, scope.agencyId, propertyId);
  if (!listing) throw notFound(propertyMessages.notFound);
  if ((await findClientName(deps.db, scope.agencyId, clientId)) === null) throw clientNotFound();
  const spread = SEARCH_LIMITS.fromListingSpread;
  const commune = communeOfListing(listing.zip, listing.city);
  if (!commune) fieldError('communeCodes', m.placeUnknown);
  const kind: PropertyKind = listing.kind ?? 'appartement';
  const values: SearchValues = {
    transaction: listing.type === 'Location' ? 'location' : 'achat',
    kinds: [kind],
    budgetMin: Math.round(listing.price * (1 - spread)),
    budgetMax: Math.round(listing.price * (1 + spread)),
    surfaceMin: listing.surface !== null ? Math.round(listing.surface * (1 - spread) * 100) / 100 : null,
    roomsMin: listing.rooms,
    bedroomsMin: null,
    communeCodes: [commune.code],
    radiusKm: null,
    radiusCenter: null,
    radiusLatitude: null,
    radiusLongitude: null,
    mustHaves: [],
    worstEnergyClass: null,
    wantedBy: null,
    notes: null,
    alertMode: 'off',
    alertHour: null,
  };
  return saveNewSearch(deps, scope, {
    clientId,
    values,
    history: m.history.createdFromListing(listing.name),
  });
}

export async function getSearch(deps: AppDeps, scope: MemberScope, { id }: { id: string }) {
  const row = await findSearch(deps.db, scope.agencyId, id);
  if (!row) throw searchNotFound();
  return oneSearch(deps, scope, row);
}

/** New criteria; the id, the status and the matches the agent acted on stay. Last write wins. */
export async function changeSearch(
  deps: AppDeps,
  scope: MemberScope,
  { id, input }: { id: string; input: SearchInput },
): Promise<Search> {
  if (!(await findSearch(deps.db, scope.agencyId, id))) throw searchNotFound();
  const values = await searchValues(deps, input);
  const row = await deps.db.transaction(async (tx) => {
    // The lock orders concurrent edits: each one's history line compares with what it replaced.
    const before = await findSearch(tx, scope.agencyId, id, true);
    if (!before) throw searchNotFound();
    const updated = await updateSearch(tx, scope.agencyId, id, values);
    if (!updated) throw searchNotFound();
    const changes = criteriaChanges(criteriaOf(before), criteriaOf(values));
    if (changes) {
      const text = changes.length <= 300 ? m.history.changedDetail(changes) : m.history.changed;
      await insertSearchEvent(tx, scope.agencyId, { searchId: id, userId: scope.userId, text });
    }
    return updated;
  });
  await rematch(deps, scope, id);
  return oneSearch(deps, scope, row);
}

export async function changeSearchStatus(
  deps: AppDeps,
  scope: MemberScope,
  { id, status }: { id: string; status: SearchStatus },
): Promise<Search> {
  const row = await deps.db.transaction(async (tx) => {
    const before = await findSearch(tx, scope.agencyId, id, true);
    if (!before) throw searchNotFound();
    if (before.status === status) return before;
    const updated = await updateSearchStatus(tx, scope.agencyId, id, status);
    if (!updated) throw searchNotFound();
    const text = m.history.status(m.statuses[before.status], m.statuses[status]);
    await insertSearchEvent(tx, scope.agencyId, { searchId: id, userId: scope.userId, text });
    return updated;
  });
  // Paused, satisfied or abandoned: its new matches go (acted-on ones stay); active again: matched again.
  await rematch(deps, scope, id);
  return oneSearch(deps, scope, row);
}

export async function removeSearch(deps: AppDeps, scope: MemberScope, { id }: { id: string }) {
  if (!(await deleteSearch(deps.db, scope.agencyId, id))) throw searchNotFound();
}

// ---- matches ---------------------------------------------------------------------------------

const PAGE_SIZE = 50;
/**
 * A cursor carries `first_matched_at::text` as the database wrote it (microseconds: a
 * millisecond ISO string would skip the rows matched within the same millisecond); an edited one
 * must not reach the database as an impossible time.
 */
const CURSOR_TS =
  /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?[+-](0\d|1[0-5])(:[0-5]\d)?$/;
const cursorTime = z.string().refine((v) => {
  const parts = CURSOR_TS.exec(v);
  return parts !== null && isCalendarDate(parts[1]!);
});
const cursorSchema = z.tuple([cursorTime, z.uuid(), z.uuid()]);

function decodeCursor(raw: string | undefined): MatchCursor | undefined {
  if (!raw) return undefined;
  let decoded: unknown = null;
  try {
    decoded = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    // Not JSON: refused below like any other malformed cursor.
  }
  const parsed = cursorSchema.safeParse(decoded);
  if (!parsed.success) fieldError('cursor', commonMessages.invalidData);
  const [firstMatchedAt, searchId, propertyId] = parsed.data;
  return { firstMatchedAt, searchId, propertyId };
}

type MatchRow = Awaited<ReturnType<typeof listMatches>>[number];

function toMatch(row: MatchRow): Match {
  return {
    searchId: row.searchId,
    propertyId: row.propertyId,
    level: row.level,
    state: row.state,
    dismissReason: row.dismissReason,
    visitId: row.visitId,
    reasons: row.reasons as MatchReason[],
    clientId: row.clientId,
    clientName: row.clientName,
    searchSummary: summaryOf(criteriaOf(row.search)),
    property: {
      id: row.propertyId,
      name: row.property.name,
      type: row.property.type,
      price: Number(row.property.price),
      city: row.property.city,
      surface: row.property.surface === null ? null : Number(row.property.surface),
      rooms: row.property.rooms,
      dpeClass: row.property.dpeClass,
      photoUrl: row.property.photoId ? propertyPhotoUrl(row.property.photoId, 'thumb') : null,
      status: row.property.status,
    },
    memberId: row.memberId,
    memberName: row.memberName,
    firstMatchedAt: row.firstMatchedIso.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function matchPage(deps: AppDeps, scope: MemberScope, filter: MatchFilter, cursor?: string) {
  const after = decodeCursor(cursor);
  const [rows, total] = await Promise.all([
    listMatches(deps.db, scope.agencyId, filter, { limit: PAGE_SIZE + 1, after }),
    countMatches(deps.db, scope.agencyId, filter),
  ]);
  const page = rows.slice(0, PAGE_SIZE);
  const last = page.at(-1);
  const nextCursor =
    rows.length > PAGE_SIZE && last
      ? Buffer.from(JSON.stringify([last.firstMatchedAt, last.searchId, last.propertyId])).toString(
          'base64url',
        )
      : null;
  return { items: page.map(toMatch), nextCursor, total };
}

/** « Acquéreurs / Locataires potentiels »: full matches first, then near ones. */
export async function matchesOfProperty(deps: AppDeps, scope: MemberScope, { id }: { id: string }) {
  if (!(await findListingFacts(deps.db, scope.agencyId, id))) throw notFound(propertyMessages.notFound);
  return matchesOfOne(deps, scope, { propertyId: id });
}

/** « Biens correspondants » over all the client's searches. */
export async function matchesOfClient(deps: AppDeps, scope: MemberScope, { id }: { id: string }) {
  if ((await findClientName(deps.db, scope.agencyId, id)) === null) throw clientNotFound();
  return matchesOfOne(deps, scope, { clientId: id });
}

/** Most a listing's or a client's section shows: full matches (level « match » sorts first), then near ones. */
const SECTION_LIMIT = 200;

async function matchesOfOne(deps: AppDeps, scope: MemberScope, filter: MatchFilter) {
  const [rows, total] = await Promise.all([
    listMatches(deps.db, scope.agencyId, filter, { limit: SECTION_LIMIT, matchesFirst: true }),
    countMatches(deps.db, scope.agencyId, filter),
  ]);
  return { items: rows.map(toMatch), nextCursor: null, total };
}

/** The agency's « Rapprochements »: new first, filtered by state, level, kind, member. */
export function agencyMatches(
  deps: AppDeps,
  scope: MemberScope,
  query: z.output<typeof matchListQuerySchema>,
) {
  const { cursor, ...filter } = query;
  return matchPage(deps, scope, filter, cursor);
}

/** The dashboard's « Nouveaux rapprochements »: new full matches of active searches. */
export async function matchSummary(deps: AppDeps, scope: MemberScope) {
  const newMatches = await countMatches(deps.db, scope.agencyId, {
    state: 'nouveau',
    level: 'match',
    activeSearches: true,
  });
  return { newMatches };
}

export async function setMatchState(
  deps: AppDeps,
  scope: MemberScope,
  {
    searchId,
    propertyId,
    input,
  }: { searchId: string; propertyId: string; input: z.output<typeof matchStateInputSchema> },
): Promise<Match> {
  if (!(await findMatchState(deps.db, scope.agencyId, searchId, propertyId))) throw notFound(m.matchNotFound);
  if (input.visitId && !(await isVisitOf(deps.db, scope.agencyId, input.visitId, propertyId))) {
    fieldError('visitId', commonMessages.notFound);
  }
  const saved = await updateMatchState(
    deps.db,
    scope.agencyId,
    { searchId, propertyId },
    {
      state: input.state,
      dismissReason: input.state === 'ecarte' ? input.dismissReason : null,
      visitId: input.visitId,
    },
  );
  if (!saved) throw notFound(m.matchNotFound);
  const [row] = await listMatches(deps.db, scope.agencyId, { searchId, propertyId }, { limit: 1 });
  if (!row) throw notFound(m.matchNotFound);
  return toMatch(row);
}
