import {
  type SigningSession,
  type SigningSignInput,
  signaturesScreenMessages as sm,
} from '@immopilote/contracts';
import { Download, PenLine, Type } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { signingDocumentUrl } from '../api/signing-session';
import { RefuseDialog } from './refuse-dialog';
import { SignaturePadField } from './signature-pad-field';

const PdfPages = lazy(() => import('./pdf-pages').then((module) => ({ default: module.PdfPages })));

const t = sm.signing;

type MarkMode = 'drawn' | 'typed';

/**
 * Steps 2 and 3, once the code is verified: the whole document, then consent and the signature.
 * « Signer » waits for the consent and a mark (drawn or typed).
 */
export function SignStep({
  token,
  session,
  onSign,
  onRefuse,
}: {
  token: string;
  session: SigningSession;
  onSign(input: SigningSignInput): Promise<void>;
  onRefuse(reason: string): Promise<void>;
}) {
  const [consent, setConsent] = useState(false);
  const [earlyStart, setEarlyStart] = useState(false);
  const [mode, setMode] = useState<MarkMode>('drawn');
  const [drawn, setDrawn] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [viewFailed, setViewFailed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const needsId = useId();
  const url = signingDocumentUrl(token);

  const mark: SigningSignInput['mark'] | null =
    mode === 'drawn'
      ? drawn
        ? { kind: 'drawn', image: drawn }
        : null
      : typed.trim()
        ? { kind: 'typed', text: typed.trim() }
        : null;
  const ready = consent && mark !== null;

  const submit = async () => {
    if (!mark || !consent) return;
    setBusy(true);
    setError(null);
    try {
      await onSign({ consent: true, mark, earlyStart });
    } catch (err) {
      setError(`${t.sign.failed}. ${err instanceof Error ? err.message : ''}`.trim());
      setBusy(false);
    }
  };

  return (
    <div className="space-y-8">
      <section aria-labelledby="document-title" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <div className="flex items-baseline gap-2">
            <h2 id="document-title" className="text-lg font-semibold text-slate-900">
              {t.document.title}
            </h2>
            <span className="text-sm text-slate-600">{t.document.pages(session.pageCount)}</span>
          </div>
          <a
            href={url}
            download
            className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 underline"
          >
            <Download className="size-4" aria-hidden />
            {t.document.download}
          </a>
        </div>
        <p className="text-sm text-slate-700">{t.document.intro}</p>
        {session.retractionDays !== null && (
          <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            {t.document.retraction(session.retractionDays)}
          </p>
        )}
        {viewFailed ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {t.document.failed}
          </p>
        ) : (
          <div className="-mx-4 bg-slate-100 p-2 sm:mx-0 sm:rounded-lg sm:p-4">
            <Suspense fallback={<Skeleton className="aspect-[210/297] w-full" />}>
              <PdfPages url={url} onFailed={() => setViewFailed(true)} />
            </Suspense>
          </div>
        )}
      </section>

      <section aria-labelledby="sign-title" className="space-y-5">
        <h2 id="sign-title" className="text-lg font-semibold text-slate-900">
          {t.sign.title}
        </h2>
        {session.offersEarlyStart && (
          <label className="flex items-start gap-3 rounded-md border border-slate-200 p-3 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
              checked={earlyStart}
              onChange={(event) => setEarlyStart(event.target.checked)}
            />
            <span>
              {t.document.earlyStart}
              <span className="mt-1 block text-xs text-slate-600">{t.document.earlyStartHint}</span>
            </span>
          </label>
        )}
        <label className="flex items-start gap-3 rounded-md border border-slate-300 bg-slate-50 p-3 text-sm font-medium text-slate-900">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
          />
          <span>{session.consentText}</span>
        </label>

        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-medium text-slate-800">{t.sign.markLegend}</legend>
          <div className="grid grid-cols-2 gap-2">
            {(
              [
                ['drawn', t.sign.draw, PenLine],
                ['typed', t.sign.type, Type],
              ] as const
            ).map(([value, label, Icon]) => (
              <label
                key={value}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border px-3 text-sm font-medium focus-within:outline-2 focus-within:outline-brand-600',
                  mode === value
                    ? 'border-brand-600 bg-brand-50 text-brand-800'
                    : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
                )}
              >
                <input
                  type="radio"
                  name="mark-mode"
                  value={value}
                  checked={mode === value}
                  onChange={() => setMode(value)}
                  className="sr-only"
                />
                <Icon className="size-4" aria-hidden />
                {label}
              </label>
            ))}
          </div>
          {mode === 'drawn' ? (
            <SignaturePadField onChange={setDrawn} />
          ) : (
            <div className="space-y-3">
              <Field label={t.sign.typedLabel}>
                <Input
                  value={typed}
                  maxLength={120}
                  autoComplete="name"
                  placeholder={session.signerName}
                  onChange={(event) => setTyped(event.target.value)}
                />
              </Field>
              {typed.trim() && (
                <figure className="rounded-md border-2 border-dashed border-slate-300 bg-white px-4 py-6 text-center">
                  <figcaption className="sr-only">{t.sign.preview}</figcaption>
                  <p className="font-serif text-3xl break-words text-slate-900 italic">{typed.trim()}</p>
                </figure>
              )}
            </div>
          )}
        </fieldset>

        {error && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {error}
          </p>
        )}
        <div className="space-y-2">
          <Button
            size="lg"
            className="w-full"
            disabled={!ready || busy}
            aria-describedby={ready ? undefined : needsId}
            onClick={submit}
          >
            {busy ? t.sign.submitting : t.sign.submit}
          </Button>
          {!ready && (
            <p id={needsId} className="text-center text-xs text-slate-600">
              {t.sign.needs}
            </p>
          )}
        </div>
        <div className="flex justify-center border-t border-slate-100 pt-4">
          <RefuseDialog onRefuse={onRefuse} />
        </div>
      </section>
    </div>
  );
}
