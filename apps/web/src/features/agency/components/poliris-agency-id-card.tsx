import { zodResolver } from '@hookform/resolvers/zod';
import {
  agencyMessages,
  type PolirisAgencyIdInput,
  polirisAgencyIdInputSchema,
  portalExportMessages,
  type z,
} from '@immopilote/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { showFormError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useUpdatePolirisAgencyId } from '../api/update-poliris-agency-id';

const m = portalExportMessages;

/**
 * Poliris rank 1 « Identifiant agence », the one SeLoger gave the agency: the head's, beside the
 * fee scale (both go into every portal file); the portal export is refused without it.
 */
export function PolirisAgencyIdCard({ polirisAgencyId }: { polirisAgencyId: string | null }) {
  const update = useUpdatePolirisAgencyId();
  const form = useForm<PolirisAgencyIdInput, unknown, z.output<typeof polirisAgencyIdInputSchema>>({
    resolver: zodResolver(polirisAgencyIdInputSchema),
    defaultValues: { polirisAgencyId: polirisAgencyId ?? '' },
  });
  const { isSubmitting, errors } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const saved = await update.mutateAsync(input);
      form.reset({ polirisAgencyId: saved.polirisAgencyId ?? '' });
      toast.success(m.agencyIdSaved);
    } catch (error) {
      showFormError(error, {
        setError: form.setError,
        fields: ['polirisAgencyId'],
        toastTitle: m.agencyIdError,
      });
    }
  });

  return (
    <Card id="identifiant-seloger" className="p-4 sm:p-6">
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="poliris-agency-id-title">
        <h2 id="poliris-agency-id-title" className="text-lg font-semibold text-slate-900">
          {m.agencyIdTitle}
        </h2>
        <p className="text-sm text-slate-600">{m.agencyIdHelp}</p>
        <Field label={m.agencyIdLabel} error={errors.polirisAgencyId?.message}>
          <Input autoComplete="off" spellCheck={false} maxLength={64} {...form.register('polirisAgencyId')} />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" disabled={isSubmitting} className="w-full sm:w-auto">
            {isSubmitting ? agencyMessages.saving : m.agencyIdSave}
          </Button>
        </div>
      </form>
    </Card>
  );
}
