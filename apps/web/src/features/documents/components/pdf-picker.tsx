import { pdfMessages } from '@immopilote/contracts';
import { FileText, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../lib/toast';
import { checkPdf } from '../lib/check-pdf';

/** "Ajouter un document (PDF, 3 pages max)": refuses, before any upload, what the server would refuse. */
export function PdfPicker({ file, onChange }: { file: File | null; onChange(file: File | null): void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [checking, setChecking] = useState(false);

  async function choose(chosen: File | undefined) {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    setChecking(true);
    const result = await checkPdf(chosen);
    setChecking(false);
    if (!result.ok) {
      toast.error(result.title, result.message);
      return;
    }
    onChange(chosen);
  }

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{pdfMessages.attachLabel}</Label>
      <input
        ref={input}
        id={id}
        type="file"
        accept="application/pdf,.pdf"
        className="sr-only"
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      {file ? (
        <div className="flex items-center gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
          <FileText className="size-4 text-brand-700" aria-hidden />
          <span className="flex-1 truncate" data-testid="chosen-pdf">
            {file.name}
          </span>
          <Button variant="ghost" size="sm" aria-label={pdfMessages.removePdf} onClick={() => onChange(null)}>
            <X className="size-4" aria-hidden />
          </Button>
        </div>
      ) : (
        <Button variant="secondary" disabled={checking} onClick={() => input.current?.click()}>
          <FileText className="size-4" aria-hidden />
          {pdfMessages.choosePdf}
        </Button>
      )}
    </div>
  );
}
