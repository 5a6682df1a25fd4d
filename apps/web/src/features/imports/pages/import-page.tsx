import {
  type ListingImport,
  type ListingImportSummary,
  listingImportMessages as m,
} from '@immopilote/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, FileArchive, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { FilePicker } from '../../../components/ui/file-picker';
import { PageHeader } from '../../../components/ui/page-header';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { propertyKeys } from '../../properties';
import { useCancelListingImport } from '../api/cancel-listing-import';
import { useConfirmListingImport } from '../api/confirm-listing-import';
import { useListingImport } from '../api/get-listing-import';
import { useListingImports } from '../api/get-listing-imports';
import { listingImportKeys } from '../api/query-keys';
import { useUploadListingExport } from '../api/upload-listing-export';
import { AnalysisReport } from '../components/analysis-report';
import { ImportResult } from '../components/import-result';

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);
const fileSize = (bytes: number) => `${formatNumber(Math.max(0.1, Math.round(bytes / 102_400) / 10))} Mo`;

function ContactsCard() {
  return (
    <Card className="flex flex-wrap items-center gap-4 p-5">
      <Users className="size-6 shrink-0 text-brand-700" aria-hidden />
      <div className="min-w-0 flex-1 space-y-1">
        <h2 className="font-semibold text-slate-900">{m.contactsCardTitle}</h2>
        <p className="text-sm text-slate-600">{m.contactsCardText}</p>
      </div>
      <Button asChild variant="secondary" className="w-full sm:w-auto">
        <Link to="/import/contacts">{m.contactsCardTitle}</Link>
      </Button>
    </Card>
  );
}

function UploadCard({ maxBytes, onUploaded }: { maxBytes: number; onUploaded(id: string): void }) {
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadListingExport();
  const onAnalyse = () => {
    if (!file) {
      toast.error(m.noFile);
      return;
    }
    upload.mutate(file, {
      onSuccess: (created) => {
        setFile(null);
        onUploaded(created.id);
      },
      onError: (error) => toast.error(m.uploadFailed, error.message),
    });
  };
  return (
    <Card className="space-y-4 p-5">
      <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <FileArchive className="size-5 text-brand-700" aria-hidden />
        {m.uploadTitle}
      </h2>
      <p id="import-upload-help" className="text-sm text-slate-600">
        {m.uploadHelp(`${formatNumber(megabytes(maxBytes))}\u00a0Mo`)}
      </p>
      <FilePicker
        label={file ? m.chosenFile(file.name, fileSize(file.size)) : m.fileLabel}
        accept=".zip,application/zip,application/x-zip-compressed"
        describedBy="import-upload-help"
        disabled={upload.isPending}
        onFiles={([chosen]) => setFile(chosen ?? null)}
      />
      <Button onClick={onAnalyse} disabled={!file || upload.isPending} className="w-full sm:w-auto">
        {upload.isPending ? m.uploading : m.analyse}
      </Button>
    </Card>
  );
}

