import { type BankImportResult, rentalBankMessages } from '@immopilote/contracts';
import { useState } from 'react';
import { FilePicker } from '../../../components/ui/file-picker';
import { toast } from '../../../lib/toast';
import { useUploadStatement } from './api/upload-statement';

const m = rentalBankMessages;

/** The statement's drop zone, and what the last upload could not read, line by line. */
export function StatementUpload() {
  const upload = useUploadStatement();
  const [last, setLast] = useState<BankImportResult | null>(null);

  const onFiles = ([file]: File[]) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (result) => {
        setLast(result);
        toast.success(m.screen.imported(result.lineCount));
      },
      onError: (err) => {
        setLast(null);
        toast.error(err.message);
      },
    });
  };

  return (
    <div className="space-y-2">
      <FilePicker
        label={upload.isPending ? m.screen.uploading : m.screen.fileLabel}
        accept=".csv,text/csv,text/plain"
        disabled={upload.isPending}
        onFiles={onFiles}
      />
      {last && last.errors.length > 0 && (
        <details className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <summary className="cursor-pointer font-medium">{m.screen.unreadable(last.errors.length)}</summary>
          <ul className="mt-2 space-y-1">
            {last.errors.map((e) => (
              <li key={e.line}>{m.screen.unreadableLine(e.line, e.reason)}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
