/** What other features may use from owner reports: the property page's « Rapport propriétaire » card. */
export { OwnerReportCard } from './components/owner-report-card';
