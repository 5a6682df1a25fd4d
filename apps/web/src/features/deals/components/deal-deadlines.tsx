import { type Deal, dealScreenMessages as sm, formatLongDate } from '@immopilote/contracts';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { cn } from '../../../lib/cn';
import { useCompleteDeadline } from '../api/update-deal';
import { isOpen } from '../lib/deal-steps';
import { DealStepDialog } from './deal-step-dialog';

/** The file's deadlines by date: done ones with their day, passed ones flagged, « Fait le… » on the others. */
export function DealDeadlines({ deal }: { deal: Deal }) {
  const complete = useCompleteDeadline(deal.id);
  const deadlines = [...deal.deadlines].sort((a, b) => a.dueOn.localeCompare(b.dueOn));
  return (
    <section aria-labelledby="deal-deadlines-title">
      <Card className="space-y-3 p-5 sm:p-6">
        <h2 id="deal-deadlines-title" className="text-lg font-semibold text-slate-900">
          {sm.deadlines.title}
        </h2>
        {deadlines.length === 0 ? (
          <EmptyState compact title={sm.deadlines.empty} />
        ) : (
          <ul className="divide-y divide-slate-200">
            {deadlines.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <div className="min-w-0">
                  <p className={cn('font-medium', d.overdue ? 'text-red-800' : 'text-slate-900')}>
                    {d.label}
                  </p>
                  <p className="flex flex-wrap items-center gap-2 text-slate-700">
                    {sm.deadlines.due(formatLongDate(d.dueOn))}
                    {d.overdue && !d.doneOn && (
                      <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800 ring-1 ring-red-600/30">
                        <AlertTriangle className="size-3" aria-hidden />
                        {sm.deadlines.overdue}
                      </span>
                    )}
                  </p>
                </div>
                {d.doneOn ? (
                  <span className="inline-flex items-center gap-1 text-green-800">
                    <CheckCircle2 className="size-4" aria-hidden />
                    {sm.deadlines.doneOn(formatLongDate(d.doneOn))}
                  </span>
                ) : (
                  isOpen(deal) && (
                    <DealStepDialog
                      trigger={
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={sm.deadlines.markDoneLabel(d.label)}
                        >
                          {sm.deadlines.markDone}
                        </Button>
                      }
                      title={d.label}
                      description={sm.stepDialog.deadline(d.label)}
                      submitLabel={sm.stepDialog.done.deadline}
                      doneTitle={sm.stepDialog.done.deadline}
                      onSubmit={(input) => complete.mutateAsync({ ...input, deadlineId: d.id })}
                    />
                  )
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
