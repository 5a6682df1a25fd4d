import { billingMessages, type SubscriptionOverview } from '@immopilote/contracts';
import { cn } from '../../../lib/cn';
import { formatLongDate } from '../../../lib/format';

/** Actif, paiement en retard, résiliation le {date}, expiré — lecture seule. */
export function SubscriptionStatusBadge({ overview }: { overview: SubscriptionOverview }) {
  const s = billingMessages.status;
  const cancelling = overview.cancelAtPeriodEnd && overview.currentPeriodEnd;
  const label = cancelling
    ? s.cancelling(formatLongDate(overview.currentPeriodEnd!))
    : overview.status === 'active'
      ? s.active
      : overview.status === 'past_due'
        ? s.past_due
        : overview.status === 'read_only'
          ? s.read_only
          : overview.status === 'canceled'
            ? s.canceled
            : s.inactive;
  const tone =
    overview.status === 'active' && !cancelling
      ? 'bg-green-100 text-green-800'
      : overview.status === 'past_due' || cancelling
        ? 'bg-amber-100 text-amber-900'
        : 'bg-red-100 text-red-800';
  return <span className={cn('inline-block rounded-full px-3 py-1 text-sm font-medium', tone)}>{label}</span>;
}
