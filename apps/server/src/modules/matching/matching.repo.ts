import {
  ACTIVE_PROPERTY_STATUSES,
  type MatchEvent,
  type MatchLevel,
  type MatchReason,
  type MatchState,
  MUST_HAVES,
  type MustHave,
  type PropertyKind,
  type SearchStatus,
} from '@immopilote/contracts';
import { and, asc, desc, eq, inArray, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tenantRow, tenantWhere } from '../../db/tenant';
import { profiles } from '../agency/agency.schema';
import { clients } from '../clients/clients.schema';
import { propertyHistory } from '../history/history.schema';
import { properties, propertyPhotos } from '../properties/properties.schema';
import { clientSearchEvents, clientSearches, listingPositions, searchMatches } from './matching.schema';
import type { Explained } from './match-explain';

export type SearchRow = typeof clientSearches.$inferSelect;
export type SearchValues = Omit<
  typeof clientSearches.$inferInsert,
  'id' | 'agencyId' | 'clientId' | 'createdBy' | 'createdAt' | 'updatedAt' | 'status'
>;

/**
 * The listing statuses that can match a search (docs/decisions/matching.md): on the market, or
 * under offer (a buyer in negotiation may still fall through, so the others stay interested).
 */
export const MATCHABLE_STATUSES = ACTIVE_PROPERTY_STATUSES;

// ---- searches --------------------------------------------------------------------------------

/** The client's name; null when the client is not the agency's. */
export async function findClientName(db: DbOrTx, agencyId: string, clientId: string) {
  const [row] = await db
    .select({ fullName: clients.fullName })
    .from(clients)
    .where(tenantWhere(clients, agencyId, eq(clients.id, clientId)));
  return row?.fullName ?? null;
}

/** The client's name, the row locked (in a transaction) so that it cannot be deleted while a search is added to it. */
export async function lockClientName(db: DbOrTx, agencyId: string, clientId: string) {
  const [row] = await db
    .select({ fullName: clients.fullName })
    .from(clients)
    .where(tenantWhere(clients, agencyId, eq(clients.id, clientId)))
    .for('share');
  return row?.fullName ?? null;
}

export async function insertSearch(
  db: DbOrTx,
  agencyId: string,
  values: SearchValues & { clientId: string; createdBy: string },
): Promise<SearchRow> {
  const [row] = await db.insert(clientSearches).values(tenantRow(agencyId, values)).returning();
  return row!;
}

