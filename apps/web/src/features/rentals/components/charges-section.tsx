import {
  type ChargeRegularisationList,
  formatCents,
  formatLongDate,
  type LeaseDetail,
  parisToday,
  rentalOwnerMessages,
} from '@immopilote/contracts';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast';
import { chargesPdfUrl, useCharges, useRegulariseCharges, settle } from '../owner/api';
import { fieldErrorsOf, linesTotalCents, type MoneyLine, MoneyLines } from '../owner/money-lines';
import { SectionCard } from '../owner/section-card';

const m = rentalOwnerMessages.charges;

/** The yearly charges regularisation (provisions only): a year's actual charges against the provisions paid, its history and PDFs. */
export function ChargesSection({ lease }: { lease: LeaseDetail }) {
  const charges = useCharges(lease.id);
  if (lease.chargesMode === 'forfait') {
    return (
      <SectionCard id="charges-title" title={m.title}>
        <p className="text-sm text-slate-700">{m.flatRate}</p>
      </SectionCard>
    );
  }
  return (
    <SectionCard id="charges-title" title={m.title}>
      {charges.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : charges.isError ? (
        <p className="text-sm text-red-700">{m.loadFailed}</p>
      ) : (
        <>
          <RegulariseForm lease={lease} data={charges.data} />
          <History leaseId={lease.id} data={charges.data} />
        </>
      )}
    </SectionCard>
  );
}

function RegulariseForm({ lease, data }: { lease: LeaseDetail; data: ChargeRegularisationList }) {
  const regularise = useRegulariseCharges(lease.id);
  const done = new Set(data.items.map((i) => i.year));
  const first = Number(lease.startOn.slice(0, 4));
  const last = Number(parisToday().slice(0, 4));
  const years = Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => last - i).filter(
    (y) => !done.has(y),
  );
  const [year, setYear] = useState(String(years.find((y) => y < last) ?? years[0] ?? ''));
  const [lines, setLines] = useState<MoneyLine[]>([{ label: '', amount: '' }]);
  if (years.length === 0) return null;
  const provisions = data.provisions.find((p) => p.year === Number(year))?.provisionsCents ?? 0;
  const balance = linesTotalCents(lines) - provisions;
  const errors = fieldErrorsOf(regularise.error);
  const lineError = Object.entries(errors).find(([field]) => field.startsWith('lines'))?.[1];

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    settle(
      regularise,
      { year: Number(year), lines: lines.map((l) => ({ label: l.label, amount: l.amount })) },
      {
        onSuccess: () => {
          toast.success(m.done);
          setLines([{ label: '', amount: '' }]);
        },
        onError: (error) => {
          if (Object.keys(fieldErrorsOf(error)).length === 0) toast.error(m.failed, error.message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr] sm:items-end">
        <Field label={m.year} error={errors.year}>
          <Select value={year} onChange={(e) => setYear(e.target.value)}>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </Select>
        </Field>
        <div className="text-sm">
          <p className="font-medium text-slate-900">{m.provisions(formatCents(provisions))}</p>
          <p className="text-xs text-slate-600">{m.provisionsHint}</p>
        </div>
      </div>
      <div className="space-y-2">
        <h3 className="font-semibold text-slate-900">{m.lines}</h3>
        <MoneyLines
          lines={lines}
          onChange={setLines}
          labels={{ label: m.lineLabel, amount: m.lineAmount, add: m.addLine, remove: m.removeLine }}
        />
        {lineError && <p className="text-sm text-red-700">{lineError}</p>}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-900">
          {balance > 0
            ? m.balanceOwed(formatCents(balance))
            : balance < 0
              ? m.balanceRefund(formatCents(-balance))
              : m.balanceNone}
        </p>
        <Button type="submit" disabled={regularise.isPending}>
          {m.regularise}
        </Button>
      </div>
    </form>
  );
}

function History({ leaseId, data }: { leaseId: string; data: ChargeRegularisationList }) {
  return (
    <div className="space-y-2">
      <h3 className="font-semibold text-slate-900">{m.history}</h3>
      {data.items.length === 0 ? (
        <EmptyState compact title={m.none} />
      ) : (
        <ul className="divide-y divide-slate-200">
          {data.items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {m.item(item.year)} · {formatLongDate(item.issuedOn)}
                </p>
                <p className="text-slate-700">
                  {m.actual(formatCents(item.actualCents))} ·{' '}
                  {m.provisions(formatCents(item.provisionsCents))}
                </p>
                <p className="text-slate-700">
                  {item.balanceCents > 0
                    ? m.balanceOwed(formatCents(item.balanceCents))
                    : item.balanceCents < 0
                      ? m.balanceRefund(formatCents(-item.balanceCents))
                      : m.balanceNone}{' '}
                  · {item.delivery === 'email' ? m.deliveryEmail : m.deliveryPrint}
                </p>
              </div>
              <Button asChild variant="secondary" size="sm">
                <a href={chargesPdfUrl(leaseId, item.id)} download>
                  <Download className="size-4" aria-hidden />
                  {m.downloadPdf}
                </a>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
