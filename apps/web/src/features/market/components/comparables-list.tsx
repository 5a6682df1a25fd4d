import { marketMessages, type Valuation } from '@immopilote/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatPrice, formatPricePerM2, formatShortDate } from '../../../lib/format';

const m = marketMessages.valuation;
const SHOWN_FIRST = 20;
const surface = (v: number) => `${v.toLocaleString('fr-FR')}\u00a0m²`;
const distance = (v: number | null) =>
  v === null
    ? '–'
    : v < 1000
      ? `${v.toLocaleString('fr-FR')}\u00a0m`
      : `${(v / 1000).toLocaleString('fr-FR', { maximumFractionDigits: 1 })}\u00a0km`;

/** The sales retained (address, date, surface, price), most recent first: a table on a desk, cards on a phone. */
export function ComparablesList({ sales, total }: { sales: Valuation['sales']; total: number }) {
  const [all, setAll] = useState(false);
  const shown = all ? sales : sales.slice(0, SHOWN_FIRST);
  const showDistance = sales.some((s) => s.distanceM !== null);
  return (
    <section className="space-y-3" aria-labelledby="comparables-title">
      <h2 id="comparables-title" className="text-lg font-semibold text-slate-900">
        {m.salesTitle} ({sales.length.toLocaleString('fr-FR')})
      </h2>
      {total > sales.length && (
        <p className="text-sm text-slate-600">{m.mostRecentShown(sales.length, total)}</p>
      )}
      <table className="hidden w-full text-left text-sm md:table">
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th className="py-2 pr-3 font-medium">{m.columns.date}</th>
            <th className="py-2 pr-3 font-medium">{m.columns.address}</th>
            <th className="py-2 pr-3 text-right font-medium">{m.columns.surface}</th>
            <th className="py-2 pr-3 text-right font-medium">{m.columns.rooms}</th>
            <th className="py-2 pr-3 text-right font-medium">{m.columns.price}</th>
            <th className="py-2 pr-3 text-right font-medium">{m.columns.perM2}</th>
            {showDistance && <th className="py-2 text-right font-medium">{m.columns.distance}</th>}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {shown.map((sale, i) => (
            <tr key={`${sale.soldOn}-${sale.address}-${i}`}>
              <td className="py-2 pr-3 whitespace-nowrap">{formatShortDate(sale.soldOn)}</td>
              <td className="py-2 pr-3">
                {sale.address || '–'}
                <span className="block text-xs text-slate-500">{sale.communeName}</span>
              </td>
              <td className="py-2 pr-3 text-right whitespace-nowrap">{surface(sale.surface)}</td>
              <td className="py-2 pr-3 text-right">{sale.rooms ?? '–'}</td>
              <td className="py-2 pr-3 text-right whitespace-nowrap">{formatPrice(sale.price)}</td>
              <td className="py-2 pr-3 text-right whitespace-nowrap">
                {formatPrice(Math.round(sale.pricePerM2))}
              </td>
              {showDistance && (
                <td className="py-2 text-right whitespace-nowrap">{distance(sale.distanceM)}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-slate-100 md:hidden">
        {shown.map((sale, i) => (
          <li key={`${sale.soldOn}-${sale.address}-${i}`} className="py-2 text-sm">
            <p className="font-medium text-slate-900">{sale.address || sale.communeName}</p>
            <p className="text-slate-700">
              {formatShortDate(sale.soldOn)} · {surface(sale.surface)} · {formatPrice(sale.price)}
            </p>
            <p className="text-slate-600">
              {formatPricePerM2(sale.pricePerM2)}
              {sale.distanceM !== null ? ` · ${distance(sale.distanceM)}` : ''}
            </p>
          </li>
        ))}
      </ul>
      {!all && sales.length > SHOWN_FIRST && (
        <Button variant="secondary" onClick={() => setAll(true)}>
          {m.showAll(sales.length)}
        </Button>
      )}
    </section>
  );
}
