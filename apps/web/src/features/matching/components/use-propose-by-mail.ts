import { matchingScreenMessages as sm } from '@immopilote/contracts';
import { toast } from '../../../lib/toast';
import { useProposeMatches } from '../api/propose-matches';

/**
 * Proposes matches by e-mail and says in one toast how many left, and which were not sent and
 * why (no consent, unsubscribed, already sent for this event…), in the server's words.
 */
export function useProposeByMail() {
  const propose = useProposeMatches();
  const send = (matches: { searchId: string; propertyId: string }[], onDone?: () => void) =>
    propose.mutate(matches, {
      onSuccess: ({ sent, skipped }) => {
        const reasons = [...new Set(skipped.map((s) => s.reason))].join('\u00a0; ');
        const description = skipped.length > 0 ? sm.propose.skipped(skipped.length, reasons) : undefined;
        if (sent > 0) toast.success(sm.propose.done(sent), description);
        else toast.error(sm.propose.done(sent), description);
        onDone?.();
      },
      onError: (error) => toast.error(sm.propose.failed, error.message),
    });
  return { send, isPending: propose.isPending };
}
