import {
  type AgencyFieldsInput,
  agencyFieldsSchema,
  authMessages,
  commonMessages,
  onboardingMessages,
} from '@immopilote/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { showFormError } from '../../../lib/form-errors';
import { useCreateAgency } from '../api/create-agency';

export function CreateAgencyForm() {
  const navigate = useNavigate();
  const create = useCreateAgency();
  const form = useForm<AgencyFieldsInput>({
    resolver: zodResolver(agencyFieldsSchema),
    defaultValues: { name: '', address: '', city: '', zip: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const result = await create.mutateAsync(input);
      await navigate(result.next, { replace: true });
    } catch (error) {
      showFormError(error, {
        setError: form.setError,
        fields: ['name', 'address', 'city', 'zip'],
        toastTitle: commonMessages.errorTitle,
        fallback: commonMessages.genericError,
        describe: (message) => onboardingMessages.agencyCreationError.replace('{message}', message),
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label="Nom" required error={errors.name?.message}>
        <Input autoComplete="organization" {...form.register('name')} />
      </Field>
      <Field label="Adresse" required error={errors.address?.message}>
        <Input autoComplete="street-address" {...form.register('address')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Ville" required error={errors.city?.message}>
          <Input autoComplete="address-level2" {...form.register('city')} />
        </Field>
        <Field label="Code postal" required error={errors.zip?.message}>
          <Input inputMode="numeric" autoComplete="postal-code" {...form.register('zip')} />
        </Field>
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? authMessages.saving : 'Continuer'}
      </Button>
    </form>
  );
}
