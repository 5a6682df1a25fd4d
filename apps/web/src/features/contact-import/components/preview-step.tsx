import { type ContactImportPreviewRow, contactImportMessages as m } from '@immopilote/contracts';
import { ArrowLeft, Upload } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

const STATUS_STYLE: Record<ContactImportPreviewRow['status'], string> = {
  ok: 'bg-emerald-50 text-emerald-800',
  error: 'bg-red-50 text-red-800',
  duplicate: 'bg-amber-50 text-amber-900',
};
const STATUS_LABEL: Record<ContactImportPreviewRow['status'], string> = {
  ok: m.rowOk,
  error: m.rowError,
  duplicate: m.rowDuplicate,
};

function duplicateText(row: ContactImportPreviewRow): string | null {
  const d = row.duplicate;
  if (!d) return null;
  return d.ofLine !== null
    ? m.duplicateOfLine(d.ofLine)
    : d.client
      ? m.duplicateOfClient(d.client.name)
      : null;
}

function PreviewRow({ row }: { row: ContactImportPreviewRow }) {
  const duplicate = duplicateText(row);
  return (
    <li className="space-y-1 border-b border-slate-100 py-3 last:border-0">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs text-slate-600">{m.lineN(row.line)}</span>
        <span className={cn('rounded px-1.5 py-0.5 text-xs font-medium', STATUS_STYLE[row.status])}>
          {STATUS_LABEL[row.status]}
        </span>
        <span className="font-medium text-slate-900">{row.contact.fullName}</span>
      </div>
      <p className="break-words text-sm text-slate-700">
        {[row.contact.email, row.contact.phone].filter(Boolean).join(' · ')}
      </p>
      {row.search && (
        <p className="text-sm text-slate-700">
          <span className="text-slate-600">{m.searchLabel}</span>
          {row.search}
        </p>
      )}
      {(row.errors.length > 0 || row.warnings.length > 0 || duplicate) && (
        <ul className="list-disc space-y-0.5 pl-5 text-sm">
          {row.errors.map((e) => (
            <li key={e} className="text-red-700">
              {e}
            </li>
          ))}
          {duplicate && <li className="text-amber-900">{duplicate}</li>}
          {row.warnings.map((w) => (
            <li key={w} className="text-slate-700">
              {w}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

interface PreviewStepProps {
  rows: ContactImportPreviewRow[];
  rowCount: number;
  busy: boolean;
  onBack(): void;
  onStart(): void;
}

/** The first rows as they will be imported, then « Importer N contacts ». */
export function PreviewStep({ rows, rowCount, busy, onBack, onStart }: PreviewStepProps) {
  return (
    <Card className="space-y-4 p-4 sm:p-5">
      <div className="space-y-1">
        <h2 className="text-base font-semibold text-slate-900">{m.previewTitle(rows.length)}</h2>
        <p className="text-sm text-slate-600">{m.previewIntro}</p>
      </div>
      <ul aria-label={m.previewTitle(rows.length)}>
        {rows.map((row) => (
          <PreviewRow key={row.line} row={row} />
        ))}
      </ul>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          <ArrowLeft className="size-4" aria-hidden />
          {m.backToMapping}
        </Button>
        <Button onClick={onStart} disabled={busy}>
          <Upload className="size-4" aria-hidden />
          {busy ? m.starting : m.start(rowCount)}
        </Button>
      </div>
    </Card>
  );
}
