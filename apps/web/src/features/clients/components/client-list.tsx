import { type ClientListItem, clientMessages as m } from '@immopilote/contracts';
import { CalendarClock, Mail, Phone, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { formatLongDate } from '../../../lib/format';
import { calendarDay } from '../lib/calendar-day';
import { ClientRoles } from './client-roles';

/** The day of the last contact, or « Jamais » when no history entry names the client yet. */
const lastContact = (client: ClientListItem) =>
  client.lastContactOn ? formatLongDate(calendarDay(client.lastContactOn)) : m.neverContacted;

function ScoreBadge({ score }: { score: number | null }) {
  if (score === null) return null;
  return (
    <span className="shrink-0 rounded-full bg-brand-100 px-2 py-0.5 text-xs text-brand-800">
      {m.scoreBadge(score)}
    </span>
  );
}

/** The directory on a desktop: one row per client, the columns an agent compares. */
export function ClientTable({ clients }: { clients: ClientListItem[] }) {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3">
              {m.columnName}
            </th>
            <th scope="col" className="px-4 py-3">
              {m.columnContact}
            </th>
            <th scope="col" className="px-4 py-3">
              {m.columnRoles}
            </th>
            <th scope="col" className="px-4 py-3 whitespace-nowrap">
              {m.columnLastContact}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {clients.map((client) => (
            <tr key={client.id} className="align-top hover:bg-slate-50">
              <td className="px-4 py-3">
                <div className="flex items-center gap-2">
                  <Link
                    to={`/client/${client.id}`}
                    className="font-semibold text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {client.fullName}
                  </Link>
                  <ScoreBadge score={client.clientScore} />
                </div>
              </td>
              <td className="px-4 py-3 text-slate-700">
                <p className="break-all">{client.email}</p>
                {client.phone && <p className="whitespace-nowrap">{client.phone}</p>}
              </td>
              <td className="px-4 py-3">
                <ClientRoles client={client} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">{lastContact(client)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The directory on a phone or a tablet: one card per client, the whole card opens the record. */
export function ClientCards({ clients }: { clients: ClientListItem[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {clients.map((client) => (
        <li key={client.id}>
          <Link
            to={`/client/${client.id}`}
            className="block h-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-600 hover:shadow focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <p className="flex items-center gap-2 font-semibold text-slate-900">
              <UserRound className="size-4 shrink-0 text-brand-700" aria-hidden />
              <span className="min-w-0 truncate">{client.fullName}</span>
              <span className="ml-auto">
                <ScoreBadge score={client.clientScore} />
              </span>
            </p>
            <p className="mt-2 flex items-center gap-2 text-sm text-slate-700">
              <Mail className="size-4 shrink-0" aria-hidden />
              <span className="min-w-0 truncate">{client.email}</span>
            </p>
            {client.phone && (
              <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
                <Phone className="size-4 shrink-0" aria-hidden />
                {client.phone}
              </p>
            )}
            <div className="mt-3 empty:hidden">
              <ClientRoles client={client} />
            </div>
            <p className="mt-3 flex items-center gap-2 text-xs text-slate-600">
              <CalendarClock className="size-3.5 shrink-0" aria-hidden />
              {m.lastContact(lastContact(client))}
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
