import {
  calendarMessages,
  dealFiguresScreenMessages,
  dashboardMessages as m,
  parisToday,
} from '@immopilote/contracts';
import { CalendarPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Loading, placeholderKeys, Skeleton } from '../../../components/ui/skeleton';
import { useCalendarEvents } from '../../calendar';

/**
 * Today's appointments of the whole agency, in time order, with a way into the agenda; a file's
 * deadline due today (issue 32) is marked « Échéance » and opens the file.
 */
export function TodayAgenda() {
  const today = parisToday();
  const { data, isPending, isError } = useCalendarEvents({ from: today, to: today, scope: 'agency' });
  return (
    <section aria-labelledby="today-agenda-title" className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="today-agenda-title" className="font-semibold text-slate-900">
          {m.agendaTitle}
        </h2>
        <Link
          to="/agenda"
          className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {m.agendaAll}
        </Link>
      </div>
      {isPending ? (
        <Loading>
          <div className="mt-2 space-y-2">
            {placeholderKeys(2).map((key) => (
              <Skeleton key={key} className="h-10" />
            ))}
          </div>
        </Loading>
      ) : isError ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {m.agendaFailed}
        </p>
      ) : data.length === 0 ? (
        <EmptyState
          compact
          className="mt-2"
          title={m.agendaEmpty}
          action={
            <Button asChild variant="secondary" size="sm">
              <Link to="/agenda">
                <CalendarPlus className="size-4" aria-hidden />
                {m.agendaPlan}
              </Link>
            </Button>
          }
        />
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {[...data]
            .sort((a, b) => (a.startTime ?? '').localeCompare(b.startTime ?? ''))
            .map((event) => (
              <li key={event.id}>
                <Link
                  to={event.dealId ? `/ventes/${event.dealId}` : `/property-detail/${event.propertyId}`}
                  className="flex min-h-11 items-center gap-3 rounded-md py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span className="w-18 shrink-0 text-sm font-semibold text-slate-900 tabular-nums">
                    {event.dealId
                      ? dealFiguresScreenMessages.calendar.deadlineMarker
                      : event.startTime
                        ? event.startTime.slice(0, 5)
                        : m.allDay}
                  </span>
                  <span className="min-w-0 text-sm">
                    <span className="block truncate font-medium text-slate-900">
                      {event.dealId
                        ? dealFiguresScreenMessages.calendar.deadlineLine(
                            event.description,
                            event.propertyName,
                          )
                        : calendarMessages.eventTitle(event.type, event.propertyName)}
                    </span>
                    <span className="block truncate text-slate-600">{event.clientName}</span>
                  </span>
                </Link>
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
