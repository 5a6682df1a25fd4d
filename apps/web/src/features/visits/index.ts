export { OwnerNoticeCadenceCard } from './components/owner-notice-cadence-card';
export { VisitActions } from './components/visit-actions';
