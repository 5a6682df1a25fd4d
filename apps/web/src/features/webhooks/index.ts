/** Outgoing webhooks (issue 33): the section the page « API et webhooks » shows. */
export { WebhooksSection } from './components/webhooks-section';
