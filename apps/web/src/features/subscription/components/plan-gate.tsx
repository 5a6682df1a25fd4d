import { type Feature, featureIncluded } from '@immopilote/contracts';
import type { ReactNode } from 'react';
import { useMe } from '../../auth';
import { UpsellNotice } from './upsell-notice';

/**
 * Shows `children` (the action) when the agency's plan includes the feature, the upsell otherwise.
 * The rule is the contracts' `FEATURE_PLANS`, the same one the API enforces (402).
 */
export function PlanGate({ feature, children }: { feature: Feature; children: ReactNode }) {
  const me = useMe().data;
  if (!me) return null;
  if (me.isAdmin || featureIncluded(me.agency?.subscriptionPlan ?? null, feature)) return children;
  return <UpsellNotice feature={feature} canChangePlan={me.profile.isBoss} />;
}
