import {
  authFormMessages,
  authMessages,
  commonMessages,
  type TwoFactorChallenge,
  type TwoFactorCodeInput,
  twoFactorCodeSchema,
  twoFactorMessages as m,
} from '@immopilote/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { ApiRequestError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useVerifySignInCode } from '../api/sign-in';

/**
 * The second step of a two-factor sign-in: the code from the app, or a recovery code. An expired
 * challenge sends the user back to the password (`onRestart`).
 */
export function TwoFactorStep({
  challenge,
  onRestart,
}: {
  challenge: TwoFactorChallenge;
  onRestart: () => void;
}) {
  const navigate = useNavigate();
  const verify = useVerifySignInCode();
  const [recovery, setRecovery] = useState(false);
  const form = useForm<TwoFactorCodeInput>({
    resolver: zodResolver(twoFactorCodeSchema),
    defaultValues: { code: '' },
  });

  const onValid = form.handleSubmit(async ({ code }) => {
    try {
      const result = await verify.mutateAsync({ challenge: challenge.twoFactorChallenge, code });
      toast.success(authMessages.loginSuccessTitle, authMessages.loginSuccess);
      await navigate(result.next, { replace: true });
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'INVALID_TWO_FACTOR_CODE') {
        form.setError('code', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      toast.error(authMessages.signInFailedTitle, (error as Error).message || commonMessages.genericError);
      if (error instanceof ApiRequestError && error.code === 'TWO_FACTOR_CHALLENGE_EXPIRED') onRestart();
    }
  });

  const switchMode = () => {
    setRecovery((r) => !r);
    form.reset({ code: '' });
    form.setFocus('code');
  };

  const busy = form.formState.isSubmitting;
  return (
    <form onSubmit={onValid} noValidate className="space-y-4">
      <div className="flex items-start gap-3 rounded-lg bg-brand-50 p-3 text-sm text-slate-800">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
        <div>
          <h2 className="font-semibold text-slate-900">{m.stepTitle}</h2>
          <p>{recovery ? m.stepRecoveryDescription : m.stepDescription}</p>
        </div>
      </div>
      <Field label={recovery ? m.recoveryCodeLabel : m.codeLabel} error={form.formState.errors.code?.message}>
        {/* The only field of this step, reached right after the password: focus it. */}
        <Input
          autoFocus
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          placeholder={recovery ? authFormMessages.recoveryCodePlaceholder : '123456'}
          maxLength={recovery ? 20 : 7}
          className="font-mono text-lg tracking-widest"
          {...form.register('code')}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? m.confirming : m.verify}
      </Button>
      <div className="flex flex-col items-center gap-2 text-sm">
        <button
          type="button"
          onClick={switchMode}
          className="min-h-11 font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {recovery ? m.useAppCode : m.useRecoveryCode}
        </button>
        <Button type="button" variant="ghost" onClick={onRestart} className="w-full">
          <ArrowLeft className="size-4" aria-hidden />
          {m.backToLogin}
        </Button>
      </div>
    </form>
  );
}
