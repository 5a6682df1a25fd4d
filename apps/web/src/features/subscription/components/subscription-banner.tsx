import { billingMessages } from '@immopilote/contracts';
import { AlertTriangle, Info } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../../lib/cn';
import { formatLongDate } from '../../../lib/format';
import { useMe } from '../../auth';
import { useSubscription } from '../api/get-subscription';

/**
 * The lifecycle in one line at the top of every signed-in screen: past due (head only, with its
 * deadline), cancelling (head), read-only (everyone: writes are refused).
 */
export function SubscriptionBanner() {
  const me = useMe().data;
  const onManagePage = useLocation().pathname === '/manage-subscription';
  const status = me?.agency?.subscriptionStatus;
  const watched =
    status === 'past_due' || status === 'read_only' || (status === 'active' && me?.profile.isBoss);
  const overview = useSubscription(!!watched).data;
  if (!me?.agency || !overview) return null;
  const isBoss = me.profile.isBoss;
  let tone: 'warning' | 'danger' | 'info' | null = null;
  let text = '';
  if (overview.status === 'read_only' && overview.readOnlyUntil) {
    tone = 'danger';
    text = isBoss
      ? billingMessages.readOnlyBanner(formatLongDate(overview.readOnlyUntil))
      : billingMessages.readOnly;
  } else if (overview.status === 'past_due' && isBoss && overview.graceEndsAt) {
    tone = 'warning';
    text = billingMessages.pastDueBanner(formatLongDate(overview.graceEndsAt));
  } else if (overview.cancelAtPeriodEnd && isBoss && overview.currentPeriodEnd) {
    tone = 'info';
    text = billingMessages.cancellingBanner(formatLongDate(overview.currentPeriodEnd));
  }
  if (!tone) return null;
  const Icon = tone === 'info' ? Info : AlertTriangle;
  return (
    <div
      role={tone === 'info' ? 'status' : 'alert'}
      className={cn(
        'flex flex-wrap items-center gap-3 border-b px-4 py-3 text-sm md:px-8',
        tone === 'danger' && 'border-red-200 bg-red-50 text-red-900',
        tone === 'warning' && 'border-amber-300 bg-amber-50 text-amber-950',
        tone === 'info' && 'border-slate-200 bg-slate-50 text-slate-800',
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      <p className="min-w-[14rem] flex-1">{text}</p>
      {isBoss && !onManagePage && (
        <Link to="/manage-subscription" className="inline-flex min-h-11 items-center font-medium underline">
          {billingMessages.manageTitle}
        </Link>
      )}
    </div>
  );
}
