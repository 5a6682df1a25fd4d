import {
  authFormMessages,
  authMessages,
  commonMessages,
  type JoinAgencyInput,
  joinAgencySchema,
} from '@immopilote/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { showFormError } from '../../../lib/form-errors';
import { useJoinAgency } from '../api/join-agency';

export function JoinAgencyForm() {
  const navigate = useNavigate();
  const join = useJoinAgency();
  const form = useForm<JoinAgencyInput>({
    resolver: zodResolver(joinAgencySchema),
    defaultValues: { agencyCode: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const result = await join.mutateAsync(input);
      await navigate(result.next, { replace: true });
    } catch (error) {
      showFormError(error, {
        setError: form.setError,
        fields: ['agencyCode'],
        toastTitle: commonMessages.errorTitle,
        fallback: commonMessages.genericError,
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label={authFormMessages.agencyCode} required error={errors.agencyCode?.message}>
        <Input autoCapitalize="characters" className="uppercase" {...form.register('agencyCode')} />
      </Field>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? authMessages.saving : commonMessages.continue}
      </Button>
    </form>
  );
}
