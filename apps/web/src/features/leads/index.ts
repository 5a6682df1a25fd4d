/**
 * What the rest of the app may use from the inbox « Demandes » (issue 29): the navigation's badge,
 * the dashboard's flag and the client record's section. Leads imports none of clients, dashboard or
 * the shell: they import it.
 */
export { LeadsNavBadge } from './components/leads-nav-badge';
export { OverdueLeadsFlag } from './components/overdue-leads-flag';
export { ClientLeads } from './components/client-leads';
