import { emailVerificationMessages as m } from '@immopilote/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { meQueryKey } from '../api/get-me';
import { useVerifyEmail } from '../api/verify-email';
import { tokenFromHash } from './update-password-page';

/** The confirmation link of the sign-up e-mail: `/verify-email#token=…` (the fragment never reaches a server log). */
export function Component() {
  const location = useLocation();
  const [token] = useState(() => tokenFromHash(location.hash));
  const verify = useVerifyEmail(token);
  const queryClient = useQueryClient();
  const verified = verify.isSuccess;
  useEffect(() => {
    // A signed-in tab drops the banner and may have become administrator.
    if (verified) void queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [verified, queryClient]);

  if (token && verify.isPending) return <Spinner label={m.checking} />;

  if (verified) {
    return (
      <AuthCard title={m.verifiedTitle} description={m.verified}>
        <Button asChild className="w-full">
          <Link to="/dashboard" replace>
            {m.continue}
          </Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={m.invalidLink} description={m.invalidLinkHelp}>
      <Button asChild className="w-full">
        <Link to="/login">{m.continue}</Link>
      </Button>
    </AuthCard>
  );
}
