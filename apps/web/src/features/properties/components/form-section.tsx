import type { ReactNode } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { type PropertyFieldsInput, propertyFactsMessages } from '@immopilote/contracts';
import { Field } from '../../../components/ui/field';
import { DateField as FrenchDateField } from '../../../components/ui/date-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';

export type PropertyFormApi = UseFormReturn<PropertyFieldsInput>;
type Name = FieldPath<PropertyFieldsInput>;

const m = propertyFactsMessages;

/**
 * The anchors of the form's parts that a missing fact links to (`/edit-property/{id}#energie`, the
 * property page's checklist): one per place a publication gap is fixed.
 */
export const EDIT_SECTION_IDS = {
  facts: 'caracteristiques',
  energy: 'energie',
  money: 'finances',
  description: 'description',
} as const;

/** One titled part of the long property form (UX.md: readable sections). */
export function FormSection({
  id,
  title,
  hint,
  children,
}: {
  id?: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      id={id}
      className="scroll-mt-20 space-y-5 border-t border-slate-200 pt-6 first:border-t-0 first:pt-0"
    >
      <legend className="float-left mb-1 w-full text-lg font-semibold text-slate-900">{title}</legend>
      {hint && <p className="clear-left text-sm text-slate-600">{hint}</p>}
      <div className="clear-left space-y-5">{children}</div>
    </fieldset>
  );
}

export function FieldGrid({ children, columns = 2 }: { children: ReactNode; columns?: 2 | 3 }) {
  return (
    <div className={columns === 3 ? 'grid gap-5 sm:grid-cols-3' : 'grid gap-5 sm:grid-cols-2'}>
      {children}
    </div>
  );
}

const errorOf = (form: PropertyFormApi, name: Name) =>
  form.formState.errors[name]?.message as string | undefined;

/** A number typed the French way (« 68,5 »), checked by the contracts schema. */
export function NumberField({
  form,
  name,
  label,
  hint,
  integer,
}: {
  form: PropertyFormApi;
  name: Name;
  label: string;
  hint?: string;
  integer?: boolean;
}) {
  return (
    <Field label={label} hint={hint} error={errorOf(form, name)}>
      <Input inputMode={integer ? 'numeric' : 'decimal'} autoComplete="off" {...form.register(name)} />
    </Field>
  );
}

export function DateField({ form, name, label }: { form: PropertyFormApi; name: Name; label: string }) {
  return (
    <Field label={label} error={errorOf(form, name)}>
      <FrenchDateField control={form.control} name={name} />
    </Field>
  );
}

export function TextField({
  form,
  name,
  label,
  hint,
}: {
  form: PropertyFormApi;
  name: Name;
  label: string;
  hint?: string;
}) {
  return (
    <Field label={label} hint={hint} error={errorOf(form, name)}>
      <Input autoComplete="off" {...form.register(name)} />
    </Field>
  );
}

/** A choice from one of the contracts' lists, with « Non renseigné » as the empty answer. */
export function ChoiceField({
  form,
  name,
  label,
  options,
  hint,
}: {
  form: PropertyFormApi;
  name: Name;
  label: string;
  options: Readonly<Record<string, string>>;
  hint?: string;
}) {
  return (
    <Field label={label} hint={hint} error={errorOf(form, name)}>
      <Select {...form.register(name)}>
        <option value="">{m.unknown}</option>
        {Object.entries(options).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </Select>
    </Field>
  );
}

const YES_NO = { true: m.yes, false: m.no };

/** Oui / Non / Non renseigné: « non » is an answer, blank is not. */
export function YesNoField(props: { form: PropertyFormApi; name: Name; label: string; hint?: string }) {
  return <ChoiceField {...props} options={YES_NO} />;
}
