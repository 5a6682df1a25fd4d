import { type Competition, marketInsightsMessages, signedPercent } from '@immopilote/contracts';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { formatPrice, formatSurface } from '../../../lib/format';

const c = marketInsightsMessages.competition;
const col = c.columns;
const perM2 = (n: number) => `${formatPrice(n)}/m²`;
const gap = (n: number | null) => (n === null ? '–' : signedPercent(n));
const th = 'py-2 pr-3 font-medium';

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

/** One row per commune and kind: the agency's median against the market's, and the market's central half. */
export function CommunesTable({ groups }: { groups: Competition['groups'] }) {
  return (
    <>
      <table className="hidden w-full text-left text-sm md:table">
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className={th}>
              {col.commune}
            </th>
            <th scope="col" className={th}>
              {col.kind}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {col.listings}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {col.agencyMedian}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {col.marketMedian}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {col.marketRange}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {col.sales}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {col.gap}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {groups.map((g) => (
            <tr key={`${g.zip}-${g.city}-${g.kind}`}>
              <td className="py-2 pr-3">
                {g.city} ({g.zip})
              </td>
              <td className="py-2 pr-3">{marketInsightsMessages.kinds[g.kind]}</td>
              <td className="py-2 pr-3 text-right">{g.listings}</td>
              <td className="py-2 pr-3 text-right font-semibold whitespace-nowrap">
                {perM2(g.agencyMedianPerM2)}
              </td>
              <td className="py-2 pr-3 text-right whitespace-nowrap">
                {g.market ? perM2(g.market.medianPerM2) : '–'}
              </td>
              <td className="py-2 pr-3 text-right whitespace-nowrap">
                {g.market
                  ? marketInsightsMessages.search.range(g.market.q1PerM2, g.market.q3PerM2)
                  : c.notEnough(g.marketSalesFound)}
              </td>
              <td className="py-2 pr-3 text-right">
                {(g.market?.count ?? g.marketSalesFound).toLocaleString('fr-FR')}
              </td>
              <td className="py-2 pr-3 text-right font-semibold whitespace-nowrap">{gap(g.gapPercent)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-2 md:hidden">
        {groups.map((g) => (
          <li key={`${g.zip}-${g.city}-${g.kind}`} className="rounded-lg border border-slate-200 p-3 text-sm">
            <p className="font-medium text-slate-900">
              {c.groupLabel(g.city, g.kind)} ({g.zip})
            </p>
            <p className="text-slate-700">
              {col.agencyMedian} : <strong>{perM2(g.agencyMedianPerM2)}</strong> · {col.marketMedian} :{' '}
              {g.market ? perM2(g.market.medianPerM2) : c.notEnough(g.marketSalesFound)}
            </p>
            <p className="text-slate-700">
              {col.gap} : <strong>{gap(g.gapPercent)}</strong>
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

/** One row per listing compared, each linking to its page. */
export function ListingsTable({ listings }: { listings: Competition['listings'] }) {
  const price = (l: Competition['listings'][number]) => (
    <>
      {formatPrice(l.price)}
      {l.feesIncluded && (
        <span className="ml-1 text-xs text-amber-800" title={c.feesIncludedHelp}>
          ({c.feesIncluded})
        </span>
      )}
    </>
  );
  return (
    <>
      <table className="hidden w-full text-left text-sm md:table">
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className={th}>
              {col.listing}
            </th>
            <th scope="col" className={th}>
              {col.commune}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {col.surface}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {col.price}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {col.pricePerM2}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {col.gap}
            </th>
            <th scope="col" className={th}>
              {col.position}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {listings.map((l) => (
            <tr key={l.id}>
              <td className="py-2 pr-3">
                <Link to={`/property-detail/${l.id}`} className="font-medium text-brand-700 hover:underline">
                  {l.name}
                </Link>
              </td>
              <td className="py-2 pr-3">{l.city}</td>
              <td className="py-2 pr-3 text-right whitespace-nowrap">{formatSurface(l.surface)}</td>
              <td className="py-2 pr-3 text-right whitespace-nowrap">{price(l)}</td>
              <td className="py-2 pr-3 text-right font-semibold whitespace-nowrap">{perM2(l.pricePerM2)}</td>
              <td className="py-2 pr-3 text-right whitespace-nowrap">{gap(l.gapPercent)}</td>
              <td className="py-2 pr-3">
                <Position position={l.position} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-2 md:hidden">
        {listings.map((l) => (
          <li key={l.id} className="space-y-1 rounded-lg border border-slate-200 p-3 text-sm">
            <div className="flex items-start justify-between gap-2">
              <Link to={`/property-detail/${l.id}`} className="font-medium text-brand-700 hover:underline">
                {l.name}
              </Link>
              <Position position={l.position} />
            </div>
            <p className="text-slate-700">
              {l.city} · {formatSurface(l.surface)} · {price(l)}
            </p>
            <p className="text-slate-700">
              <strong>{perM2(l.pricePerM2)}</strong> ({gap(l.gapPercent)})
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
