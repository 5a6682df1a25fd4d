import {
  CLIMATE_COLOURS,
  CLIMATE_THRESHOLDS,
  ENERGY_CLASSES,
  ENERGY_COLOURS,
  ENERGY_THRESHOLDS,
  type EnergyClass,
  propertyFactsMessages,
  propertyMessages,
} from '@immopilote/contracts';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';

const m = propertyFactsMessages;
const range = propertyMessages.form.energyRange;

/** Range shown beside each letter: « ≤ 70 », « 71 à 110 »… « > 420 ». */
function rangeOf(thresholds: Record<Exclude<EnergyClass, 'G'>, number>, cls: EnergyClass): string {
  const index = ENERGY_CLASSES.indexOf(cls);
  if (cls === 'G') return range.above(thresholds.F);
  const upper = thresholds[cls];
  if (index === 0) return range.atMost(upper);
  const lower = thresholds[ENERGY_CLASSES[index - 1] as Exclude<EnergyClass, 'G'>] + 1;
  return range.between(lower, upper);
}

/** Bars whose colour needs dark text for contrast (WCAG AA); the others carry white text. */
const DARK_TEXT: Record<'energy' | 'climate', EnergyClass[]> = {
  energy: ['A', 'B', 'C', 'D', 'E', 'F'],
  climate: ['A', 'B', 'C'],
};

/**
 * The regulatory label (CCH R.126-22): the A–G scale in its colours, the property's class pulled
 * out with its value. Drawn, not an image, so it stays sharp and readable by screen readers.
 */
export function EnergyLabel({
  scale,
  value,
  cls,
}: {
  scale: 'energy' | 'climate';
  cls: EnergyClass;
  value: number | null;
}) {
  const colours = scale === 'energy' ? ENERGY_COLOURS : CLIMATE_COLOURS;
  const thresholds = scale === 'energy' ? ENERGY_THRESHOLDS : CLIMATE_THRESHOLDS;
  const title = scale === 'energy' ? m.energyLabelTitle : m.climateLabelTitle;
  const unit = scale === 'energy' ? m.energyUnit : m.climateUnit;
  const valueText = value === null ? '' : formatNumber(value);
  const aria = scale === 'energy' ? m.energyLabelAria(cls, valueText) : m.climateLabelAria(cls, valueText);
  return (
    <figure className="min-w-0 space-y-2" role="img" aria-label={aria}>
      <figcaption className="text-sm font-bold tracking-wide text-slate-900">
        {title} {cls}
      </figcaption>
      <ol className="space-y-1" aria-hidden>
        {ENERGY_CLASSES.map((letter, i) => {
          const current = letter === cls;
          const text = DARK_TEXT[scale].includes(letter) ? 'text-slate-900' : 'text-white';
          return (
            // The bars share the row with a fixed column for the value, so nothing overflows on a phone.
            <li key={letter} className="grid grid-cols-[1fr_7.5rem] items-center gap-2">
              <span
                className={cn(
                  'flex h-7 items-center justify-between rounded-r-md px-2 text-xs font-semibold',
                  text,
                  current && 'h-9 ring-2 ring-slate-900 ring-offset-1',
                )}
                style={{ backgroundColor: colours[letter], width: `${46 + i * 9}%` }}
              >
                <span className="truncate">{rangeOf(thresholds, letter)}</span>
                <span className={cn('text-sm', current && 'text-base')}>{letter}</span>
              </span>
              <span className="text-sm leading-tight font-semibold text-slate-900">
                {current && valueText && (
                  <>
                    {valueText} <span className="text-xs font-normal text-slate-600">{unit}</span>
                  </>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
