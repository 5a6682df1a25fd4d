import { type LeadDetail, leadsScreenMessages as sm } from '@immopilote/contracts';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';

const d = sm.detail;

/** The lead's own history as it happened, told by the server (names resolved); merging keeps it whole. */
export function LeadHistory({ events }: { events: LeadDetail['events'] }) {
  return (
    <Card className="space-y-3 p-4 sm:p-6" aria-labelledby="lead-history-title">
      <h2 id="lead-history-title" className="text-lg font-semibold text-slate-900">
        {d.history}
      </h2>
      {events.length === 0 ? (
        <p className="text-sm text-slate-600">{d.historyEmpty}</p>
      ) : (
        <ol className="space-y-2 border-l-2 border-slate-200 pl-4 text-sm">
          {events.map((event) => (
            <li key={event.id} className="space-y-0.5">
              <p className="font-medium break-words text-slate-900">{event.label}</p>
              <p className="text-xs text-slate-600">
                <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                {event.by && ` · ${d.by(event.by)}`}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
