import { accessFactsOf, accessState, homeFor, onboardingMessages } from '@immopilote/contracts';
import { Clock } from 'lucide-react';
import { Navigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useMe, pathWithoutSession, SignOutButton } from '../../auth';
import { AuthCard } from '../../../components/auth-card';

export function Component() {
  const me = useMe();

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
        <p className="text-slate-700">{onboardingMessages.waiting}</p>
        <SignOutButton />
      </div>
    </AuthCard>
  );
}
