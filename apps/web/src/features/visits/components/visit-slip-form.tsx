import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Visit,
  type VisitSlipInput,
  visitMessages,
  visitSlipInputSchema,
  type z,
} from '@immopilote/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { showFormError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useDrawVisitSlip } from '../api/draw-visit-slip';

const m = visitMessages;
const MAX_VISITORS = 4;

/**
 * The visitors of the slip: the entry's client first (from the directory), more may be added (a
 * couple). Each needs an e-mail: the code that lets them sign goes there.
 */
export function VisitSlipForm({ visit, onDrawn }: { visit: Visit; onDrawn(): void }) {
  const draw = useDrawVisitSlip(visit.historyId);
  const form = useForm<VisitSlipInput, unknown, z.output<typeof visitSlipInputSchema>>({
    resolver: zodResolver(visitSlipInputSchema),
    defaultValues: {
      visitors: visit.suggestedVisitors.map((v) => ({
        clientId: v.clientId ?? '',
        name: v.name,
        email: v.email ?? '',
        phone: v.phone ?? '',
      })),
    },
  });
  const visitors = useFieldArray({ control: form.control, name: 'visitors' });
  const { errors, isSubmitting } = form.formState;
  const fields = visitors.fields.flatMap((_, i) =>
    (['name', 'email', 'phone'] as const).map((f) => `visitors.${i}.${f}` as const),
  );

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      // A directory client's details come from the directory; an e-mail typed for them fills a blank one.
      await draw.mutateAsync({
        visitors: input.visitors.map((v) => ({ ...v, phone: v.phone ?? undefined })),
      });
      toast.success(m.ui.slipCreated);
      onDrawn();
    } catch (error) {
      showFormError(error, { setError: form.setError, fields, toastTitle: m.ui.slipFailed });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p
        role={visit.mandateNumberInForce === null ? 'status' : undefined}
        className={
          visit.mandateNumberInForce === null
            ? 'rounded-md bg-amber-50 p-3 text-sm text-amber-900'
            : 'text-sm text-slate-700'
        }
      >
        {visit.mandateNumberInForce === null
          ? m.ui.noMandateWarning
          : m.ui.mandateInForce(visit.mandateNumberInForce)}
      </p>
      <fieldset className="space-y-4">
        <legend className="text-sm font-medium text-slate-900">{m.ui.visitorsLegend}</legend>
        {visitors.fields.map((item, index) => {
          const fromDirectory = Boolean(form.getValues(`visitors.${index}.clientId`));
          const visitorErrors = errors.visitors?.[index];
          return (
            <div key={item.id} className="space-y-3 rounded-lg border border-slate-200 p-3">
              {fromDirectory && <p className="text-xs font-medium text-slate-600">{m.ui.fromDirectory}</p>}
              <Field label={m.ui.visitorName} error={visitorErrors?.name?.message}>
                <Input
                  autoComplete="name"
                  readOnly={fromDirectory}
                  {...form.register(`visitors.${index}.name`)}
                />
              </Field>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field label={m.ui.visitorEmail} error={visitorErrors?.email?.message}>
                  <Input
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    {...form.register(`visitors.${index}.email`)}
                  />
                </Field>
                <Field label={m.ui.visitorPhone} error={visitorErrors?.phone?.message}>
                  <Input
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    {...form.register(`visitors.${index}.phone`)}
                  />
                </Field>
              </div>
              {visitors.fields.length > 1 && (
                <Button
                  type="button"
                  variant="ghost"
                  className="min-h-11"
                  onClick={() => visitors.remove(index)}
                >
                  <Trash2 className="size-4" aria-hidden />
                  {m.ui.removeVisitor}
                </Button>
              )}
            </div>
          );
        })}
      </fieldset>
      {errors.visitors?.message && <p className="text-sm text-red-700">{errors.visitors.message}</p>}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
        <Button
          type="button"
          variant="secondary"
          className="min-h-11"
          disabled={visitors.fields.length >= MAX_VISITORS}
          onClick={() => visitors.append({ clientId: '', name: '', email: '', phone: '' })}
        >
          <Plus className="size-4" aria-hidden />
          {m.ui.addVisitor}
        </Button>
        <Button type="submit" disabled={isSubmitting} className="min-h-11">
          {m.ui.createSlip}
        </Button>
      </div>
    </form>
  );
}
