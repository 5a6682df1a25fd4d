import { type CalendarFeedLink, calendarMessages } from '@immopilote/contracts';
import { Copy, Link2, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { formatLongDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useCreateFeed, useFeedStatus, useRevokeFeed } from '../api/calendar-feed';

/**
 * The member's private iCal link. The secret is stored hashed, so its addresses are shown once,
 * when made; « Régénérer » replaces it (the old link stops at once), « Désactiver » ends it.
 */
export function CalendarFeedCard() {
  const status = useFeedStatus();
  const create = useCreateFeed();
  const revoke = useRevokeFeed();
  const [link, setLink] = useState<CalendarFeedLink | null>(null);

  const make = () =>
    create.mutate(undefined, {
      onSuccess: (made) => {
        setLink(made);
        toast.success(calendarMessages.feedCreated, calendarMessages.feedCreatedDescription);
      },
      onError: (error) => toast.error(calendarMessages.feedFailed, error.message),
    });
  const end = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setLink(null);
        toast.success(calendarMessages.feedRevoked);
      },
      onError: (error) => toast.error(calendarMessages.feedFailed, error.message),
    });

  const active = status.data?.active ?? false;
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="calendar-feed-title" className="space-y-4">
        <h2 id="calendar-feed-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Link2 className="size-5 text-brand-700" aria-hidden />
          {calendarMessages.feedTitle}
        </h2>
        <p className="text-sm text-slate-600">{calendarMessages.feedIntro}</p>
        {link ? (
          <div className="space-y-3">
            <FeedUrl label={calendarMessages.feedUrlLabel('mine')} url={link.urls.mine} />
            <FeedUrl label={calendarMessages.feedUrlLabel('agency')} url={link.urls.agency} />
          </div>
        ) : (
          status.data && (
            <p className="text-sm text-slate-700" data-testid="feed-status">
              {active && status.data.createdAt
                ? calendarMessages.feedActiveSince(formatLongDate(status.data.createdAt))
                : calendarMessages.feedNone}
            </p>
          )
        )}
        <div className="flex flex-wrap gap-2">
          {active ? (
            <>
              <ConfirmDialog
                trigger={
                  <Button variant="secondary" disabled={create.isPending}>
                    <RefreshCw className="size-4" aria-hidden />
                    {calendarMessages.feedRegenerate}
                  </Button>
                }
                title={calendarMessages.feedRegenerateConfirmTitle}
                description={calendarMessages.feedRegenerateConfirm}
                confirmLabel={calendarMessages.feedRegenerate}
                cancelLabel={calendarMessages.cancel}
                onConfirm={make}
              />
              <ConfirmDialog
                trigger={
                  <Button variant="ghost" disabled={revoke.isPending}>
                    {calendarMessages.feedRevoke}
                  </Button>
                }
                title={calendarMessages.feedRevokeConfirmTitle}
                description={calendarMessages.feedRevokeConfirm}
                confirmLabel={calendarMessages.feedRevoke}
                cancelLabel={calendarMessages.cancel}
                onConfirm={end}
              />
            </>
          ) : (
            <Button variant="secondary" onClick={make} disabled={create.isPending || status.isPending}>
              <Link2 className="size-4" aria-hidden />
              {calendarMessages.feedCreate}
            </Button>
          )}
        </div>
        <details className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
          <summary className="-my-3 cursor-pointer py-3 font-medium text-slate-900">
            {calendarMessages.howToTitle}
          </summary>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            <li>{calendarMessages.howToGoogle}</li>
            <li>{calendarMessages.howToOutlook}</li>
            <li>{calendarMessages.howToDelay}</li>
          </ul>
        </details>
      </section>
    </Card>
  );
}

function FeedUrl({ label, url }: { label: string; url: string }) {
  const id = `feed-${label.replace(/\W+/g, '-')}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(calendarMessages.copied);
    } catch {
      toast.error(calendarMessages.copyError);
    }
  };
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={url}
          className="min-w-0 flex-1 font-mono text-xs"
          onFocus={(e) => e.target.select()}
        />
        <Button variant="secondary" onClick={copy} aria-label={`${calendarMessages.copy} – ${label}`}>
          <Copy className="size-4" aria-hidden />
          <span className="hidden sm:inline">{calendarMessages.copy}</span>
        </Button>
      </div>
    </div>
  );
}
