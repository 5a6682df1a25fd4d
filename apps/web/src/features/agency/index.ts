/** What the rest of the app may use from the agency feature: the pending requests a head must answer. */
export { usePendingRequests } from './api/get-pending-requests';
export { PendingRequestsBadge } from './components/pending-requests-badge';
export { PendingRequestsNotice } from './components/pending-requests-notice';
export { RouteAccess, type RouteAccessRule } from './components/route-access';
