import { dashboardMessages as m, type Me } from '@immopilote/contracts';
import { Building2, Copy, CreditCard, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';

/**
 * The spec's header (000 §2 « Dashboard »): the member's full name, the head's marker and the
 * e-mail, on one line. The page's title stays « Tableau de bord » for screen readers (the
 * navigation shows it too).
 */
export function DashboardHeader({ me }: { me: Me }) {
  const { profile, user } = me;
  return (
    <header className="flex min-w-0 flex-wrap items-baseline gap-x-3 gap-y-0.5">
      <h1 className="sr-only">{m.title}</h1>
      <p className="min-w-0 text-xl font-bold break-words text-slate-900">
        {`${profile.firstName} ${profile.lastName}`}
        {profile.isBoss && <span className="ml-2 text-base font-medium text-brand-800">{m.headMarker}</span>}
      </p>
      <p className="min-w-0 text-sm break-all text-slate-600">{user.email}</p>
    </header>
  );
}

async function copyCode(code: string) {
  try {
    await navigator.clipboard.writeText(code);
    toast.success(m.codeCopiedTitle, m.codeCopied(code));
  } catch {
    toast.error(m.codeNotCopiedTitle, m.codeNotCopied(code));
  }
}

/**
 * The spec's agency card as one slim strip: name, address and code (copied in one tap, to pass on
 * to a colleague who joins), and for the head « Gérer l’abonnement » (while the subscription is
 * active) and « Paramètres ». On a phone the head's two buttons are icons with their names.
 */
export function AgencyStrip({ me }: { me: Me }) {
  const { agency, profile } = me;
  if (!agency) return null;
  const manage = profile.isBoss && agency.subscriptionStatus === 'active';
  return (
    <section
      aria-label={m.agencyLabel}
      className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border border-slate-200 bg-white px-3 py-1.5 sm:px-4"
    >
      <p className="flex min-w-0 flex-1 basis-64 items-center gap-2 text-sm text-slate-700">
        <Building2 className="size-4 shrink-0 text-slate-500" aria-hidden />
        <span className="min-w-0 break-words">
          <span className="font-semibold text-slate-900">{agency.name}</span>
          {' · '}
          {agency.address}, <span className="inline-block">{`${agency.zip}\u00a0${agency.city}`}</span>
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="ghost"
          size="sm"
          className="-ml-2 sm:ml-0"
          aria-label={m.copyCode(agency.code)}
          onClick={() => void copyCode(agency.code)}
        >
          <span className="text-slate-600">{m.codeLabel}</span>
          <span className="font-mono font-semibold tracking-wider text-slate-900">{agency.code}</span>
          <Copy className="size-4" aria-hidden />
        </Button>
        {manage && (
          <Button asChild variant="secondary" size="sm" className="max-sm:w-11 max-sm:px-0">
            <Link to="/manage-subscription">
              <CreditCard className="size-4" aria-hidden />
              <span className="max-sm:sr-only">{m.manageSubscription}</span>
            </Link>
          </Button>
        )}
        {profile.isBoss && (
          <Button asChild variant="secondary" size="sm" className="max-sm:w-11 max-sm:px-0">
            <Link to="/agency-settings">
              <Settings className="size-4" aria-hidden />
              <span className="max-sm:sr-only">{m.settings}</span>
            </Link>
          </Button>
        )}
      </div>
    </section>
  );
}
