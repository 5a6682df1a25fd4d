/** Publishing to the portals (issue 33): what other features place on their pages. */
export { DiffuseOn } from './components/diffuse-on';
export { PortalConnectionsCard } from './components/portal-connections-card';
export { PortalPublicationSection } from './components/portal-publication-section';
