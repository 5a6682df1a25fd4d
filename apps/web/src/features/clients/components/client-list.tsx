import { type ClientListItem, clientMessages as m } from '@immopilote/contracts';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import { formatLongDate } from '../../../lib/format';
import { calendarDay } from '../lib/calendar-day';
import { ClientRoles } from './client-roles';

/** The day of the last contact, or « Jamais » when no history entry names the client yet. */
const lastContact = (client: ClientListItem) =>
  client.lastContactOn ? formatLongDate(calendarDay(client.lastContactOn)) : m.neverContacted;

function ScoreBadge({ score }: { score: number | null }) {
  if (score === null) return null;
  return (
    <span className="shrink-0 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-normal text-brand-800">
      {m.scoreBadge(score)}
    </span>
  );
}

const COLUMNS: readonly DataColumn<ClientListItem>[] = [
  {
    header: m.columnName,
    card: 'title',
    cell: (client) => (
      <div className="flex items-center gap-2">
        <Link
          to={`/client/${client.id}`}
          className="inline-flex min-h-11 items-center font-semibold text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 lg:min-h-0"
        >
          {client.fullName}
        </Link>
        <ScoreBadge score={client.clientScore} />
      </div>
    ),
  },
  {
    header: m.columnContact,
    cell: (client) => (
      <>
        <p className="break-all">{client.email}</p>
        {client.phone && <p className="whitespace-nowrap">{client.phone}</p>}
      </>
    ),
  },
  {
    header: m.columnRoles,
    cell: (client) => (client.roles.length > 0 ? <ClientRoles client={client} /> : null),
  },
  { header: m.columnLastContact, cell: lastContact },
];

/** The directory: the columns an agent compares from 1024 px, one card per client below. */
export function ClientList({ clients }: { clients: ClientListItem[] }) {
  return (
    <DataTable
      caption={m.directoryTitle}
      columns={COLUMNS}
      rows={clients}
      rowKey={(client) => client.id}
      wideFrom="lg"
      framed
    />
  );
}
