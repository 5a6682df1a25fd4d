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
import { DateField, TimeField } from '../../../components/ui/date-field';
import { Field } from '../../../components/ui/field';
import { FilePicker } from '../../../components/ui/file-picker';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { showFormError, useRecheckErrorsOnChange } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useCreateHistoryEntry } from '../api/create-history-entry';
import { ClientCombobox } from '../../../components/client-combobox';
import { NewClientInline } from './new-client-inline';

/** How the visit names its client: found in the directory, created here, or typed by hand. */
type ClientMode = 'pick' | 'new' | 'manual';
const MODE_LABELS: Record<ClientMode, string> = {
  pick: historyMessages.chooseClient,
  new: historyMessages.newClient,
  manual: historyMessages.manualClient,
};

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

/**
 * Spec 000 §5 "History entry": date (today), description, a chosen or typed client, note 0–5, documents.
 * Issue 27: the client is chosen by default (three letters of a name, e-mail or phone), or created
 * inline; typing by hand stays possible, and is the only way for a member without the directory.
 */
export function HistoryEntryForm({
  propertyId,
  entryType,
  mayPickClient,
  onAdded,
}: {
  propertyId: string;
  /** What the property records (visits for a sale, check-ins/outs for a rental): it names the time field. */
  entryType: HistoryType;
  /** The member holds the client-directory permission (the API refuses the search otherwise). */
  mayPickClient: boolean;
  onAdded: () => void;
}) {
  const [documents, setDocuments] = useState<File[]>([]);
  const [mode, setMode] = useState<ClientMode>(mayPickClient ? 'pick' : 'manual');
  const [chosen, setChosen] = useState<HistoryClientOption | null>(null);
  const create = useCreateHistoryEntry(propertyId);
  const form = useForm<HistoryEntryInput, unknown, HistoryEntryInput>({
    // raw: the strings as typed go into the multipart body; the server parses them with the same schema.
    resolver: zodResolver(historyEntryInputSchema, undefined, { raw: true }),
    defaultValues: { date: parisToday(), ...EMPTY },
  });
  useRecheckErrorsOnChange(form);
  const { errors, isSubmitting } = form.formState;

  const choose = (client: HistoryClientOption | null) => {
    setChosen(client);
    form.setValue('clientId', client?.id ?? '');
    form.setValue('clientName', client?.fullName ?? '');
    form.setValue('clientEmail', client?.email ?? '');
    form.setValue('clientPhone', client?.phone ?? '');
    if (client) form.clearErrors(['clientName', 'clientEmail', 'clientPhone']);
  };
  const switchTo = (next: ClientMode) => {
    // A client chosen or typed in another mode would be sent unseen: each mode starts blank.
    choose(null);
    setMode(next);
  };

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
          <DateField control={form.control} name="date" />
        </Field>
        <Field label={historyMessages.timeLabels[entryType]} error={errors.startTime?.message}>
          <TimeField control={form.control} name="startTime" />
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
      <ClientChoice
        mode={mode}
        mayPickClient={mayPickClient}
        onMode={switchTo}
        error={errors.clientName?.message ?? errors.clientId?.message}
        chosen={chosen}
        onChoose={(client) => {
          choose(client);
          setMode('pick');
        }}
      />
      {mode === 'manual' && (
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={historyMessages.clientNameLabel} required error={errors.clientName?.message}>
            <Input {...form.register('clientName')} />
          </Field>
          <Field label={historyMessages.clientEmailLabel} error={errors.clientEmail?.message}>
            <Input type="email" {...form.register('clientEmail')} />
          </Field>
          <Field label={historyMessages.clientPhoneLabel} error={errors.clientPhone?.message}>
            <Input type="tel" {...form.register('clientPhone')} />
          </Field>
        </div>
      )}
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

/** The client part of the form: the way of naming the client, then the search, the new client or the chosen one. */
function ClientChoice({
  mode,
  mayPickClient,
  onMode,
  error,
  chosen,
  onChoose,
}: {
  mode: ClientMode;
  mayPickClient: boolean;
  onMode(mode: ClientMode): void;
  error: string | undefined;
  chosen: HistoryClientOption | null;
  onChoose(client: HistoryClientOption): void;
}) {
  if (!mayPickClient) {
    return (
      <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">{historyMessages.noDirectoryAccess}</p>
    );
  }
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-900">{historyMessages.clientLabel}</legend>
        <div className="flex flex-wrap gap-2">
          {(Object.keys(MODE_LABELS) as ClientMode[]).map((m) => (
            <Button
              key={m}
              variant={mode === m ? 'secondary' : 'ghost'}
              size="sm"
              aria-pressed={mode === m}
              onClick={() => onMode(m)}
              className={mode === m ? 'border-brand-600 text-brand-800' : undefined}
            >
              {MODE_LABELS[m]}
            </Button>
          ))}
        </div>
      </fieldset>
      {mode === 'pick' &&
        (chosen ? (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-3">
            <p className="min-w-0 text-sm">
              <span className="sr-only">{historyMessages.clientChosen} </span>
              <span className="font-medium text-slate-900">{chosen.fullName}</span>
              <span className="block truncate text-slate-600">
                {[chosen.email, chosen.phone].filter(Boolean).join(' · ')}
              </span>
            </p>
            <Button variant="ghost" size="sm" onClick={() => onMode('pick')}>
              {historyMessages.changeClient}
            </Button>
          </div>
        ) : (
          <Field label={historyMessages.clientSearchLabel} required error={error}>
            <ClientCombobox onChoose={onChoose} />
          </Field>
        ))}
      {mode === 'new' && <NewClientInline onCreated={onChoose} />}
    </div>
  );
}
