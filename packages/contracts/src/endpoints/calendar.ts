import {
  calendarEventListSchema,
  calendarEventSchema,
  calendarFeedLinkSchema,
  calendarFeedParams,
  calendarFeedQuerySchema,
  calendarFeedStatusSchema,
  calendarPropertyOptionListSchema,
  calendarQuerySchema,
  plannedEntryInputSchema,
} from '../schemas/calendar';
import { created, endpoint, file, json, noContent, ok } from './define';

/** The agency calendar: appointments are history entries; each member has a private iCal feed. */
export const calendarEndpoints = {
  events: endpoint({
    method: 'GET',
    path: '/api/calendar/events',
    query: calendarQuerySchema,
    response: ok(calendarEventListSchema),
  }),
  /** Adds a history entry with a start time to the property. */
  plan: endpoint({
    method: 'POST',
    path: '/api/calendar/events',
    body: json(plannedEntryInputSchema),
    response: created(calendarEventSchema),
  }),
  propertyOptions: endpoint({
    method: 'GET',
    path: '/api/calendar/property-options',
    response: ok(calendarPropertyOptionListSchema),
  }),
  feedStatus: endpoint({ method: 'GET', path: '/api/calendar/feed', response: ok(calendarFeedStatusSchema) }),
  /** A new secret; the previous one, if any, stops working at once. */
  createFeed: endpoint({ method: 'POST', path: '/api/calendar/feed', response: ok(calendarFeedLinkSchema) }),
  revokeFeed: endpoint({ method: 'DELETE', path: '/api/calendar/feed', response: noContent }),
  /** Public (calendar apps carry no session): the secret in the address is the credential. text/calendar. */
  ical: endpoint({
    method: 'GET',
    path: '/api/calendar/ical/:token',
    params: calendarFeedParams,
    query: calendarFeedQuerySchema,
    response: file,
  }),
} as const;
