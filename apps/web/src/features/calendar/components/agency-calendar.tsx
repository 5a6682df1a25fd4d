import {
  type CalendarEvent,
  type CalendarScope,
  calendarMessages,
  dealFiguresScreenMessages,
  parisToday,
} from '@immopilote/contracts';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { fr } from 'date-fns/locale';
import { CalendarPlus, ChevronLeft, ChevronRight, Flag } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import {
  Calendar,
  type DateLocalizer,
  dateFnsLocalizer,
  type Formats,
  type ToolbarProps,
} from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useCalendarEvents } from '../api/get-calendar-events';
import './agency-calendar.css';
import {
  type CalendarView,
  eventBounds,
  isDoneDeadline,
  isoDay,
  LIST_LENGTH,
  visibleRange,
  WEEK_STARTS_ON,
} from './calendar-dates';
import { PlanAppointmentDialog, type PlanSlot } from './plan-appointment-dialog';
import { useCalendarAria } from './use-calendar-aria';

const localizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn: WEEK_STARTS_ON }),
  getDay,
  locales: { fr },
});

const range =
  (pattern: string) =>
  ({ start, end }: { start: Date; end: Date }, culture?: string, l?: DateLocalizer) =>
    `${l?.format(start, pattern, culture)} – ${l?.format(end, pattern, culture)}`;

/** French, 24-hour clock (UX.md: dates through fr-FR). */
const FORMATS: Formats = {
  dateFormat: 'd',
  timeGutterFormat: 'HH:mm',
  eventTimeRangeFormat: range('HH:mm'),
  agendaTimeFormat: 'HH:mm',
  agendaTimeRangeFormat: range('HH:mm'),
  selectRangeFormat: range('HH:mm'),
  dayFormat: 'EEE d',
  weekdayFormat: 'EEE',
  monthHeaderFormat: 'MMMM yyyy',
  dayHeaderFormat: 'EEEE d MMMM yyyy',
  dayRangeHeaderFormat: ({ start, end }, culture, l) =>
    `${l?.format(start, 'd MMM', culture)} – ${l?.format(end, 'd MMM yyyy', culture)}`,
  agendaHeaderFormat: ({ start, end }, culture, l) =>
    `${l?.format(start, 'd MMM', culture)} – ${l?.format(end, 'd MMM yyyy', culture)}`,
  agendaDateFormat: 'EEE d MMM',
};

const MESSAGES = {
  date: calendarMessages.dateColumn,
  time: calendarMessages.timeColumn,
  event: calendarMessages.eventColumn,
  allDay: calendarMessages.allDay,
  week: calendarMessages.views.week,
  day: calendarMessages.views.day,
  month: calendarMessages.views.month,
  agenda: calendarMessages.views.agenda,
  previous: calendarMessages.previous,
  next: calendarMessages.next,
  today: calendarMessages.today,
  noEventsInRange: calendarMessages.noEventsInRange,
  showMore: calendarMessages.showMore,
};

interface Shown {
  title: string;
  start: Date;
  end: Date;
  allDay: boolean;
  resource: CalendarEvent;
}

/** A week or a month grid on a desktop; a day and a list on a phone, where a month grid is unreadable. */
const WIDE_VIEWS: CalendarView[] = ['month', 'week', 'agenda'];
const NARROW_VIEWS: CalendarView[] = ['agenda', 'day'];

/**
 * An appointment opens its property's history, where it lives (and is changed); a file's deadline
 * (issue 32) opens the file, where its event is recorded: the calendar edits neither.
 */
const eventLink = (e: CalendarEvent) =>
  e.dealId ? `/ventes/${e.dealId}` : `/property-history/${e.propertyId}`;

/**
 * The agency's calendar (issue 10): visits and check-in/outs of the property history, the
 * member's own or everyone's, with « Planifier un rendez-vous »; and the deadlines of the sale and
 * rental files (issue 32), all-day items marked « Échéance ».
 */
export function AgencyCalendar() {
  const wide = useMediaQuery('(min-width: 768px)');
  const views = wide ? WIDE_VIEWS : NARROW_VIEWS;
  const [chosenView, setView] = useState<CalendarView>('week');
  const view = views.includes(chosenView) ? chosenView : views[0]!;
  const [date, setDate] = useState(() => new Date(`${parisToday()}T12:00:00`));
  const [scope, setScope] = useState<CalendarScope>('agency');
  const [slot, setSlot] = useState<PlanSlot | null>(null);
  const navigate = useNavigate();
  const grid = useRef<HTMLDivElement>(null);
  useCalendarAria(grid, calendarMessages.hoursLabel);

  const events = useCalendarEvents({ ...visibleRange(view, date), scope });
  const shown = useMemo<Shown[]>(
    () =>
      (events.data ?? []).map((e) => ({
        title: e.dealId
          ? dealFiguresScreenMessages.calendar.deadlineTitle(e.description, e.propertyName, isDoneDeadline(e))
          : calendarMessages.eventTitle(e.type, e.propertyName),
        ...eventBounds(e),
        resource: e,
      })),
    [events.data],
  );

  const openPlan = (start?: Date, withTime = false) =>
    setSlot({
      date: start ? isoDay(start) : parisToday(),
      startTime: start && withTime ? format(start, 'HH:mm') : '09:00',
    });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ScopeSwitch scope={scope} onChange={setScope} />
        <Button onClick={() => openPlan()}>
          <CalendarPlus className="size-4" aria-hidden />
          {calendarMessages.plan}
        </Button>
      </div>
      <Card
        className={cn('immo-calendar p-2 sm:p-4', events.isFetching && 'is-loading')}
        aria-busy={events.isFetching}
      >
        {events.isError && (
          <div
            role="alert"
            className="mb-3 flex flex-wrap items-center justify-between gap-2 rounded-md bg-red-50 p-3 text-sm text-red-800"
          >
            {calendarMessages.loadFailed}
            <Button variant="secondary" size="sm" onClick={() => events.refetch()}>
              {calendarMessages.retry}
            </Button>
          </div>
        )}
        <div ref={grid}>
          <Calendar<Shown>
            localizer={localizer}
            culture="fr"
            formats={FORMATS}
            messages={MESSAGES}
            events={shown}
            views={views}
            view={view}
            onView={(next) => setView(next as CalendarView)}
            date={date}
            onNavigate={setDate}
            length={LIST_LENGTH}
            scrollToTime={new Date(1970, 0, 1, 8)}
            step={30}
            timeslots={2}
            popup
            selectable
            onSelectSlot={({ start }) => openPlan(start, view !== 'month')}
            onSelectEvent={(e) => navigate(eventLink(e.resource))}
            eventPropGetter={(e) => ({
              className: e.resource.dealId
                ? cn('immo-event-deadline', isDoneDeadline(e.resource) && 'is-done')
                : `immo-event-${e.resource.type}`,
            })}
            components={{ toolbar: Toolbar, event: EventContent, header: DayHeader }}
            style={{ height: view === 'agenda' ? 'auto' : wide ? 720 : 640 }}
          />
        </div>
      </Card>
      <PlanAppointmentDialog slot={slot} onClose={() => setSlot(null)} />
    </div>
  );
}

