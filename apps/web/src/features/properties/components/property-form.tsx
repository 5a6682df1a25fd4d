import { zodResolver } from '@hookform/resolvers/zod';
import {
  PROPERTY_TYPES,
  type PropertyPhoto,
  propertyFieldsSchema,
  propertyMessages,
  REQUIRED_PROPERTY_FIELDS,
} from '@immopilote/contracts';
import { type ReactNode, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { showFormError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { PdfPicker } from '../../documents';
import type { PropertyFormValues } from '../api/property-form-data';
import { PhotoPicker } from './photo-picker';

export interface PropertyFormSubmit {
  values: PropertyFormValues;
  photos: File[];
  removePhotoIds: string[];
}

interface PropertyFormProps {
  defaultValues?: PropertyFormValues;
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

const EMPTY: PropertyFormValues = {
  name: '',
  price: '',
  type: '',
  address: '',
  city: '',
  zip: '',
  description: '',
};
const FIELDS = Object.keys(EMPTY) as (keyof PropertyFormValues)[];
const labels = propertyMessages.fieldLabels;

/** The add and edit forms (000 §2, 001 §2): same fields, same schema as the API. */
export function PropertyForm(props: PropertyFormProps) {
  const [photos, setPhotos] = useState<File[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const form = useForm<PropertyFormValues>({
    defaultValues: props.defaultValues ?? EMPTY,
    // raw: the strings as typed go to FormData; the server parses them with the same schema.
    resolver: zodResolver(propertyFieldsSchema, undefined, { raw: true }) as never,
  });
  const { errors, isSubmitting } = form.formState;

  const onInvalid = (fieldErrors: FieldErrors<PropertyFormValues>) => {
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

  const err = (name: keyof PropertyFormValues) => errors[name]?.message;
  const keptPhotos = (props.existingPhotos ?? []).filter((p) => !removed.includes(p.id));

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <Field label={labels.name} required error={err('name')}>
        <Input autoComplete="off" {...form.register('name')} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={`${labels.price} (€)`} required error={err('price')}>
          <Input type="number" inputMode="decimal" min={0} step="0.01" {...form.register('price')} />
        </Field>
        <Field label={labels.type} required error={err('type')}>
          <Select {...form.register('type')}>
            <option value="">Choisir…</option>
            {PROPERTY_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field label={labels.address} required error={err('address')}>
        <Input autoComplete="street-address" {...form.register('address')} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={labels.city} required error={err('city')}>
          <Input autoComplete="address-level2" {...form.register('city')} />
        </Field>
        <Field label={labels.zip} required error={err('zip')}>
          <Input inputMode="numeric" autoComplete="postal-code" maxLength={5} {...form.register('zip')} />
        </Field>
      </div>
      <Field label={labels.description} error={err('description')}>
        <Textarea rows={6} {...form.register('description')} />
      </Field>
      <PhotoPicker
        files={photos}
        onFilesChange={setPhotos}
        existing={keptPhotos}
        onRemoveExisting={(id) => setRemoved((r) => [...r, id])}
      />
      {props.pdf && <PdfPicker file={props.pdf.file} onChange={props.pdf.onChange} />}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {props.cancel}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? props.pendingLabel : props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
