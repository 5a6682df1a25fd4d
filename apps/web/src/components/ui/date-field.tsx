import { dateFieldMessages as m } from '@immopilote/contracts';
import { CalendarDays } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type ComponentProps, type CSSProperties, type Ref, useEffect, useRef, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { fr } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import {
  dateFieldValue,
  isoToFrenchDate,
  isoToPickerDay,
  pickerDayToIso,
  timeFieldValue,
} from '../../lib/french-date';
import { Input } from './input';

interface ControlledFieldProps<T extends FieldValues, TOut> {
  // biome-ignore lint/suspicious/noExplicitAny: react-hook-form's own default for a form's context.
  control: Control<T, any, TOut>;
  name: FieldPath<T>;
  /** Set by `Field`: the label's target and the error's description. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  disabled?: boolean;
}

/**
 * The text as typed, kept while it does not read as the form's value (« 12/0 » half typed); a new
 * value from outside (a reset, a pick in the calendar) replaces it with its French reading.
 */
function useTypedText(value: string, toValue: (text: string) => string, toText: (value: string) => string) {
  const [text, setText] = useState(() => toText(value));
  useEffect(() => {
    setText((typed) => (toValue(typed) === value ? typed : toText(value)));
  }, [value, toValue, toText]);
  return [text, setText] as const;
}

/**
 * The brand's colours and 44 px days and arrows (UX.md's tap targets; seven days still fit 360 px).
 * Inline: the library's stylesheet sets its variables on its root, outside Tailwind's layers.
 */
const PICKER_STYLE = {
  '--rdp-accent-color': 'var(--color-brand-700)',
  '--rdp-accent-background-color': 'var(--color-brand-50)',
  '--rdp-day-height': '2.75rem',
  '--rdp-day-width': '2.75rem',
  '--rdp-day_button-height': '2.75rem',
  '--rdp-day_button-width': '2.75rem',
  '--rdp-nav_button-height': '2.75rem',
  '--rdp-nav_button-width': '2.75rem',
} as CSSProperties;

const FIRST_PICKER_MONTH = new Date(1900, 0);
const LAST_PICKER_MONTH = new Date(new Date().getFullYear() + 30, 11);

interface InputProps {
  /** YYYY-MM-DD (or the text as typed when it is no day); blank for none. */
  value: string;
  onValueChange(value: string): void;
  onBlur?(): void;
  inputRef?: (element: HTMLInputElement | null) => void;
  name?: string;
  /** Set by `Field`: the label's target and the error's description. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  disabled?: boolean;
}

/**
 * A date typed as jj/mm/aaaa or picked in a French calendar, whatever the browser's locale (a
 * native date input follows the browser's language). The value is YYYY-MM-DD; a text that is no
 * day is passed on as typed, for the form's schema to refuse in its own words. `min`/`max`
 * (YYYY-MM-DD) grey out the days outside them in the calendar; the schema keeps the rule.
 */
export function DateInput({
  value,
  onValueChange,
  onBlur,
  inputRef,
  name,
  id,
  disabled,
  min,
  max,
  ...aria
}: InputProps & { min?: string; max?: string }) {
  const [text, setText] = useTypedText(value, dateFieldValue, isoToFrenchDate);
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);
  const selected = isoToPickerDay(value) ?? undefined;
  const first = min ? isoToPickerDay(min) : null;
  const last = max ? isoToPickerDay(max) : null;

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <div className="relative">
        <Input
          ref={(el) => {
            input.current = el;
            inputRef?.(el);
          }}
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={m.datePlaceholder}
          disabled={disabled}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onValueChange(dateFieldValue(event.target.value));
          }}
          onBlur={() => {
            // A day typed loosely (« 1/3/2026 ») is shown back in full once the person moves on.
            setText((typed) => (dateFieldValue(typed) === value ? isoToFrenchDate(value) : typed));
            onBlur?.();
          }}
          className="pr-12"
          {...aria}
        />
        <Popover.Trigger asChild>
          <button
            type="button"
            disabled={disabled}
            aria-label={m.openCalendar}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-slate-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
          >
            <CalendarDays className="size-5" aria-hidden />
          </button>
        </Popover.Trigger>
      </div>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={4}
          collisionPadding={8}
          aria-label={m.calendar}
          // The calendar focuses its selected day (or today) itself: the arrows then move by day.
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            input.current?.focus();
          }}
          className="z-50 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
        >
          <DayPicker
            mode="single"
            locale={fr}
            style={PICKER_STYLE}
            // The library's French has a straight apostrophe: the catalogue's typography instead.
            labels={{ labelYearDropdown: () => m.chooseYear }}
            autoFocus
            captionLayout="dropdown"
            startMonth={first ?? FIRST_PICKER_MONTH}
            endMonth={last ?? LAST_PICKER_MONTH}
            defaultMonth={selected ?? last ?? undefined}
            selected={selected}
            disabled={[...(first ? [{ before: first }] : []), ...(last ? [{ after: last }] : [])]}
            onSelect={(day) => {
              if (!day) return;
              onValueChange(pickerDayToIso(day));
              setOpen(false);
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** `DateInput` bound to a react-hook-form field. */
export function DateField<T extends FieldValues, TOut = T>({
  control,
  name,
  ...rest
}: ControlledFieldProps<T, TOut> & { min?: string; max?: string }) {
  const { field } = useController({ control, name });
  return (
    <DateInput
      value={String(field.value ?? '')}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      name={field.name}
      {...rest}
    />
  );
}

/**
 * A time of day typed as hh:mm (« 14:30 », « 14h30 », « 9h »), on 24 hours whatever the browser's
 * locale; the form holds HH:MM, or the text as typed for the schema to refuse.
 */
export function TimeField<T extends FieldValues, TOut = T>({
  control,
  name,
  ...rest
}: ControlledFieldProps<T, TOut>) {
  const { field } = useController({ control, name });
  return (
    <TimeInput
      inputRef={field.ref}
      name={field.name}
      value={String(field.value ?? '')}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      {...rest}
    />
  );
}

/** The same typed time outside a react-hook-form field (a list of ranges edited as one value). */
export function TimeInput({
  value,
  onValueChange,
  onBlur,
  inputRef,
  ...props
}: Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'onBlur' | 'ref'> & {
  value: string;
  onValueChange(value: string): void;
  onBlur?(): void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const [text, setText] = useTypedText(value, timeFieldValue, identity);
  return (
    <Input
      ref={inputRef}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={m.timePlaceholder}
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onValueChange(timeFieldValue(event.target.value));
      }}
      onBlur={() => {
        setText((typed) => (timeFieldValue(typed) === value ? value : typed));
        onBlur?.();
      }}
    />
  );
}

const identity = (value: string) => value;
