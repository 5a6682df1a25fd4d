import {
  type SignatureCodeChannel,
  type SigningSession,
  signaturesScreenMessages as sm,
} from '@immopilote/contracts';
import { Mail, MessageSquare } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { CODE_RESEND_WAIT_SECONDS, isCompleteCode, normaliseCode } from '../lib/signing-logic';

const t = sm.signing.identity;

/** Seconds left before the code may be sent again, counting down. */
function useCountdown(): [number, (seconds: number) => void] {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [until, now]);
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  return [
    left,
    (seconds) => {
      const start = Date.now();
      setNow(start);
      setUntil(start + seconds * 1000);
    },
  ];
}

/**
 * Step 1: the one-time code, to the signer's e-mail (or by SMS when the agency has a provider),
 * then typed in one field the phone fills from the message (`autocomplete=one-time-code`).
 */
export function IdentityStep({
  session,
  sendCode,
  verifyCode,
}: {
  session: SigningSession;
  sendCode(channel: SignatureCodeChannel): Promise<{ destination: string }>;
  verifyCode(code: string): Promise<void>;
}) {
  const [destination, setDestination] = useState(session.codeDestination);
  const [channel, setChannel] = useState<SignatureCodeChannel>('email');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [wait, startWait] = useCountdown();
  const sms = session.codeChannels.includes('sms');

  const send = async (to: SignatureCodeChannel) => {
    setBusy(true);
    setSendError(null);
    try {
      const sent = await sendCode(to);
      setChannel(to);
      setDestination(sent.destination);
      setCode('');
      setCodeError(null);
      startWait(CODE_RESEND_WAIT_SECONDS);
    } catch (error) {
      setSendError(`${t.sendFailed}. ${error instanceof Error ? error.message : ''}`.trim());
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteCode(code)) {
      setCodeError(t.wrongLength);
      return;
    }
    setBusy(true);
    try {
      await verifyCode(code);
    } catch (error) {
      setCodeError(error instanceof Error ? error.message : t.wrongLength);
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  const sendButtons = (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button size="lg" disabled={busy} onClick={() => send('email')}>
        <Mail className="size-5" aria-hidden />
        {sms ? t.sendEmail : t.send}
      </Button>
      {sms && (
        <Button size="lg" variant="secondary" disabled={busy} onClick={() => send('sms')}>
          <MessageSquare className="size-5" aria-hidden />
          {t.sendSms}
        </Button>
      )}
    </div>
  );

  return (
    <div className="space-y-4">
      <p className="text-slate-700">{t.intro}</p>
      {sendError && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {sendError}
        </p>
      )}
      {destination === null ? (
        sendButtons
      ) : (
        <form className="space-y-4" onSubmit={submit} noValidate>
          <div role="status" className="rounded-md bg-brand-50 p-3 text-sm text-slate-800">
            <p className="font-medium">{t.sent(destination)}</p>
            <p>{t.sentHint}</p>
          </div>
          <Field
            label={t.codeLabel}
            error={codeError ?? undefined}
            hint={t.attemptsLeft(session.attemptsLeft)}
          >
            <Input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={12}
              value={code}
              onChange={(event) => {
                setCode(normaliseCode(event.target.value));
                setCodeError(null);
              }}
              className="block h-14 max-w-56 text-center font-mono text-2xl tracking-[0.4em] sm:h-14"
            />
          </Field>
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy}>
            {t.confirm}
          </Button>
          <div className="flex flex-col items-start gap-1 border-t border-slate-100 pt-3">
            <Button variant="ghost" size="sm" disabled={busy || wait > 0} onClick={() => send(channel)}>
              {wait > 0 ? t.resendIn(wait) : t.resend}
            </Button>
            {sms && (
              <Button
                variant="ghost"
                size="sm"
                disabled={busy || wait > 0}
                onClick={() => send(channel === 'sms' ? 'email' : 'sms')}
              >
                {t.otherChannel[channel === 'sms' ? 'email' : 'sms']}
              </Button>
            )}
          </div>
        </form>
      )}
    </div>
  );
}
