import { emailVerificationMessages as m } from '@immopilote/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ApiRequestError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { meQueryKey, useMe } from '../api/get-me';
import { useResendVerification } from '../api/resend-verification';

/**
 * One line at the top of every signed-in screen while the address is unconfirmed: the account
 * works, but no alert and no reset link reach it (issue 25), and « Renvoyer le lien » mails a new one.
 */
export function EmailVerificationBanner() {
  const me = useMe().data;
  const resend = useResendVerification();
  const queryClient = useQueryClient();
  if (!me || me.user.emailVerified) return null;

  const onResend = async () => {
    try {
      await resend.mutateAsync();
      toast.success(m.resentTitle, m.resent);
    } catch (error) {
      // Confirmed meanwhile (in another tab): the banner goes with the fresh `me`.
      if (error instanceof ApiRequestError && error.status === 409) {
        await queryClient.invalidateQueries({ queryKey: meQueryKey });
      }
      toast.error(m.resendFailedTitle, error instanceof ApiRequestError ? error.message : undefined);
    }
  };

  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 md:px-8"
    >
      <Mail className="size-4 shrink-0" aria-hidden />
      <p className="min-w-[14rem] flex-1">{m.bannerText}</p>
      <Button variant="secondary" size="sm" onClick={onResend} disabled={resend.isPending}>
        {resend.isPending ? m.resending : m.resend}
      </Button>
    </div>
  );
}
