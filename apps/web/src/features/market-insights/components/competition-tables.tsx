import { type Competition, formatPercentChange, marketInsightsMessages } from '@immopilote/contracts';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import { cn } from '../../../lib/cn';
import { formatNumber, formatPrice, formatPricePerM2, formatSurface } from '../../../lib/format';

const c = marketInsightsMessages.competition;
const col = c.columns;
const gap = (n: number | null) => (n === null ? '–' : formatPercentChange(n));

const POSITION_STYLE = {
  above: 'bg-red-50 text-red-800',
  within: 'bg-green-50 text-green-800',
  below: 'bg-blue-50 text-blue-800',
  unknown: 'bg-slate-100 text-slate-700',
} as const;

function Position({ position }: { position: keyof typeof POSITION_STYLE }) {
  return (
    <span
      className={cn('inline-block rounded-full px-2 py-0.5 text-xs font-medium', POSITION_STYLE[position])}
    >
      {c.positions[position]}
    </span>
  );
}

type Group = Competition['groups'][number];
type Listing = Competition['listings'][number];

const GROUP_COLUMNS: readonly DataColumn<Group>[] = [
  { header: col.commune, card: 'title', cell: (g) => `${g.city} (${g.zip})` },
  { header: col.kind, cell: (g) => marketInsightsMessages.kinds[g.kind] },
  { header: col.listings, numeric: true, cell: (g) => g.listings },
  {
    header: col.agencyMedian,
    numeric: true,
    cell: (g) => <strong>{formatPricePerM2(g.agencyMedianPerM2)}</strong>,
  },
  {
    header: col.marketMedian,
    numeric: true,
    cell: (g) => (g.market ? formatPricePerM2(g.market.medianPerM2) : '–'),
  },
  {
    header: col.marketRange,
    numeric: true,
    cell: (g) =>
      g.market
        ? marketInsightsMessages.search.range(g.market.q1PerM2, g.market.q3PerM2)
        : c.notEnough(g.marketSalesFound),
  },
  {
    header: col.sales,
    numeric: true,
    cell: (g) => formatNumber(g.market?.count ?? g.marketSalesFound),
  },
  { header: col.gap, numeric: true, cell: (g) => <strong>{gap(g.gapPercent)}</strong> },
];

function ListingPrice({ listing }: { listing: Listing }) {
  return (
    <>
      {formatPrice(listing.price)}
      {listing.feesIncluded && (
        <span className="ml-1 text-xs text-amber-800" title={c.feesIncludedHelp}>
          ({c.feesIncluded})
        </span>
      )}
    </>
  );
}

const LISTING_COLUMNS: readonly DataColumn<Listing>[] = [
  {
    header: col.listing,
    card: 'title',
    cell: (l) => (
      <Link to={`/property-detail/${l.id}`} className="font-medium text-brand-700 hover:underline">
        {l.name}
      </Link>
    ),
  },
  { header: col.commune, cell: (l) => l.city },
  { header: col.surface, numeric: true, cell: (l) => formatSurface(l.surface) },
  { header: col.price, numeric: true, cell: (l) => <ListingPrice listing={l} /> },
  { header: col.pricePerM2, numeric: true, cell: (l) => <strong>{formatPricePerM2(l.pricePerM2)}</strong> },
  { header: col.gap, numeric: true, cell: (l) => gap(l.gapPercent) },
  { header: col.position, cell: (l) => <Position position={l.position} /> },
];

/** One row per commune and kind: the agency's median against the market's, and the market's central half. */
export function CommunesTable({ groups }: { groups: Competition['groups'] }) {
  return (
    <DataTable
      caption={c.communesTitle}
      columns={GROUP_COLUMNS}
      rows={groups}
      rowKey={(g) => `${g.zip}-${g.city}-${g.kind}`}
    />
  );
}

/** One row per listing compared, each linking to its page. */
export function ListingsTable({ listings }: { listings: Competition['listings'] }) {
  return (
    <DataTable caption={c.listingsTitle} columns={LISTING_COLUMNS} rows={listings} rowKey={(l) => l.id} />
  );
}
