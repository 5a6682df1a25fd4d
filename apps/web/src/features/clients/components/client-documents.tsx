import {
  type ClientDocument,
  clientMessages as m,
  documentTypeLabel,
  privacyMessages as pm,
} from '@immopilote/contracts';
import { CalendarClock, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatLongDate, formatShortDate } from '../../../lib/format';
import { DownloadLink } from '../../../components/download-link';

/** "Documents et Transcriptions": each file through the authorised download route, with its text. */
export function ClientDocuments({
  documents,
  action,
}: {
  documents: ClientDocument[];
  /** What adds a document (the edit form's PDF step), offered by the empty state. */
  action?: ReactNode;
}) {
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-base font-semibold text-slate-900">{m.documentsTitle}</h2>
      {documents.length === 0 ? (
        <EmptyState title={m.noDocuments} action={action} />
      ) : (
        <ul className="space-y-4">
          {documents.map((doc, i) => (
            <li key={doc.id} className="space-y-2 rounded-lg border border-slate-200 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-medium text-slate-900">
                  {m.documentN(i + 1)}{' '}
                  <span className="text-xs font-normal text-slate-600">
                    {m.documentMeta(doc.fileName, formatShortDate(doc.uploadedAt))}
                  </span>
                </h3>
                <DownloadLink href={doc.downloadUrl} fileName={doc.fileName}>
                  {m.download}
                </DownloadLink>
              </div>
              {doc.documentType && (
                <p className="inline-flex rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800">
                  {documentTypeLabel(doc.documentType)}
                </p>
              )}
              <p className="flex items-center gap-1 text-xs text-slate-700">
                <CalendarClock className="size-3" aria-hidden />
                {doc.deleteAfter ? pm.deleteAfter(formatLongDate(doc.deleteAfter)) : pm.keptForNow}
              </p>
              <p className="inline-flex items-center gap-1 text-xs font-medium text-slate-600">
                <Sparkles className="size-3" aria-hidden />
                {m.transcription}
              </p>
              <textarea
                readOnly
                rows={8}
                aria-label={m.transcriptionOf(i + 1)}
                value={doc.text ?? ''}
                className="max-h-64 overflow-y-auto rounded-md bg-slate-50 p-3 text-sm text-slate-800 w-full resize-y border-0"
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