export async function findSearch(db: DbOrTx, agencyId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(clientSearches)
    .where(tenantWhere(clientSearches, agencyId, eq(clientSearches.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function listSearchesOfClient(db: DbOrTx, agencyId: string, clientId: string) {
  return db
    .select()
    .from(clientSearches)
    .where(tenantWhere(clientSearches, agencyId, eq(clientSearches.clientId, clientId)))
    .orderBy(desc(clientSearches.createdAt), desc(clientSearches.id));
}

export async function updateSearch(db: DbOrTx, agencyId: string, id: string, values: SearchValues) {
  const [row] = await db
    .update(clientSearches)
    .set({ ...values, updatedAt: sql`now()` })
    .where(tenantWhere(clientSearches, agencyId, eq(clientSearches.id, id)))
    .returning();
  return row ?? null;
}

export async function updateSearchStatus(db: DbOrTx, agencyId: string, id: string, status: SearchStatus) {
  const [row] = await db
    .update(clientSearches)
    .set({ status, updatedAt: sql`now()` })
    .where(tenantWhere(clientSearches, agencyId, eq(clientSearches.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteSearch(db: DbOrTx, agencyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(clientSearches)
    .where(tenantWhere(clientSearches, agencyId, eq(clientSearches.id, id)))
    .returning({ id: clientSearches.id });
  return rows.length > 0;
}

export async function insertSearchEvent(
  db: DbOrTx,
  agencyId: string,
  values: { searchId: string; userId: string | null; text: string },
) {
  await db.insert(clientSearchEvents).values(tenantRow(agencyId, values));
}

export async function listSearchEvents(db: DbOrTx, agencyId: string, searchIds: readonly string[]) {
  if (searchIds.length === 0) return [];
  return db
    .select({
      searchId: clientSearchEvents.searchId,
      at: clientSearchEvents.createdAt,
      text: clientSearchEvents.text,
      byName: sql<string | null>`nullif(trim(${profiles.firstName} || ' ' || ${profiles.lastName}), '')`,
    })
    .from(clientSearchEvents)
    .leftJoin(profiles, eq(profiles.id, clientSearchEvents.userId))
    .where(tenantWhere(clientSearchEvents, agencyId, inArray(clientSearchEvents.searchId, [...searchIds])))
    .orderBy(desc(clientSearchEvents.createdAt), desc(clientSearchEvents.id));
}

/** Matches and near matches per search (every state but « écarté »). */
export async function matchCounts(db: DbOrTx, agencyId: string, searchIds: readonly string[]) {
  if (searchIds.length === 0) return [];
  return db
    .select({
      searchId: searchMatches.searchId,
      matches: sql<number>`count(*) filter (where ${searchMatches.level} = 'match')::int`.mapWith(Number),
      near: sql<number>`count(*) filter (where ${searchMatches.level} = 'near')::int`.mapWith(Number),
    })
    .from(searchMatches)
    .where(
      tenantWhere(
        searchMatches,
        agencyId,
        inArray(searchMatches.searchId, [...searchIds]),
        sql`${searchMatches.state} <> 'ecarte'`,
      ),
    )
    .groupBy(searchMatches.searchId);
}

// ---- listings --------------------------------------------------------------------------------

/** What the match-listing job needs of a listing to place it. */
export async function findListingPlace(db: DbOrTx, agencyId: string, propertyId: string) {
  const [row] = await db
    .select({
      zip: properties.zip,
      city: properties.city,
      address: properties.address,
      locatedFrom: listingPositions.locatedFrom,
    })
    .from(properties)
    .leftJoin(listingPositions, eq(listingPositions.propertyId, properties.id))
    .where(tenantWhere(properties, agencyId, eq(properties.id, propertyId)));
  return row ?? null;
}

/** Matchable listings never placed, or placed from an address that has changed since (a legacy listing, an edit in flight). */
export async function unplacedListings(db: DbOrTx, agencyId: string): Promise<string[]> {
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .leftJoin(listingPositions, eq(listingPositions.propertyId, properties.id))
    .where(
      tenantWhere(
        properties,
        agencyId,
        inArray(properties.status, [...MATCHABLE_STATUSES]),
        sql`${listingPositions.locatedFrom} is distinct from (${properties.zip} || E'\n' || ${properties.city} || E'\n' || ${properties.address})`,
      ),
    );
  return rows.map((r) => r.id);
}

export async function saveListingPosition(
  db: DbOrTx,
  agencyId: string,
  values: {
    propertyId: string;
    communeCode: string | null;
    latitude: number | null;
    longitude: number | null;
    locatedFrom: string;
  },
) {
  await db
    .insert(listingPositions)
    .values(tenantRow(agencyId, values))
    .onConflictDoUpdate({
      target: listingPositions.propertyId,
      set: {
        communeCode: values.communeCode,
        latitude: values.latitude,
        longitude: values.longitude,
        locatedFrom: values.locatedFrom,
        updatedAt: sql`now()`,
      },
    });
}

/** The facts « Créer une recherche à partir de ce bien » starts from. */
export async function findListingFacts(db: DbOrTx, agencyId: string, propertyId: string) {
  const [row] = await db
    .select({
      name: properties.name,
      type: properties.type,
      kind: properties.kind,
      price: properties.price,
      surface: sql<
        number | null
      >`coalesce(${properties.surfaceHabitable}, ${properties.surfaceCarrez}, ${properties.surfaceLand})::float8`,
      rooms: properties.rooms,
      zip: properties.zip,
      city: properties.city,
    })
    .from(properties)
    .where(tenantWhere(properties, agencyId, eq(properties.id, propertyId)));
  return row ? { ...row, surface: row.surface === null ? null : Number(row.surface) } : null;
}

// ---- the engine: candidates in SQL, both ways ------------------------------------------------

/** A row the engine found: the pair, its level, and what its reasons are written from. */
export interface Candidate extends Explained {
  searchId: string;
  propertyId: string;
  level: MatchLevel;
}

/** Kilometres between the listing and the search's point (haversine; null when either is unknown). */
const distanceKm = (l: { latitude: SQL; longitude: SQL }) => sql<number | null>`(
  2 * 6371 * asin(sqrt(
    power(sin(radians(${l.latitude} - ${clientSearches.radiusLatitude}) / 2), 2)
    + cos(radians(${clientSearches.radiusLatitude})) * cos(radians(${l.latitude}))
      * power(sin(radians(${l.longitude} - ${clientSearches.radiusLongitude}) / 2), 2)
  ))
)`;

/**
 * Every (search, listing) pair of the agency that matches or nearly matches, restricted to one
 * listing or one search: hard criteria in the join (transaction, kind, rooms, bedrooms, place,
 * energy class, budget and surface within the near tolerance), then the one-criterion-off rule on
 * what is left (over budget, under surface, each missing must-have count one each).
 */
export async function findCandidates(
  db: DbOrTx,
  agencyId: string,
  target: { propertyId: string } | { searchId: string },
  tolerance: number,
): Promise<Candidate[]> {
  const rows = await candidatesQuery(db, agencyId, target, tolerance);
  return rows.map(({ off, ...r }) => ({
    ...r,
    level: off === 0 ? 'match' : 'near',
    kind: r.kind as PropertyKind,
    price: Number(r.price),
    surface: r.surface === null ? null : Number(r.surface),
    distanceKm: r.distanceKm === null ? null : Number(r.distanceKm),
    budgetMin: r.budgetMin === null ? null : Number(r.budgetMin),
    budgetMax: r.budgetMax === null ? null : Number(r.budgetMax),
    surfaceMin: r.surfaceMin === null ? null : Number(r.surfaceMin),
    communeCodes: r.communeCodes ?? [],
    mustHaves: r.mustHaves ?? [],
    missing: r.missing ?? [],
  }));
}

/** The engine's one statement, also for the bench's EXPLAIN. */
export function candidatesQuery(
  db: DbOrTx,
  agencyId: string,
  target: { propertyId: string } | { searchId: string },
  tolerance: number,
) {
  const l = db.$with('l').as(
    db
      .select({
        id: properties.id,
        type: properties.type,
        kind: properties.kind,
        price: sql<number>`${properties.price}::float8`.as('price'),
        surface: sql<number | null>`coalesce(${properties.surfaceHabitable}, ${properties.surfaceCarrez},
          case when ${properties.kind} = 'terrain' then ${properties.surfaceLand} end)::float8`.as('surface'),
        rooms: properties.rooms,
        bedrooms: properties.bedrooms,
        floor: properties.floor,
        lift: properties.lift,
        furnished: properties.furnished,
        hasBalcony: properties.hasBalcony,
        hasTerrace: properties.hasTerrace,
        hasGarden: properties.hasGarden,
        hasParking: properties.hasParking,
        dpeClass: properties.dpeClass,
        communeCode: listingPositions.communeCode,
        latitude: listingPositions.latitude,
        longitude: listingPositions.longitude,
      })
      .from(properties)
      .leftJoin(listingPositions, eq(listingPositions.propertyId, properties.id))
      .where(
        tenantWhere(
          properties,
          agencyId,
          inArray(properties.status, [...MATCHABLE_STATUSES]),
          'propertyId' in target ? eq(properties.id, target.propertyId) : undefined,
        ),
      ),
  );
  const distance = distanceKm({ latitude: sql`${l.latitude}`, longitude: sql`${l.longitude}` });
  const has = (mustHave: MustHave): SQL => {
    switch (mustHave) {
      case 'ascenseur':
        return sql`coalesce(${l.lift}, false)`;
      case 'balcon_terrasse':
        return sql`(${l.hasBalcony} or ${l.hasTerrace})`;
      case 'parking':
        return sql`${l.hasParking}`;
      case 'exterieur':
        return sql`(${l.hasBalcony} or ${l.hasTerrace} or ${l.hasGarden})`;
      case 'pas_rez_de_chaussee':
        return sql`coalesce(${l.floor} <> 0, false)`;
      case 'meuble':
        return sql`coalesce(${l.furnished}, false)`;
    }
  };
  const missing = sql<
    MustHave[]
  >`array(select m from unnest(${clientSearches.mustHaves}) as m where not case m
    when 'ascenseur' then ${has('ascenseur')}
    when 'balcon_terrasse' then ${has('balcon_terrasse')}
    when 'parking' then ${has('parking')}
    when 'exterieur' then ${has('exterieur')}
    when 'pas_rez_de_chaussee' then ${has('pas_rez_de_chaussee')}
    when 'meuble' then ${has('meuble')}
    else false end)`;
  const overBudget = sql`coalesce(${l.price} > ${clientSearches.budgetMax}, false)::int`;
  const underSurface = sql`coalesce(${l.surface} < ${clientSearches.surfaceMin}, false)::int`;
  // Counted without building the array (the array is built once, for the rows kept).
  const missingCount = sql.join(
    MUST_HAVES.map(
      (mustHave) => sql`(${mustHave} = any(${clientSearches.mustHaves}) and not ${has(mustHave)})::int`,
    ),
    sql` + `,
  );
  const offCount = sql`(${overBudget} + ${underSurface} + ${missingCount})`;
  const inPlace = sql`(${l.communeCode} = any(${clientSearches.communeCodes})
    or (${clientSearches.radiusKm} is not null and ${distance} <= ${clientSearches.radiusKm}))`;
  const join = and(
    sql`${clientSearches.transaction} = case ${l.type} when 'Vente' then 'achat' else 'location' end`,
    sql`${clientSearches.kinds} @> array[${l.kind}]::text[]`,
    sql`(${clientSearches.budgetMax} is null or ${l.price} <= ${clientSearches.budgetMax} * ${1 + tolerance})`,
    sql`(${clientSearches.budgetMin} is null or ${l.price} >= ${clientSearches.budgetMin})`,
    sql`(${clientSearches.surfaceMin} is null or ${l.surface} >= ${clientSearches.surfaceMin} * ${1 - tolerance})`,
    sql`(${clientSearches.roomsMin} is null or ${l.rooms} >= ${clientSearches.roomsMin})`,
    sql`(${clientSearches.bedroomsMin} is null or ${l.bedrooms} >= ${clientSearches.bedroomsMin})`,
    sql`(${clientSearches.worstEnergyClass} is null or ${l.dpeClass} <= ${clientSearches.worstEnergyClass})`,
    inPlace,
  );
  return db
    .with(l)
    .select({
      searchId: clientSearches.id,
      propertyId: l.id,
      off: sql<number>`${offCount}`.mapWith(Number),
      kind: l.kind,
      price: l.price,
      surface: l.surface,
      rooms: l.rooms,
      bedrooms: l.bedrooms,
      dpeClass: l.dpeClass,
      communeCode: l.communeCode,
      distanceKm: sql<number | null>`case when ${clientSearches.radiusKm} is not null then ${distance} end`,
      budgetMin: clientSearches.budgetMin,
      budgetMax: clientSearches.budgetMax,
      surfaceMin: clientSearches.surfaceMin,
      roomsMin: clientSearches.roomsMin,
      bedroomsMin: clientSearches.bedroomsMin,
      communeCodes: clientSearches.communeCodes,
      radiusKm: clientSearches.radiusKm,
      radiusCenter: clientSearches.radiusCenter,
      worstEnergyClass: clientSearches.worstEnergyClass,
      mustHaves: clientSearches.mustHaves,
      missing,
    })
    .from(clientSearches)
    .innerJoin(l, join)
    .where(
      tenantWhere(
        clientSearches,
        agencyId,
        eq(clientSearches.status, 'active'),
        'searchId' in target ? eq(clientSearches.id, target.searchId) : undefined,
        sql`${offCount} <= 1`,
      ),
    );
}

export interface MatchToSave {
  searchId: string;
  propertyId: string;
  level: MatchLevel;
  reasons: MatchReason[];
}

/** How a run sets the event of its full matches (see saveMatches). */
export interface EventRule {
  event: MatchEvent;
  key: string;
  /**
   * Which full matches take this key: `all` (a price drop, back on the market), `search` (those
   * without one or found by a search: a new listing's first event, whichever job ran first), `none`
   * (only those without one).
   */
  replaces: 'all' | 'search' | 'none';
}

/**
 * Upserts the matches of one run on (search, listing) and deletes the rows of the same listing or
 * search that no longer match, unless the agent acted on them (state other than « nouveau »).
 * Returns the full matches whose event key changed: each is a new event for the client.
 */
export async function saveMatches(
  db: DbOrTx,
  agencyId: string,
  target: { propertyId: string } | { searchId: string },
  matches: readonly MatchToSave[],
  rule: EventRule,
): Promise<{ searchId: string; propertyId: string }[]> {
  const kept = matches.map((m) => ('propertyId' in target ? m.searchId : m.propertyId) as string);
  const stale = and(
    'propertyId' in target
      ? eq(searchMatches.propertyId, target.propertyId)
      : eq(searchMatches.searchId, target.searchId),
    eq(searchMatches.state, 'nouveau'),
    kept.length > 0
      ? notInArray('propertyId' in target ? searchMatches.searchId : searchMatches.propertyId, kept)
      : undefined,
  );
  await db.delete(searchMatches).where(tenantWhere(searchMatches, agencyId, stale));
  if (matches.length === 0) return [];
  const before = await db
    .select({
      searchId: searchMatches.searchId,
      propertyId: searchMatches.propertyId,
      key: searchMatches.eventKey,
    })
    .from(searchMatches)
    .where(
      tenantWhere(
        searchMatches,
        agencyId,
        'propertyId' in target
          ? eq(searchMatches.propertyId, target.propertyId)
          : eq(searchMatches.searchId, target.searchId),
      ),
    );
  const previous = new Map(before.map((b) => [`${b.searchId}:${b.propertyId}`, b.key]));
  const saved: { searchId: string; propertyId: string; level: MatchLevel; key: string | null }[] = [];
  // One order for every run: a listing's job and a search's job upserting the same rows at once
  // lock them in the same order, so neither waits on the other in a deadlock.
  const ordered = [...matches].sort((a, b) =>
    a.searchId === b.searchId
      ? a.propertyId.localeCompare(b.propertyId)
      : a.searchId.localeCompare(b.searchId),
  );
  // Six parameters a row: chunks stay far below PostgreSQL's 65,535 parameters a statement.
  for (let i = 0; i < ordered.length; i += 2000) {
    saved.push(...(await upsertMatches(db, agencyId, ordered.slice(i, i + 2000), rule)));
  }
  return saved
    .filter(
      (s) => s.level === 'match' && s.key !== null && s.key !== previous.get(`${s.searchId}:${s.propertyId}`),
    )
    .map(({ searchId, propertyId }) => ({ searchId, propertyId }));
}

async function upsertMatches(db: DbOrTx, agencyId: string, matches: readonly MatchToSave[], rule: EventRule) {
  const isMatch = sql`excluded.level = 'match'`;
  const replaced =
    rule.replaces === 'all'
      ? sql`true`
      : rule.replaces === 'search'
        ? sql`${searchMatches.eventKey} = 'search'`
        : sql`false`;
  const keepOld = sql`${searchMatches.eventKey} is not null and not (${replaced})`;
  return db
    .insert(searchMatches)
    .values(
      matches.map((m) =>
        tenantRow(agencyId, {
          searchId: m.searchId,
          propertyId: m.propertyId,
          level: m.level,
          reasons: m.reasons,
          event: m.level === 'match' ? rule.event : null,
          eventKey: m.level === 'match' ? rule.key : null,
        }),
      ),
    )
    .onConflictDoUpdate({
      target: [searchMatches.searchId, searchMatches.propertyId],
      set: {
        level: sql`excluded.level`,
        reasons: sql`excluded.reasons`,
        event: sql`case when not ${isMatch} or ${keepOld} then ${searchMatches.event} else excluded.event end`,
        eventKey: sql`case when not ${isMatch} or ${keepOld} then ${searchMatches.eventKey} else excluded.event_key end`,
        updatedAt: sql`now()`,
      },
    })
    .returning({
      searchId: searchMatches.searchId,
      propertyId: searchMatches.propertyId,
      level: searchMatches.level,
      key: searchMatches.eventKey,
    });
}

// ---- views -----------------------------------------------------------------------------------

export interface MatchFilter {
  searchId?: string;
  propertyId?: string;
  clientId?: string;
  state?: MatchState;
  level?: MatchLevel;
  kind?: PropertyKind;
  memberId?: string;
  /** Only matches of active searches (the dashboard's figure, the agency page). */
  activeSearches?: boolean;
}

export interface MatchCursor {
  firstMatchedAt: string;
  searchId: string;
  propertyId: string;
}

function matchConditions(filter: MatchFilter, after?: MatchCursor): SQL | undefined {
  return and(
    filter.searchId ? eq(searchMatches.searchId, filter.searchId) : undefined,
    filter.propertyId ? eq(searchMatches.propertyId, filter.propertyId) : undefined,
    filter.clientId ? eq(clientSearches.clientId, filter.clientId) : undefined,
    filter.state ? eq(searchMatches.state, filter.state) : undefined,
    filter.level ? eq(searchMatches.level, filter.level) : undefined,
    filter.kind ? eq(properties.kind, filter.kind) : undefined,
    filter.memberId ? eq(properties.userId, filter.memberId) : undefined,
    filter.activeSearches ? eq(clientSearches.status, 'active') : undefined,
    after
      ? or(
          lt(searchMatches.firstMatchedAt, sql`${after.firstMatchedAt}::timestamptz`),
          and(
            eq(searchMatches.firstMatchedAt, sql`${after.firstMatchedAt}::timestamptz`),
            sql`(${searchMatches.searchId}, ${searchMatches.propertyId}) < (${after.searchId}::uuid, ${after.propertyId}::uuid)`,
          ),
        )
      : undefined,
  );
}

const firstPhotoId = sql<string | null>`(select ${propertyPhotos.id} from ${propertyPhotos}
  where ${propertyPhotos.propertyId} = ${properties.id}
  order by ${propertyPhotos.position}, ${propertyPhotos.createdAt} limit 1)`;

/** Matches with their search, client, listing and member; new first (first matched), keyset paged. */
export async function listMatches(
  db: DbOrTx,
  agencyId: string,
  filter: MatchFilter,
  page: { limit: number; after?: MatchCursor; matchesFirst?: boolean },
) {
  return db
    .select({
      searchId: searchMatches.searchId,
      propertyId: searchMatches.propertyId,
      level: searchMatches.level,
      state: searchMatches.state,
      dismissReason: searchMatches.dismissReason,
      visitId: searchMatches.visitId,
      reasons: searchMatches.reasons,
      firstMatchedAt: sql<string>`${searchMatches.firstMatchedAt}::text`,
      firstMatchedIso: searchMatches.firstMatchedAt,
      updatedAt: searchMatches.updatedAt,
      clientId: clientSearches.clientId,
      clientName: clients.fullName,
      search: clientSearches,
      property: {
        name: properties.name,
        type: properties.type,
        kind: properties.kind,
        price: properties.price,
        city: properties.city,
        surface: sql<
          number | null
        >`coalesce(${properties.surfaceHabitable}, ${properties.surfaceCarrez}, ${properties.surfaceLand})::float8`,
        rooms: properties.rooms,
        dpeClass: properties.dpeClass,
        status: properties.status,
        photoId: firstPhotoId,
      },
      memberId: properties.userId,
      memberName: sql<string | null>`nullif(trim(${profiles.firstName} || ' ' || ${profiles.lastName}), '')`,
    })
    .from(searchMatches)
    .innerJoin(clientSearches, eq(clientSearches.id, searchMatches.searchId))
    .innerJoin(clients, eq(clients.id, clientSearches.clientId))
    .innerJoin(properties, eq(properties.id, searchMatches.propertyId))
    .leftJoin(profiles, eq(profiles.id, properties.userId))
    .where(tenantWhere(searchMatches, agencyId, matchConditions(filter, page.after)))
    .orderBy(
      ...(page.matchesFirst ? [asc(searchMatches.level)] : []),
      desc(searchMatches.firstMatchedAt),
      desc(searchMatches.searchId),
      desc(searchMatches.propertyId),
    )
    .limit(page.limit);
}

export async function countMatches(db: DbOrTx, agencyId: string, filter: MatchFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(searchMatches)
    .innerJoin(clientSearches, eq(clientSearches.id, searchMatches.searchId))
    .innerJoin(properties, eq(properties.id, searchMatches.propertyId))
    .where(tenantWhere(searchMatches, agencyId, matchConditions(filter)));
  return row?.n ?? 0;
}

export async function findMatchState(db: DbOrTx, agencyId: string, searchId: string, propertyId: string) {
  const [row] = await db
    .select({ state: searchMatches.state })
    .from(searchMatches)
    .where(
      tenantWhere(
        searchMatches,
        agencyId,
        eq(searchMatches.searchId, searchId),
        eq(searchMatches.propertyId, propertyId),
      ),
    );
  return row ?? null;
}

export async function updateMatchState(
  db: DbOrTx,
  agencyId: string,
  key: { searchId: string; propertyId: string },
  values: { state: MatchState; dismissReason: string | null; visitId: string | null },
): Promise<boolean> {
  const rows = await db
    .update(searchMatches)
    .set({ ...values, updatedAt: sql`now()` })
    .where(
      tenantWhere(
        searchMatches,
        agencyId,
        eq(searchMatches.searchId, key.searchId),
        eq(searchMatches.propertyId, key.propertyId),
      ),
    )
    .returning({ searchId: searchMatches.searchId });
  return rows.length > 0;
}

/** A visit of this listing in the agency (a history entry of type « visit »). */
export async function isVisitOf(db: DbOrTx, agencyId: string, visitId: string, propertyId: string) {
  const [row] = await db
    .select({ id: propertyHistory.id })
    .from(propertyHistory)
    .where(
      tenantWhere(
        propertyHistory,
        agencyId,
        eq(propertyHistory.id, visitId),
        eq(propertyHistory.propertyId, propertyId),
        eq(propertyHistory.type, 'visit'),
      ),
    );
  return row !== undefined;
}
