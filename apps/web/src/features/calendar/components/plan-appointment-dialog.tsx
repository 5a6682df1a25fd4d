import { zodResolver } from '@hookform/resolvers/zod';
import {
  CALENDAR_DEFAULT_DURATION,
  calendarMessages,
  holdsPermission,
  type PlannedEntryInput,
  plannedEntryInputSchema,
  shellMessages,
} from '@immopilote/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { showFormError, useRecheckErrorsOnChange } from '../../../lib/form-errors';
import { formatLongDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useMe } from '../../auth';
import { useClientOptions } from '../../history';
import { usePropertyOptions } from '../api/get-property-options';
import { usePlanAppointment } from '../api/plan-appointment';
import { AppointmentWhenFields } from '../../../components/appointment-when-fields';
import { useNegotiationBlock } from '../../mandates';

const FIELDS = [
  'propertyId',
  'date',
  'startTime',
  'durationMinutes',
  'description',
  'clientId',
  'clientName',
  'clientEmail',
  'clientPhone',
] as const satisfies readonly (keyof PlannedEntryInput)[];

/** The slot the dialog opens on: a day, and a time when the user picked one in the week view. */
export interface PlanSlot {
  date: string;
  startTime: string;
}

/**
 * « Planifier un rendez-vous »: a visit or a check-in/out of one of the agency's properties at a
 * given time. It is saved as a history entry of that property, so it is never entered twice.
 */
export function PlanAppointmentDialog({ slot, onClose }: { slot: PlanSlot | null; onClose(): void }) {
  const open = slot !== null;
  const profile = useMe().data?.profile;
  const mayPickClient = Boolean(profile && holdsPermission(profile, 'client_directory'));
  const properties = usePropertyOptions(open);
  const clients = useClientOptions(open && mayPickClient);
  const plan = usePlanAppointment();
  const form = useForm<PlannedEntryInput, unknown, PlannedEntryInput>({
    // raw: the strings as typed go to the API, which parses them with the same schema.
    resolver: zodResolver(plannedEntryInputSchema, undefined, { raw: true }),
  });
  useRecheckErrorsOnChange(form);
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (slot) {
      form.reset({
        propertyId: '',
        date: slot.date,
        startTime: slot.startTime,
        durationMinutes: String(CALENDAR_DEFAULT_DURATION),
        description: '',
        clientId: '',
        clientName: '',
        clientEmail: '',
        clientPhone: '',
      });
    }
  }, [slot, form]);

  const property = properties.data?.find((p) => p.id === form.watch('propertyId'));
  const chosenClient = clients.data?.find((c) => c.id === form.watch('clientId'));
  // Loi Hamon: no visit while the mandator may retract (the API refuses it too).
  const blocked = useNegotiationBlock(property && property.type !== 'Location' ? property.id : null);

  const submit = form.handleSubmit(async (values) => {
    try {
      const event = await plan.mutateAsync(values);
      toast.success(
        calendarMessages.planned,
        calendarMessages.plannedDescription(formatLongDate(`${event.date}T12:00:00`), event.startTime ?? ''),
      );
      onClose();
    } catch (error) {
      showFormError(error, {
        setError: form.setError,
        fields: FIELDS,
        toastTitle: calendarMessages.planFailed,
      });
    }
  });

  const noProperty = properties.isSuccess && properties.data.length === 0;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={calendarMessages.planTitle}
      description={calendarMessages.planDescription}
      closeLabel={calendarMessages.close}
    >
      {noProperty ? (
        <div className="space-y-4">
          <p className="text-sm text-slate-700">{calendarMessages.noProperty}</p>
          {profile && holdsPermission(profile, 'add_property') && (
            <Button asChild>
              <Link to="/add-property">{shellMessages.addProperty}</Link>
            </Button>
          )}
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <Field
            label={calendarMessages.property}
            required
            error={errors.propertyId?.message}
            hint={
              blocked ??
              (property
                ? `${calendarMessages.type}\u00a0: ${calendarMessages.typeLabels[property.type === 'Location' ? 'check-in-out' : 'visit']}`
                : calendarMessages.typeFollowsProperty)
            }
          >
            <Select {...form.register('propertyId')} disabled={properties.isPending}>
              <option value="">{calendarMessages.choose}</option>
              {properties.data?.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </Select>
          </Field>
          <AppointmentWhenFields form={form} />
          {mayPickClient && (
            <Field label={calendarMessages.client} error={errors.clientId?.message}>
              <Select
                {...form.register('clientId', {
                  onChange: (e) => {
                    const c = clients.data?.find((x) => x.id === e.target.value);
                    form.setValue('clientName', c?.fullName ?? '');
                    form.setValue('clientEmail', c?.email ?? '');
                    form.setValue('clientPhone', c?.phone ?? '');
                    if (c) form.clearErrors(['clientName', 'clientEmail', 'clientPhone']);
                  },
                })}
              >
                <option value="">{calendarMessages.manualClient}</option>
                {clients.data?.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.fullName} ({c.email})
                  </option>
                ))}
              </Select>
            </Field>
          )}
          <div className="grid gap-4 sm:grid-cols-3">
            <Field
              label={calendarMessages.clientName}
              required={!chosenClient}
              error={errors.clientName?.message}
            >
              <Input disabled={Boolean(chosenClient)} autoComplete="off" {...form.register('clientName')} />
            </Field>
            <Field label={calendarMessages.clientEmail} error={errors.clientEmail?.message}>
              <Input
                type="email"
                disabled={Boolean(chosenClient)}
                autoComplete="off"
                {...form.register('clientEmail')}
              />
            </Field>
            <Field label={calendarMessages.clientPhone} error={errors.clientPhone?.message}>
              <Input
                type="tel"
                disabled={Boolean(chosenClient)}
                autoComplete="off"
                {...form.register('clientPhone')}
              />
            </Field>
          </div>
          <Field label={calendarMessages.description} required error={errors.description?.message}>
            <Textarea rows={3} {...form.register('description')} />
          </Field>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              {calendarMessages.cancel}
            </Button>
            <Button type="submit" disabled={isSubmitting || blocked !== null}>
              {isSubmitting ? calendarMessages.saving : calendarMessages.save}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
