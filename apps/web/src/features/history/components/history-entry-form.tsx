import {
  CLIENT_NOTE_MAX,
  HISTORY_DOCUMENT_ACCEPT,
  type HistoryClientOption,
  historyMessages,
  parisToday,
} from '@immopilote/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { ApiRequestError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { type HistoryFormValues, useCreateHistoryEntry } from '../api/create-history-entry';

const selectClass =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600';

/** Spec 000 §5 "History entry": date (today), description, a chosen or typed client, note 0–5, documents. */
export function HistoryEntryForm({
  propertyId,
  clients,
  onAdded,
}: {
  propertyId: string;
  clients: HistoryClientOption[];
  onAdded: () => void;
}) {
  const docsId = useId();
  const [documents, setDocuments] = useState<File[]>([]);
  const create = useCreateHistoryEntry(propertyId);
  const form = useForm<HistoryFormValues>({
    defaultValues: {
      date: parisToday(),
      description: '',
      clientId: '',
      clientName: '',
      clientEmail: '',
      clientPhone: '',
      clientNote: '',
    },
  });
  const clientId = form.watch('clientId');
  const chosen = clients.find((c) => c.id === clientId);

  const submit = form.handleSubmit(async (values) => {
    if (!values.description.trim() || !values.date || (!values.clientId && !values.clientName.trim())) {
      toast.error(historyMessages.errorTitle, historyMessages.requiredFields);
      return;
    }
    try {
      await create.mutateAsync({ values, documents });
      toast.success(historyMessages.addedTitle, historyMessages.added);
      onAdded();
    } catch (err) {
      const detail = err instanceof ApiRequestError ? err.message : undefined;
      toast.error(historyMessages.addFailed, detail);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Date" required>
          <Input type="date" {...form.register('date')} />
        </Field>
        <Field label="Note du client (sur 5)">
          <select className={selectClass} {...form.register('clientNote')}>
            <option value="">Sans note</option>
            {Array.from({ length: CLIENT_NOTE_MAX + 1 }, (_, n) => (
              <option key={n} value={String(n)}>
                {n}/5
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field label="Description" required>
        <Textarea rows={4} {...form.register('description')} />
      </Field>
      <Field label="Client">
        <select
          className={selectClass}
          {...form.register('clientId', {
            onChange: (e) => {
              const c = clients.find((x) => x.id === e.target.value);
              form.setValue('clientName', c?.fullName ?? '');
              form.setValue('clientEmail', c?.email ?? '');
              form.setValue('clientPhone', c?.phone ?? '');
            },
          })}
        >
          <option value="">{historyMessages.manualClient}</option>
          {clients.map((c) => (
            <option key={c.id} value={c.id}>
              {c.fullName} ({c.email})
            </option>
          ))}
        </select>
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Nom du client" required={!chosen}>
          <Input disabled={Boolean(chosen)} {...form.register('clientName')} />
        </Field>
        <Field label="E-mail du client">
          <Input type="email" disabled={Boolean(chosen)} {...form.register('clientEmail')} />
        </Field>
        <Field label="Téléphone du client">
          <Input type="tel" disabled={Boolean(chosen)} {...form.register('clientPhone')} />
        </Field>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={docsId} className="text-sm font-medium text-slate-800">
          Documents (images, PDF, DOC, DOCX)
        </label>
        <input
          id={docsId}
          type="file"
          multiple
          accept={HISTORY_DOCUMENT_ACCEPT}
          onChange={(e) => setDocuments(Array.from(e.target.files ?? []))}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-brand-800"
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Enregistrement...' : 'Enregistrer'}
        </Button>
      </div>
    </form>
  );
}
