import { clientMessages as m, historyMessages } from '@immopilote/contracts';
import { CalendarDays, History } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Loading, placeholderKeys, Skeleton } from '../../../components/ui/skeleton';
import { formatLongDate } from '../../../lib/format';
import { useClientVisits } from '../api/get-client-visits';
import { calendarDay } from '../lib/calendar-day';

/** « Biens et visites »: each history entry naming the client, with its property and that property's history. */
export function ClientVisits({ clientId }: { clientId: string }) {
  const visits = useClientVisits(clientId);
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="space-y-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          {m.visitsTitle}
        </h2>
        {visits.data && (
          <p className="text-sm text-slate-700">
            {visits.data.lastContactOn
              ? m.lastContact(formatLongDate(calendarDay(visits.data.lastContactOn)))
              : m.noLastContact}
          </p>
        )}
      </div>
      {visits.isPending ? (
        <Loading>
          <div className="space-y-3">
            {placeholderKeys(2).map((key) => (
              <Skeleton key={key} className="h-14 w-full" />
            ))}
          </div>
        </Loading>
      ) : visits.isError ? (
        <p className="text-sm text-red-700">{m.visitsLoadFailed}</p>
      ) : visits.data.items.length === 0 ? (
        <EmptyState
          title={m.noVisits}
          description={m.noVisitsHint}
          action={
            <Button variant="secondary" asChild>
              <Link to="/agenda">
                <CalendarDays className="size-4" aria-hidden />
                {m.openAgenda}
              </Link>
            </Button>
          }
        />
      ) : (
        <ul className="divide-y divide-slate-100">
          {visits.data.items.map((visit) => {
            const day = formatLongDate(calendarDay(visit.date));
            return (
              <li key={visit.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
                <div className="min-w-0 space-y-0.5">
                  <p className="text-xs font-medium text-slate-600">
                    {m.visitWhen(
                      historyMessages.typeLabels[visit.type] ?? visit.type,
                      visit.startTime ? m.visitAt(day, visit.startTime) : day,
                    )}
                  </p>
                  <Link
                    to={`/property-detail/${visit.propertyId}`}
                    className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 sm:min-h-0"
                  >
                    {visit.propertyName}
                  </Link>
                  <p className="line-clamp-2 text-sm text-slate-700">{visit.description}</p>
                  {visit.clientNote !== null && (
                    <p className="text-sm text-slate-700">
                      <span aria-hidden>{m.visitNote(historyMessages.note(visit.clientNote))}</span>
                      <span className="sr-only">{historyMessages.noteAria(visit.clientNote)}</span>
                    </p>
                  )}
                </div>
                <Button variant="ghost" size="sm" asChild>
                  <Link
                    to={`/property-history/${visit.propertyId}`}
                    aria-label={m.visitHistoryOf(visit.propertyName)}
                  >
                    <History className="size-4" aria-hidden />
                    {m.visitHistory}
                  </Link>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
