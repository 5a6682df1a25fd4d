import { type LeadState, leadsMessages, leadsScreenMessages as sm } from '@immopilote/contracts';
import { AlarmClock } from 'lucide-react';
import { cn } from '../../../lib/cn';

const TONES: Record<LeadState, string> = {
  nouvelle: 'bg-brand-100 text-brand-800',
  contactee: 'bg-sky-100 text-sky-900',
  visite_planifiee: 'bg-violet-100 text-violet-900',
  sans_suite: 'bg-slate-200 text-slate-700',
};

export function LeadStateBadge({ state }: { state: LeadState }) {
  return (
    <span
      className={cn(
        'inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium',
        TONES[state],
      )}
    >
      {leadsMessages.states[state]}
    </span>
  );
}

/** « En retard »: still new past the response target, in opening hours. Red, and with an icon, not colour alone. */
export function OverdueBadge() {
  return (
    <span
      title={sm.list.overdueHint}
      className="inline-flex items-center gap-1 whitespace-nowrap rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800"
    >
      <AlarmClock className="size-3.5" aria-hidden />
      {sm.list.overdue}
    </span>
  );
}
