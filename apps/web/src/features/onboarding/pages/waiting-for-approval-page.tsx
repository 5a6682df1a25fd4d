import {
  accessFactsOf,
  accessState,
  agencyMessages,
  homeFor,
  onboardingMessages,
} from '@immopilote/contracts';
import { Clock } from 'lucide-react';
import { Navigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useMe, pathWithoutSession, SignOutButton } from '../../auth';
import { AuthCard } from '../../../components/auth-card';
import { usePendingAgency } from '../api/get-pending-agency';

/** The head's answer is looked for this often, so the member moves on without reloading. */
const DECISION_POLL_MS = 5_000;

export function Component() {
  const me = useMe({ refetchInterval: DECISION_POLL_MS });
  const agency = usePendingAgency();

  if (me.isPending) return <Spinner />;
  if (!me.data) return <Navigate to={pathWithoutSession()} replace />;
  // Once the head has answered, the member moves on instead of waiting forever.
  if (me.data && accessState(accessFactsOf(me.data)) !== 'pending') {
    return <Navigate to={homeFor(me.data)} replace />;
  }

  return (
    <AuthCard title={onboardingMessages.waitingTitle}>
      <div className="flex flex-col items-center gap-4 text-center">
        <Clock className="size-12 text-brand-600" aria-hidden />
        {agency.data && (
          <p className="font-medium text-slate-900">{agencyMessages.waitingFor(agency.data.name)}</p>
        )}
        <p className="text-slate-700">{onboardingMessages.waiting}</p>
        <SignOutButton />
      </div>
    </AuthCard>
  );
}
