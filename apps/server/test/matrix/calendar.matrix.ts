import { hashToken, newToken } from '../../src/auth/tokens';
import { calendarFeeds } from '../../src/db/schema';
import { createHistoryEntry, createProperty } from '../factories';
import type { MatrixCase, MatrixContext } from './matrix-case';
import { everyone, memberRoute } from './matrix-case';

async function propertyOfA({ t, world }: MatrixContext) {
  const property = await createProperty(t.db, world.agencyA.id, { type: 'Vente' });
  await createHistoryEntry(t.db, property, { date: '2026-03-14', startTime: '14:30', durationMinutes: 60 });
  return property.id;
}

/** A live feed of A's head: the token is the credential, so every caller gets the same answer. */
async function feedOfHeadA({ t, world }: MatrixContext) {
  const token = newToken();
  const userId = world.actors.bossA.userId!;
  await t.db
    .insert(calendarFeeds)
    .values({ userId, agencyId: world.agencyA.id, tokenHash: hashToken(token) })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: hashToken(token) } });
  return token;
}

export const calendarMatrix: MatrixCase[] = [
  {
    route: 'GET /api/calendar/events',
    request: async (ctx) => {
      await propertyOfA(ctx);
      return { url: '/api/calendar/events?from=2026-03-01&to=2026-03-31&scope=agency' };
    },
    // B's head reads B's own (empty) calendar: nothing of A's crosses over (calendar.test.ts).
    expect: memberRoute(200, 200),
  },
  {
    route: 'POST /api/calendar/events',
    request: async (ctx) => ({
      url: '/api/calendar/events',
      json: {
        propertyId: await propertyOfA(ctx),
        date: '2026-12-02',
        startTime: '14:30',
        durationMinutes: 45,
        description: 'Deuxième visite avec le couple Martin',
        clientName: 'Hugo Martin',
      },
    }),
    expect: memberRoute(201),
  },
  { route: 'GET /api/calendar/property-options', expect: memberRoute(200, 200) },
  { route: 'GET /api/calendar/feed', expect: memberRoute(200, 200) },
  {
    route: 'POST /api/calendar/feed',
    expect: memberRoute(200, 200),
    fuzzChangesDatabase: 'a new feed link takes no input: any call by a member replaces their secret',
  },
  {
    route: 'DELETE /api/calendar/feed',
    expect: memberRoute(204, 204),
    fuzzChangesDatabase: 'revoking takes no input: any call by a member removes their link',
  },
  {
    route: 'GET /api/calendar/ical/:token',
    request: async (ctx) => ({ url: `/api/calendar/ical/${await feedOfHeadA(ctx)}` }),
    expect: everyone(200),
  },
];
