import { type Visit, visitMessages } from '@immopilote/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ClipboardCheck, FileSignature } from 'lucide-react';
import { useState } from 'react';
import { SignatureRequestPanel } from '../../../components/signature-request-panel';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatLongDate } from '../../../lib/format';
import { useVisit, visitQueryKey } from '../api/get-visit';
import { VisitFeedbackForm } from './visit-feedback-form';
import { VisitSlipForm } from './visit-slip-form';

const m = visitMessages;

/** A slip that may be drawn again: none yet, or the last one refused, locked or cancelled. */
const slipOpen = (visit: Visit) =>
  !visit.slip?.signature || ['refused', 'locked', 'cancelled'].includes(visit.slip.signature.status);

/**
 * On a visit (the property history entry, the calendar's appointment): « Bon de visite » with its
 * signature panel, « Retour de visite », and what was recorded.
 */
export function VisitActions({ historyId }: { historyId: string }) {
  const visit = useVisit(historyId);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<'slip' | 'feedback' | null>(null);
  if (visit.isPending) return <Skeleton className="h-11 w-full" />;
  if (visit.isError) return <p className="text-sm text-red-700">{m.ui.loadFailed}</p>;
  const data = visit.data;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: visitQueryKey(historyId) });

  return (
    <div className="space-y-3 border-t border-slate-100 pt-3">
      {data.feedback && (
        <p className="text-sm text-slate-800">
          <span className="font-medium">{m.ui.feedbackTitle}</span>
          {'\u00a0: '}
          {m.ui.feedbackSummary(
            m.interests[data.feedback.interest],
            m.priceOpinions[data.feedback.priceOpinion],
          )}
          {data.feedback.remarks && (
            <span className="block whitespace-pre-line text-slate-600">{data.feedback.remarks}</span>
          )}
        </p>
      )}
      {data.notifiedAt && (
        <p className="text-xs text-slate-600">{m.ui.notifiedOn(formatLongDate(data.notifiedAt))}</p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {slipOpen(data) && (
          <Button type="button" variant="secondary" className="min-h-11" onClick={() => setOpen('slip')}>
            <FileSignature className="size-4" aria-hidden />
            {data.slip ? m.ui.newSlip : m.ui.slipButton}
          </Button>
        )}
        <Button
          type="button"
          variant="secondary"
          className="min-h-11"
          disabled={!data.started}
          title={data.started ? undefined : m.ui.feedbackTooEarlyHint}
          onClick={() => setOpen('feedback')}
        >
          <ClipboardCheck className="size-4" aria-hidden />
          {m.ui.feedbackButton}
        </Button>
      </div>
      {!data.started && <p className="text-xs text-slate-600">{m.ui.feedbackTooEarlyHint}</p>}
      {data.slip?.signature && (
        <SignatureRequestPanel requestId={data.slip.signature.id} onStatusChange={refresh} />
      )}
      <Dialog
        open={open === 'slip'}
        onOpenChange={(o) => setOpen(o ? 'slip' : null)}
        title={m.ui.slipTitle}
        description={m.ui.slipHint}
        closeLabel={m.ui.close}
      >
        <VisitSlipForm visit={data} onDrawn={() => setOpen(null)} />
      </Dialog>
      <Dialog
        open={open === 'feedback'}
        onOpenChange={(o) => setOpen(o ? 'feedback' : null)}
        title={m.ui.feedbackTitle}
        description={m.ui.feedbackHint}
        closeLabel={m.ui.close}
      >
        <VisitFeedbackForm visit={data} onDone={() => setOpen(null)} />
      </Dialog>
    </div>
  );
}
