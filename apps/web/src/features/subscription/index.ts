/** What the rest of the app may use from subscriptions: the plan gate, the API check, the lifecycle banner. */
export { AgencyExportCard } from './components/agency-export-card';
export { PlanGate } from './components/plan-gate';
export { SubscriptionBanner } from './components/subscription-banner';
export { UpsellNotice } from './components/upsell-notice';
export { useEnsureFeature } from './lib/use-ensure-feature';
