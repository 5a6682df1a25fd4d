import { inspectionMessages, METER_READING } from '@immopilote/contracts';
import { useState } from 'react';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

/**
 * A meter index as read on the dial. A reading the API would refuse (« abc ») shows its French
 * error at once and is not saved: the document keeps the last valid one.
 */
export function MeterReadingInput({
  label,
  value,
  readOnly,
  onValid,
}: {
  label: string;
  value: string;
  readOnly: boolean;
  onValid(reading: string): void;
}) {
  const [text, setText] = useState(value);
  const trimmed = text.trim();
  const valid = trimmed === '' || METER_READING.test(trimmed);
  return (
    <Field label={label} error={valid ? undefined : inspectionMessages.errors.meterReadingInvalid}>
      <Input
        inputMode="decimal"
        autoComplete="off"
        value={text}
        readOnly={readOnly}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const reading = next.trim();
          if (reading === '' || METER_READING.test(reading)) onValid(reading);
        }}
      />
    </Field>
  );
}
