import { pdfMessages } from '@immopilote/contracts';
import { FileText, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from './ui/button';
import { FilePicker } from './ui/file-picker';
import { toast } from '../lib/toast';
import { checkPdf } from '../lib/check-pdf';

/**
 * "Ajouter un document (PDF, 3 pages max)": refuses, as soon as it is chosen, what the server would
 * refuse. While the server checks it, `onCheckingChange(true)`: the form holds its save button, or
 * the record would be saved without the file the person just chose.
 */
export function PdfPicker({
  file,
  onChange,
  onCheckingChange,
}: {
  file: File | null;
  onChange(file: File | null): void;
  onCheckingChange(checking: boolean): void;
}) {
  const [checking, setChecking] = useState(false);

  async function choose(chosen: File) {
    setChecking(true);
    onCheckingChange(true);
    const result = await checkPdf(chosen).finally(() => {
      setChecking(false);
      onCheckingChange(false);
    });
    if (!result.ok) {
      toast.error(result.title, result.message);
      return;
    }
    onChange(chosen);
  }

  if (!file) {
    return (
      <div className="space-y-1.5">
        <FilePicker
          label={pdfMessages.attachLabel}
          accept="application/pdf,.pdf"
          icon={FileText}
          disabled={checking}
          onFiles={([chosen]) => {
            if (chosen) void choose(chosen);
          }}
        />
        {checking && (
          <p className="text-sm text-slate-600" role="status">
            {pdfMessages.checkingPdf}
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium text-slate-800">{pdfMessages.attachLabel}</p>
      <div className="flex items-center gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
        <FileText className="size-4 text-brand-700" aria-hidden />
        <span className="flex-1 truncate" data-testid="chosen-pdf">
          {file.name}
        </span>
        <Button variant="ghost" size="sm" aria-label={pdfMessages.removePdf} onClick={() => onChange(null)}>
          <X className="size-4" aria-hidden />
        </Button>
      </div>
    </div>
  );
}
