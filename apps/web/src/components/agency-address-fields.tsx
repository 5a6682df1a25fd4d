import { type AgencyFieldsInput, commonMessages as c } from '@immopilote/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { Field } from './ui/field';
import { Input } from './ui/input';

/** The agency's name and address, as both agency creation and « Mon agence » ask for them. */
export function AgencyAddressFields({
  form,
  nameLabel,
}: {
  form: UseFormReturn<AgencyFieldsInput>;
  nameLabel: string;
}) {
  const { errors } = form.formState;
  return (
    <>
      <Field label={nameLabel} required error={errors.name?.message}>
        <Input autoComplete="organization" {...form.register('name')} />
      </Field>
      <Field label={c.addressLabel} required error={errors.address?.message}>
        <Input autoComplete="street-address" {...form.register('address')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={c.cityLabel} required error={errors.city?.message}>
          <Input autoComplete="address-level2" {...form.register('city')} />
        </Field>
        <Field label={c.zipLabel} required error={errors.zip?.message}>
          <Input inputMode="numeric" autoComplete="postal-code" {...form.register('zip')} />
        </Field>
      </div>
    </>
  );
}
