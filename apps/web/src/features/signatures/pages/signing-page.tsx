import { PRODUCT_NAME, type SigningSession, signaturesScreenMessages as sm } from '@immopilote/contracts';
import { Check, ShieldCheck } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { SIGNING_RETURN_PARAM, safeReturnPath } from '../../../lib/signing-return';
import { useSigningSession } from '../api/signing-session';
import { IdentityStep } from '../components/identity-step';
import { SignStep } from '../components/sign-step';
import { SessionOutcome, SigningFailure, SigningOutcome } from '../components/signing-outcome';

const t = sm.signing;

/**
 * /signer/{token}: the public signing page (issue 30), outside the app shell, phone first. Who and
 * what, the one-time code, the whole document, consent and the signature, or a refusal; every state
 * of a link that cannot be used is a calm page of its own.
 */
export function Component() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const { state, reload, sendCode, verifyCode, sign, refuse } = useSigningSession(token);
  const session = state.status === 'ready' || state.status === 'done' ? state.session : null;
  // Only the agent's device goes back to the app; a link by e-mail ends on this page.
  const returnTo = session?.method === 'device' ? safeReturnPath(params.get(SIGNING_RETURN_PARAM)) : null;

  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <title>{session ? `${session.title} – ${t.pageTitle}` : `${t.pageTitle} – ${PRODUCT_NAME}`}</title>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center gap-2 px-4 py-3 text-sm text-slate-700">
          <ShieldCheck className="size-5 shrink-0 text-brand-700" aria-hidden />
          <span className="font-medium">{session?.agencyName ?? t.pageTitle}</span>
          {session && <span className="text-slate-500">· {t.pageTitle}</span>}
        </div>
      </header>
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-10">
        {state.status === 'loading' ? (
          <Loading label={t.loading}>
            <div className="space-y-4">
              <Skeleton className="h-8 w-2/3" />
              <Skeleton className="h-24" />
            </div>
          </Loading>
        ) : state.status === 'failed' ? (
          <>
            <h1 className="text-2xl font-bold">{t.pageTitle}</h1>
            <SigningFailure httpStatus={state.httpStatus} message={state.message} onRetry={() => reload()} />
          </>
        ) : (
          <>
            <WhoAndWhat session={state.session} />
            {state.status === 'done' ? (
              state.outcome === 'signed' ? (
                <SigningOutcome
                  tone="success"
                  title={t.done.signedTitle}
                  text={state.everyoneSigned ? t.done.completed : t.done.signed}
                  returnTo={returnTo}
                />
              ) : (
                <SigningOutcome
                  tone="neutral"
                  title={t.done.refusedTitle}
                  text={t.done.refused}
                  returnTo={returnTo}
                />
              )
            ) : state.session.state !== 'ready' ? (
              <SessionOutcome session={state.session} returnTo={returnTo} />
            ) : (
              <>
                <Steps current={state.session.codeVerified ? 2 : 1} />
                {state.session.codeVerified ? (
                  <SignStep
                    token={token}
                    session={state.session}
                    onSign={(input) => sign(state.session, input)}
                    onRefuse={(reason) => refuse(state.session, reason)}
                  />
                ) : (
                  <IdentityStep session={state.session} sendCode={sendCode} verifyCode={verifyCode} />
                )}
              </>
            )}
          </>
        )}
      </main>
    </div>
  );
}

function WhoAndWhat({ session }: { session: SigningSession }) {
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600">{t.fromAgency(session.agencyName)}</p>
      <h1 className="text-2xl font-bold break-words text-slate-900">{session.title}</h1>
      <p className="text-sm text-slate-700">
        <span className="font-medium">{t.signerOf(session.position, session.signerCount)}</span> ·{' '}
        {session.signerName} · {sm.roleLabels[session.role]}
      </p>
      {session.state === 'ready' && !session.codeVerified && (
        <div className="space-y-1 pt-2 text-slate-700">
          <p>{t.hello(session.signerName)}</p>
          <p>{t.intro}</p>
        </div>
      )}
    </div>
  );
}

const STEP_LABELS = [t.steps.identity, t.steps.read, t.steps.sign] as const;

/** Where the signer is: the code first, then reading and signing on one page. */
function Steps({ current }: { current: 1 | 2 }) {
  return (
    <ol aria-label={t.stepOf(current, 3)} className="flex gap-2 text-xs sm:text-sm">
      {STEP_LABELS.map((label, index) => {
        const step = index + 1;
        const done = step < current;
        const active = step === current || (current === 2 && step === 3);
        return (
          <li
            key={label}
            aria-current={step === current ? 'step' : undefined}
            className={cn(
              'flex flex-1 items-center gap-1.5 rounded-md border px-2 py-2',
              done && 'border-green-300 bg-green-50 text-green-900',
              active && !done && 'border-brand-500 bg-brand-50 font-medium text-brand-800',
              !done && !active && 'border-slate-200 bg-white text-slate-600',
            )}
          >
            <span
              className={cn(
                'inline-flex size-5 shrink-0 items-center justify-center rounded-full text-xs',
                done ? 'bg-green-700 text-white' : active ? 'bg-brand-700 text-white' : 'bg-slate-200',
              )}
              aria-hidden
            >
              {done ? <Check className="size-3" /> : step}
            </span>
            {label}
          </li>
        );
      })}
    </ol>
  );
}
