import { zodResolver } from '@hookform/resolvers/zod';
import {
  PROPERTY_KINDS,
  PROPERTY_TYPES,
  type PropertyPhoto,
  propertyFactsMessages,
  type PropertyFieldsInput,
  propertyFieldsSchema,
  propertyMessages,
  REQUIRED_PROPERTY_FIELDS,
} from '@immopilote/contracts';
import { type ReactNode, useState } from 'react';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { showFormError, useRecheckErrorsOnChange } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { PdfPicker } from '../../../components/pdf-picker';
import { EMPTY_PROPERTY_FORM, visibleValues } from '../api/property-form-data';
import { ChoiceField, EDIT_SECTION_IDS, FieldGrid, FormSection } from './form-section';
import { PhotoPicker } from './photo-picker';
import { PropertyEnergyFields } from './property-energy-fields';
import { PropertyFactsFields } from './property-facts-fields';
import { RentalMoneyFields, SaleMoneyFields } from './property-money-fields';

export interface PropertyFormSubmit {
  values: PropertyFieldsInput;
  photos: File[];
  removePhotoIds: string[];
}

interface PropertyFormProps {
  defaultValues?: PropertyFieldsInput;
  existingPhotos?: PropertyPhoto[];
  submitLabel: string;
  pendingLabel: string;
  cancel: ReactNode;
  onSubmit: (data: PropertyFormSubmit) => Promise<unknown>;
  /** Title of the error toast when the server refuses (spec 000 §8, 001 §8). */
  errorTitle: string;
  /** Edit only: the optional PDF (001 §2), checked by the PDF rule before anything is sent. */
  pdf?: { file: File | null; onChange(file: File | null): void };
}

const FIELDS = Object.keys(EMPTY_PROPERTY_FORM) as (keyof PropertyFieldsInput)[];
const labels = propertyMessages.fieldLabels;
const f = propertyFactsMessages;
const KINDS = Object.fromEntries(PROPERTY_KINDS.map((k) => [k, f.kinds[k]]));

// raw: the strings as typed go to FormData; the server parses them with the same schema. Only the
// fields on screen are checked (a value hidden by a later choice is not the user's concern).
const schemaResolver = zodResolver(propertyFieldsSchema, undefined, { raw: true });
const resolver: Resolver<PropertyFieldsInput, unknown, PropertyFieldsInput> = (values, context, options) =>
  schemaResolver(visibleValues(values), context, options);

/** The add and edit forms (000 §2, 001 §2, issue 12): the spec's fields first, then the listing facts by section. */
export function PropertyForm(props: PropertyFormProps) {
  const [photos, setPhotos] = useState<File[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const form = useForm<PropertyFieldsInput, unknown, PropertyFieldsInput>({
    defaultValues: props.defaultValues ?? EMPTY_PROPERTY_FORM,
    resolver,
  });
  const { errors, isSubmitting } = form.formState;
  const [checkingPdf, setCheckingPdf] = useState(false);

  useRecheckErrorsOnChange(form);
  const type = useWatch({ control: form.control, name: 'type' });

  const onInvalid = (fieldErrors: FieldErrors<PropertyFieldsInput>) => {
    const missing = REQUIRED_PROPERTY_FIELDS.filter((name) => {
      const value = form.getValues(name);
      return fieldErrors[name] && String(value ?? '').trim() === '';
    });
    if (missing.length > 0) {
      toast.error(
        propertyMessages.missingFieldsTitle,
        propertyMessages.missingFields(missing.map((n) => labels[n])),
      );
    }
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await props.onSubmit({ values, photos, removePhotoIds: removed });
    } catch (err) {
      showFormError(err, {
        setError: form.setError,
        fields: FIELDS,
        toastTitle: props.errorTitle,
        alwaysToast: true,
      });
    }
  }, onInvalid);

  const err = (name: keyof PropertyFieldsInput) => errors[name]?.message;
  const keptPhotos = (props.existingPhotos ?? []).filter((p) => !removed.includes(p.id));

  return (
    <form onSubmit={submit} noValidate className="space-y-8">
      <FormSection title={f.sections.main}>
        <Field label={labels.name} required error={err('name')}>
          <Input autoComplete="off" {...form.register('name')} />
        </Field>
        <FieldGrid>
          <Field label={labels.type} required error={err('type')}>
            <Select {...form.register('type')}>
              <option value="">{propertyMessages.form.choose}</option>
              {PROPERTY_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </Select>
          </Field>
          <ChoiceField form={form} name="kind" label={f.labels.kind} options={KINDS} />
        </FieldGrid>
        <FieldGrid>
          <Field
            label={`${labels.price} (€)`}
            required
            error={err('price')}
            hint={type === 'Vente' || type === 'Location' ? f.priceLabel[type] : undefined}
          >
            <Input type="number" inputMode="decimal" min={0} step="0.01" {...form.register('price')} />
          </Field>
        </FieldGrid>
        <Field label={labels.address} required error={err('address')}>
          <Input autoComplete="street-address" {...form.register('address')} />
        </Field>
        <FieldGrid>
          <Field label={labels.city} required error={err('city')}>
            <Input autoComplete="address-level2" {...form.register('city')} />
          </Field>
          <Field label={labels.zip} required error={err('zip')}>
            <Input inputMode="numeric" autoComplete="postal-code" maxLength={5} {...form.register('zip')} />
          </Field>
        </FieldGrid>
      </FormSection>

      <PropertyFactsFields form={form} />
      <PropertyEnergyFields form={form} />
      {type === 'Vente' && <SaleMoneyFields form={form} />}
      {type === 'Location' && <RentalMoneyFields form={form} />}

      <FormSection id={EDIT_SECTION_IDS.description} title={f.sections.description}>
        <Field label={labels.description} error={err('description')}>
          <Textarea rows={6} {...form.register('description')} />
        </Field>
        <PhotoPicker
          files={photos}
          onFilesChange={setPhotos}
          existing={keptPhotos}
          onRemoveExisting={(id) => setRemoved((r) => [...r, id])}
        />
        {props.pdf && (
          <PdfPicker file={props.pdf.file} onChange={props.pdf.onChange} onCheckingChange={setCheckingPdf} />
        )}
      </FormSection>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {props.cancel}
        <Button type="submit" disabled={isSubmitting || checkingPdf}>
          {isSubmitting ? props.pendingLabel : props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