function CurrentImport({ current }: { current: ListingImport }) {
  const queryClient = useQueryClient();
  const confirm = useConfirmListingImport();
  const cancel = useCancelListingImport();
  // A run that died (or failed) after its dry run may go on: its listings are found again by reference.
  const resumable = current.status === 'failed' && current.analysis !== null && current.total > 0;
  useEffect(() => {
    if (current.status === 'done') void queryClient.invalidateQueries({ queryKey: propertyKeys.all });
    if (current.status !== 'analysing' && current.status !== 'running') {
      void queryClient.invalidateQueries({ queryKey: listingImportKeys.list() });
    }
  }, [current.status, queryClient]);

  const onConfirm = () =>
    confirm.mutate(current.id, { onError: (error) => toast.error(m.failed, error.message) });
  const onCancel = () =>
    cancel.mutate(current.id, {
      onSuccess: () => toast.success(m.cancelled),
      onError: (error) => toast.error(m.notReady, error.message),
    });

  return (
    <section aria-labelledby="current-import" className="space-y-4" aria-live="polite">
      <h2 id="current-import" className="text-lg font-semibold text-slate-900">
        {current.fileName} · {m.status[current.status]}
      </h2>
      {current.status === 'analysing' && (
        <Card className="p-5">
          <ProgressBar done={current.done} total={0} label={m.progressLabel} text={m.analysing} />
        </Card>
      )}
      {current.status === 'running' && (
        <Card className="p-5">
          <ProgressBar
            done={current.done}
            total={current.total}
            label={m.progressLabel}
            text={current.total === 0 ? m.analysing : m.progress(current.done, current.total)}
          />
        </Card>
      )}
      {current.status === 'failed' && (
        <Card
          role="alert"
          className="flex flex-wrap items-start gap-3 border-red-200 bg-red-50 p-4 text-red-900"
        >
          <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden />
          <p className="min-w-0 flex-1 text-sm">{current.error ?? m.failed}</p>
          {resumable && (
            <Button onClick={onConfirm} disabled={confirm.isPending} className="w-full sm:w-auto">
              {m.resume}
            </Button>
          )}
        </Card>
      )}
      {current.status === 'cancelled' && <p className="text-sm text-slate-600">{m.cancelled}</p>}
      {current.status === 'done' && current.result && <ImportResult result={current.result} />}
      {current.status === 'ready' && current.analysis && (
        <>
          <AnalysisReport analysis={current.analysis} />
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button
              onClick={onConfirm}
              disabled={confirm.isPending || current.analysis.toCreate + current.analysis.toUpdate === 0}
            >
              {m.confirm}
            </Button>
            <Button variant="secondary" onClick={onCancel} disabled={cancel.isPending}>
              {m.cancel}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

function History({ items, onOpen }: { items: ListingImportSummary[]; onOpen(id: string): void }) {
  const columns: DataColumn<ListingImportSummary>[] = [
    { header: m.dateColumn, cell: (row) => formatDateTime(row.createdAt), card: 'title' },
    { header: m.fileColumn, cell: (row) => row.fileName, rowHeader: true },
    { header: m.statusColumn, cell: (row) => m.status[row.status] },
    {
      header: m.countsColumn,
      cell: (row) => (row.status === 'done' ? m.historyLine(row.created, row.updated) : m.unknown),
    },
    {
      header: m.open,
      srOnlyHeader: true,
      card: 'plain',
      cell: (row) => (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onOpen(row.id)}
          aria-label={`${m.open} ${row.fileName}`}
        >
          {m.open}
        </Button>
      ),
    },
  ];
  return (
    <section aria-labelledby="import-history" className="space-y-3">
      <h2 id="import-history" className="text-lg font-semibold text-slate-900">
        {m.historyTitle}
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{m.historyEmpty}</p>
      ) : (
        <DataTable caption={m.historyTitle} columns={columns} rows={items} rowKey={(row) => row.id} framed />
      )}
    </section>
  );
}

/**
 * /import, « Importer » (issue 33), the head's: another software's Poliris export uploaded, its
 * dry-run report read, then confirmed (or cancelled), its progress followed, its final report kept
 * with the past imports; and the way to the contacts import.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const list = useListingImports();
  const requested = params.get('import');
  // Without a chosen import, the last one still waiting for the head (analysed, running, failed).
  const pendingId =
    list.data?.imports.find((i) => i.status === 'analysing' || i.status === 'ready' || i.status === 'running')
      ?.id ?? null;
  const currentId = requested ?? pendingId;
  const current = useListingImport(currentId);
  const open = (id: string) => setParams({ import: id }, { replace: true });

  return (
    <section className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        title={m.title}
        back={{ to: '/agency-settings', label: m.backToAgency }}
        meta={<p className="text-sm text-slate-600">{m.intro}</p>}
      />
      <ContactsCard />
      {list.isError ? (
        <p className="text-sm text-red-700">{m.loadFailed}</p>
      ) : !list.data ? (
        <Loading>
          <Skeleton className="h-40 w-full rounded-xl" />
        </Loading>
      ) : (
        <>
          <UploadCard maxBytes={list.data.maxBytes} onUploaded={open} />
          {current.data && <CurrentImport current={current.data} />}
          <History items={list.data.imports} onOpen={open} />
        </>
      )}
    </section>
  );
}
