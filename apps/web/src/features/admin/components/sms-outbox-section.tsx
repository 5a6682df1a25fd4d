import { signaturesScreenMessages } from '@immopilote/contracts';
import { MessageSquare } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Loading, placeholderKeys, Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format';
import { useSmsOutbox } from '../api/get-sms-outbox';

const m = signaturesScreenMessages.smsOutbox;

/** « SMS envoyés », beside the e-mail outbox: the signing codes kept when no SMS gateway is configured. */
export function SmsOutboxSection() {
  const outbox = useSmsOutbox();
  const items = outbox.data?.items ?? [];
  return (
    <section aria-labelledby="sms-outbox-title" className="space-y-4">
      <div className="space-y-1">
        <h2 id="sms-outbox-title" className="text-lg font-semibold text-slate-900">
          {m.title}
        </h2>
        <p className="text-sm text-slate-600">{m.intro}</p>
      </div>
      {outbox.isPending ? (
        <Loading label={m.loading}>
          <div className="space-y-3">
            {placeholderKeys(2).map((key) => (
              <Skeleton key={key} className="h-16" />
            ))}
          </div>
        </Loading>
      ) : outbox.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {m.loadFailed}
        </p>
      ) : items.length === 0 ? (
        <EmptyState compact title={m.empty} description={m.emptyHint} />
      ) : (
        <>
          <p className="text-sm text-slate-600">{m.count(items.length)}</p>
          <ul className="space-y-3">
            {items.map((sms) => (
              <li key={sms.id}>
                <Card className="space-y-1 p-4">
                  <p className="flex items-center gap-2 text-sm text-slate-600">
                    <MessageSquare className="size-4 shrink-0 text-brand-700" aria-hidden />
                    {m.to} <span className="font-medium text-slate-800">{sms.to}</span> ·{' '}
                    <time dateTime={sms.createdAt}>{formatDateTime(sms.createdAt)}</time>
                  </p>
                  <p className="text-sm break-words whitespace-pre-wrap text-slate-800">{sms.text}</p>
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
