import { calendarMessages } from '@immopilote/contracts';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { DateField, TimeField } from './ui/date-field';
import { Field } from './ui/field';
import { Select } from './ui/select';

const DURATIONS = [15, 30, 45, 60, 90, 120, 180, 240];

/** The fields every appointment form shares, as the contracts' schemas name them. */
interface WhenValues {
  date: string;
  startTime: string;
  durationMinutes?: unknown;
}

/**
 * When an appointment takes place: its day, its start and its length, on one row from `sm` up —
 * the calendar's « Planifier un rendez-vous » and a lead's « Planifier une visite » ask them alike.
 */
export function AppointmentWhenFields<T extends WhenValues>({
  form,
}: {
  form: UseFormReturn<T, unknown, T>;
}) {
  const { errors } = form.formState;
  // react-hook-form cannot name a generic form's paths: these three are the constraint's own.
  const date = 'date' as FieldPath<T>;
  const startTime = 'startTime' as FieldPath<T>;
  const duration = 'durationMinutes' as FieldPath<T>;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field label={calendarMessages.date} required error={errors.date?.message as string | undefined}>
        <DateField control={form.control} name={date} />
      </Field>
      <Field
        label={calendarMessages.startTime}
        required
        error={errors.startTime?.message as string | undefined}
      >
        <TimeField control={form.control} name={startTime} />
      </Field>
      <Field label={calendarMessages.duration} error={errors.durationMinutes?.message as string | undefined}>
        <Select {...form.register(duration)}>
          {DURATIONS.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {calendarMessages.durationOption(minutes)}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
