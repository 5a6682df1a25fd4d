import { zodResolver } from '@hookform/resolvers/zod';
import {
  CALENDAR_DEFAULT_DURATION,
  type LeadDetail,
  type LeadVisitInput,
  leadVisitInputSchema,
  leadsScreenMessages as sm,
} from '@immopilote/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { showFormError, useRecheckErrorsOnChange } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { usePropertyOptions } from '../api/get-property-options';
import { usePlanLeadVisit } from '../api/plan-lead-visit';
import { AppointmentWhenFields } from '../../../components/appointment-when-fields';

const v = sm.visit;
const FIELDS = ['propertyId', 'date', 'startTime', 'durationMinutes'] as const;

/**
 * « Planifier une visite » of a lead: the listing it names (or another), the day, the time and the
 * length, as the calendar asks them; the client is the lead's, made first when it has none.
 */
export function PlanLeadVisitDialog({
  lead,
  open,
  onClose,
}: {
  lead: LeadDetail;
  open: boolean;
  onClose(): void;
}) {
  const properties = usePropertyOptions(open);
  const plan = usePlanLeadVisit(lead.id);
  const form = useForm<LeadVisitInput, unknown, LeadVisitInput>({
    // raw: the strings as typed go to the API, which parses them with the same schema.
    resolver: zodResolver(leadVisitInputSchema, undefined, { raw: true }),
  });
  useRecheckErrorsOnChange(form);
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (open)
      form.reset({
        propertyId: lead.property?.id ?? '',
        date: '',
        startTime: '',
        durationMinutes: String(CALENDAR_DEFAULT_DURATION),
      });
  }, [open, lead.property?.id, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await plan.mutateAsync(values);
      const property =
        properties.data?.find((p) => p.id === values.propertyId)?.name ?? lead.property?.name ?? '';
      toast.success(v.planned, v.plannedDescription(property, lead.name));
      onClose();
    } catch (error) {
      showFormError(error, { setError: form.setError, fields: FIELDS, toastTitle: v.failed });
    }
  });

  // One list, the lead's listing first until the agency's arrive: its option stays chosen when they do.
  const loaded = properties.data ?? [];
  const options =
    lead.property && !loaded.some((p) => p.id === lead.property?.id) ? [lead.property, ...loaded] : loaded;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={v.title}
      description={v.description(lead.client?.name ?? lead.name, lead.client !== null)}
      closeLabel={sm.close}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label={v.property} required error={errors.propertyId?.message}>
          <Select {...form.register('propertyId')} disabled={properties.isPending}>
            <option value="">{v.chooseProperty}</option>
            {options.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </Select>
        </Field>
        <AppointmentWhenFields form={form} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onClose}>
            {sm.cancel}
          </Button>
          <Button type="submit" disabled={isSubmitting || plan.isPending}>
            {v.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
