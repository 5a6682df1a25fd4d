import {
  ACTIVE_PROPERTY_STATUSES,
  type ComparablesDefinition,
  type Competition,
  DVF_KINDS,
  type DvfKind,
  type MarketPosition,
  MARKET_SEARCH_LISTED,
  type MarketSearchResult,
  marketInsightsMessages,
  marketMessages,
  type PriceAdvice,
  parisToday,
  type PropertyMarket,
  type marketSearchQuerySchema,
} from '@immopilote/contracts';
import type { z } from 'zod';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { listPropertyHistory } from '../history/history.service';
import { activePortfolio, getAgencyProperty } from '../properties/properties.service';
import { quantile } from '../../integrations/ai/valuation/dvf-engine';
import { evenSample, marketFigures, quarterlyMedians, yearsBefore } from './market-figures';
import { findSales, latestSaleDate, positionOfStreet, type SalesArea } from './market.repo';
import {
  boxAround,
  type ComparableSale,
  type ComparableSet,
  distanceM,
  findComparables,
  MIN_COMPARABLES,
  parseStreetAddress,
} from './market.service';
import { findKnownCommunes, type KnownCommune } from './market-search.repo';
import { advisePrice } from './price-advice';
import { priceExcludingFees } from './valuation.service';

const m = marketInsightsMessages;

/** The most sales one market search reads; a commune's five years rarely reach it. */
const SEARCH_MAX_SALES = 5000;
/** The chart draws at most this many points, spread over the period (a phone stays fluid). */
const CHART_MAX_POINTS = 1000;

const isDvfKind = (kind: string | null): kind is DvfKind =>
  (DVF_KINDS as readonly string[]).includes(kind ?? '');

// ---- market search ------------------------------------------------------------------------------

const communeLabel = (c: KnownCommune) =>
  c.postcodes.length > 0 ? `${c.name} (${c.postcodes.join(', ')})` : c.name;

/** « Toulon », « 83000 », « 83000 Toulon » or « Toulon 83000 » → the communes of the data it names. */
async function resolveCommunes(deps: Pick<AppDeps, 'db'>, query: string): Promise<KnownCommune[]> {
  const postcode = /\b(\d{5})\b/.exec(query)?.[1] ?? null;
  const refuse = (message: string) => new AppError('VALIDATION_FAILED', message, { commune: message });
  const communes = await findKnownCommunes(
    deps.db,
    postcode ? { postcode } : { name: query.replace(/\b\d{5}\b/, '').trim() },
  );
  if (communes.length === 0) throw refuse(m.search.communeUnknown(query));
  // A postcode may cover several communes, all searched; a name shared by several asks for the postcode.
  if (!postcode && communes.length > 1) {
    throw refuse(m.search.communeAmbiguous(query, communes.map(communeLabel)));
  }
  return communes;
}

/**
 * « Prix du marché » (/web-search): the recent sales of a commune, or around an address placed
 * from the sales data itself (offline), with their figures and the €/m² over time. The period is
 * counted back from the most recent sale known there: DVF is published months after the deeds.
 */
export async function searchMarket(
  deps: Pick<AppDeps, 'db'>,
  _scope: MemberScope,
  input: z.output<typeof marketSearchQuerySchema>,
): Promise<MarketSearchResult> {
  const communes = await resolveCommunes(deps, input.commune);
  let area: SalesArea = { by: 'communes', codes: communes.map((c) => c.code) };
  let located: MarketSearchResult['located'] = null;
  let point: { latitude: number; longitude: number } | null = null;
  if (input.address) {
    const street = parseStreetAddress(input.address);
    const found = street ? await positionOfStreet(deps.db, area, street.street, street.number) : null;
    located = found ? (found.exact ? 'number' : 'street') : 'none';
    if (found) {
      point = { latitude: found.latitude, longitude: found.longitude };
      area = boxAround(point, input.radius);
    }
  }
  const empty: MarketSearchResult = {
    communes: communes.map(communeLabel),
    located,
    radiusM: point ? input.radius : null,
    since: null,
    until: null,
    figures: null,
    quarters: [],
    points: [],
    sales: [],
    total: 0,
    definition: null,
  };
  const until = await latestSaleDate(deps.db, input.kind, area);
  if (!until) return empty;
  const since = yearsBefore(until, input.years);
  const surface =
    input.surfaceMin !== undefined || input.surfaceMax !== undefined
      ? { min: input.surfaceMin ?? 0, max: input.surfaceMax ?? Number.MAX_SAFE_INTEGER }
      : undefined;
  const rows = await findSales(deps.db, { kind: input.kind, area, surface, since, limit: SEARCH_MAX_SALES });
  const sales = rows
    .map((row) => ({
      ...row,
      distanceM:
        point && row.latitude !== null && row.longitude !== null
          ? Math.round(distanceM(point, { latitude: row.latitude, longitude: row.longitude }))
          : null,
    }))
    .filter((sale) => !point || (sale.distanceM !== null && sale.distanceM <= input.radius));
  return {
    ...empty,
    ...salesResult(sales),
    since,
    until,
    definition: definitionOf(sales, {
      kind: input.kind,
      surfaceMin: input.surfaceMin ?? null,
      surfaceMax: input.surfaceMax ?? null,
      radiusM: point ? input.radius : null,
      widened: null,
    }),
  };
}

