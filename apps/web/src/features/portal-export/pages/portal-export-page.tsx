import { type PortalExport, portalExportMessages as m, portalsMessages } from '@immopilote/contracts';
import { AlertTriangle, CheckCircle2, Download, IdCard, Send } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { toast } from '../../../lib/toast';
import { useMe } from '../../auth';
import { PortalPublicationSection } from '../../portals';
import { exportDownloadUrl } from '../api/export-download-url';
import { useLatestExport } from '../api/get-latest-export';
import { useStartExport } from '../api/start-export';

function Excluded({ items }: { items: PortalExport['excluded'] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="excluded-title" className="space-y-3">
      <h2 id="excluded-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <AlertTriangle className="size-5 text-amber-600" aria-hidden />
        {m.excludedTitle(items.length)}
      </h2>
      <p className="text-sm text-slate-600">{m.excludedIntro}</p>
      <ul className="space-y-3">
        {items.map((item) => (
          <li key={item.propertyId}>
            <Card className="space-y-2 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium text-slate-900">{item.name}</p>
                <Button asChild variant="secondary" size="sm" className="min-h-11 sm:min-h-0">
                  {/* The property's checklist: the same gaps, each linked to where it is fixed
                      (the form's part, the new mandate, the barème), issue 27 §7. */}
                  <Link to={`/property-detail/${item.propertyId}#diffusion`}>{m.completeListing}</Link>
                </Button>
              </div>
              <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
                {item.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Rank 1 and the ZIP's name: the identifier the file will carry, or, before the head gives it, why
 * the export is refused and where it is set (the head gets the link, a member whom to ask).
 */
function AgencyIdentifier({ polirisAgencyId }: { polirisAgencyId: string | null }) {
  const isBoss = useMe().data?.profile?.isBoss === true;
  if (polirisAgencyId) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <IdCard className="size-4 shrink-0 text-slate-500" aria-hidden />
        {m.agencyIdCurrent(polirisAgencyId)}
      </p>
    );
  }
  return (
    <Card
      role="alert"
      className="flex flex-wrap items-start gap-3 border-amber-300 bg-amber-50 p-4 text-amber-900"
    >
      <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium">{m.agencyIdMissingTitle}</p>
        <p className="text-sm">{m.agencyIdMissing}</p>
      </div>
      {isBoss && (
        <Button asChild variant="secondary" size="sm" className="min-h-11 w-full sm:min-h-0 sm:w-auto">
          <Link to="/agency-settings?onglet=informations#identifiant-seloger">{m.agencyIdSetIt}</Link>
        </Button>
      )}
    </Card>
  );
}

/**
 * /portal-export, « Exporter vers les portails » (issue 12, item 6), the « Publication
 * multi-plateformes » feature: first the connected portals and their uploads (issue 33), then the
 * ZIP: starts the export job, follows its progress, offers the ZIP and lists the listings left out.
 */
export function Component() {
  const latest = useLatestExport();
  const start = useStartExport();
  const current = latest.data?.export ?? null;
  const busy = current?.status === 'pending' || current?.status === 'running';
  const missingId = latest.data !== undefined && latest.data.polirisAgencyId === null;
  const isBoss = useMe().data?.profile?.isBoss === true;

  const onStart = () =>
    start.mutate(undefined, { onError: (error) => toast.error(m.startFailed, error.message) });

  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title={m.title}
        back={{ to: '/dashboard', label: m.backToDashboard }}
        meta={<p className="text-sm text-slate-600">{m.intro}</p>}
        actions={
          <Button onClick={onStart} disabled={busy || start.isPending || !latest.data || missingId}>
            <Send className="size-4" aria-hidden />
            {start.isPending ? m.starting : current ? m.restart : m.start}
          </Button>
        }
      />

      <PortalPublicationSection isBoss={isBoss} />

      <h2 className="border-t border-slate-200 pt-6 text-base font-semibold text-slate-900">
        {portalsMessages.zipTitle}
      </h2>
      {latest.data && <AgencyIdentifier polirisAgencyId={latest.data.polirisAgencyId} />}

      {latest.isError ? (
        <EmptyState title={m.loadFailed} description={latest.error.message} />
      ) : !latest.data ? (
        <Loading>
          <Skeleton className="h-32 w-full rounded-xl" />
        </Loading>
      ) : !current ? (
        <EmptyState title={m.none} />
      ) : (
        <div className="space-y-6">
          <Card className="space-y-4 p-5" aria-live="polite">
            {busy && (
              <ProgressBar
                done={current.done}
                total={current.total}
                label={m.progressLabel}
                text={current.total === 0 ? m.pending : m.progress(current.done, current.total)}
              />
            )}
            {current.status === 'failed' && <p className="text-sm text-red-700">{m.failed}</p>}
            {current.status === 'done' && current.included === 0 && (
              <div role="alert" className="flex gap-3 text-amber-900">
                <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
                <div className="space-y-1">
                  <p className="font-medium">{m.nothingPublishableTitle}</p>
                  <p className="text-sm">{m.nothingPublishable}</p>
                </div>
              </div>
            )}
            {current.status === 'done' && current.included > 0 && (
              <div className="flex flex-wrap items-center justify-between gap-4">
                <div className="space-y-1">
                  <p className="flex items-center gap-2 font-medium text-slate-900">
                    <CheckCircle2 className="size-5 text-emerald-600" aria-hidden />
                    {m.ready(current.included)}
                  </p>
                  {current.finishedAt && (
                    <p className="text-sm text-slate-600">{m.readyOn(formatDateTime(current.finishedAt))}</p>
                  )}
                </div>
                <Button asChild variant="secondary">
                  <a href={exportDownloadUrl(current.id)} download>
                    <Download className="size-4" aria-hidden />
                    {m.download}
                  </a>
                </Button>
              </div>
            )}
          </Card>
          {current.status === 'done' && <Excluded items={current.excluded} />}
        </div>
      )}
    </section>
  );
}
