/** What other features may use from the market data: the evaluation task of /webhook-loading, the admin section. */
export { type WebhookTaskOutcome, evaluatePropertyTask } from './components/evaluate-task';
export { DvfAdminSection } from './components/dvf-admin-section';
