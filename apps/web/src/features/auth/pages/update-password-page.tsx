import { authFormMessages, authMessages } from '@immopilote/contracts';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useCheckResetToken } from '../api/check-reset-token';
import { AuthCard } from '../../../components/auth-card';
import { UpdatePasswordForm } from '../components/update-password-form';

/** The reset link carries its token in the fragment (`#token=…`), which browsers never send to servers. */
export function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

export function Component() {
  const location = useLocation();
  // Read once: the token must survive re-renders even if the fragment changes.
  const [token] = useState(() => tokenFromHash(location.hash));
  const check = useCheckResetToken(token);

  if (token && check.isPending) return <Spinner label={authMessages.resetTokenChecking} />;

  if (!token || check.isError) {
    return (
      <AuthCard title={authMessages.invalidResetLink} description={authFormMessages.invalidResetLinkHelp}>
        <Button asChild className="w-full">
          <Link to="/login">{authFormMessages.backToLogin}</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={authFormMessages.newPasswordTitle} description={authFormMessages.newPasswordDescription}>
      <UpdatePasswordForm token={token} />
    </AuthCard>
  );
}
