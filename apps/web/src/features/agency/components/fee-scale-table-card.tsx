import { zodResolver } from '@hookform/resolvers/zod';
import {
  FEE_SCALE_KINDS,
  FEE_SCALE_PAYERS,
  type FeeScaleTable,
  type FeeScaleTableInput,
  feeScaleMessages,
  feeScaleTableInputSchema,
  siteSettingsMessages as m,
  type z,
} from '@immopilote/contracts';
import { ArrowDown, ArrowUp, Download, ExternalLink, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { showFormError, useRecheckErrorsOnChange } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useUpdateFeeScaleTable } from '../api/update-fee-scale-table';

type Output = z.output<typeof feeScaleTableInputSchema>;

const amountText = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

function formValues(table: FeeScaleTable): FeeScaleTableInput {
  return {
    rows: table.rows.map((row) => ({
      ...row,
      from: amountText(row.from),
      to: amountText(row.to),
      rate: amountText(row.rate),
      amount: amountText(row.amount),
    })),
    notes: table.notes ?? '',
  };
}

const NEW_ROW = {
  kind: 'vente',
  label: '',
  from: '',
  to: '',
  rate: '',
  amount: '',
  perSquareMetre: false,
  payer: 'acquereur',
} as const;

/**
 * « Barème des honoraires » (arrêté du 10 janvier 2017): rows of bands, rates and amounts with who
 * pays, in the order the public page shows them; the head adds, removes and moves rows.
 */
export function FeeScaleTableCard({ table, editable }: { table: FeeScaleTable; editable: boolean }) {
  const update = useUpdateFeeScaleTable();
  const form = useForm<FeeScaleTableInput, unknown, Output>({
    resolver: zodResolver(feeScaleTableInputSchema),
    defaultValues: formValues(table),
  });
  useRecheckErrorsOnChange(form);
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const saved = await update.mutateAsync(input);
      form.reset(formValues(saved));
      toast.success(m.feeSaved);
    } catch (error) {
      showFormError(error, { setError: form.setError, fields: ['notes'], toastTitle: m.feeSaveError });
    }
  });

  return (
    <Card className="p-4 sm:p-6">
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="fee-table-title">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="fee-table-title" className="text-lg font-semibold text-slate-900">
            {m.feeTitle}
          </h2>
          {table.updatedAt && (
            <p className="text-xs text-slate-600">{m.feeUpdatedAt(formatDateTime(table.updatedAt))}</p>
          )}
        </div>
        <p className="text-sm text-slate-600">{m.feeHelp}</p>
        <fieldset disabled={!editable} className="min-w-0 space-y-3">
          {rows.fields.length === 0 && <p className="text-sm text-slate-700">{m.feeEmpty}</p>}
          <ol className="space-y-3">
            {rows.fields.map((row, i) => {
              const rowErrors = errors.rows?.[i];
              const n = i + 1;
              return (
                <li key={row.id} className="rounded-lg border border-slate-200 p-3" aria-label={m.feeRow(n)}>
                  <div className="grid grid-cols-2 gap-3 sm:grid-cols-6">
                    <div className="col-span-2">
                      <Field label={m.feeKind}>
                        <Select {...form.register(`rows.${i}.kind`)}>
                          {FEE_SCALE_KINDS.map((kind) => (
                            <option key={kind} value={kind}>
                              {feeScaleMessages.kinds[kind]}
                            </option>
                          ))}
                        </Select>
                      </Field>
                    </div>
                    <div className="col-span-2 sm:col-span-4">
                      <Field label={m.feeLabel} error={rowErrors?.label?.message}>
                        <Input {...form.register(`rows.${i}.label`)} />
                      </Field>
                    </div>
                    <div className="col-span-1">
                      <Field label={m.feeFrom} error={rowErrors?.from?.message}>
                        <Input inputMode="decimal" {...form.register(`rows.${i}.from`)} />
                      </Field>
                    </div>
                    <div className="col-span-1">
                      <Field label={m.feeTo} error={rowErrors?.to?.message}>
                        <Input inputMode="decimal" {...form.register(`rows.${i}.to`)} />
                      </Field>
                    </div>
                    <div className="col-span-1">
                      <Field label={m.feeRate} error={rowErrors?.rate?.message}>
                        <Input inputMode="decimal" {...form.register(`rows.${i}.rate`)} />
                      </Field>
                    </div>
                    <div className="col-span-1">
                      <Field label={m.feeAmount} error={rowErrors?.amount?.message}>
                        <Input inputMode="decimal" {...form.register(`rows.${i}.amount`)} />
                      </Field>
                    </div>
                    <div className="col-span-2">
                      <Field label={m.feePayer}>
                        <Select {...form.register(`rows.${i}.payer`)}>
                          {FEE_SCALE_PAYERS.map((payer) => (
                            <option key={payer} value={payer}>
                              {feeScaleMessages.payers[payer]}
                            </option>
                          ))}
                        </Select>
                      </Field>
                    </div>
                  </div>
                  <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                    <label className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-900">
                      <input
                        type="checkbox"
                        className="size-4 accent-brand-700"
                        {...form.register(`rows.${i}.perSquareMetre`)}
                      />
                      {m.feePerSquareMetre}
                    </label>
                    {editable && (
                      <div className="flex gap-1">
                        <Button
                          type="button"
                          variant="ghost"
                          size="sm"
                          className="w-11 px-0 sm:w-8"
                          aria-label={m.feeMoveUp(n)}
                          disabled={i === 0}
                          onClick={() => rows.move(i, i - 1)}
                        >
                          <ArrowUp className="size-4" aria-hidden />
                        </Button>
                        <Button
                          type="button"
                          variant="ghost"
                          size="sm"
                          className="w-11 px-0 sm:w-8"
                          aria-label={m.feeMoveDown(n)}
                          disabled={i === rows.fields.length - 1}
                          onClick={() => rows.move(i, i + 1)}
                        >
                          <ArrowDown className="size-4" aria-hidden />
                        </Button>
                        <Button
                          type="button"
                          variant="danger-ghost"
                          size="sm"
                          className="w-11 px-0 sm:w-8"
                          aria-label={m.feeRemoveRow(n)}
                          onClick={() => rows.remove(i)}
                        >
                          <Trash2 className="size-4" aria-hidden />
                        </Button>
                      </div>
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
          {errors.rows?.message && <p className="text-sm text-red-700">{errors.rows.message}</p>}
          {editable && (
            <Button type="button" variant="secondary" onClick={() => rows.append({ ...NEW_ROW })}>
              <Plus className="size-4" aria-hidden />
              {m.feeAddRow}
            </Button>
          )}
          <Field label={m.feeNotes} error={errors.notes?.message} hint={m.feeNotesHint}>
            <Textarea rows={2} {...form.register('notes')} />
          </Field>
        </fieldset>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          {table.publicUrl && table.pdfUrl ? (
            <div className="flex flex-wrap gap-x-4">
              <a
                href={table.publicUrl}
                target="_blank"
                rel="noreferrer noopener"
                className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
              >
                <ExternalLink className="size-4" aria-hidden />
                {m.feeViewPage}
              </a>
              <a
                href={table.pdfUrl}
                className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
              >
                <Download className="size-4" aria-hidden />
                {m.feeDownloadPdf}
              </a>
            </div>
          ) : (
            <p className="text-sm text-slate-600">{m.feeNoSlug}</p>
          )}
          {editable && (
            <Button type="submit" variant="secondary" disabled={isSubmitting} className="w-full sm:w-auto">
              {isSubmitting ? m.saving : m.feeSave}
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
