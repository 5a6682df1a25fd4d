import { type PortalPublication, type PortalUpload, portalsMessages as m } from '@immopilote/contracts';
import { AlertTriangle, CheckCircle2, Loader2, Send, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useConfirmUpload } from '../api/confirm-upload';
import { usePortalPublication } from '../api/get-publication';
import { usePublishNow } from '../api/publish-now';
import { portalName } from './portal-connections-card';

type Item = PortalPublication['items'][number];

function StatusLine({ upload }: { upload: PortalUpload | null }) {
  if (!upload) return <p className="text-sm text-slate-600">{m.neverSent}</p>;
  const busy = upload.status === 'pending' || upload.status === 'running';
  const Icon = busy
    ? Loader2
    : upload.status === 'sent'
      ? CheckCircle2
      : upload.status === 'failed'
        ? XCircle
        : AlertTriangle;
  const tone =
    upload.status === 'sent'
      ? 'text-emerald-700'
      : upload.status === 'failed'
        ? 'text-red-700'
        : busy
          ? 'text-slate-700'
          : 'text-amber-700';
  return (
    <>
      <p className={`flex flex-wrap items-center gap-2 text-sm ${tone}`}>
        <Icon className={`size-4 shrink-0 ${busy ? 'animate-spin' : ''}`} aria-hidden />
        <span className="font-medium">{m.statuses[upload.status]}</span>
        {upload.status === 'sent' && <span>· {m.sent(upload.sent)}</span>}
      </p>
      <p className="text-sm text-slate-600">
        {m.lastUpload(formatDateTime(upload.finishedAt ?? upload.createdAt))}
      </p>
    </>
  );
}

function Excluded({ upload }: { upload: PortalUpload }) {
  if (upload.excluded.length === 0) return null;
  return (
    <details className="rounded-lg bg-slate-50 p-3 text-sm">
      <summary className="min-h-11 cursor-pointer content-center font-medium text-slate-900 sm:min-h-0">
        {m.excludedTitle(upload.excluded.length)}
      </summary>
      <ul className="mt-2 space-y-2">
        {upload.excluded.map((item) => (
          <li key={item.propertyId} className="space-y-1">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium text-slate-900">{item.name}</span>
              <Link className="text-brand-700 underline" to={`/property-detail/${item.propertyId}#diffusion`}>
                {m.completeListing}
              </Link>
            </div>
            <ul className="list-disc pl-5 text-slate-700">
              {item.reasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </details>
  );
}

function PortalRow({ item, isBoss }: { item: Item; isBoss: boolean }) {
  const publish = usePublishNow();
  const confirm = useConfirmUpload();
  const upload = item.lastUpload;
  const busy = upload?.status === 'pending' || upload?.status === 'running';
  const name = portalName(item);
  return (
    <li>
      <Card className="space-y-3 p-4" aria-label={name}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <h3 className="font-semibold text-slate-900">{name}</h3>
            <StatusLine upload={upload} />
            {item.lastSuccessAt && upload?.status !== 'sent' && (
              <p className="text-sm text-slate-600">{m.lastSuccess(formatDateTime(item.lastSuccessAt))}</p>
            )}
          </div>
          <Button
            type="button"
            variant="secondary"
            className="w-full sm:w-auto"
            disabled={busy || publish.isPending || !item.enabled}
            onClick={() =>
              publish.mutate(item.id, {
                onError: (error) => toast.error(m.publishFailed, error.message),
              })
            }
            aria-label={`${m.publishNow} (${name})`}
          >
            <Send className="size-4" aria-hidden />
            {busy ? m.publishing : m.publishNow}
          </Button>
        </div>
        {upload?.status === 'failed' && upload.error && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {upload.error}
          </p>
        )}
        {upload?.status === 'needs_confirmation' && (
          <div role="alert" className="space-y-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            <p>{upload.error}</p>
            {isBoss ? (
              <Button
                type="button"
                variant="secondary"
                disabled={confirm.isPending}
                onClick={() =>
                  confirm.mutate(upload.id, {
                    onSuccess: () => toast.success(m.confirmed),
                    onError: (error) => toast.error(m.confirmFailed, error.message),
                  })
                }
              >
                {confirm.isPending ? m.confirming : m.confirm}
              </Button>
            ) : (
              <p className="font-medium">{m.confirmHeadOnly}</p>
            )}
          </div>
        )}
        {upload && <Excluded upload={upload} />}
      </Card>
    </li>
  );
}

/**
 * « Publication multi-plateformes » › the connected portals (issue 33): per portal its status, last
 * upload, what was sent and left out (with the reasons, folded), the error in French, « Publier
 * maintenant », and « Confirmer l’envoi » when the guard held an upload.
 */
export function PortalPublicationSection({ isBoss }: { isBoss: boolean }) {
  const publication = usePortalPublication();
  return (
    <section aria-labelledby="portals-publication-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="portals-publication-title" className="text-base font-semibold text-slate-900">
          {m.portalsTitle}
        </h2>
        {isBoss && (
          <Link
            className="text-sm text-brand-700 underline"
            to="/agency-settings?onglet=informations#portails"
          >
            {m.manageConnections}
          </Link>
        )}
      </div>
      {publication.isPending ? (
        <Skeleton className="h-28 w-full rounded-xl" />
      ) : publication.isError ? (
        <p className="text-sm text-slate-700">{m.loadFailed}</p>
      ) : publication.data.items.length === 0 ? (
        <Card className="space-y-1 p-4">
          <p className="font-medium text-slate-900">{m.noConnections}</p>
          <p className="text-sm text-slate-600">{m.noConnectionsHint}</p>
        </Card>
      ) : (
        <ul className="space-y-3">
          {publication.data.items.map((item) => (
            <PortalRow key={item.id} item={item} isBoss={isBoss} />
          ))}
        </ul>
      )}
    </section>
  );
}
