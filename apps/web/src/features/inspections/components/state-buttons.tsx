import { ELEMENT_STATES, type ElementState, inspectionMessages } from '@immopilote/contracts';
import { cn } from '../../../lib/cn';

/** The five states, best to worst: one tap each, at least 44 px, all five on one row at 360 px. */
export function StateButtons({
  legend,
  name,
  value,
  disabled,
  onChange,
}: {
  legend: string;
  name: string;
  value: ElementState | null;
  disabled?: boolean;
  onChange(state: ElementState): void;
}) {
  return (
    <fieldset disabled={disabled}>
      <legend className="sr-only">{legend}</legend>
      <div className="grid grid-cols-5 gap-1">
        {ELEMENT_STATES.map((state) => {
          const checked = state === value;
          return (
            <label
              key={state}
              className={cn(
                'flex min-h-12 cursor-pointer items-center justify-center rounded-md border px-1 py-1 text-center text-xs leading-tight font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 sm:text-sm',
                checked
                  ? state === 'mauvais' || state === 'hors_service'
                    ? 'border-red-700 bg-red-700 text-white'
                    : 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                name={name}
                value={state}
                checked={checked}
                onChange={() => onChange(state)}
                className="sr-only"
              />
              {inspectionMessages.states[state]}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
