import { zodResolver } from '@hookform/resolvers/zod';
import { type ClientInput, clientInputSchema, clientMessages as m } from '@immopilote/contracts';
import { useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { showFormError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { PdfPicker } from '../../documents';

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
const FIELDS = Object.keys(emptyClientForm) as (keyof ClientFormValues)[];

export function toFormValues(
  input: Partial<Record<keyof ClientInput, string | null | undefined>>,
): ClientFormValues {
  const out = { ...emptyClientForm };
  for (const key of FIELDS) out[key] = input[key] ?? '';
  return out;
}

// raw: the strings as typed go on (to the API or to the PDF step); the server parses them with the
// same schema, so the form only needs to know they are valid.
const resolver = zodResolver(clientInputSchema, undefined, { raw: true }) as unknown as Resolver<
  ClientFormValues,
  unknown,
  ClientFormValues
>;

interface ClientFormProps {
  initial: ClientFormValues;
  /** Title of the failure toast (spec 001 §2: adding and updating each have theirs). */
  errorTitle: string;
  onSubmit(values: ClientFormValues, file: File | null): Promise<unknown>;
}

/** "Modifier les informations" (spec 001 §2), shared by /add-client and /client/{id}. */
export function ClientForm({ initial, errorTitle, onSubmit }: ClientFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const form = useForm<ClientFormValues, unknown, ClientFormValues>({ resolver, defaultValues: initial });
  const { errors, isSubmitting } = form.formState;

  const onInvalid = (invalid: FieldErrors<ClientFormValues>) => {
    if (invalid.fullName || invalid.firstName || invalid.email)
      toast.error(m.missingFieldsTitle, m.missingFields);
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values, file);
    } catch (error) {
      showFormError(error, {
        setError: form.setError,
        fields: FIELDS,
        toastTitle: errorTitle,
        alwaysToast: true,
      });
    }
  }, onInvalid);

  const err = (name: keyof ClientFormValues) => errors[name]?.message;
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="text-sm text-slate-600">{m.requiredNote}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={m.fullName} required error={err('fullName')}>
          <Input autoComplete="name" {...form.register('fullName')} />
        </Field>
        <Field label={m.firstName} required error={err('firstName')}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </Field>
        <Field label={m.email} required error={err('email')}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
        <Field label={m.phone} error={err('phone')}>
          <Input type="tel" autoComplete="tel" {...form.register('phone')} />
        </Field>
        <Field label={m.birthDate} error={err('birthDate')}>
          <Input type="date" {...form.register('birthDate')} />
        </Field>
        <Field label={m.nationality} error={err('nationality')}>
          <Input {...form.register('nationality')} />
        </Field>
        <Field label={m.maritalStatus} error={err('maritalStatus')}>
          <Input {...form.register('maritalStatus')} />
        </Field>
        <Field label={m.profession} error={err('profession')}>
          <Input {...form.register('profession')} />
        </Field>
      </div>
      <Field label={m.address} error={err('address')}>
        <Textarea rows={3} {...form.register('address')} />
      </Field>
      <Field label={m.notes} error={err('notes')}>
        <Textarea rows={6} {...form.register('notes')} />
      </Field>
      <PdfPicker file={file} onChange={setFile} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" asChild>
          <Link to="/client-directory">{m.cancel}</Link>
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {file ? m.submitWithPdf : m.submit}
        </Button>
      </div>
    </form>
  );
}
