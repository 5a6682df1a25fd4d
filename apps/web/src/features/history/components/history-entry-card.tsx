import { type HistoryEntry, historyMessages } from '@immopilote/contracts';
import { Card } from '../../../components/ui/card';
import { formatLongDate } from '../../../lib/format';
import { DownloadLink } from '../../../components/download-link';

/** A calendar date (YYYY-MM-DD) read at noon local time, so no time zone moves it to the day before. */
const calendarDate = (date: string) => formatLongDate(new Date(`${date}T12:00:00`));

export function HistoryEntryCard({ entry }: { entry: HistoryEntry }) {
  return (
    <Card className="space-y-2 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">
          {historyMessages.typeLabels[entry.type] ?? entry.type} · {calendarDate(entry.date)}
          {entry.startTime && ` · ${entry.startTime}`}
        </p>
        {entry.clientNote !== null && (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-800">
            {entry.clientNote}/5
          </span>
        )}
      </div>
      <p className="text-sm text-slate-700">
        Client : {entry.clientName}
        {entry.clientEmail && ` · ${entry.clientEmail}`}
        {entry.clientPhone && ` · ${entry.clientPhone}`}
      </p>
      <p className="whitespace-pre-line text-slate-800">{entry.description}</p>
      {entry.documents.length > 0 && (
        <ul className="flex flex-wrap gap-3">
          {entry.documents.map((doc) => (
            <li key={doc.id}>
              <DownloadLink href={doc.downloadUrl} fileName={doc.fileName}>
                {doc.fileName}
              </DownloadLink>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
