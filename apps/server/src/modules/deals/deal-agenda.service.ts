import {
  type CalendarEvent,
  DEAL_CALENDAR_TYPES,
  type DealDeadlineKind,
  dealMessages,
} from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { listDeadlineEvents } from './deal-agenda.repo';

/** A deadline's words: a free condition's own, else its kind's. */
export const deadlineLabel = (d: { kind: DealDeadlineKind; label: string | null }) =>
  d.label ?? dealMessages.deadlineKinds[d.kind];

/**
 * The files' deadlines as calendar events (the calendar page and the iCal feeds): all-day, the
 * deadline's id as the event's (a stable UID), the member in charge of the file as its author, so
 * « mine » shows a member's own files; `description` is the deadline's words and `clientName` the
 * buyer or tenant. A done deadline stays, typed `deadline-done`.
 */
export async function dealAgendaEntries(
  deps: Pick<AppDeps, 'db'>,
  scope: Pick<MemberScope, 'agencyId'>,
  filter: { from?: string; to?: string; authorId?: string },
): Promise<CalendarEvent[]> {
  const rows = await listDeadlineEvents(deps.db, scope.agencyId, {
    from: filter.from,
    to: filter.to,
    assignedTo: filter.authorId,
  });
  return rows.map((r) => ({
    id: r.id,
    // The repository keeps only files whose property is still there.
    propertyId: r.propertyId!,
    propertyName: r.propertyName,
    type: r.doneOn ? DEAL_CALENDAR_TYPES.done : DEAL_CALENDAR_TYPES.pending,
    date: r.dueOn,
    startTime: null,
    durationMinutes: null,
    description: deadlineLabel(r),
    clientName: r.partyName,
    authorId: r.assignedTo,
    authorName: r.assignedTo ? `${r.assigneeFirstName ?? ''} ${r.assigneeLastName ?? ''}`.trim() : null,
    dealId: r.dealId,
  }));
}

/** A deal event's title: the deadline's words and the property, marked once done. */
export function dealEventTitle(event: Pick<CalendarEvent, 'type' | 'description' | 'propertyName'>): string {
  return event.type === DEAL_CALENDAR_TYPES.done
    ? dealMessages.calendarTitleDone(event.description, event.propertyName)
    : dealMessages.calendarTitle(event.description, event.propertyName);
}