type FoundSale = Omit<ComparableSale, 'soldOn'> & { soldOn: string | Date };

/** The figures, chart and list of sales found, most recent first. */
function salesResult(
  found: readonly FoundSale[],
): Pick<MarketSearchResult, 'figures' | 'quarters' | 'points' | 'sales' | 'total'> {
  const sales = found.map((s) => ({ ...s, soldOn: String(s.soldOn).slice(0, 10) }));
  const chronological = [...sales].reverse();
  return {
    figures: sales.length >= MIN_COMPARABLES ? marketFigures(sales) : null,
    quarters: quarterlyMedians(chronological),
    points: evenSample(chronological, CHART_MAX_POINTS).map((s) => ({
      soldOn: s.soldOn,
      pricePerM2: Number(s.pricePerM2),
    })),
    sales: sales.slice(0, MARKET_SEARCH_LISTED).map((s) => ({
      id: s.id,
      soldOn: s.soldOn,
      address: s.address,
      postcode: s.postcode,
      communeName: s.communeName,
      kind: s.kind,
      surface: Number(s.surface),
      rooms: s.rooms,
      price: Number(s.price),
      pricePerM2: Number(s.pricePerM2),
      distanceM: s.distanceM,
    })),
    total: sales.length,
  };
}

/** What the sales are, as both screens state it: criteria, and the period the sales really span. */
function definitionOf(
  sales: readonly FoundSale[],
  criteria: Omit<ComparablesDefinition, 'firstSale' | 'lastSale' | 'count'>,
): ComparablesDefinition {
  const dates = sales.map((s) => String(s.soldOn).slice(0, 10)).sort();
  return { ...criteria, firstSale: dates[0] ?? null, lastSale: dates.at(-1) ?? null, count: sales.length };
}

/**
 * « Marché de ce bien » (issue 27 §5): the market page for one property, from the very comparables
 * its evaluation reads (findComparables), so both screens give one median for one flat.
 */
export async function propertyMarket(
  deps: AppDeps,
  scope: MemberScope,
  { id }: { id: string },
): Promise<PropertyMarket> {
  const property = await getAgencyProperty(deps, scope, { id });
  const v = marketMessages.valuation;
  if (!isDvfKind(property.kind)) {
    throw new AppError('VALIDATION_FAILED', v.missingFacts, { kind: v.kindRequired });
  }
  const surface = property.surfaceHabitable ?? property.surfaceCarrez;
  const set = await findComparables(deps, {
    kind: property.kind,
    postcode: property.zip,
    city: property.city,
    address: property.address,
    surface: surface !== null && surface > 0 ? surface : null,
  });
  const c = set.criteria;
  return {
    propertyName: property.name,
    result: {
      communes: [property.zip ? `${property.city} (${property.zip})` : property.city],
      located: c.located ?? (property.address ? 'none' : null),
      radiusM: c.zone === 'radius' ? c.radiusM : null,
      since: c.since,
      until: c.until,
      ...salesResult(set.sales),
      // Too few everywhere: no figure, as the evaluation gives none.
      ...(set.enough ? {} : { figures: null }),
      definition: definitionOf(set.sales, {
        kind: property.kind,
        surfaceMin: c.surfaceBand?.min ?? null,
        surfaceMax: c.surfaceBand?.max ?? null,
        radiusM: c.zone === 'radius' ? c.radiusM : null,
        widened: c.widened,
      }),
    },
  };
}

