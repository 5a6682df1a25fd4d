import { zodResolver } from '@hookform/resolvers/zod';
import {
  type PrivacySettings,
  privacyMessages as pm,
  RETENTION_BOUNDS,
  type RetentionSettingsInput,
  retentionSettingsInputSchema,
  type z,
} from '@immopilote/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { showFormError, useRecheckErrorsOnChange } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useUpdatePrivacySettings } from '../api/update-privacy-settings';

const FIELDS = ['rejectedCandidateMonths', 'tenantFileYears', 'contractYears'] as const;
const b = RETENTION_BOUNDS;

/** « Durées de conservation »: the legal defaults, adjustable within the bounds the API enforces. */
export function RetentionCard({ retention }: { retention: PrivacySettings['retention'] }) {
  const update = useUpdatePrivacySettings();
  const form = useForm<RetentionSettingsInput, unknown, z.output<typeof retentionSettingsInputSchema>>({
    resolver: zodResolver(retentionSettingsInputSchema),
    defaultValues: {
      rejectedCandidateMonths: String(retention.rejectedCandidateMonths),
      tenantFileYears: String(retention.tenantFileYears),
      contractYears: String(retention.contractYears),
    },
  });
  useRecheckErrorsOnChange(form);
  const { isSubmitting, errors } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await update.mutateAsync(input);
      toast.success(pm.saved);
    } catch (error) {
      showFormError(error, { setError: form.setError, fields: [...FIELDS], toastTitle: pm.saveFailed });
    }
  });

  const number = (name: (typeof FIELDS)[number]) => {
    const bounds = b[name];
    return (
      <Input type="number" inputMode="numeric" min={bounds.min} max={bounds.max} {...form.register(name)} />
    );
  };

  return (
    <Card className="p-4 sm:p-6">
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="retention-title">
        <h2 id="retention-title" className="text-lg font-semibold text-slate-900">
          {pm.retentionTitle}
        </h2>
        <p className="text-sm text-slate-600">{pm.retentionIntro}</p>
        <Field
          label={pm.rejectedCandidateMonths}
          hint={pm.rejectedCandidateHint(b.rejectedCandidateMonths.max)}
          error={errors.rejectedCandidateMonths?.message}
        >
          {number('rejectedCandidateMonths')}
        </Field>
        <Field
          label={pm.tenantFileYears}
          hint={pm.tenantFileHint(b.tenantFileYears.min, b.tenantFileYears.max)}
          error={errors.tenantFileYears?.message}
        >
          {number('tenantFileYears')}
        </Field>
        <Field
          label={pm.contractYears}
          hint={pm.contractHint(b.contractYears.min, b.contractYears.max)}
          error={errors.contractYears?.message}
        >
          {number('contractYears')}
        </Field>
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
            {pm.save}
          </Button>
        </div>
      </form>
    </Card>
  );
}
