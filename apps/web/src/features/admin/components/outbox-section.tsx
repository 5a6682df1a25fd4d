import { adminMessages as m, type OutboxMail } from '@immopilote/contracts';
import { Mail } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Loading, placeholderKeys, Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format';
import { useOutbox } from '../api/get-outbox';

/** « Boîte d’envoi »: the e-mails kept when no SMTP server is configured, newest first. */
export function OutboxSection() {
  const outbox = useOutbox();
  const items = outbox.data?.items ?? [];
  return (
    <section aria-labelledby="outbox-title" className="space-y-4">
      <div className="space-y-1">
        <h2 id="outbox-title" className="text-lg font-semibold text-slate-900">
          {m.outboxTitle}
        </h2>
        <p className="text-sm text-slate-600">{m.outboxIntro}</p>
      </div>
      {outbox.isPending ? (
        <Loading label={m.outboxLoading}>
          <div className="space-y-3">
            {placeholderKeys(3).map((key) => (
              <Skeleton key={key} className="h-28" />
            ))}
          </div>
        </Loading>
      ) : outbox.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {m.outboxLoadFailed}
        </p>
      ) : items.length === 0 ? (
        <EmptyState title={m.outboxEmpty} description={m.outboxEmptyHint} />
      ) : (
        <>
          <p className="text-sm text-slate-600">{m.outboxCount(items.length)}</p>
          <ul className="space-y-3">
            {items.map((mail) => (
              <li key={mail.id}>
                <OutboxMailCard mail={mail} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

const LINK = /(https?:\/\/[^\s<]+)/;

/** The text as sent, with its web addresses as links (a reset link is what an admin comes for). */
function MailText({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-wrap break-words text-sm text-slate-800">
      {text.split(LINK).map((part, i) =>
        // split with a capturing group puts the addresses at the odd positions.
        i % 2 === 1 ? (
          <a key={`${i}-${part}`} href={part} className="font-medium text-brand-700 underline">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}

function OutboxMailCard({ mail }: { mail: OutboxMail }) {
  return (
    <Card className="space-y-2 p-4 sm:p-5">
      <article aria-label={mail.subject} className="space-y-2">
        <h3 className="flex items-start gap-2 font-semibold text-slate-900">
          <Mail className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
          {mail.subject}
        </h3>
        <p className="text-sm text-slate-600">
          {m.to} <span className="font-medium text-slate-800">{mail.to}</span> ·{' '}
          <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
        </p>
        <MailText text={mail.text} />
      </article>
    </Card>
  );
}
