import { IRL_AREAS, type IrlArea, revisionMessages } from '@immopilote/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { ApiRequestError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSaveIrl } from './revision-api';

const m = revisionMessages.irl;

export interface IrlFormValues {
  area: IrlArea;
  year: string;
  quarter: string;
  value: string;
}

/**
 * A quarter's value, added or corrected: the server checks everything (published, two decimals, within
 * 10 % of the previous quarter) and its French message shows under the field it concerns.
 */
export function IrlForm({
  kind,
  initial,
  onDone,
}: {
  kind: 'add' | 'correct';
  initial: IrlFormValues;
  onDone?: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveIrl(kind);
  const fixed = kind === 'correct';
  const set = (field: keyof IrlFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: '' }));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values, {
      onSuccess: () => {
        toast.success(fixed ? m.corrected : m.added);
        setErrors({});
        if (!fixed) setValues((v) => ({ ...v, value: '' }));
        onDone?.();
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && Object.keys(error.fieldErrors).length > 0) {
          setErrors(error.fieldErrors);
        } else {
          toast.error(m.failed, error instanceof ApiRequestError ? error.message : undefined);
        }
      },
    });
  };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className={fixed ? 'grid gap-3' : 'grid gap-3 sm:grid-cols-[1.4fr_1fr_1fr_1.2fr_auto] sm:items-start'}
    >
      <Field label={m.area} error={errors.area || undefined}>
        <Select value={values.area} disabled={fixed} onChange={(e) => set('area')(e.target.value)}>
          {IRL_AREAS.map((a) => (
            <option key={a} value={a}>
              {revisionMessages.areas[a]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={m.year} error={errors.year || undefined}>
        <Input
          inputMode="numeric"
          value={values.year}
          disabled={fixed}
          onChange={(e) => set('year')(e.target.value)}
        />
      </Field>
      <Field label={m.quarter} error={errors.quarter || undefined}>
        <Select value={values.quarter} disabled={fixed} onChange={(e) => set('quarter')(e.target.value)}>
          {[1, 2, 3, 4].map((q) => (
            <option key={q} value={String(q)}>
              {revisionMessages.quarterOption(q)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={m.value} error={errors.value || undefined} hint={m.valueHint}>
        <Input inputMode="decimal" value={values.value} onChange={(e) => set('value')(e.target.value)} />
      </Field>
      <Button type="submit" className={fixed ? undefined : 'sm:mt-7'} disabled={save.isPending}>
        {fixed ? m.saveCorrection : m.add}
      </Button>
    </form>
  );
}
