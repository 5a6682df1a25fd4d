import { zodResolver } from '@hookform/resolvers/zod';
import {
  CANDIDATE_STATUSES,
  type CandidateStatus,
  CLIENT_ROLES,
  type ClientInput,
  type ClientRole,
  clientInputSchema,
  clientMessages as m,
  privacyMessages as pm,
} from '@immopilote/contracts';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { DateField } from '../../../components/ui/date-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { showFormError, useRecheckErrorsOnChange } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { Select } from '../../../components/ui/select';
import { PdfPicker } from '../../../components/pdf-picker';
import { DocumentTypeSelect } from './document-type-select';

type TextField = Exclude<keyof ClientInput, 'roles' | 'candidateStatus'>;

/** A PDF chosen on the form and the type the user gave it (issue 15: every client document has one). */
export interface ClientAttachment {
  file: File;
  documentType: string;
}

/** The form holds the schema's input: every text as typed, blank when unknown. */
export const emptyClientForm: ClientInput = {
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
  candidateStatus: '',
  leaseEndsOn: '',
  roles: [],
};
const TEXT_FIELDS = Object.keys(emptyClientForm).filter(
  (k) => k !== 'roles' && k !== 'candidateStatus',
) as TextField[];
const FIELDS: (keyof ClientInput)[] = [...TEXT_FIELDS, 'roles', 'candidateStatus'];

export function toFormValues(
  input: Partial<Record<TextField, string | null | undefined>> & {
    roles?: readonly ClientRole[];
    candidateStatus?: CandidateStatus | null;
  },
): ClientInput {
  const out: ClientInput = {
    ...emptyClientForm,
    roles: [...(input.roles ?? [])],
    candidateStatus: input.candidateStatus ?? '',
  };
  for (const key of TEXT_FIELDS) out[key] = input[key] ?? '';
  return out;
}

interface ClientFormProps {
  initial: ClientInput;
  /** Title of the failure toast (spec 001 §2: adding and updating each have theirs). */
  errorTitle: string;
  /** « Créer le client » on /add-client, « Enregistrer les modifications » on a record (without a PDF). */
  submitLabel: string;
  /** « Annuler »: back to the record's reading mode; without it, a link back to the directory. */
  onCancel?: () => void;
  onSubmit(values: ClientInput, attachment: ClientAttachment | null): Promise<unknown>;
}

/** "Modifier les informations" (spec 001 §2), shared by /add-client and /client/{id}. */
export function ClientForm({ initial, errorTitle, submitLabel, onCancel, onSubmit }: ClientFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [documentType, setDocumentType] = useState('');
  const [documentTypeError, setDocumentTypeError] = useState<string | undefined>();
  // Checked on submit, then on every change: an error disappears as soon as its field is fixed.
  const form = useForm<ClientInput, unknown, ClientInput>({
    // raw: the strings as typed go on (to the API or to the PDF step); the server parses them with the
    // same schema, so the form only needs to know they are valid.
    resolver: zodResolver(clientInputSchema, undefined, { raw: true }),
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  useRecheckErrorsOnChange(form);
  const { errors, isSubmitting } = form.formState;
  const [checkingPdf, setCheckingPdf] = useState(false);
  const roles = form.watch('roles') ?? [];
  const candidateStatus = form.watch('candidateStatus');
  const isCandidate = roles.includes('candidat_locataire');
  const hasLease = roles.includes('locataire') || (isCandidate && candidateStatus === 'retenu');

  const onInvalid = (invalid: FieldErrors<ClientInput>) => {
    if (invalid.fullName || invalid.firstName || invalid.email)
      toast.error(m.missingFieldsTitle, m.missingFields);
  };

  const submit = form.handleSubmit(async (values) => {
    if (file && !documentType) {
      setDocumentTypeError(pm.documentTypeRequired);
      return;
    }
    // A status or a lease end that no longer applies is not sent (the API would refuse it).
    const chosen = values.roles ?? [];
    const cleaned: ClientInput = {
      ...values,
      candidateStatus: chosen.includes('candidat_locataire') ? values.candidateStatus : '',
      leaseEndsOn:
        chosen.includes('locataire') ||
        (chosen.includes('candidat_locataire') && values.candidateStatus === 'retenu')
          ? values.leaseEndsOn
          : '',
    };
    try {
      await onSubmit(cleaned, file ? { file, documentType } : null);
    } catch (error) {
      showFormError(error, {
        setError: form.setError,
        fields: FIELDS,
        toastTitle: errorTitle,
        alwaysToast: true,
      });
    }
  }, onInvalid);

  const err = (name: keyof ClientInput) => errors[name]?.message;
  const toggleRole = (role: ClientRole, on: boolean) => {
    const next = on ? [...roles, role] : roles.filter((r) => r !== role);
    form.setValue(
      'roles',
      CLIENT_ROLES.filter((r) => next.includes(r)),
      { shouldDirty: true },
    );
  };
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
          <DateField control={form.control} name="birthDate" />
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
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">{pm.rolesLegend}</legend>
        <div className="flex flex-wrap gap-2">
          {CLIENT_ROLES.map((role) => (
            <label
              key={role}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={roles.includes(role)}
                onChange={(e) => toggleRole(role, e.target.checked)}
              />
              {pm.roles[role]}
            </label>
          ))}
        </div>
        {err('roles') && <p className="text-sm text-red-700">{err('roles')}</p>}
        {(isCandidate || hasLease) && (
          <div className="grid gap-4 sm:grid-cols-2">
            {isCandidate && (
              <Field label={pm.candidateStatus} required error={err('candidateStatus')}>
                <Select {...form.register('candidateStatus')}>
                  <option value="">{pm.candidateNeedsStatus}</option>
                  {CANDIDATE_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {pm.candidateStatuses[s]}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
            {hasLease && (
              <Field label={pm.leaseEndsOn} hint={pm.leaseEndsOnHint} error={err('leaseEndsOn')}>
                <DateField control={form.control} name="leaseEndsOn" />
              </Field>
            )}
          </div>
        )}
      </fieldset>
      <Field label={m.address} error={err('address')}>
        <Textarea rows={3} {...form.register('address')} />
      </Field>
      <Field label={m.notes} error={err('notes')}>
        <Textarea rows={6} {...form.register('notes')} />
      </Field>
      <PdfPicker
        file={file}
        onChange={(chosen) => {
          setFile(chosen);
          if (!chosen) setDocumentTypeError(undefined);
        }}
        onCheckingChange={setCheckingPdf}
      />
      {file && (
        <Field label={pm.documentType} required hint={pm.documentTypeHint} error={documentTypeError}>
          <DocumentTypeSelect
            value={documentType}
            onChange={(e) => {
              setDocumentType(e.target.value);
              if (e.target.value) setDocumentTypeError(undefined);
            }}
          />
        </Field>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {m.cancel}
          </Button>
        ) : (
          <Button variant="secondary" asChild>
            <Link to="/client-directory">{m.cancel}</Link>
          </Button>
        )}
        <Button type="submit" disabled={isSubmitting || checkingPdf}>
          {file ? m.submitWithPdf : submitLabel}
        </Button>
      </div>
    </form>
  );
}
