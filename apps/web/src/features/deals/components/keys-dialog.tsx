import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Deal,
  dealKeysInputSchema,
  dealScreenMessages as sm,
  formatLongDate,
  parisToday,
} from '@immopilote/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { showFormError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useEntryInspections } from '../api/get-entry-inspections';
import { type DealKeysInput, useRecordKeys } from '../api/update-deal';

const blank = (): DealKeysInput => ({ date: parisToday(), entryInspectionId: '' });
const resolver = zodResolver(dealKeysInputSchema, undefined, { raw: true });

/** « Clés remises »: the day, and the entry état des lieux among the property's, when there is one. */
export function KeysDialog({ deal }: { deal: Deal }) {
  const [open, setOpen] = useState(false);
  const record = useRecordKeys(deal.id);
  const inspections = useEntryInspections(deal.propertyId, open);
  const form = useForm<DealKeysInput, unknown, DealKeysInput>({ resolver, defaultValues: blank() });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      await record.mutateAsync(input);
      setOpen(false);
      toast.success(sm.keys.saved);
    } catch (error) {
      showFormError(error, {
        setError: form.setError,
        fields: ['date', 'entryInspectionId'],
        toastTitle: sm.keys.failed,
      });
    }
  });

  return (
    <>
      <Button
        onClick={() => {
          form.reset(blank());
          setOpen(true);
        }}
      >
        {sm.actions.keys}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={sm.keys.title}
        description={sm.keys.description}
        closeLabel={sm.close}
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          <Field label={sm.keys.date} required error={errors.date?.message}>
            <DateField control={form.control} name="date" max={parisToday()} />
          </Field>
          <Field label={sm.keys.inspection} error={errors.entryInspectionId?.message}>
            <Select {...form.register('entryInspectionId')}>
              <option value="">{sm.keys.noInspection}</option>
              {(inspections.data ?? []).map((i) => (
                <option key={i.id} value={i.id}>
                  {sm.keys.inspectionOption(formatLongDate(i.inspectionDate))}
                </option>
              ))}
            </Select>
          </Field>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {sm.cancel}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {sm.keys.submit}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
