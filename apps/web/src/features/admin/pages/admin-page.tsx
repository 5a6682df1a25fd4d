import { adminMessages as m, revisionMessages } from '@immopilote/contracts';
import { LineChart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { LinkCard } from '../../../components/ui/link-card';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useMe } from '../../auth';
import { DvfAdminSection } from '../../market';
import { AdminCounters } from '../components/admin-counters';
import { AgenciesTable } from '../components/agencies-table';
import { AgencyDetail } from '../components/agency-detail';
import { AuditLog } from '../components/audit-log';
import { OutboxSection } from '../components/outbox-section';
import { SmsOutboxSection } from '../components/sms-outbox-section';

/**
 * /admin « Panneau Administrateur » (spec 001 §2), for ADMIN_EMAILS only: anyone else is told
 * « Accès non autorisé » and sent to /dashboard (the API answers them 403 anyway). The search,
 * the page and the agency shown live in the address, so Retour and the browser's back agree.
 * Below the audit log, « Boîte d’envoi »: the e-mails kept when no SMTP server is configured.
 */
export function Component() {
  // The signed-in shell renders its pages only once `me` is loaded.
  const me = useMe().data;
  if (!me) return null;
  if (!me.isAdmin) return <Refused />;
  return <AdminPanel />;
}

function Refused() {
  const toasted = useRef(false);
  useEffect(() => {
    // A ref, not state: StrictMode's second effect run must not show the toast twice.
    if (toasted.current) return;
    toasted.current = true;
    toast.error(m.forbidden);
  }, []);
  return <Navigate to="/dashboard" replace />;
}

function AdminPanel() {
  const [params, setParams] = useSearchParams();
  const agencyId = params.get('agence');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(search.trim(), 250);

  useEffect(() => {
    setParams(
      (current) => {
        if ((current.get('q') ?? '') === q) return current;
        const next = new URLSearchParams(current);
        if (q) next.set('q', q);
        else next.delete('q');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [q, setParams]);

  const listParams = new URLSearchParams(params);
  listParams.delete('agence');
  const listHref = `/admin${listParams.size ? `?${listParams}` : ''}`;
  const detailsHref = (id: string) => {
    const next = new URLSearchParams(listParams);
    next.set('agence', id);
    return `/admin?${next}`;
  };
  const goToPage = (n: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (n > 1) next.set('page', String(n));
      else next.delete('page');
      return next;
    });

  return (
    <section className="mx-auto max-w-7xl space-y-6">
      <title>{m.documentTitle}</title>
      {agencyId ? (
        <AgencyDetail key={agencyId} id={agencyId} backTo={listHref} />
      ) : (
        <>
          <PageHeader title={m.title} meta={<p className="text-sm text-slate-600">{m.subtitle}</p>} />
          <AdminCounters />
          <AgenciesTable
            search={search}
            q={q}
            page={page}
            onSearch={setSearch}
            onPage={goToPage}
            detailsHref={detailsHref}
          />
          <AuditLog detailsHref={detailsHref} />
          <OutboxSection />
          <SmsOutboxSection />
          <DvfAdminSection />
          <LinkCard
            to="/admin/irl"
            icon={LineChart}
            title={revisionMessages.irl.open}
            hint={revisionMessages.irl.openHint}
          />
        </>
      )}
    </section>
  );
}
