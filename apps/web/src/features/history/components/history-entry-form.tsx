import { zodResolver } from '@hookform/resolvers/zod';
import {
  CLIENT_NOTE_MAX,
  HISTORY_DOCUMENT_ACCEPT,
  type HistoryClientOption,
  type HistoryEntryInput,
  type HistoryType,
  historyEntryInputSchema,
  historyMessages,
  parisToday,
} from '@immopilote/contracts';
import { Paperclip, X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FilePicker } from '../../../components/ui/file-picker';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { showFormError, useRecheckErrorsOnChange } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useCreateHistoryEntry } from '../api/create-history-entry';

const EMPTY: Omit<HistoryEntryInput, 'date'> = {
  // Optional: with a time the entry is an appointment in the calendar (one hour by default).
  startTime: '',
  description: '',
  clientId: '',
  clientName: '',
  clientEmail: '',
  clientPhone: '',
  clientNote: '',
};
const FIELDS: (keyof HistoryEntryInput)[] = ['date', ...(Object.keys(EMPTY) as (keyof HistoryEntryInput)[])];

/** Spec 000 §5 "History entry": date (today), description, a chosen or typed client, note 0–5, documents. */
export function HistoryEntryForm({
  propertyId,
  entryType,
  clients,
  onAdded,
}: {
  propertyId: string;
  /** What the property records (visits for a sale, check-ins/outs for a rental): it names the time field. */
  entryType: HistoryType;
  clients: HistoryClientOption[];
  onAdded: () => void;
}) {
  const [documents, setDocuments] = useState<File[]>([]);
  const create = useCreateHistoryEntry(propertyId);
  const form = useForm<HistoryEntryInput, unknown, HistoryEntryInput>({
    // raw: the strings as typed go into the multipart body; the server parses them with the same schema.
    resolver: zodResolver(historyEntryInputSchema, undefined, { raw: true }),
    defaultValues: { date: parisToday(), ...EMPTY },
  });
  useRecheckErrorsOnChange(form);
  const { errors, isSubmitting } = form.formState;
  const clientId = form.watch('clientId');
  const chosen = clients.find((c) => c.id === clientId);

  const onInvalid = () => {
    // Spec 000 §5: a missing date, description or client is reported by the toast as well.
    const v = form.getValues();
    if (!v.description.trim() || !v.date || (!v.clientId && !v.clientName?.trim())) {
      toast.error(historyMessages.errorTitle, historyMessages.requiredFields);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync({ values, documents });
      toast.success(historyMessages.addedTitle, historyMessages.added);
      onAdded();
    } catch (error) {
      showFormError(error, {
        setError: form.setError,
        fields: FIELDS,
        toastTitle: historyMessages.addFailed,
        alwaysToast: true,
      });
    }
  }, onInvalid);

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={historyMessages.dateLabel} required error={errors.date?.message}>
          <Input type="date" {...form.register('date')} />
        </Field>
        <Field label={historyMessages.timeLabels[entryType]} error={errors.startTime?.message}>
          <Input type="time" step={300} {...form.register('startTime')} />
        </Field>
        <Field label={historyMessages.noteLabel} error={errors.clientNote?.message}>
          <Select {...form.register('clientNote')}>
            <option value="">{historyMessages.noNote}</option>
            {Array.from({ length: CLIENT_NOTE_MAX + 1 }, (_, n) => (
              <option key={n} value={String(n)}>
                {historyMessages.note(n)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field label={historyMessages.descriptionLabel} required error={errors.description?.message}>
        <Textarea rows={4} {...form.register('description')} />
      </Field>
      <Field label={historyMessages.clientLabel} error={errors.clientId?.message}>
        <Select
          {...form.register('clientId', {
            onChange: (e) => {
              const c = clients.find((x) => x.id === e.target.value);
              form.setValue('clientName', c?.fullName ?? '');
              form.setValue('clientEmail', c?.email ?? '');
              form.setValue('clientPhone', c?.phone ?? '');
              if (c) form.clearErrors(['clientName', 'clientEmail', 'clientPhone']);
            },
          })}
        >
          <option value="">{historyMessages.manualClient}</option>
          {clients.map((c) => (
            <option key={c.id} value={c.id}>
              {historyMessages.clientOption(c.fullName, c.email)}
            </option>
          ))}
        </Select>
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={historyMessages.clientNameLabel} required={!chosen} error={errors.clientName?.message}>
          <Input disabled={Boolean(chosen)} {...form.register('clientName')} />
        </Field>
        <Field label={historyMessages.clientEmailLabel} error={errors.clientEmail?.message}>
          <Input type="email" disabled={Boolean(chosen)} {...form.register('clientEmail')} />
        </Field>
        <Field label={historyMessages.clientPhoneLabel} error={errors.clientPhone?.message}>
          <Input type="tel" disabled={Boolean(chosen)} {...form.register('clientPhone')} />
        </Field>
      </div>
      <div className="space-y-2">
        <FilePicker
          label={historyMessages.documentsLabel}
          accept={HISTORY_DOCUMENT_ACCEPT}
          multiple
          icon={Paperclip}
          onFiles={(chosenFiles) => setDocuments((d) => [...d, ...chosenFiles])}
        />
        {documents.length > 0 && (
          <ul className="space-y-1 text-sm text-slate-700">
            {documents.map((file, i) => (
              <li key={`${file.name}-${file.lastModified}-${file.size}`} className="flex items-center gap-2">
                <span className="flex-1 truncate">{file.name}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={historyMessages.removeDocument(file.name)}
                  onClick={() => setDocuments((d) => d.filter((_, index) => index !== i))}
                >
                  <X className="size-4" aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? historyMessages.saving : historyMessages.save}
        </Button>
      </div>
    </form>
  );
}
