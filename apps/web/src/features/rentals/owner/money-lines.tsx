import { formatCents, numberFromText } from '@immopilote/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ApiRequestError } from '../../../lib/api-client';

export interface MoneyLine {
  label: string;
  /** As typed: « 120,50 ». */
  amount: string;
}

/** The typed amount in cents as the server will read it, or 0 while it is not one yet. */
export function typedCents(amount: string): number {
  const value = numberFromText(amount);
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 100) : 0;
}

export const linesTotalCents = (lines: readonly MoneyLine[]) =>
  lines.reduce((sum, line) => sum + typedCents(line.amount), 0);

/**
 * Lines of a label and an amount (a deposit's deductions, a year's charges): typed in a row on a
 * computer, stacked on a phone; the server checks each amount and answers in French.
 */
export function MoneyLines({
  lines,
  onChange,
  labels,
}: {
  lines: MoneyLine[];
  onChange(lines: MoneyLine[]): void;
  labels: { label: string; amount: string; add: string; remove: string };
}) {
  const set = (index: number, patch: Partial<MoneyLine>) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  return (
    <div className="space-y-2">
      {lines.map((line, index) => (
        <div key={index} className="grid grid-cols-[1fr_auto] gap-2 sm:grid-cols-[1fr_9rem_auto]">
          <Input
            aria-label={`${labels.label} ${index + 1}`}
            placeholder={labels.label}
            value={line.label}
            onChange={(e) => set(index, { label: e.target.value })}
            className="col-span-2 sm:col-span-1"
          />
          <Input
            aria-label={`${labels.amount} ${index + 1}`}
            placeholder={labels.amount}
            inputMode="decimal"
            value={line.amount}
            onChange={(e) => set(index, { amount: e.target.value })}
            className="text-right"
          />
          <Button
            type="button"
            variant="ghost"
            aria-label={`${labels.remove} ${index + 1}`}
            onClick={() => onChange(lines.filter((_, i) => i !== index))}
          >
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </div>
      ))}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => onChange([...lines, { label: '', amount: '' }])}
        >
          <Plus className="size-4" aria-hidden />
          {labels.add}
        </Button>
        <span className="text-sm font-medium text-slate-900 tabular-nums">
          {formatCents(linesTotalCents(lines))}
        </span>
      </div>
    </div>
  );
}

/** The server's French messages by field (shown under them); none for an error about no field. */
export const fieldErrorsOf = (error: unknown): Record<string, string> =>
  error instanceof ApiRequestError ? error.fieldErrors : {};
