import {
  type Deal,
  dealMessages as dm,
  dealScreenMessages as sm,
  formatLongDate,
} from '@immopilote/contracts';
import { Check, X } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { dealSteps, type StepState } from '../lib/deal-steps';

const STATE_TEXT: Record<StepState, string> = {
  done: sm.deal.stepDone,
  current: sm.deal.stepCurrent,
  todo: sm.deal.stepTodo,
  cancelled: sm.deal.stepCancelled,
};

/** The file's stages then « Clos », the reached ones ticked with their day; a cancelled file shows where it stopped. */
export function DealStepper({ deal }: { deal: Deal }) {
  const steps = dealSteps(deal);
  return (
    <ol aria-label={sm.deal.stepsLabel} className="grid gap-2 sm:grid-flow-col sm:auto-cols-fr">
      {steps.map((step, i) => (
        <li
          key={step.stage}
          aria-current={step.state === 'current' ? 'step' : undefined}
          className={cn(
            'flex items-center gap-3 rounded-lg border px-3 py-2 text-sm sm:flex-col sm:items-start sm:gap-1',
            step.state === 'done' && 'border-green-200 bg-green-50',
            step.state === 'current' && 'border-brand-400 bg-brand-50',
            step.state === 'todo' && 'border-slate-200 bg-white',
            step.state === 'cancelled' && 'border-red-200 bg-red-50',
          )}
        >
          <span
            aria-hidden
            className={cn(
              'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
              step.state === 'done' && 'bg-green-700 text-white',
              step.state === 'current' && 'bg-brand-700 text-white',
              step.state === 'todo' && 'bg-slate-200 text-slate-700',
              step.state === 'cancelled' && 'bg-red-700 text-white',
            )}
          >
            {step.state === 'done' ? (
              <Check className="size-4" />
            ) : step.state === 'cancelled' ? (
              <X className="size-4" />
            ) : (
              i + 1
            )}
          </span>
          <span className="min-w-0">
            <span className="block font-medium text-slate-900">{dm.stages[step.stage]}</span>
            <span className="sr-only">{STATE_TEXT[step.state]}</span>
            {step.date && <span className="block text-xs text-slate-600">{formatLongDate(step.date)}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
