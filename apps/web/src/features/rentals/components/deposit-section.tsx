import {
  type DepositView,
  depositReturnDeadline,
  formatCents,
  formatLongDate,
  type LeaseDetail,
  lateDepositPenaltyCents,
  parisToday,
  rentalOwnerMessages,
} from '@immopilote/contracts';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/date-field';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast';
import {
  depositPdfUrl,
  useDeposit,
  useEndLease,
  useReturnDeposit,
  useSaveDeductions,
  settle,
} from '../owner/api';
import { fieldErrorsOf, linesTotalCents, type MoneyLine, MoneyLines } from '../owner/money-lines';
import { SectionCard } from '../owner/section-card';

const m = rentalOwnerMessages.deposit;

/** The end of the lease and its deposit: end it, the deadline, the deductions, the return with any late penalty, the PDF. */
export function DepositSection({ lease }: { lease: LeaseDetail }) {
  const deposit = useDeposit(lease.id);
  return (
    <SectionCard id="deposit-title" title={m.title}>
      {deposit.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : deposit.isError ? (
        <p className="text-sm text-red-700">{m.loadFailed}</p>
      ) : lease.status === 'active' ? (
        <>
          {lease.depositCents === 0 && <p className="text-sm text-slate-700">{m.noDeposit}</p>}
          <EndLeaseForm lease={lease} view={deposit.data} />
        </>
      ) : (
        <EndedLease lease={lease} view={deposit.data} />
      )}
    </SectionCard>
  );
}

