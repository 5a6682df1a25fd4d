import {
  type InspectionSummary,
  inspectionMessages,
  inspectionsScreenMessages as sm,
} from '@immopilote/contracts';
import { Link } from 'react-router';
import { DownloadLink } from '../../../components/download-link';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatLongDate } from '../../../lib/format';
import { inspectionPdfUrl } from '../api/server-calls';
import { useInspections } from '../api/list-inspections';
import { useRemoveInspection } from '../api/remove-inspection';
import { toast } from '../../../lib/toast';
import { InspectionStatusBadge } from './inspection-status-badge';
import { RemoveButton } from './remove-button';

const m = sm.history;

/**
 * A rental's history (issue 31): its états des lieux first, as cards, where the old check-in/out
 * entries were added; those stay readable below.
 */
export function InspectionsSection({ propertyId }: { propertyId: string }) {
  const list = useInspections(propertyId);
  return (
    <section aria-labelledby="inspections-title" className="space-y-3">
      <h2 id="inspections-title" className="text-lg font-semibold text-slate-900">
        {m.sectionTitle}
      </h2>
      {list.isPending ? (
        <Skeleton className="h-28 w-full" />
      ) : list.isError ? (
        <p className="text-sm text-red-700">{m.loadFailed}</p>
      ) : list.data.length === 0 ? (
        <EmptyState compact title={m.empty} description={m.emptyHint} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {list.data.map((inspection) => (
            <li key={inspection.id}>
              <InspectionCard propertyId={propertyId} inspection={inspection} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function InspectionCard({ propertyId, inspection }: { propertyId: string; inspection: InspectionSummary }) {
  const kind = inspectionMessages.kinds[inspection.kind];
  const date = formatLongDate(inspection.inspectionDate);
  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{kind}</h3>
        <InspectionStatusBadge status={inspection.status} />
      </div>
      <p className="text-sm text-slate-700">{date}</p>
      <p className="text-sm text-slate-700">
        {inspection.tenantNames.length > 0 ? m.tenants(inspection.tenantNames.join(', ')) : m.noTenant}
      </p>
      {inspection.signedAt && (
        <p className="text-xs text-slate-600">{m.signedOn(formatLongDate(inspection.signedAt))}</p>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-3">
        <Button asChild variant="secondary" size="sm">
          <Link
            to={`/properties/${propertyId}/inspections/${inspection.id}`}
            aria-label={m.openLabel(kind, date)}
          >
            {m.open}
          </Link>
        </Button>
        {inspection.status === 'draft' && <RemoveDraft propertyId={propertyId} inspection={inspection} />}
        {inspection.status === 'signed' && (
          <DownloadLink href={inspectionPdfUrl(inspection.id)} fileName={`${kind} – ${date}.pdf`}>
            {m.pdf}
          </DownloadLink>
        )}
      </div>
    </Card>
  );
}

function RemoveDraft({ propertyId, inspection }: { propertyId: string; inspection: InspectionSummary }) {
  const remove = useRemoveInspection(propertyId);
  return (
    <RemoveButton
      className="ml-auto"
      label={m.removeDraft(
        inspectionMessages.kinds[inspection.kind],
        formatLongDate(inspection.inspectionDate),
      )}
      description={m.removeDraftDescription}
      confirmLabel={m.removeDraftConfirm}
      onConfirm={() =>
        remove.mutate(inspection.id, {
          onSuccess: () => toast.success(m.removed),
          onError: (error) => toast.error(m.removeFailed, error.message),
        })
      }
    />
  );
}
