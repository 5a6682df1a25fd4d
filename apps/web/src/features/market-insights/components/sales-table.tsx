import { type MarketSale, marketInsightsMessages } from '@immopilote/contracts';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import { formatDate, formatDistance, formatPrice, formatSurface } from '../../../lib/format';

const m = marketInsightsMessages.search;
const c = m.columns;
const date = (iso: string) => formatDate(iso, 'medium');

const COLUMNS: readonly DataColumn<MarketSale>[] = [
  { header: c.date, cell: (sale) => <span className="whitespace-nowrap">{date(sale.soldOn)}</span> },
  { header: c.address, card: 'title', cell: (sale) => <SaleAddress sale={sale} /> },
  { header: c.surface, numeric: true, cell: (sale) => formatSurface(sale.surface) },
  { header: c.rooms, numeric: true, cell: (sale) => sale.rooms ?? '–' },
  { header: c.price, numeric: true, cell: (sale) => formatPrice(sale.price) },
  {
    header: c.pricePerM2,
    numeric: true,
    cell: (sale) => <strong>{formatPrice(Math.round(sale.pricePerM2))}</strong>,
  },
];

const DISTANCE: DataColumn<MarketSale> = {
  header: c.distance,
  numeric: true,
  cell: (sale) => (sale.distanceM === null ? '–' : formatDistance(sale.distanceM)),
};

function SaleAddress({ sale }: { sale: MarketSale }) {
  return (
    <>
      {sale.address}
      <span className="font-normal text-slate-600">
        , {sale.postcode ?? ''} {sale.communeName}
      </span>
    </>
  );
}

/** The sales, newest first: a table on a wide screen, one card per sale on a phone. */
export function SalesTable({ sales, withDistance }: { sales: readonly MarketSale[]; withDistance: boolean }) {
  return (
    <DataTable
      caption={m.tableTitle}
      columns={withDistance ? [...COLUMNS, DISTANCE] : COLUMNS}
      rows={sales}
      rowKey={(sale) => String(sale.id)}
    />
  );
}
