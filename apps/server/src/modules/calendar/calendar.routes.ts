import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { inlineDisposition } from '../../http/content-disposition';
import { route } from '../../http/route';
import {
  calendarEvents,
  calendarPropertyOptions,
  createFeed,
  feedStatus,
  icalFeed,
  planAppointment,
  revokeFeed,
} from './calendar.service';

export async function calendarRoutes(app: FastifyInstance, deps: AppDeps) {
  // The calendar is the agency's history, open to every active member like the history itself.
  const member = { guard: guard.member() };

  route(app, endpoints.calendar.events, member, async ({ request, query }) => ({
    items: await calendarEvents(deps, scopeOf(request), query),
  }));
  route(app, endpoints.calendar.plan, member, ({ request, body }) =>
    planAppointment(deps, scopeOf(request), body),
  );
  route(app, endpoints.calendar.propertyOptions, member, async ({ request }) => ({
    items: await calendarPropertyOptions(deps, scopeOf(request)),
  }));
  route(app, endpoints.calendar.feedStatus, member, ({ request }) => feedStatus(deps, scopeOf(request)));
  route(app, endpoints.calendar.createFeed, member, ({ request }) => createFeed(deps, scopeOf(request)));
  route(app, endpoints.calendar.revokeFeed, member, ({ request }) => revokeFeed(deps, scopeOf(request)));

  // Calendar apps fetch without a session: the secret in the address is the credential, so the
  // request is kept out of the access log.
  const feed = { guard: guard.public, logLevel: 'warn', signIn: true } as const;
  route(app, endpoints.calendar.ical, feed, async ({ reply, params, query }) => {
    const text = await icalFeed(deps, { token: params.token, scope: query.scope });
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Cache-Control', 'private, no-store')
      .header('Content-Disposition', inlineDisposition('agenda.ics'))
      .send(text);
  });
}
