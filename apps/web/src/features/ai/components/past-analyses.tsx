import { aiMessages, type ReviewAnalysisSummary } from '@immopilote/contracts';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatNumber, formatShortDate } from '../../../lib/format';

const rating = (value: number | null) =>
  value === null ? aiMessages.noRating : aiMessages.averageRating(formatNumber(value));

/** Past analyses of the agency, newest first, with the figures to compare them at a glance. */
export function PastAnalyses({ items }: { items: readonly ReviewAnalysisSummary[] }) {
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{aiMessages.pastAnalyses}</h2>
      {items.length === 0 ? (
        <EmptyState title={aiMessages.pastAnalysesEmpty} />
      ) : (
        <ul className="divide-y divide-slate-200">
          {items.map((item) => {
            const positiveShare = item.count ? Math.round((100 * item.positive) / item.count) : 0;
            return (
              <li key={item.id}>
                <Link
                  to={`/review-result?analyse=${item.id}`}
                  className="flex min-h-11 flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-md px-2 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span className="font-medium text-slate-900">
                    {item.agencyName} – {item.city}
                  </span>
                  <span className="text-sm text-slate-600">
                    {formatShortDate(item.createdAt)} · {aiMessages.reviewCount(item.count)} ·{' '}
                    {rating(item.averageRating)} · {aiMessages.positivePercent(positiveShare)}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
