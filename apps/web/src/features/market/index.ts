/**
 * What other features may use from the market data: the evaluation task of /webhook-loading, the
 * admin section, and the statement of the comparables the market page shares with the evaluation.
 */
export { type WebhookTaskOutcome, evaluatePropertyTask } from './components/evaluate-task';
export { DvfAdminSection } from './components/dvf-admin-section';
export { ComparablesNote } from './components/comparables-note';
