import { type TwoFactorCodeInput, twoFactorCodeSchema, twoFactorMessages as m } from '@immopilote/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { showFormError } from '../../../lib/form-errors';
import { useConfirmTwoFactorSetup } from '../api/confirm-two-factor-setup';
import { useStartTwoFactorSetup } from '../api/start-two-factor-setup';

/**
 * Enrolment: « Activer » draws a secret on the server and shows it as a QR code (and as text for
 * manual entry); the first code from the app confirms it and returns the recovery codes.
 */
export function TwoFactorEnrolment({
  onEnabled,
  wide = false,
}: {
  onEnabled: (recoveryCodes: string[]) => void;
  /** The start button takes the whole width (alone in a card, on /two-factor-setup). */
  wide?: boolean;
}) {
  const start = useStartTwoFactorSetup();
  const confirm = useConfirmTwoFactorSetup();
  const form = useForm<TwoFactorCodeInput>({
    resolver: zodResolver(twoFactorCodeSchema),
    defaultValues: { code: '' },
  });

  const onValid = form.handleSubmit(async ({ code }) => {
    try {
      onEnabled((await confirm.mutateAsync(code)).recoveryCodes);
    } catch (error) {
      showFormError(error, { setError: form.setError, fields: ['code'], toastTitle: m.actionFailed });
    }
  });

  if (!start.data) {
    return (
      <Button
        type="button"
        onClick={() =>
          start.mutate(undefined, {
            onError: (error) =>
              showFormError(error, { setError: form.setError, fields: [], toastTitle: m.actionFailed }),
          })
        }
        disabled={start.isPending}
        className={wide ? 'w-full' : undefined}
      >
        <ShieldCheck className="size-4" aria-hidden />
        {m.enable}
      </Button>
    );
  }

  return (
    <form onSubmit={onValid} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">{m.scanHint}</p>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <img
          src={start.data.qrCode}
          alt={m.qrAlt}
          width={176}
          height={176}
          className="size-44 shrink-0 rounded-md border border-slate-200 bg-white"
        />
        <div className="min-w-0 space-y-1 text-sm text-slate-700">
          <p>{m.manualKey}</p>
          <code className="block break-words rounded bg-slate-100 px-2 py-1 font-mono text-slate-900">
            {start.data.secret.replace(/(.{4})/g, '$1 ').trim()}
          </code>
        </div>
      </div>
      <div className="max-w-56">
        <Field label={m.codeLabel} error={form.formState.errors.code?.message}>
          <Input
            autoComplete="one-time-code"
            inputMode="numeric"
            placeholder="123456"
            maxLength={7}
            className="font-mono text-lg tracking-widest"
            {...form.register('code')}
          />
        </Field>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? m.confirming : m.confirm}
        </Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            start.reset();
            form.reset();
          }}
        >
          {m.cancel}
        </Button>
      </div>
    </form>
  );
}
