import {
  type AgencyFieldsInput,
  agencyFieldsSchema,
  authMessages,
  commonMessages,
  onboardingMessages,
  authFormMessages,
} from '@immopilote/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AgencyAddressFields } from '../../../components/agency-address-fields';
import { Button } from '../../../components/ui/button';
import { showFormError } from '../../../lib/form-errors';
import { useCreateAgency } from '../api/create-agency';

export function CreateAgencyForm() {
  const navigate = useNavigate();
  const create = useCreateAgency();
  const form = useForm<AgencyFieldsInput>({
    resolver: zodResolver(agencyFieldsSchema),
    defaultValues: { name: '', address: '', city: '', zip: '' },
  });
  const { isSubmitting } = form.formState;

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
      <AgencyAddressFields form={form} nameLabel={authFormMessages.agencyName} />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? authMessages.saving : commonMessages.continue}
      </Button>
    </form>
  );
}
