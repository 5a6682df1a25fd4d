import { zodResolver } from '@hookform/resolvers/zod';
import {
  addDaysToDate,
  dealScreenMessages as sm,
  formatEuros,
  type Offer,
  type OfferAnswer,
  type OfferAnswerInput,
  offerAnswerInputSchema,
  parisToday,
} from '@immopilote/contracts';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { ApiRequestError } from '../../../lib/api-client';
import { showFormError, useRecheckErrorsOnChange } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useAnswerOffer } from '../api/answer-offer';

const FIELDS = ['date', 'note', 'counterAmount', 'counterValidUntil'] as const;
const COUNTER_VALIDITY_DAYS = 7;
const blank = (answer: OfferAnswer): OfferAnswerInput => ({
  answer,
  date: parisToday(),
  note: '',
  counterAmount: '',
  counterValidUntil: answer === 'counter' ? addDaysToDate(parisToday(), COUNTER_VALIDITY_DAYS) : '',
});
const resolver = zodResolver(offerAnswerInputSchema, undefined, { raw: true });

/**
 * One answer to a pending offer, dated (today unless told) with an optional note; a counter-offer
 * also has its amount and validity. Accepting opens the file and goes to it; when another member
 * accepted another offer first (409) the panel is refreshed and says so.
 */
export function OfferAnswerDialog({
  offer,
  answer,
  onClose,
}: {
  offer: Offer;
  answer: OfferAnswer;
  onClose(): void;
}) {
  const navigate = useNavigate();
  const send = useAnswerOffer(offer.propertyId);
  const form = useForm<OfferAnswerInput, unknown, OfferAnswerInput>({
    resolver,
    defaultValues: blank(answer),
  });
  useRecheckErrorsOnChange(form);
  const { errors, isSubmitting } = form.formState;
  const party = offer.party === 'owner' ? sm.offers.fromOwner : offer.buyer.name;

  const submit = form.handleSubmit(async (input) => {
    try {
      const result = await send.mutateAsync({ offerId: offer.id, input });
      onClose();
      if (answer === 'accept' && result.dealId) {
        toast.success(sm.answer.done.accept, sm.answer.acceptedDescription);
        await navigate(`/ventes/${result.dealId}`);
      } else toast.success(sm.answer.done[answer]);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        onClose();
        toast.error(sm.answer.conflict, error.message);
        return;
      }
      showFormError(error, { setError: form.setError, fields: FIELDS, toastTitle: sm.answer.failed });
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={sm.answer.titles[answer]}
      description={sm.answer.descriptions[answer]}
      closeLabel={sm.close}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm font-medium text-slate-900">{sm.answer.of(party, formatEuros(offer.amount))}</p>
        <Field label={sm.answer.date} required error={errors.date?.message}>
          <DateField control={form.control} name="date" max={parisToday()} />
        </Field>
        {answer === 'counter' && (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={sm.answer.counterAmount} required error={errors.counterAmount?.message}>
              <Input inputMode="numeric" autoComplete="off" {...form.register('counterAmount')} />
            </Field>
            <Field label={sm.answer.counterValidUntil} required error={errors.counterValidUntil?.message}>
              <DateField control={form.control} name="counterValidUntil" min={parisToday()} />
            </Field>
          </div>
        )}
        <Field label={sm.answer.note} error={errors.note?.message}>
          <Textarea rows={2} {...form.register('note')} />
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {sm.cancel}
          </Button>
          <Button
            type="submit"
            variant={answer === 'refuse' || answer === 'withdraw' ? 'danger' : 'primary'}
            disabled={isSubmitting}
          >
            {sm.answer.confirm[answer]}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
