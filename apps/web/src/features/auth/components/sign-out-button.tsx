import { authMessages } from '@immopilote/contracts';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { useSignOut } from '../api/sign-out';

/** The 'Se déconnecter' button of the screens a user can be stuck on (waiting, join, unpaid agency). */
export function SignOutButton({
  variant = 'secondary',
  className = 'w-full',
}: {
  variant?: ButtonProps['variant'];
  className?: string;
}) {
  const signOut = useSignOut();
  return (
    <Button
      variant={variant}
      className={className}
      onClick={() => signOut.mutate()}
      disabled={signOut.isPending}
    >
      {authMessages.signOutButton}
    </Button>
  );
}
