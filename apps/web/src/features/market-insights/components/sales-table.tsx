import { type MarketSale, marketInsightsMessages } from '@immopilote/contracts';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import { formatPrice } from '../../../lib/format';

const m = marketInsightsMessages.search;
const c = m.columns;
const day = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const date = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));
const surface = (n: number) => `${n.toLocaleString('fr-FR')}\u00a0m²`;
const distance = (n: number) =>
  n >= 1000 ? `${(n / 1000).toLocaleString('fr-FR', { maximumFractionDigits: 1 })}\u00a0km` : `${n}\u00a0m`;

const COLUMNS: readonly DataColumn<MarketSale>[] = [
  { header: c.date, cell: (sale) => <span className="whitespace-nowrap">{date(sale.soldOn)}</span> },
  { header: c.address, card: 'title', cell: (sale) => <SaleAddress sale={sale} /> },
  { header: c.surface, numeric: true, cell: (sale) => surface(sale.surface) },
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
  cell: (sale) => (sale.distanceM === null ? '–' : distance(sale.distanceM)),
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
