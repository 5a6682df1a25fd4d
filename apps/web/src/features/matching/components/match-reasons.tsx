import type { MatchReason } from '@immopilote/contracts';
import { Check, X } from 'lucide-react';

/** The reasons of a match as short lines: ✓ when the criterion holds, ✗ with « Manque : … » otherwise. */
export function MatchReasons({ reasons }: { reasons: readonly MatchReason[] }) {
  return (
    <ul className="space-y-0.5 text-sm">
      {reasons.map((reason) => (
        <li
          key={`${reason.criterion}-${reason.text}`}
          className={reason.ok ? 'flex gap-1.5 text-slate-700' : 'flex gap-1.5 font-medium text-amber-900'}
        >
          {reason.ok ? (
            <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden />
          ) : (
            <X className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
          )}
          <span className="min-w-0 break-words">{reason.text}</span>
        </li>
      ))}
    </ul>
  );
}
