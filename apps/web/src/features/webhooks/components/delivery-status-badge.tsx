import { type WebhookDeliveryStatus, webhookMessages as m } from '@immopilote/contracts';
import { cn } from '../../../lib/cn';

const TONES: Record<WebhookDeliveryStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  delivered: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
};

export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium', TONES[status])}>
      {m.statuses[status]}
    </span>
  );
}
