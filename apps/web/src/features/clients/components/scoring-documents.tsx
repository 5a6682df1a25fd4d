import { type ScoringDocument, scoringMessages as m } from '@immopilote/contracts';
import { FileText } from 'lucide-react';

/** « Lu dans les documents »: what each client document was recognised as, and the facts read from it. */
export function ScoringDocuments({ documents }: { documents: ScoringDocument[] }) {
  const read = documents.filter((d) => d.kind !== null);
  if (read.length === 0) return <p className="text-sm text-slate-600">{m.extractedEmpty}</p>;
  return (
    <ul className="space-y-3">
      {read.map((doc) => (
        <li key={doc.documentId} className="rounded-lg border border-slate-200 p-3">
          <p className="flex items-center gap-2 font-medium text-slate-900">
            <FileText className="size-4 shrink-0 text-brand-700" aria-hidden />
            {doc.kind ? m.documentKinds[doc.kind] : m.unrecognised}
          </p>
          <p className="truncate text-xs text-slate-500">{doc.fileName}</p>
          {doc.facts.length > 0 && (
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {doc.facts.map((fact) => (
                <div key={fact.label} className="contents">
                  <dt className="text-slate-600">{fact.label}</dt>
                  <dd className="text-slate-900">{fact.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </li>
      ))}
    </ul>
  );
}
