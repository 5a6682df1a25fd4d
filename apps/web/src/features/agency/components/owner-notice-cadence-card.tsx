import { OWNER_NOTICE_CADENCES, type OwnerNoticeCadence, visitMessages } from '@immopilote/contracts';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast';
import { useOwnerNoticeCadence, useSetOwnerNoticeCadence } from '../api/owner-notice-cadence';

const m = visitMessages.settings;

/** « Mon agence »: how owners hear of visits, the head's choice (décret 72-678 art. 77). */
export function OwnerNoticeCadenceCard({ editable }: { editable: boolean }) {
  const cadence = useOwnerNoticeCadence();
  const save = useSetOwnerNoticeCadence();
  const [choice, setChoice] = useState<OwnerNoticeCadence | null>(null);
  const name = useId();
  const current = choice ?? cadence.data?.cadence;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!current) return;
    save.mutate(current, {
      onSuccess: () => toast.success(m.saved),
      onError: (error) => toast.error(m.saveFailed, error.message),
    });
  };

  return (
    <Card className="p-4 sm:p-6">
      <form onSubmit={onSubmit} className="space-y-4" aria-labelledby={`${name}-title`}>
        <h2 id={`${name}-title`} className="text-lg font-semibold text-slate-900">
          {m.title}
        </h2>
        <p className="text-sm text-slate-600">{m.hint}</p>
        {cadence.isPending ? (
          <Skeleton className="h-20 w-full" />
        ) : (
          <fieldset className="space-y-2" disabled={!editable}>
            <legend className="text-sm font-medium text-slate-900">{m.label}</legend>
            {OWNER_NOTICE_CADENCES.map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
                <input
                  type="radio"
                  name={name}
                  value={value}
                  checked={current === value}
                  onChange={() => setChoice(value)}
                  className="size-5 accent-brand-700"
                />
                {visitMessages.cadences[value]}
              </label>
            ))}
          </fieldset>
        )}
        {editable ? (
          <div className="flex justify-end">
            <Button type="submit" variant="secondary" disabled={save.isPending} className="w-full sm:w-auto">
              {m.save}
            </Button>
          </div>
        ) : (
          <p className="text-xs text-slate-600">{m.headOnly}</p>
        )}
      </form>
    </Card>
  );
}
