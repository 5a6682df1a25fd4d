import { marketMessages, type Valuation } from '@immopilote/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import {
  formatDistance,
  formatNumber,
  formatPrice,
  formatShortDate,
  formatSurface,
} from '../../../lib/format';

const m = marketMessages.valuation;
const SHOWN_FIRST = 20;
const distance = (v: number | null) => (v === null ? '–' : formatDistance(v));

type Sale = Valuation['sales'][number];

const COLUMNS: readonly DataColumn<Sale>[] = [
  {
    header: m.columns.date,
    cell: (sale) => <span className="whitespace-nowrap">{formatShortDate(sale.soldOn)}</span>,
  },
  {
    header: m.columns.address,
    card: 'title',
    cell: (sale) => (
      <>
        {sale.address || '–'}
        <span className="block text-xs font-normal text-slate-500">{sale.communeName}</span>
      </>
    ),
  },
  { header: m.columns.surface, numeric: true, cell: (sale) => formatSurface(sale.surface) },
  { header: m.columns.rooms, numeric: true, cell: (sale) => sale.rooms ?? '–' },
  { header: m.columns.price, numeric: true, cell: (sale) => formatPrice(sale.price) },
  { header: m.columns.perM2, numeric: true, cell: (sale) => formatPrice(Math.round(sale.pricePerM2)) },
];

const DISTANCE: DataColumn<Sale> = {
  header: m.columns.distance,
  numeric: true,
  cell: (sale) => distance(sale.distanceM),
};

/** The sales retained (address, date, surface, price), most recent first: a table on a desk, cards on a phone. */
export function ComparablesList({ sales, total }: { sales: Valuation['sales']; total: number }) {
  const [all, setAll] = useState(false);
  const shown = all ? sales : sales.slice(0, SHOWN_FIRST);
  const showDistance = sales.some((s) => s.distanceM !== null);
  return (
    <section className="space-y-3" aria-labelledby="comparables-title">
      <h2 id="comparables-title" className="text-lg font-semibold text-slate-900">
        {m.salesTitle} ({formatNumber(sales.length)})
      </h2>
      {total > sales.length && (
        <p className="text-sm text-slate-600">{m.mostRecentShown(sales.length, total)}</p>
      )}
      <DataTable
        caption={m.salesTitle}
        columns={showDistance ? [...COLUMNS, DISTANCE] : COLUMNS}
        rows={shown}
        rowKey={(sale, i) => `${sale.soldOn}-${sale.address}-${i}`}
      />
      {!all && sales.length > SHOWN_FIRST && (
        <Button variant="secondary" onClick={() => setAll(true)}>
          {m.showAll(sales.length)}
        </Button>
      )}
    </section>
  );
}
