import { WEBHOOK_EVENTS, type WebhookEvent, webhookMessages as m } from '@immopilote/contracts';

/** An event's French name; the test event's too. */
export function eventLabel(event: string): string {
  return (WEBHOOK_EVENTS as readonly string[]).includes(event)
    ? m.events[event as WebhookEvent]
    : m.testEvent;
}
