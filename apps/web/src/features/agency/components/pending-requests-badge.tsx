import { agencyMessages } from '@immopilote/contracts';
import { usePendingRequests } from '../api/get-pending-requests';

/** Beside « Mon agence » in the navigation: how many join requests wait for the head. */
export function PendingRequestsBadge({ isHead }: { isHead: boolean }) {
  const count = usePendingRequests(isHead).data?.count ?? 0;
  if (!isHead || count === 0) return null;
  return (
    <span className="ml-auto rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      <span aria-hidden>{count}</span>
      <span className="sr-only">{agencyMessages.pendingRequests(count)}</span>
    </span>
  );
}
