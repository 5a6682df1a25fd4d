import { type WebhookDelivery, webhookMessages as m } from '@immopilote/contracts';
import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useDeliveries } from '../api/get-deliveries';
import { useResendDelivery } from '../api/resend-delivery';
import { DeliveryStatusBadge } from './delivery-status-badge';
import { eventLabel } from './event-label';

function LastAnswer({ delivery }: { delivery: WebhookDelivery }) {
  if (delivery.attempts === 0) return <span className="text-slate-500">—</span>;
  return (
    <div className="min-w-0 space-y-0.5">
      <p className="text-slate-900">
        {delivery.lastStatusCode !== null ? m.httpStatus(delivery.lastStatusCode) : m.noResponse}
      </p>
      {delivery.lastError && <p className="break-words text-red-700">{delivery.lastError}</p>}
      {delivery.lastResponse && (
        <p className="truncate font-mono text-xs text-slate-600" title={delivery.lastResponse}>
          {delivery.lastResponse}
        </p>
      )}
    </div>
  );
}

function ResendButton({ delivery }: { delivery: WebhookDelivery }) {
  const resend = useResendDelivery();
  return (
    <Button
      type="button"
      variant="secondary"
      size="sm"
      disabled={resend.isPending}
      aria-label={`${m.resend} (${eventLabel(delivery.event)}, ${formatDateTime(delivery.createdAt)})`}
      onClick={() =>
        resend.mutate(delivery.id, {
          onSuccess: (after) =>
            after.status === 'delivered'
              ? toast.success(m.resent)
              : toast.error(m.testFailed(after.lastError ?? m.noResponse)),
          onError: (error) => toast.error(m.actionFailed, error.message),
        })
      }
    >
      <RotateCw className="size-4" aria-hidden />
      {m.resend}
    </Button>
  );
}

const columns: DataColumn<WebhookDelivery>[] = [
  {
    header: m.colEvent,
    rowHeader: true,
    card: 'title',
    cell: (d) => (
      <span className="space-y-0.5">
        <span className="block font-medium text-slate-900">{eventLabel(d.event)}</span>
        <span className="block font-mono text-xs text-slate-500">{d.event}</span>
      </span>
    ),
  },
  { header: m.colDate, cell: (d) => formatDateTime(d.createdAt), width: 'w-36' },
  { header: m.colStatus, cell: (d) => <DeliveryStatusBadge status={d.status} />, width: 'w-24' },
  { header: m.colAttempts, cell: (d) => d.attempts, numeric: true, width: 'w-16' },
  { header: m.colResponse, cell: (d) => <LastAnswer delivery={d} /> },
  {
    header: m.colNextTry,
    cell: (d) => (d.nextAttemptAt ? formatDateTime(d.nextAttemptAt) : null),
    width: 'w-36',
  },
  {
    header: m.resend,
    srOnlyHeader: true,
    card: 'plain',
    width: 'w-32',
    cell: (d) => <ResendButton delivery={d} />,
  },
];

/** One endpoint's last 50 deliveries: what was sent, how it went, « Renvoyer ». */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const deliveries = useDeliveries(endpointId);
  if (deliveries.isPending) return <Skeleton className="h-24 w-full" />;
  if (deliveries.isError) return <p className="text-sm text-red-700">{m.loadFailed}</p>;
  if (deliveries.data.items.length === 0) return <p className="text-sm text-slate-600">{m.logEmpty}</p>;
  return (
    <DataTable
      caption={m.logTitle}
      columns={columns}
      rows={deliveries.data.items}
      rowKey={(d) => d.id}
      wideFrom="lg"
      framed
    />
  );
}
