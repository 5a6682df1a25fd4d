import { propertyMessages, type StoredDocument } from '@immopilote/contracts';
import { FilePlus, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatShortDate } from '../../../lib/format';
import { DownloadLink } from '../../../components/download-link';

const m = propertyMessages.documents;

/**
 * Documents attached to the property (their text is extracted by the documents feature). A PDF is
 * added from the edit page (001 §2), which `addUrl` opens.
 */
export function PropertyDocuments({ documents, addUrl }: { documents: StoredDocument[]; addUrl: string }) {
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{m.title}</h2>
      {documents.length === 0 ? (
        <EmptyState
          title={propertyMessages.noDocuments}
          action={
            <Button asChild variant="secondary">
              <Link to={addUrl}>
                <FilePlus className="size-4" aria-hidden />
                {m.add}
              </Link>
            </Button>
          }
        />
      ) : (
        <>
          <p className="text-sm text-slate-600">{propertyMessages.transcriptionNote}</p>
          <ul className="space-y-4">
            {documents.map((doc, i) => (
              <li key={doc.id} className="space-y-2 rounded-md border border-slate-200 p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="flex items-center gap-2 font-medium text-slate-900">
                    <FileText className="size-4" aria-hidden />
                    {m.item(i + 1, doc.fileName)}
                    <span className="text-sm font-normal text-slate-600">
                      ({formatShortDate(doc.uploadedAt)})
                    </span>
                  </p>
                  <DownloadLink href={doc.downloadUrl} fileName={doc.fileName}>
                    {propertyMessages.downloadOriginal}
                  </DownloadLink>
                </div>
                {doc.text && (
                  <pre className="max-h-60 overflow-auto whitespace-pre-wrap rounded bg-slate-50 p-3 text-sm text-slate-800">
                    {doc.text}
                  </pre>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
