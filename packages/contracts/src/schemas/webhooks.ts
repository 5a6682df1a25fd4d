import { z } from 'zod';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS } from '../connect/constants';
import { webhookMessages as m } from '../messages/webhooks';
import { storableString } from './fields';

/** The event « Envoyer un test » sends: no subscription needed, always to the endpoint asked. */
export const WEBHOOK_TEST_EVENT = 'webhook.test' as const;

export const WEBHOOK_URL_MAX_LENGTH = 2000;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;
/** How many endpoints one agency may subscribe: enough for every tool, few enough to send every event. */
export const WEBHOOK_ENDPOINTS_MAX = 20;

/**
 * What a URL must look like before the server resolves it: http(s), a host, no credentials. The
 * server adds the rules that depend on the deployment (https in production) and on DNS (public
 * addresses only).
 */
export const webhookUrlField = storableString({ error: m.urlInvalid })
  .trim()
  .min(1, m.urlInvalid)
  .max(WEBHOOK_URL_MAX_LENGTH, m.urlTooLong)
  .superRefine((value, ctx) => {
    // The authority (host and port) of an http(s) URL; the server parses it fully (WHATWG URL).
    const match = /^([a-z][a-z0-9+.-]*):\/\/([^/?#\s]*)([^\s]*)$/i.exec(value);
    if (!match) {
      ctx.addIssue({ code: 'custom', message: m.urlInvalid });
      return;
    }
    const [, scheme, authority] = match;
    if (!/^https?$/i.test(scheme!)) {
      ctx.addIssue({ code: 'custom', message: m.urlScheme });
    } else if (authority!.includes('@')) {
      ctx.addIssue({ code: 'custom', message: m.urlCredentials });
    } else if (!/^(\[[0-9a-f:.]+\]|[^:[\]]+)(:\d{1,5})?$/i.test(authority!)) {
      ctx.addIssue({ code: 'custom', message: m.urlInvalid });
    }
  });

const eventsField = z
  .array(z.enum(WEBHOOK_EVENTS, { error: m.eventsRequired }), { error: m.eventsRequired })
  .min(1, m.eventsRequired)
  .transform((events) => WEBHOOK_EVENTS.filter((e) => events.includes(e)));

const descriptionField = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v),
  storableString().max(WEBHOOK_DESCRIPTION_MAX_LENGTH, m.descriptionTooLong).nullable(),
);

export const webhookEndpointInputSchema = z.object({
  url: webhookUrlField,
  description: descriptionField.optional(),
  events: eventsField,
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointInputSchema>;

/** The URL stays (a new address is a new endpoint with its own secret). */
export const webhookEndpointUpdateSchema = z.object({
  description: descriptionField.optional(),
  events: eventsField.optional(),
  enabled: z.boolean().optional(),
});
export type WebhookEndpointUpdate = z.input<typeof webhookEndpointUpdateSchema>;

const lastDeliverySchema = z.object({
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  createdAt: z.string(),
});

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  createdAt: z.string(),
  lastDelivery: lastDeliverySchema.nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointListSchema = z.object({ items: z.array(webhookEndpointSchema) });
export type WebhookEndpointList = z.infer<typeof webhookEndpointListSchema>;

/** The answer to a creation: the endpoint, and its signing secret, shown this once. */
export const createdWebhookEndpointSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.string().startsWith('whsec_'),
});
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpointSchema>;

export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  endpointId: z.uuid(),
  eventId: z.string(),
  /** One of WEBHOOK_EVENTS, or `webhook.test`. */
  event: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  lastStatusCode: z.number().int().nullable(),
  /** The start of the last answer's body (1 KB at most). */
  lastResponse: z.string().nullable(),
  /** What went wrong with the last try, in French. */
  lastError: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({ items: z.array(webhookDeliverySchema) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;
