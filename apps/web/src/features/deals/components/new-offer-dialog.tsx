import { zodResolver } from '@hookform/resolvers/zod';
import {
  addDaysToDate,
  dealMessages as dm,
  dealScreenMessages as sm,
  formatEuros,
  OFFER_FINANCINGS,
  type OfferInput,
  offerInputSchema,
  parisToday,
} from '@immopilote/contracts';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { FilePicker } from '../../../components/ui/file-picker';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { showFormError, useRecheckErrorsOnChange } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useCreateOffer } from '../api/create-offer';
import { ClientPick } from './client-pick';

const FIELDS = [
  'buyerClientId',
  'amount',
  'conditions',
  'financing',
  'loanAmount',
  'contribution',
  'validUntil',
  'receivedOn',
] as const;
/** An offer usually holds about ten days. */
const DEFAULT_VALIDITY_DAYS = 10;
const blank = (): OfferInput => ({
  buyerClientId: '',
  amount: '',
  conditions: '',
  financing: 'loan',
  loanAmount: '',
  contribution: '',
  validUntil: addDaysToDate(parisToday(), DEFAULT_VALIDITY_DAYS),
  receivedOn: parisToday(),
});
// raw: the body goes to the API as typed; the API parses it with the same schema.
const resolver = zodResolver(offerInputSchema, undefined, { raw: true });

/** « Nouvelle offre »: the buyer from the directory, the amount, the financing, the validity, the signed paper. */
export function NewOfferDialog({ propertyId }: { propertyId: string }) {
  const [open, setOpen] = useState(false);
  const [buyer, setBuyer] = useState<{ id: string; name: string } | null>(null);
  const [document, setDocument] = useState<File | null>(null);
  const create = useCreateOffer(propertyId);
  const form = useForm<OfferInput, unknown, OfferInput>({ resolver, defaultValues: blank() });
  useRecheckErrorsOnChange(form);
  const { errors, isSubmitting } = form.formState;
  const financing = form.watch('financing');
  const id = useId();

  const reset = () => {
    form.reset(blank());
    setBuyer(null);
    setDocument(null);
  };

  const submit = form.handleSubmit(async (input) => {
    try {
      const { offer, documentError } = await create.mutateAsync({
        input: { ...input, loanAmount: input.financing === 'loan' ? input.loanAmount : null },
        document,
      });
      setOpen(false);
      reset();
      toast.success(
        sm.offerForm.created,
        sm.offerForm.createdDescription(offer.buyer.name, formatEuros(offer.amount)),
      );
      if (documentError) toast.error(sm.offerForm.documentFailed, documentError.message);
    } catch (error) {
      showFormError(error, {
        setError: form.setError,
        fields: FIELDS,
        toastTitle: sm.offerForm.createFailed,
      });
    }
  });

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Plus className="size-4" aria-hidden />
        {sm.offers.newOffer}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) reset();
        }}
        title={sm.offerForm.title}
        description={sm.offerForm.description}
        closeLabel={sm.close}
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          <Field label={sm.offerForm.buyer} required error={errors.buyerClientId?.message}>
            <ClientPick
              chosen={buyer}
              onChange={(client) => {
                setBuyer(client);
                form.setValue('buyerClientId', client?.id ?? '', {
                  shouldValidate: form.formState.isSubmitted,
                });
              }}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={sm.offerForm.amount} required error={errors.amount?.message}>
              <Input inputMode="numeric" autoComplete="off" {...form.register('amount')} />
            </Field>
            <Field label={sm.offerForm.validUntil} required error={errors.validUntil?.message}>
              <DateField control={form.control} name="validUntil" min={parisToday()} />
            </Field>
            <Field label={sm.offerForm.receivedOn} required error={errors.receivedOn?.message}>
              <DateField control={form.control} name="receivedOn" max={parisToday()} />
            </Field>
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-900">{sm.offerForm.financing}</legend>
            <div className="flex flex-wrap gap-x-6">
              {OFFER_FINANCINGS.map((value) => (
                <label key={value} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    value={value}
                    className="size-4 accent-brand-700"
                    {...form.register('financing')}
                  />
                  {dm.financings[value]}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            {financing === 'loan' && (
              <Field label={sm.offerForm.loanAmount} required error={errors.loanAmount?.message}>
                <Input inputMode="numeric" autoComplete="off" {...form.register('loanAmount')} />
              </Field>
            )}
            <Field label={sm.offerForm.contribution} error={errors.contribution?.message}>
              <Input inputMode="numeric" autoComplete="off" {...form.register('contribution')} />
            </Field>
          </div>
          <Field
            label={sm.offerForm.conditions}
            hint={sm.offerForm.conditionsHint}
            error={errors.conditions?.message}
          >
            <Textarea rows={3} {...form.register('conditions')} />
          </Field>
          {document ? (
            <p
              id={`${id}-document`}
              className="flex min-h-11 items-center justify-between gap-2 text-sm text-slate-800"
            >
              {sm.offerForm.documentChosen(document.name)}
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setDocument(null)}
                aria-label={sm.offerForm.documentRemove}
              >
                <X className="size-4" aria-hidden />
              </Button>
            </p>
          ) : (
            <FilePicker
              label={sm.offerForm.document}
              accept="application/pdf,image/jpeg,image/png"
              onFiles={([file]) => setDocument(file ?? null)}
            />
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {sm.cancel}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {sm.offerForm.submit}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
