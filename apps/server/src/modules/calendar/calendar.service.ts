import {
  accessState,
  type CalendarEvent,
  type CalendarFeedLink,
  type CalendarFeedStatus,
  type CalendarScope,
  calendarMessages,
  type calendarQuerySchema,
  parisToday,
  type plannedEntryInputSchema,
} from '@immopilote/contracts';
import type { z } from 'zod';
import type { MemberScope } from '../../auth/context';
import { hashToken, newToken } from '../../auth/tokens';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { dealAgendaEntries } from '../deals/deal-agenda.service';
import { agendaEntries, planHistoryEntry } from '../history/history.service';
import { propertyOptions } from '../properties/properties.service';
import { deleteFeed, findFeedByHash, findFeedOf, replaceFeed } from './calendar.repo';
import { renderIcal } from './ical';
import { withAgency } from '../../db/agency-scope';

/** How far back a feed goes: subscribers keep what they already fetched, so a season is enough. */
const FEED_PAST_DAYS = 180;

const authorFilter = (scope: MemberScope, which: CalendarScope) =>
  which === 'mine' ? { authorId: scope.userId } : {};

/** A day's all-day entries first (the deadlines among them), then the appointments by start time. */
const byDayThenTime = (a: CalendarEvent, b: CalendarEvent) =>
  a.date.localeCompare(b.date) || (a.startTime ?? '').localeCompare(b.startTime ?? '');

/**
 * The agenda: the history's entries (appointments, visits, check-in/outs) and the sale and rental
 * files' deadlines (issue 32), one list by day. `authorId` keeps one member's: their own entries
 * and the files they are in charge of.
 */
async function agendaOf(
  deps: Pick<AppDeps, 'db'>,
  scope: Pick<MemberScope, 'agencyId'>,
  filter: { from?: string; to?: string; authorId?: string },
): Promise<CalendarEvent[]> {
  const [entries, deadlines] = await Promise.all([
    agendaEntries(deps, scope, filter),
    dealAgendaEntries(deps, scope, filter),
  ]);
  // Both lists come sorted by day; the sort is stable, so each keeps its own order within a day.
  return [...deadlines, ...entries].sort(byDayThenTime);
}

export function calendarEvents(
  deps: AppDeps,
  scope: MemberScope,
  query: z.output<typeof calendarQuerySchema>,
): Promise<CalendarEvent[]> {
  return agendaOf(deps, scope, { from: query.from, to: query.to, ...authorFilter(scope, query.scope) });
}

export function planAppointment(
  deps: AppDeps,
  scope: MemberScope,
  input: z.output<typeof plannedEntryInputSchema>,
): Promise<CalendarEvent> {
  return planHistoryEntry(deps, scope, input);
}

/** The planning dialog shows a property's name and derives the entry's type from it. */
export async function calendarPropertyOptions(deps: AppDeps, scope: MemberScope) {
  const options = await propertyOptions(deps, scope);
  return options.map(({ id, name, type }) => ({ id, name, type }));
}

// ---- the private iCal feed ----------------------------------------------------------------

export async function feedStatus(deps: AppDeps, scope: MemberScope): Promise<CalendarFeedStatus> {
  const feed = await findFeedOf(deps.db, scope.agencyId, scope.userId);
  return { active: feed !== null, createdAt: feed?.createdAt.toISOString() ?? null };
}

const feedUrl = (deps: AppDeps, token: string, which: CalendarScope) =>
  `${deps.config.publicUrl}/api/calendar/ical/${token}?scope=${which}`;

/**
 * A new 256-bit secret, stored as its SHA-256 like session tokens: it is shown once, here, and
 * replaces the previous one, which stops working at once.
 */
export async function createFeed(deps: AppDeps, scope: MemberScope): Promise<CalendarFeedLink> {
  const token = newToken();
  const row = await replaceFeed(deps.db, scope.agencyId, {
    userId: scope.userId,
    tokenHash: hashToken(token),
  });
  return {
    urls: { mine: feedUrl(deps, token, 'mine'), agency: feedUrl(deps, token, 'agency') },
    createdAt: row.createdAt.toISOString(),
  };
}

export async function revokeFeed(deps: AppDeps, scope: MemberScope): Promise<void> {
  await deleteFeed(deps.db, scope.agencyId, scope.userId);
}

/**
 * The feed's iCalendar text. It answers only while its member could open the calendar in the
 * app: still active in the agency the link was made in, subscription running, two-factor set up
 * when the agency requires it. Anything else is
 * the 404 of an unknown link, so a link tells nothing about why it stopped.
 */
export async function icalFeed(
  deps: AppDeps,
  { token, scope: which }: { token: string; scope: CalendarScope },
): Promise<string> {
  const feed = await findFeedByHash(deps.db, hashToken(token));
  const allowed =
    feed !== null &&
    feed.memberAgencyId === feed.feedAgencyId &&
    accessState({
      isAdmin: false,
      status: feed.memberStatus,
      agencyId: feed.memberAgencyId,
      agencySubscriptionActive: feed.subscriptionStatus === 'active',
      twoFactorSetupRequired: feed.requireTwoFactor && !feed.twoFactorEnabled,
    }) === 'ready';
  if (!feed || !allowed) throw notFound(calendarMessages.feedNotFound);
  const from = new Date(`${parisToday()}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - FEED_PAST_DAYS);
  // Found by its secret across agencies; the rest reads its own agency only.
  const events = await withAgency({ agencyId: feed.feedAgencyId }, () =>
    agendaOf(
      deps,
      { agencyId: feed.feedAgencyId },
      { from: from.toISOString().slice(0, 10), ...(which === 'mine' ? { authorId: feed.userId } : {}) },
    ),
  );
  return renderIcal({
    name:
      which === 'mine'
        ? calendarMessages.feedNameMine(feed.agencyName)
        : calendarMessages.feedName(feed.agencyName),
    publicUrl: deps.config.publicUrl,
    events,
  });
}
