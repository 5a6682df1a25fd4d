import { type MarketSale, marketInsightsMessages } from '@immopilote/contracts';
import { formatPrice, formatPricePerM2 } from '../../../lib/format';

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

/**
 * The sales, newest first: a table on a wide screen, one card per sale on a phone (no
 * horizontal scroll, UX.md).
 */
export function SalesTable({ sales, withDistance }: { sales: readonly MarketSale[]; withDistance: boolean }) {
  return (
    <>
      <table className="hidden w-full text-left text-sm md:table">
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {c.date}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {c.address}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {c.surface}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {c.rooms}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {c.price}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {c.pricePerM2}
            </th>
            {withDistance && (
              <th scope="col" className="py-2 text-right font-medium">
                {c.distance}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {sales.map((sale) => (
            <tr key={sale.id}>
              <td className="py-2 pr-3 whitespace-nowrap">{date(sale.soldOn)}</td>
              <td className="py-2 pr-3">
                {sale.address}
                <span className="text-slate-600">
                  , {sale.postcode ?? ''} {sale.communeName}
                </span>
              </td>
              <td className="py-2 pr-3 text-right whitespace-nowrap">{surface(sale.surface)}</td>
              <td className="py-2 pr-3 text-right">{sale.rooms ?? '–'}</td>
              <td className="py-2 pr-3 text-right whitespace-nowrap">{formatPrice(sale.price)}</td>
              <td className="py-2 pr-3 text-right font-semibold whitespace-nowrap">
                {formatPrice(Math.round(sale.pricePerM2))}
              </td>
              {withDistance && (
                <td className="py-2 text-right whitespace-nowrap">
                  {sale.distanceM === null ? '–' : distance(sale.distanceM)}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-2 md:hidden">
        {sales.map((sale) => (
          <li key={sale.id} className="rounded-lg border border-slate-200 p-3 text-sm">
            <div className="flex justify-between gap-2">
              <span className="font-medium text-slate-900">{sale.address}</span>
              <span className="shrink-0 font-semibold text-slate-900">
                {formatPricePerM2(sale.pricePerM2)}
              </span>
            </div>
            <p className="text-slate-600">
              {date(sale.soldOn)} · {surface(sale.surface)} · {formatPrice(sale.price)}
              {withDistance && sale.distanceM !== null && ` · ${distance(sale.distanceM)}`}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
