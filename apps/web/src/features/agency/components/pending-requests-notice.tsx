import { agencyMessages } from '@immopilote/contracts';
import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { usePendingRequests } from '../api/get-pending-requests';

/**
 * Across the head's shell while someone waits (issue 27): the count and the way to the Membres tab.
 * On a phone the menu's badge hides in the drawer, so the banner is what tells them.
 */
export function PendingRequestsNotice({ isHead }: { isHead: boolean }) {
  const count = usePendingRequests(isHead).data?.count ?? 0;
  if (!isHead || count === 0) return null;
  return (
    <section
      aria-label={agencyMessages.pendingTitle}
      className="flex flex-wrap items-center gap-3 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 md:px-8"
    >
      <UserPlus className="size-4 shrink-0" aria-hidden />
      <p className="min-w-[12rem] flex-1 font-medium">{agencyMessages.pendingRequests(count)}</p>
      <Button asChild variant="secondary" size="sm">
        <Link to="/agency-settings?onglet=membres">{agencyMessages.reviewRequests}</Link>
      </Button>
    </section>
  );
}
