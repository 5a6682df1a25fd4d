/**
 * What the rest of the app may use from matching (issue 28): the client record's sections, the
 * property page's potential buyers or tenants, and the dashboard's figure. Matching imports none of
 * clients, properties or dashboard: they import it.
 */
export { ClientSearches } from './components/client-searches';
export { ClientMatches } from './components/client-matches';
export { ClientProposals } from './components/client-proposals';
export { ProspectingConsentCard } from './components/prospecting-consent-card';
export { PropertyMatches } from './components/property-matches';
export { useNewMatchesCount } from './api/use-new-matches-count';
