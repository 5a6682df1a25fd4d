import { agencyMessages } from '@immopilote/contracts';
import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { usePendingRequests } from '../api/get-pending-requests';

/** On the head's dashboard while someone waits: the count and the way to the Membres tab. */
export function PendingRequestsNotice({ isHead }: { isHead: boolean }) {
  const count = usePendingRequests(isHead).data?.count ?? 0;
  if (!isHead || count === 0) return null;
  return (
    <section
      aria-label={agencyMessages.pendingTitle}
      className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-center gap-3 font-medium text-amber-950">
        <UserPlus className="size-5 shrink-0" aria-hidden />
        {agencyMessages.pendingRequests(count)}
      </p>
      <Button asChild variant="secondary">
        <Link to="/agency-settings?onglet=membres">{agencyMessages.reviewRequests}</Link>
      </Button>
    </section>
  );
}
