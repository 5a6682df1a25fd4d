/**
 * Where the dashboard's shortcuts, property search and property grid go (spec 000 §2 "Dashboard").
 * They arrive with the properties issue; until then the dashboard shows only its header and agency card.
 */
export function DashboardPropertiesSlot() {
  return null;
}
