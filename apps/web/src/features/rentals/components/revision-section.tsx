import {
  formatIrlValue,
  type LeaseDetail,
  type RentRevision,
  type RevisionProposalView,
  revisionMessages,
} from '@immopilote/contracts';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { DownloadLink } from '../../../components/download-link';
import { ApiRequestError } from '../../../lib/api-client';
import { formatInvoiceAmount, formatLongDate, formatPercent } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { leaseKeys } from '../api/query-keys';
import {
  revisionLetterUrl,
  useConfirmRevision,
  useCurrentIrl,
  useLeaseRevisions,
  useRevisionProposal,
} from '../revision/revision-api';

const m = revisionMessages;
const s = m.section;

/** The refusal in French, from the reason the API gives and the dates it names. */
function refusalText(view: RevisionProposalView): string {
  const outcome = view.outcome;
  if (outcome.ok) return '';
  const r = m.refusals;
  switch (outcome.reason) {
    case 'index_not_published':
      return r.index_not_published(outcome.missing ?? { year: 0, quarter: 0 });
    case 'lapsed':
      return r.lapsed(view.dueOn ?? view.nextDueOn, view.nextDueOn);
    case 'energy_freeze':
      return r.energy_freeze(view.area);
    case 'not_due':
      return r.not_due(view.nextDueOn);
    default:
      return r[outcome.reason];
  }
}

function Proposal({ lease, view }: { lease: LeaseDetail; view: RevisionProposalView }) {
  const [open, setOpen] = useState(false);
  const confirm = useConfirmRevision(lease.id, [leaseKeys.detail(lease.id)]);
  const outcome = view.outcome;
  if (!outcome.ok || !view.dueOn) {
    return (
      <p role="status" className="text-sm text-slate-700">
        {refusalText(view)}
      </p>
    );
  }
  const dueOn = view.dueOn;
  const newRent = formatInvoiceAmount(outcome.newRentCents);
  const onConfirm = (event: { preventDefault(): void }) => {
    event.preventDefault();
    confirm.mutate(dueOn, {
      onSuccess: () => {
        setOpen(false);
        toast.success(s.confirmed);
      },
      onError: (error) =>
        toast.error(s.confirmFailed, error instanceof ApiRequestError ? error.message : undefined),
    });
  };
  return (
    <div className="space-y-3">
      <p className="text-sm font-medium text-slate-900">{s.dueOn(dueOn)}</p>
      <p
        className="rounded-md bg-slate-50 px-3 py-2 font-mono text-sm break-words text-slate-900"
        data-testid="revision-calculation"
      >
        {s.calculation(
          formatInvoiceAmount(view.currentRentCents),
          formatIrlValue(outcome.latest.value),
          formatIrlValue(outcome.previous.value),
          outcome.capRate === null
            ? newRent
            : formatInvoiceAmount(
                Math.floor((view.currentRentCents * outcome.latest.value) / outcome.previous.value),
              ),
        )}
      </p>
      <p className="text-sm text-slate-600">
        {s.quarters(
          outcome.latest,
          formatIrlValue(outcome.latest.value),
          outcome.previous,
          formatIrlValue(outcome.previous.value),
        )}
      </p>
      {outcome.capRate !== null && (
        <p className="text-sm text-amber-800">{s.capped(formatPercent(outcome.capRate * 100, 1), newRent)}</p>
      )}
      <p className="text-base font-semibold text-slate-900">{s.newRent(newRent)}</p>
      <p className="text-sm text-slate-700">{s.effectiveOn(outcome.effectiveOn)}</p>
      {outcome.effectiveOn > dueOn && <p className="text-sm text-slate-600">{s.lateClaim}</p>}
      <ConfirmDialog
        trigger={<Button>{s.confirm}</Button>}
        open={open}
        onOpenChange={setOpen}
        title={s.confirmTitle}
        description={s.confirmBody(newRent, outcome.effectiveOn)}
        confirmLabel={s.confirm}
        cancelLabel={m.irl.cancel}
        confirmVariant="primary"
        confirmDisabled={confirm.isPending}
        onConfirm={onConfirm}
      />
    </div>
  );
}

function History({ leaseId, items }: { leaseId: string; items: RentRevision[] }) {
  if (items.length === 0) return <p className="text-sm text-slate-600">{s.noHistory}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((r) => (
        <li key={r.id} className="space-y-1 py-2 text-sm">
          <p className="font-medium text-slate-900">
            {s.historyLine(r.dueOn, formatInvoiceAmount(r.oldRentCents), formatInvoiceAmount(r.newRentCents))}
          </p>
          <p className="text-slate-600">
            {s.historyCalc(
              { year: r.latestYear, quarter: r.quarter },
              formatIrlValue(r.latestValue),
              { year: r.previousYear, quarter: r.quarter },
              formatIrlValue(r.previousValue),
              r.effectiveOn,
            )}
          </p>
          {r.hasLetter && (
            <DownloadLink
              href={revisionLetterUrl(leaseId, r.id)}
              fileName={m.letter.fileName(r.dueOn)}
              label={`${s.letter} — ${formatLongDate(r.dueOn)}`}
            >
              {s.letter}
            </DownloadLink>
          )}
        </li>
      ))}
    </ul>
  );
}

/** « Révision du loyer »: the proposal for the next due date with its calculation, then the past revisions. */
export function RevisionSection({ lease }: { lease: LeaseDetail }) {
  const proposal = useRevisionProposal(lease.id);
  const history = useLeaseRevisions(lease.id);
  const irl = useCurrentIrl();
  const latestIndex = irl.data?.items
    .filter((v) => v.area === lease.irlArea)
    .reduce<(typeof irl.data.items)[number] | null>(
      (best, v) => (!best || v.year * 10 + v.quarter > best.year * 10 + best.quarter ? v : best),
      null,
    );
  return (
    <section aria-labelledby="revision-title" className="space-y-3">
      <h2 id="revision-title" className="text-lg font-semibold text-slate-900">
        {s.title}
      </h2>
      <Card className="space-y-4 p-4 sm:p-6">
        {proposal.isPending ? (
          <Loading>
            <Skeleton className="h-24" />
          </Loading>
        ) : proposal.data ? (
          <Proposal lease={lease} view={proposal.data} />
        ) : (
          <p role="alert" className="text-sm text-red-700">
            {s.loadFailed}
          </p>
        )}
        {latestIndex && (
          <p className="text-xs text-slate-600">
            {s.latestIndex(latestIndex, formatIrlValue(latestIndex.value))}
          </p>
        )}
        <div className="space-y-2 border-t border-slate-100 pt-3">
          <h3 className="font-medium text-slate-900">{s.history}</h3>
          {history.data ? <History leaseId={lease.id} items={history.data.items} /> : null}
        </div>
      </Card>
    </section>
  );
}
