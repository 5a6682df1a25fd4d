import { zodResolver } from '@hookform/resolvers/zod';
import {
  type FeeScaleInput,
  agencyMessages,
  feeScaleInputSchema,
  propertyFactsMessages,
  type z,
} from '@immopilote/contracts';
import { ExternalLink } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { showFormError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useUpdateFeeScale } from '../api/update-fee-scale';

const m = propertyFactsMessages;

/** The agency's fee scale (barème TTC), linked from every listing (arrêté du 10 janvier 2017). */
export function FeeScaleCard({ feeScaleUrl }: { feeScaleUrl: string | null }) {
  const update = useUpdateFeeScale();
  const form = useForm<FeeScaleInput, unknown, z.output<typeof feeScaleInputSchema>>({
    resolver: zodResolver(feeScaleInputSchema),
    defaultValues: { feeScaleUrl: feeScaleUrl ?? '' },
  });
  const { isSubmitting, errors } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const saved = await update.mutateAsync(input);
      form.reset({ feeScaleUrl: saved.feeScaleUrl ?? '' });
      toast.success(m.feeScaleSaved);
    } catch (error) {
      showFormError(error, { setError: form.setError, fields: ['feeScaleUrl'], toastTitle: m.feeScaleError });
    }
  });

  return (
    <Card className="p-4 sm:p-6">
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="fee-scale-title">
        <h2 id="fee-scale-title" className="text-lg font-semibold text-slate-900">
          {m.feeScaleTitle}
        </h2>
        <p className="text-sm text-slate-600">{m.feeScaleHelp}</p>
        <Field label={agencyMessages.feeScaleUrlLabel} error={errors.feeScaleUrl?.message}>
          <Input type="url" inputMode="url" placeholder="https://" {...form.register('feeScaleUrl')} />
        </Field>
        {feeScaleUrl && (
          <a
            href={feeScaleUrl}
            target="_blank"
            rel="noreferrer noopener"
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
          >
            <ExternalLink className="size-4" aria-hidden />
            {m.feeScaleOpen}
          </a>
        )}
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" disabled={isSubmitting} className="w-full sm:w-auto">
            {isSubmitting ? agencyMessages.saving : m.feeScaleSave}
          </Button>
        </div>
      </form>
    </Card>
  );
}
