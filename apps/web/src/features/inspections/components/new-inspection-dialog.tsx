import {
  INSPECTION_KINDS,
  type InspectionKind,
  inspectionMessages,
  inspectionsScreenMessages as sm,
  parisToday,
} from '@immopilote/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { DateInput } from '../../../components/ui/date-field';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useCreateInspection } from '../api/create-inspection';
import { isWholeDay } from '../lib/whole-day';

const m = sm.create;

/** « Nouvel état des lieux »: entry or exit (drawn from the entry), the date, then the editor. */
export function NewInspectionDialog({
  propertyId,
  open,
  onOpenChange,
}: {
  propertyId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const [kind, setKind] = useState<InspectionKind>('entry');
  const [date, setDate] = useState(parisToday);
  const create = useCreateInspection(propertyId);
  const navigate = useNavigate();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!navigator.onLine) return toast.error(m.failed, m.offline);
    create.mutate(
      { kind, inspectionDate: date },
      {
        onSuccess: (created) =>
          navigate(`/properties/${propertyId}/inspections/${created.id}?partie=parties`),
        onError: (error) => toast.error(m.failed, error.message),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={m.title}
      description={m.description}
      closeLabel={sm.close}
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-900">{m.kindLegend}</legend>
          <div className="grid grid-cols-2 gap-2">
            {INSPECTION_KINDS.map((k) => (
              <label
                key={k}
                className={cn(
                  'flex min-h-14 cursor-pointer items-center justify-center rounded-lg border px-3 text-center text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                  k === kind
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-900',
                )}
              >
                <input
                  type="radio"
                  name="inspection-kind"
                  value={k}
                  checked={k === kind}
                  onChange={() => setKind(k)}
                  className="sr-only"
                />
                {inspectionMessages.kinds[k]}
              </label>
            ))}
          </div>
          {kind === 'exit' && <p className="text-sm text-slate-600">{m.exitHint}</p>}
        </fieldset>
        <Field label={m.dateLabel} required>
          <DateInput value={date} onValueChange={setDate} />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" disabled={create.isPending || !isWholeDay(date)} className="w-full sm:w-auto">
            {create.isPending ? m.submitting : m.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
