import {
  LEAD_STATES,
  type LeadDetail,
  type LeadState,
  leadsMessages,
  leadsScreenMessages as sm,
} from '@immopilote/contracts';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';

const d = sm.detail;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-/i;

/** An event's detail as a person reads it: a state's label; an identifier (a client's, a visit's) says nothing. */
function readable(detail: string | null): string | null {
  if (!detail || ID.test(detail)) return null;
  if ((LEAD_STATES as readonly string[]).includes(detail)) return leadsMessages.states[detail as LeadState];
  return detail;
}

/** The lead's own history, newest last, as it happened (merging keeps it whole). */
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
          {events.map((event) => {
            const detail = readable(event.detail);
            return (
              <li key={event.id} className="space-y-0.5">
                <p className="font-medium break-words text-slate-900">
                  {d.events[event.kind]}
                  {detail && <span className="font-normal text-slate-700"> · {detail}</span>}
                </p>
                <p className="text-xs text-slate-600">
                  <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                  {event.by && ` · ${d.by(event.by)}`}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
