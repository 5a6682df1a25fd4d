import { DashboardProperties } from './dashboard-properties';

/** The dashboard's shortcuts, property search and property grid (spec 000 §2 "Dashboard"). */
export function DashboardPropertiesSlot() {
  return <DashboardProperties />;
}
