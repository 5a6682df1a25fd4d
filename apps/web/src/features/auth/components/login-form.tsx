import {
  authFormMessages,
  authMessages,
  commonMessages,
  type SignInInput,
  signInSchema,
  type TwoFactorChallenge,
} from '@immopilote/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { toast } from '../../../lib/toast';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useSignIn } from '../api/sign-in';
import { TwoFactorStep } from './two-factor-step';

export function LoginForm() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const resetRequest = useRequestPasswordReset();
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onValid = form.handleSubmit(
    async (input) => {
      try {
        const result = await signIn.mutateAsync(input);
        // A two-factor account: no session yet, the code is asked next.
        if ('twoFactorChallenge' in result) {
          setChallenge(result);
          return;
        }
        toast.success(authMessages.loginSuccessTitle, authMessages.loginSuccess);
        await navigate(result.next, { replace: true });
      } catch (error) {
        toast.error(
          authMessages.signInFailedTitle,
          (error as Error).message || authMessages.somethingWentWrong,
        );
      }
    },
    (invalid: FieldErrors<SignInInput>) => {
      // Spec 000 §5: an empty field is reported by the 'Erreur' toast; other problems stay under the field.
      const { email, password } = form.getValues();
      if (!email.trim() || !password) toast.error(commonMessages.errorTitle, authMessages.fillAllFields);
      else if (invalid.email?.message) form.setFocus('email');
    },
  );

  async function sendResetLink() {
    const email = form.getValues('email').trim();
    if (!email) {
      toast.error(authMessages.emailRequiredTitle, authMessages.emailRequired);
      form.setFocus('email');
      return;
    }
    try {
      await resetRequest.mutateAsync(email);
      toast.success(authMessages.resetSentTitle, authMessages.resetSent);
    } catch (error) {
      toast.error(commonMessages.errorTitle, (error as Error).message || commonMessages.genericError);
    }
  }

  const busy = form.formState.isSubmitting;
  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onRestart={() => {
          setChallenge(null);
          form.resetField('password');
        }}
      />
    );
  }
  return (
    <form onSubmit={onValid} noValidate className="space-y-4">
      <Field label={authMessages.emailLabel} error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          placeholder={authFormMessages.emailPlaceholder}
          {...form.register('email')}
        />
      </Field>
      <Field label={authMessages.passwordLabel} error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </Field>
      <div className="flex justify-end">
        <button
          type="button"
          onClick={sendResetLink}
          disabled={resetRequest.isPending}
          className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline disabled:opacity-60"
        >
          {authFormMessages.forgotPassword}
        </button>
      </div>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? authFormMessages.signingIn : authFormMessages.signIn}
      </Button>
      <p className="text-center text-sm text-slate-700">
        {authFormMessages.noAccount}{' '}
        <Link to="/signup" className="font-medium text-brand-700 underline-offset-4 hover:underline">
          {authFormMessages.createAccount}
        </Link>
      </p>
    </form>
  );
}
