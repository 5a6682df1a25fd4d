import { zodResolver } from '@hookform/resolvers/zod';
import {
  VISIT_INTERESTS,
  VISIT_PRICE_OPINIONS,
  type Visit,
  type VisitFeedbackInput,
  visitFeedbackInputSchema,
  visitMessages,
  type z,
} from '@immopilote/contracts';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { showFormError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useRecordVisitFeedback } from '../api/record-visit-feedback';
import { ChoiceButtons } from './choice-buttons';

const m = visitMessages;

/** « Retour de visite »: two taps and an optional remark, under a minute on a phone. */
export function VisitFeedbackForm({ visit, onDone }: { visit: Visit; onDone(): void }) {
  const record = useRecordVisitFeedback(visit.historyId);
  const form = useForm<VisitFeedbackInput, unknown, z.output<typeof visitFeedbackInputSchema>>({
    resolver: zodResolver(visitFeedbackInputSchema),
    defaultValues: {
      interest: visit.feedback?.interest,
      priceOpinion: visit.feedback?.priceOpinion,
      remarks: visit.feedback?.remarks ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await record.mutateAsync({ ...input, remarks: input.remarks ?? undefined });
      toast.success(m.ui.feedbackSaved);
      onDone();
    } catch (error) {
      showFormError(error, {
        setError: form.setError,
        fields: ['interest', 'priceOpinion', 'remarks'],
        toastTitle: m.ui.feedbackFailed,
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Controller
        control={form.control}
        name="interest"
        render={({ field }) => (
          <ChoiceButtons
            legend={m.ui.interestLegend}
            name="interest"
            options={VISIT_INTERESTS.map((value) => ({ value, label: m.interests[value] }))}
            value={field.value}
            onChange={field.onChange}
            error={errors.interest?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="priceOpinion"
        render={({ field }) => (
          <ChoiceButtons
            legend={m.ui.priceLegend}
            name="priceOpinion"
            options={VISIT_PRICE_OPINIONS.map((value) => ({ value, label: m.priceOpinions[value] }))}
            value={field.value}
            onChange={field.onChange}
            error={errors.priceOpinion?.message}
          />
        )}
      />
      <Field label={m.ui.remarks} hint={m.ui.remarksHint} error={errors.remarks?.message}>
        <Textarea rows={3} maxLength={2000} {...form.register('remarks')} />
      </Field>
      <Button type="submit" disabled={isSubmitting} className="min-h-12 w-full">
        {m.ui.saveFeedback}
      </Button>
    </form>
  );
}
