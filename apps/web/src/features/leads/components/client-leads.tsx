import { leadsMessages, leadsScreenMessages as sm } from '@immopilote/contracts';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format';
import { useClientLeads } from '../api/get-client-leads';
import { LeadProperty } from './lead-row-cells';
import { LeadStateBadge, OverdueBadge } from './lead-state-badge';

const c = sm.client;

/**
 * The client record's « Demandes »: what this person asked, whatever the way in, each opening its
 * lead. A client who never sent one (most of the directory) gets no empty card.
 */
export function ClientLeads({ clientId }: { clientId: string }) {
  const leads = useClientLeads(clientId);
  if (leads.isSuccess && leads.data.length === 0) return null;
  return (
    <Card className="space-y-4 p-4 sm:p-6" aria-labelledby="client-leads-title">
      <h2 id="client-leads-title" className="text-lg font-semibold text-slate-900">
        {c.title}
      </h2>
      {leads.isPending ? (
        <Loading>
          <Skeleton className="h-16 w-full" />
        </Loading>
      ) : leads.isError ? (
        <p className="text-sm text-red-700">{sm.loadFailed}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {leads.data.map((lead) => (
            <li
              key={lead.id}
              className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3 text-sm"
            >
              <div className="min-w-0 space-y-0.5">
                <Link
                  to={`/demandes/${lead.id}`}
                  className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 sm:min-h-0"
                >
                  {c.received(formatDateTime(lead.receivedAt))}
                </Link>
                <p className="text-slate-600">
                  {leadsMessages.sources[lead.source]} · <LeadProperty lead={lead} />
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-1.5">
                <LeadStateBadge state={lead.state} />
                {lead.overdue && <OverdueBadge />}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
