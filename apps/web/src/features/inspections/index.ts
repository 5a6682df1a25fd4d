/** What the rest of the app may use from inspections: the history's section and « Mon agence »'s card. */
export { InspectionDefaultsCard } from './components/inspection-defaults-card';
export { InspectionsSection } from './components/inspections-section';
export { NewInspectionDialog } from './components/new-inspection-dialog';
