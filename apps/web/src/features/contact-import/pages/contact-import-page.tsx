import {
  CONTACT_IMPORT_LIMITS,
  type ContactImport,
  type ContactImportPreviewRow,
  contactImportMessages as m,
} from '@immopilote/contracts';
import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { FilePicker } from '../../../components/ui/file-picker';
import { PageHeader } from '../../../components/ui/page-header';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast';
import { useContactImport } from '../api/get-contact-import';
import { usePreviewContactImport } from '../api/preview-contact-import';
import { useStartContactImport } from '../api/start-contact-import';
import { useUploadContactFile } from '../api/upload-contact-file';
import { ImportProgress } from '../components/import-progress';
import { type Mapping, MappingStep } from '../components/mapping-step';
import { PreviewStep } from '../components/preview-step';

const STEPS = [m.steps.file, m.steps.mapping, m.steps.preview, m.steps.run];
const MEGABYTES = CONTACT_IMPORT_LIMITS.maxBytes / (1024 * 1024);

function StepTitle({ step }: { step: number }) {
  return (
    <p className="text-sm font-medium text-slate-700" aria-live="polite">
      {m.stepLabel(step + 1, STEPS.length, STEPS[step]!)}
    </p>
  );
}

const suggestedMapping = (ci: ContactImport): Mapping =>
  ci.mapping ?? Object.fromEntries(ci.columns.map((c) => [String(c.index), c.suggested]));

function FileStep({ onUploaded }: { onUploaded(ci: ContactImport): void }) {
  const upload = useUploadContactFile();
  const [error, setError] = useState<string | null>(null);
  return (
    <Card className="space-y-3 p-4 sm:p-5">
      <FilePicker
        label={upload.isPending ? m.uploading : m.fileLabel}
        accept=".csv,.xlsx,.txt,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        icon={FileSpreadsheet}
        disabled={upload.isPending}
        describedBy="contact-file-help"
        onFiles={([file]) => {
          if (!file) return;
          setError(null);
          upload.mutate(file, {
            onSuccess: onUploaded,
            onError: (err) => setError(err.message),
          });
        }}
      />
      <p id="contact-file-help" className="text-xs text-slate-600">
        {m.fileHelp(MEGABYTES)}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </Card>
  );
}

function ImportSteps({ contactImport, onAnother }: { contactImport: ContactImport; onAnother(): void }) {
  const [mapping, setMapping] = useState<Mapping>(() => suggestedMapping(contactImport));
  const [previewRows, setPreviewRows] = useState<ContactImportPreviewRow[] | null>(null);
  const [mappingError, setMappingError] = useState<string | null>(null);
  const preview = usePreviewContactImport(contactImport.id);
  const start = useStartContactImport(contactImport.id);
  const ci = contactImport;
  const delimiter = ci.delimiter ? (m.delimiterNames[ci.delimiter] ?? ci.delimiter) : null;
  const running = ci.status !== 'ready';
  const step = running ? 3 : previewRows ? 2 : 1;

  const onPreview = () => {
    setMappingError(null);
    preview.mutate(mapping, {
      onSuccess: (res) => setPreviewRows(res.rows),
      onError: (err) => setMappingError(err.message),
    });
  };
  const onStart = () => start.mutate(mapping, { onError: (err) => toast.error(m.startFailed, err.message) });

  return (
    <div className="space-y-4">
      <StepTitle step={step} />
      <p className="text-sm text-slate-700">
        <span className="font-medium text-slate-900">{m.fileSummary(ci.fileName, ci.rowCount)}</span>
        <span className="text-slate-600">
          {' '}
          · {m.detected(ci.format.toUpperCase(), ci.encoding, delimiter)}
        </span>
      </p>
      {running ? (
        <ImportProgress
          contactImport={ci}
          resuming={start.isPending}
          onResume={onStart}
          onAnother={onAnother}
        />
      ) : previewRows ? (
        <PreviewStep
          rows={previewRows}
          rowCount={ci.rowCount}
          busy={start.isPending}
          onBack={() => setPreviewRows(null)}
          onStart={onStart}
        />
      ) : (
        <MappingStep
          contactImport={ci}
          mapping={mapping}
          error={mappingError}
          busy={preview.isPending}
          onChange={(next) => {
            setMapping(next);
            setMappingError(null);
          }}
          onPreview={onPreview}
        />
      )}
    </div>
  );
}

/**
 * /import/contacts, « Importer des contacts » (issue 33): the file, the columns' mapping, a preview
 * of the first 20 rows, then the job's progress and its report. The import's id is kept in the
 * address, so a reload finds the import where it is.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const id = params.get('import');
  const current = useContactImport(id);

  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <title>{m.documentTitle}</title>
      <PageHeader
        title={m.title}
        back={{ to: '/import', label: m.backToImport }}
        meta={<p className="text-sm text-slate-600">{m.intro}</p>}
      />
      {id === null ? (
        <div className="space-y-4">
          <StepTitle step={0} />
          <FileStep onUploaded={(ci) => setParams({ import: ci.id })} />
        </div>
      ) : current.isError ? (
        <EmptyState title={m.loadFailed} description={current.error.message} />
      ) : !current.data ? (
        <Loading>
          <Skeleton className="h-48 w-full rounded-xl" />
        </Loading>
      ) : (
        <ImportSteps key={current.data.id} contactImport={current.data} onAnother={() => setParams({})} />
      )}
    </section>
  );
}
