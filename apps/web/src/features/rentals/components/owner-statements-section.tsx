import {
  addMonthsToDate,
  formatCents,
  formatDate,
  formatLongDate,
  type LeaseDetail,
  OWNER_EXPENSE_KINDS,
  OWNER_STATEMENT_PERIODS,
  type OwnerExpenseKind,
  type OwnerStatementPeriod,
  parisToday,
  rentalOwnerMessages,
} from '@immopilote/contracts';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/date-field';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast';
import {
  ownerStatementPdfUrl,
  useAddOwnerExpense,
  useCreateOwnerStatement,
  useOwnerExpenses,
  useOwnerStatements,
  useRemoveOwnerExpense,
  settle,
} from '../owner/api';
import { fieldErrorsOf } from '../owner/money-lines';
import { SectionCard } from '../owner/section-card';

const m = rentalOwnerMessages.statements;
const em = rentalOwnerMessages.expenses;

/** The owner's side of the lease: expenses paid for them, and the statements (« compte rendu de gestion ») sent to them. */
export function OwnerStatementsSection({ lease }: { lease: LeaseDetail }) {
  return (
    <div className="space-y-4">
      <SectionCard id="owner-expenses-title" title={em.title}>
        <Expenses lease={lease} />
      </SectionCard>
      <SectionCard id="owner-statements-title" title={m.title}>
        <Statements lease={lease} />
      </SectionCard>
    </div>
  );
}

function Expenses({ lease }: { lease: LeaseDetail }) {
  const expenses = useOwnerExpenses(lease.id);
  const add = useAddOwnerExpense(lease.id);
  const remove = useRemoveOwnerExpense(lease.id);
  const [spentOn, setSpentOn] = useState(parisToday());
  const [kind, setKind] = useState<OwnerExpenseKind>('travaux');
  const [label, setLabel] = useState('');
  const [amount, setAmount] = useState('');
  const errors = fieldErrorsOf(add.error);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    settle(
      add,
      { spentOn, kind, label, amount },
      {
        onSuccess: () => {
          toast.success(em.added);
          setLabel('');
          setAmount('');
        },
        onError: (error) => {
          if (Object.keys(fieldErrorsOf(error)).length === 0) toast.error(em.failed, error.message);
        },
      },
    );
  };

  return (
    <div className="space-y-4">
      {expenses.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : expenses.isError ? (
        <p className="text-sm text-red-700">{em.failed}</p>
      ) : expenses.data.items.length === 0 ? (
        <EmptyState compact title={em.none} />
      ) : (
        <ul className="divide-y divide-slate-200">
          {expenses.data.items.map((x) => (
            <li key={x.id} className="flex items-center justify-between gap-2 py-2 text-sm">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{x.label}</p>
                <p className="text-slate-700">
                  {formatLongDate(x.spentOn)} · {em.kinds[x.kind]}
                  {x.accounted && ` · ${em.accounted}`}
                </p>
              </div>
              <div className="flex items-center gap-1">
                <span className="tabular-nums font-medium text-slate-900">{formatCents(x.amountCents)}</span>
                {!x.accounted && (
                  <Button
                    type="button"
                    variant="danger-ghost"
                    aria-label={`${em.remove} ${x.label}`}
                    disabled={remove.isPending}
                    onClick={() => {
                      if (!window.confirm(em.removeConfirm)) return;
                      settle(remove, x.id, {
                        onSuccess: () => toast.success(em.removed),
                        onError: (error) => toast.error(em.failed, error.message),
                      });
                    }}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate className="space-y-3">
        <h3 className="font-semibold text-slate-900">{em.add}</h3>
        <div className="grid gap-3 sm:grid-cols-[10rem_10rem_1fr_8rem]">
          <Field label={em.spentOn} error={errors.spentOn}>
            <DateInput value={spentOn} onValueChange={setSpentOn} min={lease.startOn} />
          </Field>
          <Field label={em.kind} error={errors.kind}>
            <Select value={kind} onChange={(e) => setKind(e.target.value as OwnerExpenseKind)}>
              {OWNER_EXPENSE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {em.kinds[k]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={em.label} error={errors.label}>
            <Input value={label} onChange={(e) => setLabel(e.target.value)} />
          </Field>
          <Field label={em.amount} error={errors.amount}>
            <Input
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              className="text-right"
            />
          </Field>
        </div>
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" disabled={add.isPending}>
            {em.add}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The months a statement may cover: from the lease's start to this month, newest first. */
function monthsOf(lease: LeaseDetail): string[] {
  const months: string[] = [];
  const current = parisToday().slice(0, 7);
  for (
    let day = `${current}-01`;
    day.slice(0, 7) >= lease.startOn.slice(0, 7) && months.length < 120;
    day = addMonthsToDate(day, -1)
  ) {
    months.push(day.slice(0, 7));
  }
  return months;
}

function Statements({ lease }: { lease: LeaseDetail }) {
  const statements = useOwnerStatements(lease.id);
  const create = useCreateOwnerStatement(lease.id);
  const months = monthsOf(lease);
  const [period, setPeriod] = useState<OwnerStatementPeriod>('month');
  const [month, setMonth] = useState(months[1] ?? months[0] ?? '');
  const errors = fieldErrorsOf(create.error);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    settle(
      create,
      { period, month },
      {
        onSuccess: () =>
          toast.success(m.generated, statements.data?.recipients.length ? m.generatedHint : undefined),
        onError: (error) => {
          if (Object.keys(fieldErrorsOf(error)).length === 0) toast.error(m.failed, error.message);
        },
      },
    );
  };

  return (
    <div className="space-y-4">
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-end">
        <Field label={m.periodKind}>
          <Select value={period} onChange={(e) => setPeriod(e.target.value as OwnerStatementPeriod)}>
            {OWNER_STATEMENT_PERIODS.map((p) => (
              <option key={p} value={p}>
                {m.periodKinds[p]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={m.month} error={errors.month}>
          <Select value={month} onChange={(e) => setMonth(e.target.value)}>
            {months.map((value) => (
              <option key={value} value={value}>
                {formatDate(`${value}-01`, 'month')}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" disabled={create.isPending || month === ''}>
          {m.generate}
        </Button>
      </form>
      {statements.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : statements.isError ? (
        <p className="text-sm text-red-700">{m.loadFailed}</p>
      ) : (
        <>
          {statements.data.recipients.length === 0 && (
            <p className="text-sm text-slate-600">{m.noLandlordEmail}</p>
          )}
          {statements.data.items.length === 0 ? (
            <EmptyState compact title={m.none} />
          ) : (
            <ul className="divide-y divide-slate-200">
              {statements.data.items.map((s) => (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">
                      {m.period(formatLongDate(s.periodStart), formatLongDate(s.periodEnd))} ·{' '}
                      {s.sentAt ? m.sentOn(formatLongDate(s.sentAt)) : m.notSent}
                    </p>
                    <p className="text-slate-700">
                      {m.figures(
                        formatCents(s.rentsCents),
                        formatCents(s.feesCents),
                        formatCents(s.expensesCents),
                        formatCents(s.transferredCents),
                      )}
                    </p>
                  </div>
                  <Button asChild variant="secondary" size="sm">
                    <a href={ownerStatementPdfUrl(lease.id, s.id)} download>
                      <Download className="size-4" aria-hidden />
                      {m.downloadPdf}
                    </a>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
