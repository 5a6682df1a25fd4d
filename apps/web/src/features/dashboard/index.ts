/** What other parts of the app may use from the dashboard: the cache key the server's inlined data seeds. */
export { dashboardPreferencesQueryKey } from './api/get-dashboard-preferences';
