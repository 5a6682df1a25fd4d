import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Deal,
  dealScreenMessages as sm,
  dealUpdateInputSchema,
  formatEuros,
} from '@immopilote/contracts';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { showFormError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useDealMembers } from '../api/get-members';
import { type DealUpdateInput, useUpdateDeal } from '../api/update-deal';

const defaults = (deal: Deal) => ({
  assignedToId: deal.assignedTo?.id ?? '',
  feeOverride: deal.feeOverridden ? String(deal.expectedFee) : '',
});
type EditValues = ReturnType<typeof defaults>;
const FIELDS = ['assignedToId', 'feeOverride'] as const;
const resolver = zodResolver(dealUpdateInputSchema, undefined, { raw: true });

/**
 * « Modifier »: the fee the agent negotiated (blank gives back the mandate's) and, for the head, the
 * member who follows the file. Only what changed is sent.
 */
export function DealEditDialog({ deal, isHead }: { deal: Deal; isHead: boolean }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateDeal(deal.id);
  const members = useDealMembers(open && isHead);
  const form = useForm<EditValues, unknown, DealUpdateInput>({
    // The schema's own fields, the member left out when it is not changed.
    resolver: (values, context, options) =>
      resolver(toInput(values, deal), context, options as Parameters<typeof resolver>[2]) as never,
    defaultValues: defaults(deal),
  });
  const { errors, isSubmitting } = form.formState;

  // The resolver checks, and hands over, what will be sent: `toInput`'s body.
  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      setOpen(false);
      toast.success(sm.editDialog.saved);
    } catch (error) {
      showFormError(error, { setError: form.setError, fields: FIELDS, toastTitle: sm.editDialog.failed });
    }
  });

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          form.reset(defaults(deal));
          setOpen(true);
        }}
      >
        <Pencil className="size-4" aria-hidden />
        {sm.deal.edit}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={sm.editDialog.title} closeLabel={sm.close}>
        <form onSubmit={submit} noValidate className="space-y-4">
          {isHead && (
            <Field label={sm.editDialog.member} error={errors.assignedToId?.message}>
              <Select {...form.register('assignedToId')}>
                {deal.assignedTo?.id && !members.data?.some((m) => m.id === deal.assignedTo?.id) && (
                  <option value={deal.assignedTo.id}>{deal.assignedTo.name}</option>
                )}
                {!deal.assignedTo?.id && <option value="">{sm.deal.noMember}</option>}
                {(members.data ?? []).map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.firstName} {m.lastName}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          <Field
            label={sm.editDialog.fee}
            hint={
              deal.computedFee !== null
                ? sm.editDialog.feeHint(formatEuros(deal.computedFee))
                : sm.editDialog.feeHintNone
            }
            error={errors.feeOverride?.message}
          >
            <Input inputMode="numeric" autoComplete="off" {...form.register('feeOverride')} />
          </Field>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {sm.cancel}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {sm.editDialog.submit}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

function toInput(values: EditValues, deal: Deal): DealUpdateInput {
  const changedMember = values.assignedToId !== '' && values.assignedToId !== (deal.assignedTo?.id ?? '');
  return {
    ...(changedMember ? { assignedToId: values.assignedToId } : {}),
    feeOverride: values.feeOverride,
  };
}