function EndLeaseForm({ lease, view }: { lease: LeaseDetail; view: DepositView }) {
  const end = useEndLease(lease.id);
  const entries = view.inspections.filter((i) => i.kind === 'entry');
  const exits = view.inspections.filter((i) => i.kind === 'exit');
  const today = parisToday();
  const [endedOn, setEndedOn] = useState(today);
  const [keysReturnedOn, setKeys] = useState(today);
  const [entryId, setEntryId] = useState(entries.at(-1)?.id ?? '');
  const [exitId, setExitId] = useState(exits.at(-1)?.id ?? '');
  const exit = exits.find((x) => x.id === exitId);
  const [matches, setMatches] = useState<'yes' | 'no' | ''>(
    exit?.changes === 0 ? 'yes' : exit?.changes ? 'no' : '',
  );
  const [matchesMissing, setMatchesMissing] = useState(false);
  const errors = fieldErrorsOf(end.error);
  const matchesError = matchesMissing ? m.errors.exitMatchesRequired : errors.exitMatchesEntry;
  const option = (i: DepositView['inspections'][number]) => (
    <option key={i.id} value={i.id}>
      {m.inspectionOption(formatLongDate(i.inspectionDate), i.signed)}
    </option>
  );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setMatchesMissing(matches === '');
    if (matches === '') return;
    settle(
      end,
      {
        endedOn,
        keysReturnedOn,
        entryInspectionId: entryId || null,
        exitInspectionId: exitId || null,
        exitMatchesEntry: matches === 'yes',
      },
      {
        onSuccess: () => toast.success(m.ended),
        onError: (error) => {
          if (Object.keys(fieldErrorsOf(error)).length === 0) toast.error(m.failed, error.message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={m.endedOn} error={errors.endedOn}>
          <DateInput value={endedOn} onValueChange={setEndedOn} min={lease.startOn} />
        </Field>
        <Field label={m.keysReturnedOn} error={errors.keysReturnedOn}>
          <DateInput value={keysReturnedOn} onValueChange={setKeys} min={endedOn} />
        </Field>
        <Field label={m.entryInspection} error={errors.entryInspectionId}>
          <Select value={entryId} onChange={(e) => setEntryId(e.target.value)}>
            <option value="">{m.noInspection}</option>
            {entries.map(option)}
          </Select>
        </Field>
        <Field label={m.exitInspection} error={errors.exitInspectionId}>
          <Select
            value={exitId}
            onChange={(e) => {
              setExitId(e.target.value);
              const chosen = exits.find((x) => x.id === e.target.value);
              if (chosen && chosen.changes !== null) setMatches(chosen.changes === 0 ? 'yes' : 'no');
            }}
          >
            <option value="">{m.noInspection}</option>
            {exits.map(option)}
          </Select>
        </Field>
      </div>
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-slate-800">{m.exitMatches}</legend>
        <div className="flex gap-4">
          {(['yes', 'no'] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-sm sm:min-h-0">
              <input
                type="radio"
                name="exit-matches"
                value={value}
                checked={matches === value}
                onChange={() => setMatches(value)}
                className="size-4"
              />
              {value === 'yes' ? m.exitMatchesYes : m.exitMatchesNo}
            </label>
          ))}
        </div>
        {exit && exit.changes !== null && (
          <p className="text-xs text-slate-600">{m.exitMatchesSuggested(exit.changes)}</p>
        )}
        {matchesError && <p className="text-sm text-red-700">{matchesError}</p>}
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" disabled={end.isPending}>
          {m.endLease}
        </Button>
      </div>
    </form>
  );
}

function EndedLease({ lease, view }: { lease: LeaseDetail; view: DepositView }) {
  const months = lease.exitMatchesEntry ? 1 : 2;
  return (
    <div className="space-y-4 text-sm">
      <div className="space-y-1">
        <p className="text-slate-900">
          {m.endedSummary(formatLongDate(lease.endedOn ?? ''), formatLongDate(lease.keysReturnedOn ?? ''))}
        </p>
        {lease.depositCents === 0 ? (
          <p className="text-slate-700">{m.noDeposit}</p>
        ) : (
          <>
            {view.deadline && (
              <p className="font-medium text-slate-900">
                {m.deadline(formatLongDate(view.deadline), months)}
              </p>
            )}
            <p className="text-slate-700">{m.amount(formatCents(lease.depositCents))}</p>
          </>
        )}
      </div>
      {lease.depositCents > 0 &&
        (lease.depositReturnedOn ? <Returned lease={lease} view={view} /> : <ReturnForm lease={lease} />)}
    </div>
  );
}

function Returned({ lease, view }: { lease: LeaseDetail; view: DepositView }) {
  return (
    <div className="space-y-2">
      {lease.depositDeductions.length > 0 && (
        <ul className="divide-y divide-slate-200">
          {lease.depositDeductions.map((d, i) => (
            <li key={i} className="flex justify-between gap-2 py-1">
              <span>{d.label}</span>
              <span className="tabular-nums">{formatCents(-d.amountCents)}</span>
            </li>
          ))}
        </ul>
      )}
      {view.penaltyCents > 0 && (
        <p className="rounded-md bg-amber-50 p-2 text-amber-900">
          {m.penalty(
            view.penaltyMonths,
            formatCents(Math.round(lease.rentCents * 0.1)),
            formatCents(view.penaltyCents),
          )}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-slate-900">
          {m.returnedSummary(
            formatLongDate(lease.depositReturnedOn ?? ''),
            formatCents(lease.depositReturnedCents ?? 0),
          )}
        </p>
        <Button asChild variant="secondary">
          <a href={depositPdfUrl(lease.id)} download>
            <Download className="size-4" aria-hidden />
            {m.downloadPdf}
          </a>
        </Button>
      </div>
    </div>
  );
}

function ReturnForm({ lease }: { lease: LeaseDetail }) {
  const save = useSaveDeductions(lease.id);
  const record = useReturnDeposit(lease.id);
  const [lines, setLines] = useState<MoneyLine[]>(
    lease.depositDeductions.map((d) => ({
      label: d.label,
      amount: String(d.amountCents / 100).replace('.', ','),
    })),
  );
  const [returnedOn, setReturnedOn] = useState(parisToday());
  const deadline =
    lease.keysReturnedOn && lease.exitMatchesEntry !== null
      ? depositReturnDeadline(lease.keysReturnedOn, lease.exitMatchesEntry)
      : null;
  const penalty =
    deadline && /^\d{4}-\d{2}-\d{2}$/.test(returnedOn)
      ? lateDepositPenaltyCents(lease.rentCents, deadline, returnedOn)
      : 0;
  const monthly = Math.round(lease.rentCents * 0.1);
  const saved = lease.depositDeductions.reduce((sum, d) => sum + d.amountCents, 0);
  const saveErrors = fieldErrorsOf(save.error);
  const returnErrors = fieldErrorsOf(record.error);

  const onSave = () =>
    settle(
      save,
      { deductions: lines.map((l) => ({ label: l.label, amount: l.amount })) },
      {
        onSuccess: () => toast.success(m.deductionsSaved),
        onError: (error) => {
          if (!fieldErrorsOf(error).deductions) toast.error(m.failed, error.message);
        },
      },
    );
  const onReturn = () =>
    settle(record, returnedOn, {
      onSuccess: () => toast.success(m.returned),
      onError: (error) => {
        if (!fieldErrorsOf(error).returnedOn) toast.error(m.failed, error.message);
      },
    });

  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <h3 className="font-semibold text-slate-900">{m.deductions}</h3>
        <p className="text-xs text-slate-600">{m.deductionsHint}</p>
        <MoneyLines
          lines={lines}
          onChange={setLines}
          labels={{
            label: m.deductionLabel,
            amount: m.deductionAmount,
            add: m.addDeduction,
            remove: m.removeDeduction,
          }}
        />
        {saveErrors.deductions && <p className="text-sm text-red-700">{saveErrors.deductions}</p>}
        {linesTotalCents(lines) !== saved || lines.length !== lease.depositDeductions.length ? (
          <div className="flex justify-end">
            <Button type="button" variant="secondary" onClick={onSave} disabled={save.isPending}>
              {m.saveDeductions}
            </Button>
          </div>
        ) : null}
      </div>
      <div className="grid items-end gap-3 sm:grid-cols-[1fr_auto]">
        <Field label={m.returnedOn} error={returnErrors.returnedOn}>
          <DateInput
            value={returnedOn}
            onValueChange={setReturnedOn}
            min={lease.keysReturnedOn ?? undefined}
          />
        </Field>
        <Button type="button" onClick={onReturn} disabled={record.isPending}>
          {m.recordReturn}
        </Button>
      </div>
      {penalty > 0 && (
        <div className="rounded-md bg-amber-50 p-2 text-amber-900">
          <p className="font-semibold">{m.late}</p>
          <p>{m.penalty(monthly > 0 ? penalty / monthly : 0, formatCents(monthly), formatCents(penalty))}</p>
        </div>
      )}
      <p className="font-medium text-slate-900">
        {m.preview(formatCents(lease.depositCents - saved + penalty))}
      </p>
    </div>
  );
}
