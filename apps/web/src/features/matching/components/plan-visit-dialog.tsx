import { CALENDAR_DEFAULT_DURATION, type Match, matchingScreenMessages as sm } from '@immopilote/contracts';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/date-field';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { ApiRequestError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { usePlanVisit } from '../api/plan-visit';
import { useSetMatchState } from '../api/set-match-state';

const v = sm.visit;
type Errors = Partial<Record<'date' | 'startTime' | 'durationMinutes', string>>;

/**
 * « Planifier une visite » of a match: the listing and the client are known, so only the day, the
 * time and the length are asked; the visit goes to the agency calendar (a history entry of the
 * listing), then the match becomes « visite planifiée » with the visit's id.
 */
export function PlanVisitDialog({ match, onClose }: { match: Match | null; onClose(): void }) {
  const plan = usePlanVisit();
  const setState = useSetMatchState();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [duration, setDuration] = useState(String(CALENDAR_DEFAULT_DURATION));
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => {
    if (match) {
      setDate('');
      setTime('');
      setDuration(String(CALENDAR_DEFAULT_DURATION));
      setErrors({});
    }
  }, [match]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!match) return;
    try {
      const visit = await plan.mutateAsync({
        propertyId: match.propertyId,
        date,
        startTime: time,
        durationMinutes: duration,
        description: `${v.title} · ${match.searchSummary}`,
        clientId: match.clientId,
        clientName: match.clientName,
      });
      await setState.mutateAsync({
        searchId: match.searchId,
        propertyId: match.propertyId,
        state: 'visite_planifiee',
        visitId: visit.id,
      });
      toast.success(v.planned, v.description(match.property.name, match.clientName));
      onClose();
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.fieldErrors : {};
      const shown: Errors = {
        date: fields.date,
        startTime: fields.startTime,
        durationMinutes: fields.durationMinutes,
      };
      if (Object.values(shown).some(Boolean)) setErrors(shown);
      else toast.error(v.failed, error instanceof Error ? error.message : undefined);
    }
  };

  return (
    <Dialog
      open={match !== null}
      onOpenChange={(next) => !next && onClose()}
      title={v.title}
      description={match ? v.description(match.property.name, match.clientName) : undefined}
      closeLabel={sm.close}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={v.date} required error={errors.date}>
            <DateInput value={date} onValueChange={setDate} />
          </Field>
          <Field label={v.time} required error={errors.startTime}>
            <Input
              inputMode="numeric"
              autoComplete="off"
              placeholder="14:30"
              value={time}
              onChange={(event) => setTime(event.target.value)}
            />
          </Field>
          <Field label={v.duration} error={errors.durationMinutes}>
            <Input
              inputMode="numeric"
              autoComplete="off"
              value={duration}
              onChange={(event) => setDuration(event.target.value)}
            />
          </Field>
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onClose}>
            {sm.cancel}
          </Button>
          <Button type="submit" disabled={plan.isPending || setState.isPending}>
            {v.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
