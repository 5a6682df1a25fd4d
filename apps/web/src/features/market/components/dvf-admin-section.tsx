import { DVF_DROP_REASONS, type DvfImport, marketMessages } from '@immopilote/contracts';
import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { FilePicker } from '../../../components/ui/file-picker';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { ApiRequestError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useDvfImport, useDvfOverview, useStartDvfImport } from '../api/dvf-admin';

const m = marketMessages.admin;

function ImportProgress({ row }: { row: DvfImport }) {
  const ratio = row.bytesTotal ? Math.min(1, row.bytesRead / row.bytesTotal) : null;
  const percent = row.status === 'done' ? 100 : ratio === null ? 0 : Math.round(ratio * 100);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-slate-900">{row.source}</span>
        <span className="text-slate-700">{m.status[row.status]}</span>
      </div>
      {(row.status === 'running' || row.status === 'pending') && (
        <progress className="h-2 w-full" max={100} value={percent} aria-label={m.progressLabel(row.source)}>
          {percent} %
        </progress>
      )}
      <p className="text-sm text-slate-600">{m.figures(row.rowsRead, row.salesKept)}</p>
      {row.status === 'done' && (
        <ul className="text-sm text-slate-600">
          {DVF_DROP_REASONS.filter((r) => (row.dropped[r] ?? 0) > 0).map((r) => (
            <li key={r}>
              − {formatNumber(row.dropped[r] ?? 0)} {marketMessages.import.dropReasons[r]}
            </li>
          ))}
        </ul>
      )}
      {row.error && (
        <p role="alert" className="text-sm text-red-700">
          {row.error}
        </p>
      )}
    </div>
  );
}

/** Admin › « Données DVF »: what is loaded (communes, years), the last imports, and an upload run as a job. */
export function DvfAdminSection() {
  const overview = useDvfOverview();
  const start = useStartDvfImport();
  const [current, setCurrent] = useState<string | null>(null);
  const running = useDvfImport(current);

  const onFiles = ([file]: File[]) => {
    if (!file) return;
    start.mutate(file, {
      onSuccess: (row) => setCurrent(row.id),
      onError: (error) =>
        toast.error(m.uploadFailed, error instanceof ApiRequestError ? error.message : undefined),
    });
  };

  const data = overview.data;
  return (
    <section aria-labelledby="dvf-title" className="space-y-4">
      <div className="space-y-1">
        <h2 id="dvf-title" className="text-lg font-semibold text-slate-900">
          {m.title}
        </h2>
        <p className="text-sm text-slate-600">{m.intro}</p>
      </div>
      <Card className="space-y-4 p-4 sm:p-6">
        <FilePicker
          label={start.isPending ? m.uploading : m.upload}
          accept=".csv,.gz,text/csv,application/gzip"
          disabled={
            start.isPending || running.data?.status === 'running' || running.data?.status === 'pending'
          }
          icon={FileSpreadsheet}
          onFiles={onFiles}
        />
        <p className="text-sm text-slate-600">{m.uploadHint}</p>
        {running.data && <ImportProgress row={running.data} />}
      </Card>
      {overview.isPending ? (
        <Loading>
          <Skeleton className="h-32" />
        </Loading>
      ) : !data ? (
        <p role="alert" className="text-sm text-red-700">
          {m.loadFailed}
        </p>
      ) : data.communes.length === 0 ? (
        <EmptyState title={m.empty} description={m.emptyHint} />
      ) : (
        <Card className="space-y-3 p-4 sm:p-6">
          <p className="text-sm text-slate-700">{m.totals(data.sales.appartement, data.sales.maison)}</p>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {data.communes.map((c) => (
              <li key={c.communeCode} className="rounded-md border border-slate-200 p-3 text-sm">
                <p className="font-medium text-slate-900">
                  {c.communeName} ({c.communeCode})
                </p>
                <p className="text-slate-600">{m.communeLine(c.sales, c.years)}</p>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {data && data.imports.length > 0 && (
        <div className="space-y-2">
          <h3 className="font-medium text-slate-900">{m.historyTitle}</h3>
          <ul className="divide-y divide-slate-100 text-sm">
            {data.imports.map((row) => (
              <li key={row.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="min-w-0 break-words text-slate-900">{row.source}</span>
                <span className={cn('text-slate-600', row.status === 'failed' && 'text-red-700')}>
                  {m.status[row.status]} · {formatNumber(row.salesKept)} {m.salesWord} ·{' '}
                  {formatDateTime(row.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
