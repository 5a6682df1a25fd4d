import { type ClientInput, clientInputSchema, clientMessages as m } from '@immopilote/contracts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../lib/toast';
import { PdfPicker } from '../../documents/components/pdf-picker';

export type ClientFormValues = Required<{ [K in keyof ClientInput]: string }>;

export const emptyClientForm: ClientFormValues = {
  fullName: '',
  firstName: '',
  email: '',
  phone: '',
  birthDate: '',
  nationality: '',
  maritalStatus: '',
  profession: '',
  address: '',
  notes: '',
};

export function toFormValues(
  input: Partial<Record<keyof ClientInput, string | null | undefined>>,
): ClientFormValues {
  const out = { ...emptyClientForm };
  for (const key of Object.keys(out) as (keyof ClientFormValues)[]) out[key] = input[key] ?? '';
  return out;
}

interface ClientFormProps {
  initial: ClientFormValues;
  initialFile?: File | null;
  busy?: boolean;
  serverErrors?: Record<string, string>;
  onSubmit(values: ClientFormValues, file: File | null): void;
}

/** "Modifier les informations" (spec 001 §2), shared by /add-client and /client/{id}. */
export function ClientForm({
  initial,
  initialFile = null,
  busy,
  serverErrors = {},
  onSubmit,
}: ClientFormProps) {
  const [values, setValues] = useState(initial);
  const [file, setFile] = useState<File | null>(initialFile);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const allErrors = { ...serverErrors, ...errors };

  const bind = (key: keyof ClientFormValues) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = clientInputSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
      setErrors(fieldErrors);
      if (fieldErrors.fullName || fieldErrors.firstName || fieldErrors.email) {
        toast.error(m.missingFieldsTitle, m.missingFields);
      }
      return;
    }
    setErrors({});
    onSubmit(values, file);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="text-sm text-slate-600">{m.requiredNote}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={m.fullName} required error={allErrors.fullName}>
          <Input autoComplete="name" {...bind('fullName')} />
        </Field>
        <Field label={m.firstName} required error={allErrors.firstName}>
          <Input autoComplete="given-name" {...bind('firstName')} />
        </Field>
        <Field label={m.email} required error={allErrors.email}>
          <Input type="email" autoComplete="email" {...bind('email')} />
        </Field>
        <Field label={m.phone} error={allErrors.phone}>
          <Input type="tel" autoComplete="tel" {...bind('phone')} />
        </Field>
        <Field label={m.birthDate} error={allErrors.birthDate}>
          <Input type="date" {...bind('birthDate')} />
        </Field>
        <Field label={m.nationality} error={allErrors.nationality}>
          <Input {...bind('nationality')} />
        </Field>
        <Field label={m.maritalStatus} error={allErrors.maritalStatus}>
          <Input {...bind('maritalStatus')} />
        </Field>
        <Field label={m.profession} error={allErrors.profession}>
          <Input {...bind('profession')} />
        </Field>
      </div>
      <Field label={m.address} error={allErrors.address}>
        <Textarea rows={3} {...bind('address')} />
      </Field>
      <Field label={m.notes} error={allErrors.notes}>
        <Textarea rows={6} {...bind('notes')} />
      </Field>
      <PdfPicker file={file} onChange={setFile} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" asChild>
          <Link to="/client-directory">{m.cancel}</Link>
        </Button>
        <Button type="submit" disabled={busy}>
          {file ? m.submitWithPdf : m.submit}
        </Button>
      </div>
    </form>
  );
}
