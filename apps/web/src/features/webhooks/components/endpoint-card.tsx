import { type WebhookEndpoint, webhookMessages as m } from '@immopilote/contracts';
import { ChevronDown, Pencil, Send, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Switch } from '../../../components/ui/switch';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useSendWebhookTest } from '../api/send-test';
import { useUpdateWebhook } from '../api/update-webhook';
import { DeliveryLog } from './delivery-log';
import { DeliveryStatusBadge } from './delivery-status-badge';
import { EndpointDialog } from './endpoint-dialog';

/** One endpoint: its address, events and state, its actions, and its delivery log on demand. */
export function EndpointCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [editing, setEditing] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const test = useSendWebhookTest();
  const switchId = useId();
  const logId = useId();

  const sendTest = () =>
    test.mutate(endpoint.id, {
      onSuccess: (delivery) => {
        if (delivery.status === 'delivered') toast.success(m.testSent);
        else toast.error(m.testFailed(delivery.lastError ?? m.noResponse));
        setShowLog(true);
      },
      onError: (error) => toast.error(m.actionFailed, error.message),
    });

  return (
    <Card className={cn('space-y-4 p-4 sm:p-5', !endpoint.enabled && 'bg-slate-50')}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <p className="break-all font-mono text-sm font-medium text-slate-900">{endpoint.url}</p>
          {endpoint.description && <p className="text-sm text-slate-600">{endpoint.description}</p>}
          {endpoint.lastDelivery && (
            <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
              <span>{m.lastDelivery}</span>
              <DeliveryStatusBadge status={endpoint.lastDelivery.status} />
              {formatDateTime(endpoint.lastDelivery.createdAt)}
            </p>
          )}
        </div>
        <div className="flex shrink-0 items-center gap-3">
          <Switch
            id={switchId}
            checked={endpoint.enabled}
            disabled={update.isPending}
            onCheckedChange={(enabled) =>
              update.mutate(
                { id: endpoint.id, body: { enabled } },
                { onError: (error) => toast.error(m.actionFailed, error.message) },
              )
            }
          />
          <label htmlFor={switchId} className="text-sm text-slate-900">
            {endpoint.enabled ? m.enabled : m.disabled}
          </label>
        </div>
      </div>

      <ul className="flex flex-wrap gap-1.5" aria-label={m.eventsLabel}>
        {endpoint.events.map((event) => (
          <li key={event} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
            {m.events[event]}
          </li>
        ))}
      </ul>

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <Button type="button" variant="secondary" size="sm" disabled={test.isPending} onClick={sendTest}>
          <Send className="size-4" aria-hidden />
          {m.sendTest}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-expanded={showLog}
          aria-controls={logId}
          onClick={() => setShowLog((v) => !v)}
        >
          <ChevronDown className={cn('size-4 transition-transform', showLog && 'rotate-180')} aria-hidden />
          {showLog ? m.hideLog : m.showLog}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(true)}>
          <Pencil className="size-4" aria-hidden />
          {m.edit}
        </Button>
        <ConfirmDialog
          trigger={
            <Button type="button" variant="danger-ghost" size="sm" className="sm:ml-auto">
              <Trash2 className="size-4" aria-hidden />
              {m.delete}
            </Button>
          }
          title={m.deleteTitle}
          description={m.deleteBody}
          confirmLabel={m.delete}
          cancelLabel={m.cancel}
          onConfirm={() =>
            remove.mutate(endpoint.id, {
              onSuccess: () => toast.success(m.deleted),
              onError: (error) => toast.error(m.actionFailed, error.message),
            })
          }
        />
      </div>

      {showLog && (
        <section id={logId} aria-label={m.logTitle} className="space-y-2 border-t border-slate-100 pt-4">
          <h3 className="text-sm font-semibold text-slate-900">{m.logTitle}</h3>
          <DeliveryLog endpointId={endpoint.id} />
        </section>
      )}

      <EndpointDialog open={editing} onOpenChange={setEditing} endpoint={endpoint} />
    </Card>
  );
}
