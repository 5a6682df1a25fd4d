import { zodResolver } from '@hookform/resolvers/zod';
import { type ProfileUpdateInput, profileMessages as m, profileUpdateSchema } from '@immopilote/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { showFormError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';

const FIELDS = ['firstName', 'lastName', 'phone'] as const;

/** Prénom, Nom, Téléphone editable; the e-mail is shown read-only with the spec's note. */
export function ProfileForm({ initial, email }: { initial: ProfileUpdateInput; email: string }) {
  const update = useUpdateProfile();
  const form = useForm<ProfileUpdateInput, unknown, ProfileUpdateInput>({
    // raw: the values as typed go to the API, which parses them with the same schema.
    resolver: zodResolver(profileUpdateSchema, undefined, { raw: true }),
    defaultValues: initial,
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset({ firstName: saved.firstName, lastName: saved.lastName, phone: saved.phone });
      toast.success(m.updatedTitle, m.updated);
    } catch (error) {
      showFormError(error, { setError: form.setError, fields: FIELDS, toastTitle: m.updateFailed });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={m.firstName} required error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </Field>
        <Field label={m.lastName} required error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </Field>
      </div>
      <Field label={m.phone} required error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" {...form.register('phone')} />
      </Field>
      <Field label={m.email} hint={m.emailNote}>
        <Input type="email" value={email} readOnly className="bg-slate-50 text-slate-600" />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? m.saving : m.save}
        </Button>
      </div>
    </form>
  );
}