// ---- shared by the advice and the competitive analysis ------------------------------------------

interface MarketWindow {
  figures: NonNullable<ReturnType<typeof marketFigures>>;
  since: string;
  until: string;
  perM2: number[];
}

/** The comparables' figures and the period they span, or null when there are too few. */
function windowOf(set: ComparableSet): MarketWindow | null {
  const figures = set.enough ? marketFigures(set.sales) : null;
  if (!figures) return null;
  const dates = set.sales.map((s) => String(s.soldOn).slice(0, 10)).sort();
  return {
    figures,
    since: dates[0]!,
    until: dates.at(-1)!,
    perM2: set.sales.map((s) => Number(s.pricePerM2)),
  };
}

function positionOf(perM2: number, figures: MarketWindow['figures']): MarketPosition {
  if (perM2 > figures.q3PerM2) return 'above';
  if (perM2 < figures.q1PerM2) return 'below';
  return 'within';
}

const gapPercent = (value: number, reference: number) => Math.round((value / reference - 1) * 1000) / 10;

// ---- dynamic price advice -----------------------------------------------------------------------

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * « Conseil de prix dynamique » (Premium): for a sale on the market, its days online (from its
 * creation: no status history is kept), the visits and visitors' notes of its history, against
 * its comparables → a suggested adjustment explained step by step. Nothing is saved or changed.
 */
export async function priceAdvice(
  deps: AppDeps,
  scope: MemberScope,
  { id }: { id: string },
): Promise<PriceAdvice> {
  const a = m.advice;
  const property = await getAgencyProperty(deps, scope, { id });
  if (
    property.type !== 'Vente' ||
    !(ACTIVE_PROPERTY_STATUSES as readonly string[]).includes(property.status)
  ) {
    return { status: 'not_applicable', message: a.onlyActiveSales };
  }
  const surface = property.surfaceHabitable ?? property.surfaceCarrez;
  const asking = priceExcludingFees(property.price, property);
  const missing = [
    ...(isDvfKind(property.kind) ? [] : [a.kindRequired]),
    ...(surface !== null && surface > 0 ? [] : [a.surfaceRequired]),
    ...(asking !== null ? [] : [a.exclFeesRequired]),
  ];
  if (missing.length > 0 || !isDvfKind(property.kind) || surface === null || asking === null) {
    return { status: 'missing_facts', message: a.missingFacts, missing };
  }

  const set = await findComparables(deps, {
    kind: property.kind,
    postcode: property.zip,
    city: property.city,
    address: property.address,
    surface,
  });
  const market = windowOf(set);
  if (!market) {
    return {
      status: 'not_enough',
      message: a.notEnough(set.sales.length, MIN_COMPARABLES),
      found: set.sales.length,
    };
  }

  const today = parisToday();
  const onlineSince = parisToday(new Date(property.createdAt));
  const daysOnline = Math.max(0, daysBetween(onlineSince, today));
  const { entries } = await listPropertyHistory(deps, scope, { propertyId: id });
  // Planned appointments still to come are not visits yet.
  const visits = entries.filter((e) => e.type === 'visit' && e.date <= today);
  const visitsLast30 = visits.filter((e) => daysBetween(e.date, today) < 30).length;
  const notes = visits.flatMap((e) => (e.clientNote === null ? [] : [e.clientNote]));

  const advice = advisePrice({
    askingExclFees: asking,
    surface,
    daysOnline,
    visits: visits.length,
    notes,
    market: market.figures,
    comparablePerM2: market.perM2,
  });
  const criteria = set.criteria;
  const zone = [
    criteria.zone === 'radius' && criteria.radiusM !== null ? a.zoneRadius(criteria.radiusM) : a.zoneCommune,
    ...(criteria.surfaceBand ? [a.surfaceBand(criteria.surfaceBand.min, criteria.surfaceBand.max)] : []),
  ].join(', ');
  const f = market.figures;
  // The advertised price moves with the one compared: the buyer's fees keep their share.
  const feesRatio = property.price / asking;
  return {
    status: 'ready',
    facts: {
      onlineSince,
      daysOnline,
      visits: visits.length,
      visitsLast30,
      notes: notes.length,
      averageNote:
        notes.length > 0 ? Math.round((notes.reduce((s, n) => s + n, 0) / notes.length) * 10) / 10 : null,
      askingExclFees: asking,
      askingPerM2: Math.round(asking / surface),
      surface,
    },
    market: { ...f, since: market.since, until: market.until, zone },
    position: advice.position,
    direction: advice.direction,
    targetExclFees: advice.targetExclFees,
    targetWithFees:
      advice.targetExclFees === null || feesRatio === 1
        ? null
        : Math.round((advice.targetExclFees * feesRatio) / 100) * 100,
    changePercent: advice.changePercent,
    steps: [
      a.steps.market(f.count, zone, market.since, market.until, f.medianPerM2, f.q1PerM2, f.q3PerM2),
      ...advice.reasons,
      a.steps.decision,
    ],
  };
}

