import {
  authFormMessages,
  authMessages,
  commonMessages,
  type PasswordResetCompleteInput,
  passwordResetCompleteSchema,
} from '@immopilote/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { showFormError, useRecheckErrorsOnChange } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useCompletePasswordReset } from '../api/complete-password-reset';

export function UpdatePasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const complete = useCompletePasswordReset();
  const form = useForm<PasswordResetCompleteInput>({
    resolver: zodResolver(passwordResetCompleteSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  useRecheckErrorsOnChange(form);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await complete.mutateAsync(input);
    } catch (error) {
      showFormError(error, {
        setError: form.setError,
        fields: ['password', 'confirmPassword'],
        toastTitle: commonMessages.errorTitle,
        fallback: commonMessages.genericError,
      });
      return;
    }
    toast.success(authMessages.passwordUpdatedTitle, authMessages.passwordUpdated);
    // `replace` drops the used token from the address bar and from the history.
    await navigate('/login', { replace: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field
        label={authFormMessages.newPasswordTitle}
        required
        error={errors.password?.message}
        hint={authFormMessages.passwordHint}
      >
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </Field>
      <Field label={authFormMessages.confirmPassword} required error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </Field>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? authMessages.saving : authFormMessages.updatePassword}
      </Button>
    </form>
  );
}
