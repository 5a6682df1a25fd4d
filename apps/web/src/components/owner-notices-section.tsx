import { endpoints, type OwnerNotice, visitMessages } from '@immopilote/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { call, endpointUrl } from '../lib/api-client';
import { formatDateTime, formatLongDate } from '../lib/format';
import { toast } from '../lib/toast';
import { DownloadLink } from './download-link';
import { Button } from './ui/button';
import { Card } from './ui/card';
import { EmptyState } from './ui/empty-state';
import { Skeleton } from './ui/skeleton';

const m = visitMessages.notices;

export const ownerNoticesQueryKey = (mandateId: string) => ['owner-notices', mandateId] as const;

/** A calendar date read at noon, so no time zone moves it to the day before. */
const calendarDay = (date: string) => formatLongDate(new Date(`${date}T12:00:00`));

/**
 * « Comptes rendus au propriétaire » on a mandate (issue 30, décret 72-678 art. 77): what was sent
 * to the mandators and when, the next automatic sending, and « Envoyer maintenant ». Embedded on
 * the mandate page; shown to the members who market properties (the API answers them only).
 */
export function OwnerNoticesSection({
  mandateId,
  headingLevel = 2,
}: {
  mandateId: string;
  headingLevel?: 2 | 3;
}) {
  const queryClient = useQueryClient();
  const notices = useQuery({
    queryKey: ownerNoticesQueryKey(mandateId),
    queryFn: ({ signal }) => call(endpoints.visits.ownerNotices, { params: { id: mandateId }, signal }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ownerNoticesQueryKey(mandateId) });
  const sendNow = useMutation({
    mutationFn: () => call(endpoints.visits.sendOwnerNotice, { params: { id: mandateId } }),
    onSuccess: () => {
      toast.success(m.sending);
      void refresh();
      // The e-mail leaves with its job: the line shows « Envoyé le … » a moment later.
      setTimeout(() => void refresh(), 2000);
    },
    onError: (error) => toast.error(m.sendFailed, error.message),
  });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = `owner-notices-${mandateId}`;
  const data = notices.data;

  return (
    <section aria-labelledby={titleId}>
      <Card className="space-y-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 flex-1">
            <Heading id={titleId} className="text-lg font-semibold text-slate-900">
              {m.sectionTitle}
            </Heading>
            <p className="text-sm text-slate-600">{m.sectionHint}</p>
          </div>
          <Button
            type="button"
            variant="secondary"
            className="min-h-11"
            disabled={!data || data.pendingVisits === 0 || data.missingRecipients || sendNow.isPending}
            onClick={() => sendNow.mutate()}
          >
            <Send className="size-4" aria-hidden />
            {m.sendNow}
          </Button>
        </div>
        {notices.isPending ? (
          <Skeleton className="h-20 w-full" />
        ) : notices.isError || !data ? (
          <p className="text-sm text-red-700">{m.loadFailed}</p>
        ) : (
          <>
            <div className="space-y-1 text-sm text-slate-700">
              <p>{m.cadence(visitMessages.cadences[data.cadence])}</p>
              <p>{m.pending(data.pendingVisits)}</p>
              {data.nextSending && (
                <p className="font-medium text-slate-900">
                  {data.nextSending === 'soon'
                    ? m.nextSendingSoon
                    : m.nextSending(calendarDay(data.nextSending))}
                </p>
              )}
              {data.missingRecipients && (
                <p role="status" className="rounded-md bg-amber-50 p-3 text-amber-900">
                  {m.noRecipients}
                </p>
              )}
            </div>
            {data.items.length === 0 ? (
              <EmptyState compact title={m.none} />
            ) : (
              <ul className="divide-y divide-slate-200">
                {data.items.map((notice) => (
                  <NoticeLine key={notice.id} mandateId={mandateId} notice={notice} />
                ))}
              </ul>
            )}
          </>
        )}
      </Card>
    </section>
  );
}

function NoticeLine({ mandateId, notice }: { mandateId: string; notice: OwnerNotice }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          {notice.sentAt ? m.sentOn(formatDateTime(notice.sentAt)) : m.preparing}
          {' · '}
          {m.visitCount(notice.visitCount)}
        </p>
        <p className="break-words text-slate-600">
          {m.recipients}
          {'\u00a0: '}
          {notice.recipients.join(', ')}
        </p>
      </div>
      {notice.hasPdf && notice.sentAt && (
        <DownloadLink
          href={endpointUrl(endpoints.visits.ownerNoticePdf, {
            params: { id: mandateId, noticeId: notice.id },
          })}
          fileName={visitMessages.notice.fileName(notice.sentAt.slice(0, 10))}
        >
          {m.download}
        </DownloadLink>
      )}
    </li>
  );
}
