import { leadsScreenMessages as sm } from '@immopilote/contracts';
import { useLeadsSummary } from '../api/get-leads-summary';

/** Beside « Demandes » in the navigation: the new leads given to me, or every new one for the head. */
export function LeadsNavBadge() {
  const summary = useLeadsSummary();
  const count = summary ? (summary.isHead ? summary.newCount : summary.mineNewCount) : 0;
  if (count === 0) return null;
  return (
    <span className="ml-auto rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800 tabular-nums">
      <span aria-hidden>{count}</span>
      <span className="sr-only">{sm.nav.badge(count)}</span>
    </span>
  );
}
