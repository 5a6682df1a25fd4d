import { leadsScreenMessages as sm } from '@immopilote/contracts';
import { AlarmClock, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useLeadsSummary } from '../api/get-leads-summary';

/**
 * The dashboard's flag (issue 29): leads left unanswered past 2 hours of opening hours, only when
 * there are some; it opens the new leads.
 */
export function OverdueLeadsFlag() {
  const summary = useLeadsSummary();
  const count = summary?.overdueCount ?? 0;
  if (count === 0) return null;
  return (
    <Link
      to="/demandes?etat=nouvelle"
      className="flex min-h-11 items-center gap-2 rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-900 hover:border-red-400 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <AlarmClock className="size-5 shrink-0 text-red-700" aria-hidden />
      <span className="min-w-0 flex-1">{sm.dashboard.overdue(count)}</span>
      <span className="shrink-0 text-red-800 max-sm:sr-only">{sm.dashboard.open}</span>
      <ChevronRight className="size-4 shrink-0" aria-hidden />
    </Link>
  );
}
