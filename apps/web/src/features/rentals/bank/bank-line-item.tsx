import { type BankLine, formatDate, rentalBankMessages } from '@immopilote/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { formatCents, formatShortDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useBankLineCandidates } from './api/get-candidates';
import { useConfirmBankLine, useIgnoreBankLine } from './api/review-bank-line';

const sm = rentalBankMessages.screen;

/** « T2 rue des Lilas — Marie Dupont — Loyer de février 2026 ». */
const callText = (call: NonNullable<BankLine['rentCall']>) =>
  [call.propertyLabel, call.tenantNames, sm.period(formatDate(call.period, 'month'))]
    .filter(Boolean)
    .join(' — ');

/**
 * One credit of the statement: its day, amount and label, then what the member may do with it:
 * confirm the proposed rent, pick one for an unmatched line, or set it aside.
 */
export function BankLineItem({ line }: { line: BankLine }) {
  const confirm = useConfirmBankLine();
  const ignore = useIgnoreBankLine();
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState('');
  const candidates = useBankLineCandidates(line.id, picking && line.status === 'unmatched');
  const busy = confirm.isPending || ignore.isPending;
  const reviewable = line.status === 'proposed' || line.status === 'unmatched';

  const onConfirm = (rentCallId?: string) =>
    confirm.mutate(
      { id: line.id, rentCallId },
      {
        onSuccess: () => toast.success(sm.confirmedToast),
        onError: (err) => toast.error(err.message),
      },
    );
  const onIgnore = () =>
    ignore.mutate(line.id, {
      onSuccess: () => toast.success(sm.ignoredToast),
      onError: (err) => toast.error(err.message),
    });

  return (
    <li className="space-y-2 px-3 py-3 sm:px-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="min-w-0 font-medium break-words text-slate-900">
          {line.label}
          {line.reference && (
            <span className="ml-2 text-sm font-normal text-slate-600">{line.reference}</span>
          )}
        </p>
        <p className="shrink-0 font-semibold text-slate-900 tabular-nums">{formatCents(line.amountCents)}</p>
      </div>
      <p className="text-xs text-slate-600">
        {formatShortDate(line.bookedOn)} · {sm.lineMeta(line.lineNumber)}
      </p>
      {line.rentCall && (
        <p className="text-sm text-slate-700">
          <span className="text-slate-600">{line.status === 'confirmed' ? sm.paidFor : sm.proposedFor} </span>
          <Link
            to={`/gestion/baux/${line.rentCall.leaseId}`}
            className="font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {callText(line.rentCall)}
          </Link>
        </p>
      )}
      {line.status === 'unmatched' && (
        <Field label={sm.pickCall} hint={candidates.data?.length === 0 ? sm.noCandidate : undefined}>
          <Select
            value={picked}
            onFocus={() => setPicking(true)}
            onPointerDown={() => setPicking(true)}
            onChange={(e) => setPicked(e.target.value)}
            disabled={busy}
          >
            <option value="">{sm.pickCallPlaceholder}</option>
            {candidates.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {`${callText(c)} (${formatCents(c.totalCents - c.paidCents)})`}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {reviewable && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={busy || (line.status === 'unmatched' && !picked)}
            onClick={() => onConfirm(line.status === 'unmatched' ? picked : undefined)}
          >
            {sm.confirm}
          </Button>
          <Button variant="ghost" size="sm" disabled={busy} onClick={onIgnore}>
            {sm.ignore}
          </Button>
        </div>
      )}
    </li>
  );
}
