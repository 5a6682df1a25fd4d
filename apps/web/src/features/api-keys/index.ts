/** « API et webhooks » (issue 33): the head's API keys, and the link to it from « Mon agence ». */
export { ApiWebhooksLink } from './components/api-webhooks-link';
