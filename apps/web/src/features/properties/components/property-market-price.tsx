import { marketMessages, type Property, propertyMessages } from '@immopilote/contracts';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatLongDate, formatPrice } from '../../../lib/format';
import { useLastValuation } from '../api/get-last-valuation';

const pm = propertyMessages.page;
const v = pm.valuation;

/**
 * « Prix du marché » (000 §2: green in the market, red outside), the last evaluation with its range
 * and date, and the way to its detail (issue 27 §2: the result stays on the page, not only in a
 * toast), then the creation date. `evaluation` tells whether the agency's plan includes it.
 */
export function PropertyMarketPrice({
  property: p,
  evaluation,
}: {
  property: Property;
  evaluation: boolean;
}) {
  const sale = p.type === 'Vente';
  const last = useLastValuation(p.id, evaluation && sale);
  const valuation = last.data?.valuation ?? null;
  return (
    <Card role="region" aria-labelledby="market-price-title" className="space-y-3 p-4 sm:p-6">
      <h2 id="market-price-title" className="text-lg font-semibold text-slate-900">
        {v.title}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">{propertyMessages.marketPrice}</dt>
          <dd className="text-slate-900">
            {p.marketPrice === null ? (
              pm.notEvaluated
            ) : (
              <span
                className={cn(
                  'text-xl font-semibold',
                  p.marketStatus === 1 ? 'text-green-700' : 'text-red-700',
                )}
              >
                {formatPrice(p.marketPrice, p.type)}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{pm.createdAt}</dt>
          <dd className="text-slate-900">{formatLongDate(p.createdAt)}</dd>
        </div>
      </dl>
      {!sale ? (
        <p className="text-sm text-slate-600">{v.rentalNone}</p>
      ) : evaluation && last.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : valuation ? (
        <div className="space-y-1 text-sm text-slate-700">
          {valuation.outcome === 'estimated' && valuation.low !== null && valuation.high !== null && (
            <p>{v.range(formatPrice(valuation.low), formatPrice(valuation.high))}</p>
          )}
          {valuation.estimate === null && (
            <p>
              {marketMessages.valuation.notEnoughDetail(valuation.comparableCount, valuation.minComparables)}
            </p>
          )}
          <p className="text-slate-600">{v.evaluatedOn(formatLongDate(valuation.createdAt))}</p>
          {/* The comparables behind the figure (issue 14). */}
          <Link
            to={`/property-valuation/${p.id}`}
            className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
          >
            {marketMessages.valuation.seeExplanation}
          </Link>
        </div>
      ) : (
        evaluation && <p className="text-sm text-slate-600">{v.none}</p>
      )}
    </Card>
  );
}