function ScopeSwitch({ scope, onChange }: { scope: CalendarScope; onChange(scope: CalendarScope): void }) {
  return (
    <fieldset className="flex rounded-lg bg-slate-100 p-1">
      <legend className="sr-only">{calendarMessages.scopeLabel}</legend>
      {(['mine', 'agency'] as const).map((value) => (
        <label
          key={value}
          className={cn(
            'flex min-h-10 cursor-pointer items-center rounded-md px-3 text-sm font-medium text-slate-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
            scope === value && 'bg-white text-brand-800 shadow-sm',
          )}
        >
          <input
            type="radio"
            name="calendar-scope"
            value={value}
            checked={scope === value}
            onChange={() => onChange(value)}
            className="sr-only"
          />
          {calendarMessages.scopes[value]}
        </label>
      ))}
    </fieldset>
  );
}

function Toolbar({ label, onNavigate, onView, view, views }: ToolbarProps<Shown>) {
  const names = (Array.isArray(views) ? views : Object.keys(views)) as CalendarView[];
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
      <div className="flex flex-wrap items-center gap-1">
        <Button
          variant="secondary"
          size="sm"
          className="h-11 shrink-0 sm:h-10"
          onClick={() => onNavigate('TODAY')}
        >
          {calendarMessages.today}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="size-11 shrink-0 p-0 sm:size-10"
          aria-label={calendarMessages.previous}
          onClick={() => onNavigate('PREV')}
        >
          <ChevronLeft className="size-5" aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="size-11 shrink-0 p-0 sm:size-10"
          aria-label={calendarMessages.next}
          onClick={() => onNavigate('NEXT')}
        >
          <ChevronRight className="size-5" aria-hidden />
        </Button>
        {/* On a phone the period gets its own line rather than squeezing the buttons. */}
        <h2
          className="order-last w-full text-base font-semibold text-slate-900 first-letter:uppercase sm:order-none sm:ml-1 sm:w-auto"
          aria-live="polite"
        >
          {label}
        </h2>
      </div>
      <fieldset className="flex rounded-lg bg-slate-100 p-1">
        <legend className="sr-only">{calendarMessages.viewLabel}</legend>
        {names.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={view === name}
            onClick={() => onView(name)}
            className={cn(
              'min-h-11 min-w-11 rounded-md px-3 text-sm sm:min-h-10 font-medium text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600',
              view === name && 'bg-white text-brand-800 shadow-sm',
            )}
          >
            {calendarMessages.views[name]}
          </button>
        ))}
      </fieldset>
    </div>
  );
}

/** The library's header puts `role="columnheader"` and `aria-sort` inside a button: plain text here. */
function DayHeader({ label }: { label: string }) {
  return <span>{label}</span>;
}

function EventContent({ event }: { event: Shown }) {
  const e = event.resource;
  if (e.dealId) return <DeadlineContent event={e} />;
  return (
    <span className="block leading-tight">
      <span className="font-medium">{event.title}</span>
      <span className="block truncate opacity-90">
        {e.clientName}
        {e.authorName ? ` · ${calendarMessages.by(e.authorName)}` : ''}
      </span>
    </span>
  );
}

/**
 * A deadline says so in words and with a flag, not by its colour alone (UX.md), « Fait » once its
 * event is recorded; its words are the event's `description`.
 */
function DeadlineContent({ event: e }: { event: CalendarEvent }) {
  const m = dealFiguresScreenMessages.calendar;
  return (
    <span className="block leading-tight">
      <span className="immo-deadline-marker inline-flex items-center gap-1 font-semibold uppercase tracking-wide">
        <Flag className="size-3" aria-hidden />
        {m.deadlineMarker}
        {isDoneDeadline(e) && <span> · {m.doneMarker}</span>}
      </span>
      <span className="block font-medium">{m.deadlineLine(e.description, e.propertyName)}</span>
      <span className="block truncate opacity-90">
        {e.clientName}
        {e.authorName ? ` · ${calendarMessages.by(e.authorName)}` : ''}
      </span>
    </span>
  );
}
