import { type SigningSession, signaturesScreenMessages as sm } from '@immopilote/contracts';
import { AlertTriangle, CheckCircle2, Lock, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { closedKind } from '../lib/signing-logic';

const t = sm.signing;

type Tone = 'success' | 'neutral' | 'danger';
const ICONS = { success: CheckCircle2, neutral: XCircle, danger: Lock } as const;
const TONES = {
  success: 'bg-green-50 text-green-900',
  neutral: 'bg-slate-100 text-slate-900',
  danger: 'bg-red-50 text-red-900',
} as const;

/** A calm end of the page: what happened, what comes next, and the way back for the agent's device. */
export function SigningOutcome({
  tone,
  title,
  text,
  returnTo,
}: {
  tone: Tone;
  title: string;
  text: string;
  returnTo?: string | null;
}) {
  const Icon = ICONS[tone];
  return (
    <div role="status" className={`space-y-3 rounded-lg p-5 ${TONES[tone]}`}>
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        <Icon className="size-6 shrink-0" aria-hidden />
        {title}
      </h2>
      <p>{text}</p>
      {returnTo && (
        <Button asChild variant="secondary">
          <Link to={returnTo}>{t.done.handBack}</Link>
        </Button>
      )}
    </div>
  );
}

/** This signer signed or refused earlier, or the request is over for everyone. */
export function SessionOutcome({ session, returnTo }: { session: SigningSession; returnTo: string | null }) {
  if (session.state === 'signed') {
    const everyone = session.requestStatus === 'sealing' || session.requestStatus === 'completed';
    return (
      <SigningOutcome
        tone="success"
        title={t.done.signedTitle}
        text={everyone ? t.done.completed : t.done.signed}
        returnTo={returnTo}
      />
    );
  }
  if (session.state === 'refused') {
    return (
      <SigningOutcome tone="neutral" title={t.done.refusedTitle} text={t.done.refused} returnTo={returnTo} />
    );
  }
  const kind = closedKind(session.requestStatus);
  return (
    <SigningOutcome
      tone={kind === 'completed' ? 'success' : kind === 'locked' ? 'danger' : 'neutral'}
      title={t.closed[`${kind}Title`]}
      text={t.closed[kind]}
      returnTo={returnTo}
    />
  );
}

/** The link cannot be used: expired (410), unknown (404) or another French error, as a page. */
export function SigningFailure({
  httpStatus,
  message,
  onRetry,
}: {
  httpStatus: number;
  message: string;
  onRetry(): void;
}) {
  const title = httpStatus === 410 ? t.expiredTitle : httpStatus === 404 ? t.notFoundTitle : t.errorTitle;
  const text = httpStatus === 404 ? t.notFound : message || t.notFound;
  return (
    <div role="alert" className="space-y-3 rounded-lg bg-amber-50 p-5 text-amber-950">
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        <AlertTriangle className="size-6 shrink-0" aria-hidden />
        {title}
      </h2>
      <p>{text}</p>
      {httpStatus !== 404 && httpStatus !== 410 && (
        <Button variant="secondary" onClick={onRetry}>
          {t.retry}
        </Button>
      )}
    </div>
  );
}
