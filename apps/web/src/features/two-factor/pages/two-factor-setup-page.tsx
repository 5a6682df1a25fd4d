import { accessFactsOf, accessState, homeFor, type Me, twoFactorMessages as m } from '@immopilote/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { getMeQueryOptions, pathWithoutSession, SignOutButton, useMe } from '../../auth';
import { RecoveryCodesPanel } from '../components/recovery-codes-panel';
import { TwoFactorEnrolment } from '../components/two-factor-enrolment';

/**
 * /two-factor-setup: a member of an agency that requires two-factor sign-in enrols here before
 * anything else (the API refuses them every agency route until then).
 */
export function Component() {
  const me = useMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [codes, setCodes] = useState<string[] | null>(null);

  if (me.isPending) return <Spinner />;
  if (!me.data) return <Navigate to={pathWithoutSession()} replace />;
  // Someone not (or no longer) asked to enrol goes home; not while their new codes are on screen.
  if (!codes && accessState(accessFactsOf(me.data)) !== 'two-factor-setup') {
    return <Navigate to={homeFor(me.data)} replace />;
  }

  const done = async () => {
    const fresh: Me | null = await queryClient.fetchQuery({ ...getMeQueryOptions(), staleTime: 0 });
    await navigate(fresh ? homeFor(fresh) : pathWithoutSession(), { replace: true });
  };

  return (
    <AuthCard title={m.setupTitle} description={codes ? undefined : m.setupIntro} className="max-w-lg">
      <title>{m.setupDocumentTitle}</title>
      {codes ? (
        <RecoveryCodesPanel codes={codes} onDone={() => void done()} />
      ) : (
        <TwoFactorEnrolment
          wide
          onEnabled={(recoveryCodes) => {
            toast.success(m.enabledTitle);
            setCodes(recoveryCodes);
          }}
        />
      )}
      <div className="flex justify-center border-t border-slate-200 pt-4">
        <SignOutButton />
      </div>
    </AuthCard>
  );
}
