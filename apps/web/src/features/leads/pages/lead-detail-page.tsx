import { leadsMessages, PRODUCT_NAME, leadsScreenMessages as sm } from '@immopilote/contracts';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { ApiRequestError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useLead } from '../api/get-lead';
import { LeadActions } from '../components/lead-actions';
import { LeadHistory } from '../components/lead-history';
import { LeadFacts, LeadMessage } from '../components/lead-message';
import { LeadStateBadge, OverdueBadge } from '../components/lead-state-badge';

const d = sm.detail;

/**
 * /demandes/{leadId} (issue 29): the lead read first — its message as text, who and how to reach
 * them, the listing, consent and history — with its follow-up beside it (below on a phone).
 */
export function Component() {
  const { leadId = '' } = useParams();
  const navigate = useNavigate();
  const lead = useLead(leadId);

  useEffect(() => {
    if (lead.isError) {
      const missing = lead.error instanceof ApiRequestError && lead.error.status === 404;
      toast.error(missing ? d.notFound : sm.loadFailed);
      navigate('/demandes', { replace: true });
    }
  }, [lead.isError, lead.error, navigate]);

  if (!lead.data)
    return (
      <section>
        <Loading>
          <div className="space-y-6">
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-8 w-2/3" />
            <div className="grid gap-6 lg:grid-cols-3">
              <Skeleton className="h-56 w-full lg:col-span-2" />
              <Skeleton className="h-64 w-full" />
            </div>
          </div>
        </Loading>
      </section>
    );
  const data = lead.data;
  return (
    <section className="space-y-6">
      <title>{`${d.title(data.name)} – ${PRODUCT_NAME}`}</title>
      <PageHeader
        title={d.title(data.name)}
        back={{ to: '/demandes', label: d.back }}
        meta={
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <LeadStateBadge state={data.state} />
            {data.overdue && <OverdueBadge />}
            <span>{leadsMessages.sources[data.source]}</span>
          </div>
        }
      />
      {/* A phone reads the message and how to answer it, then what to do; a wide screen keeps the follow-up beside them. */}
      <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
        <div className="min-w-0 lg:col-span-2">
          <LeadMessage lead={data} />
        </div>
        <div className="min-w-0 lg:col-span-2">
          <LeadFacts lead={data} />
        </div>
        <aside className="min-w-0 lg:col-start-3 lg:row-span-3 lg:row-start-1">
          <LeadActions lead={data} />
        </aside>
        <div className="min-w-0 lg:col-span-2">
          <LeadHistory events={data.events} />
        </div>
      </div>
    </section>
  );
}
