import { type Mandate, mandateMessages as m, parisToday } from '@immopilote/contracts';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { ApiRequestError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCloseMandate } from '../api/close-mandate';

type Outcome = 'ended' | 'cancelled';
const blank = () => ({ outcome: 'ended' as Outcome, date: parisToday(), reason: '' });

/**
 * « Terminer ou annuler »: the shared confirmation dialog holding the outcome, the date and the
 * reason. It stays open until the server answers, so a refused date or reason shows under its field.
 */
export function CloseMandateDialog({ mandate }: { mandate: Mandate }) {
  const close = useCloseMandate(mandate.id);
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = useId();

  const submit = async () => {
    try {
      await close.mutateAsync(values);
      setOpen(false);
      toast.success(m.closedTitle, m.closed(mandate.number));
    } catch (err) {
      const fieldErrors = err instanceof ApiRequestError ? err.fieldErrors : {};
      if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
      else {
        setOpen(false);
        toast.error(m.closeFailed, err instanceof Error ? err.message : undefined);
      }
    }
  };

  const set = (field: keyof ReturnType<typeof blank>, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };
  const error = (field: string) =>
    errors[field] && (
      <p id={`${id}-${field}-error`} className="text-sm text-red-700">
        {errors[field]}
      </p>
    );

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setValues(blank());
          setErrors({});
        }
      }}
      trigger={
        <Button variant="secondary" size="sm" className="min-h-11 sm:min-h-8">
          {m.closeAction}
        </Button>
      }
      title={m.closeTitle(mandate.number)}
      description={m.closeDescription}
      confirmLabel={m.closeConfirm}
      cancelLabel={m.closeCancel}
      confirmDisabled={close.isPending || values.reason.trim() === ''}
      onConfirm={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="space-y-4">
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-900">{m.fields.outcome}</legend>
          <div className="flex gap-4">
            {(['ended', 'cancelled'] as const).map((outcome) => (
              <label key={outcome} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name={`${id}-outcome`}
                  value={outcome}
                  checked={values.outcome === outcome}
                  onChange={() => set('outcome', outcome)}
                  className="size-4 accent-brand-700"
                />
                {m.closingLabels[outcome]}
              </label>
            ))}
          </div>
          {error('outcome')}
        </fieldset>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-date`}>{m.fields.closeDate}</Label>
          <Input
            id={`${id}-date`}
            type="date"
            value={values.date}
            max={parisToday()}
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={errors.date ? `${id}-date-error` : undefined}
            onChange={(e) => set('date', e.target.value)}
          />
          {error('date')}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-reason`}>
            {m.fields.reason}
            <span aria-hidden="true"> *</span>
          </Label>
          <Textarea
            id={`${id}-reason`}
            rows={3}
            value={values.reason}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
            onChange={(e) => set('reason', e.target.value)}
          />
          {error('reason')}
        </div>
      </div>
    </ConfirmDialog>
  );
}