// ---- competitive analysis -----------------------------------------------------------------------

/**
 * « Analyse concurrentielle » (Premium): the €/m² of the agency's sales on the market against the
 * commune's recent sales of the same kind, per commune and per listing. Rentals are left out:
 * DVF records sales only.
 */
export async function competition(deps: AppDeps, scope: MemberScope): Promise<Competition> {
  const listings = (await activePortfolio(deps, scope)).filter((l) => l.type === 'Vente');
  const excluded: Competition['excluded'] = [];
  const compared: (Omit<Competition['listings'][number], 'gapPercent' | 'position'> & { key: string })[] = [];
  for (const listing of listings) {
    const { kind } = listing.facts;
    const surface = listing.facts.surfaceHabitable ?? listing.facts.surfaceCarrez;
    if (!isDvfKind(kind)) {
      excluded.push({ id: listing.id, name: listing.name, reason: 'kind' });
      continue;
    }
    if (surface === null || surface <= 0) {
      excluded.push({ id: listing.id, name: listing.name, reason: 'surface' });
      continue;
    }
    const exclFees = priceExcludingFees(listing.price, listing.facts);
    const price = exclFees ?? listing.price;
    compared.push({
      key: `${listing.zip}|${listing.city.trim().toLowerCase()}|${kind}`,
      id: listing.id,
      name: listing.name,
      city: listing.city.trim(),
      zip: listing.zip,
      kind,
      surface,
      price,
      feesIncluded: exclFees === null,
      pricePerM2: Math.round(price / surface),
    });
  }

  const keys = [...new Set(compared.map((c) => c.key))];
  const groups: Competition['groups'] = [];
  const markets = new Map<string, MarketWindow | null>();
  for (const key of keys) {
    const members = compared.filter((c) => c.key === key);
    const first = members[0]!;
    const set = await findComparables(deps, {
      kind: first.kind,
      postcode: first.zip,
      city: first.city,
      surface: null,
    });
    const market = windowOf(set);
    markets.set(key, market);
    const agencyMedian = Math.round(
      quantile(
        members.map((c) => c.pricePerM2).sort((x, y) => x - y),
        0.5,
      ),
    );
    groups.push({
      city: first.city,
      zip: first.zip,
      kind: first.kind,
      listings: members.length,
      agencyMedianPerM2: agencyMedian,
      market: market ? { ...market.figures, since: market.since, until: market.until } : null,
      marketSalesFound: set.sales.length,
      gapPercent: market ? gapPercent(agencyMedian, market.figures.medianPerM2) : null,
    });
  }
  groups.sort((x, y) => x.city.localeCompare(y.city, 'fr') || x.kind.localeCompare(y.kind));

  return {
    groups,
    listings: compared
      .map(({ key, ...listing }) => {
        const market = markets.get(key) ?? null;
        return {
          ...listing,
          gapPercent: market ? gapPercent(listing.pricePerM2, market.figures.medianPerM2) : null,
          position: market ? positionOf(listing.pricePerM2, market.figures) : ('unknown' as const),
        };
      })
      .sort((x, y) => x.city.localeCompare(y.city, 'fr') || x.name.localeCompare(y.name, 'fr')),
    excluded,
  };
}
