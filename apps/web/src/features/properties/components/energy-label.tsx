import {
  CLIMATE_COLOURS,
  ENERGY_CLASSES,
  ENERGY_COLOURS,
  ENERGY_DARK_TEXT,
  type EnergyScale,
  energyRangeOf,
  type EnergyClass,
  propertyFactsMessages,
} from '@immopilote/contracts';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';

const m = propertyFactsMessages;

/**
 * The regulatory label (CCH R.126-22): the A–G scale in its colours, the property's class pulled
 * out with its value. Drawn, not an image, so it stays sharp and readable by screen readers.
 */
export function EnergyLabel({
  scale,
  value,
  cls,
}: {
  scale: EnergyScale;
  cls: EnergyClass;
  value: number | null;
}) {
  const colours = scale === 'energy' ? ENERGY_COLOURS : CLIMATE_COLOURS;
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
          const text = ENERGY_DARK_TEXT[scale].includes(letter) ? 'text-slate-900' : 'text-white';
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
                <span className="truncate">{energyRangeOf(scale, letter)}</span>
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
