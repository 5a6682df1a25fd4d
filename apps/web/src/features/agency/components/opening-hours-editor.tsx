import { agencySiteMessages, type OpeningHours, siteSettingsMessages as m } from '@immopilote/contracts';
import { Plus, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TimeInput } from '../../../components/ui/date-field';

const MAX_RANGES = 3;

/**
 * Seven days, Monday first, each with up to three ranges; a day without range is closed. The
 * contracts' schema says what is wrong (a range backwards, two that overlap), under the table.
 */
export function OpeningHoursEditor({
  value,
  onChange,
  error,
  editable,
}: {
  value: OpeningHours;
  onChange(next: OpeningHours): void;
  error?: string;
  editable: boolean;
}) {
  const setDay = (day: number, ranges: OpeningHours[number]) =>
    onChange(value.map((r, i) => (i === day ? ranges : r)));

  return (
    <div className="space-y-2">
      <ul className="divide-y divide-slate-100">
        {agencySiteMessages.weekdays.map((dayName, day) => {
          const ranges = value[day] ?? [];
          return (
            <li key={dayName} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-start">
              <span className="w-24 shrink-0 pt-2 text-sm font-medium text-slate-900">{dayName}</span>
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                {ranges.length === 0 && <span className="pt-2 text-sm text-slate-600">{m.closed}</span>}
                {ranges.map((range, i) => (
                  <div key={i} className="flex items-center gap-2">
                    <TimeInput
                      className="min-w-0 flex-1 sm:w-32 sm:flex-none"
                      aria-label={m.rangeFrom(dayName, i + 1)}
                      value={range.from}
                      onValueChange={(time) =>
                        setDay(
                          day,
                          ranges.map((r, j) => (j === i ? { ...r, from: time } : r)),
                        )
                      }
                    />
                    <span className="text-sm text-slate-600">{m.rangeSeparator}</span>
                    <TimeInput
                      className="min-w-0 flex-1 sm:w-32 sm:flex-none"
                      aria-label={m.rangeTo(dayName, i + 1)}
                      value={range.to}
                      onValueChange={(time) =>
                        setDay(
                          day,
                          ranges.map((r, j) => (j === i ? { ...r, to: time } : r)),
                        )
                      }
                    />
                    {editable && (
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        className="w-11 shrink-0 px-0 sm:w-8"
                        aria-label={m.removeRange(dayName, i + 1)}
                        onClick={() =>
                          setDay(
                            day,
                            ranges.filter((_, j) => j !== i),
                          )
                        }
                      >
                        <X className="size-4" aria-hidden />
                      </Button>
                    )}
                  </div>
                ))}
              </div>
              {editable && ranges.length < MAX_RANGES && (
                <Button
                  type="button"
                  variant="ghost"
                  className="self-start"
                  aria-label={`${m.addRange} (${dayName.toLowerCase()})`}
                  onClick={() => setDay(day, [...ranges, nextRange(ranges)])}
                >
                  <Plus className="size-4" aria-hidden />
                  {m.addRange}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {error && <p className="text-sm text-red-700">{error}</p>}
    </div>
  );
}

/** A new range after the day's last one (morning first, then afternoon). */
function nextRange(ranges: OpeningHours[number]) {
  const last = ranges.at(-1);
  if (!last) return { from: '09:00', to: '12:30' };
  if (last.to < '14:00') return { from: '14:00', to: '19:00' };
  return { from: last.to < '20:00' ? '20:00' : '22:00', to: '23:00' };
}
