import type { BankLine, BankLineStatus } from '@immopilote/contracts';
import { rentalBankMessages } from '@immopilote/contracts';
import type { ReactNode } from 'react';
import { BankLineItem } from './bank-line-item';

const sm = rentalBankMessages.screen;

/** One group of the review (« Proposées », « Doublons »…): its title, count, action and lines. */
export function BankLineGroup({
  status,
  lines,
  action,
}: {
  status: BankLineStatus;
  lines: readonly BankLine[];
  action?: ReactNode;
}) {
  if (lines.length === 0) return null;
  const titleId = `bank-group-${status}`;
  return (
    <section aria-labelledby={titleId} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="font-semibold text-slate-900">
          {sm.groups[status]} <span className="font-normal text-slate-600">({lines.length})</span>
        </h2>
        {action}
      </div>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
        {lines.map((line) => (
          <BankLineItem key={line.id} line={line} />
        ))}
      </ul>
    </section>
  );
}
