import { twoFactorMessages as m } from '@immopilote/contracts';
import { Copy } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';

/** The ten recovery codes, shown once: copy them, then say they are saved. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(m.copied);
    } catch {
      toast.error(m.copyFailed);
    }
  };
  return (
    <section aria-labelledby="recovery-codes-title" className="space-y-3">
      <h3 id="recovery-codes-title" className="font-semibold text-slate-900">
        {m.recoveryTitle}
      </h3>
      <p className="text-sm text-slate-700">{m.recoveryHint}</p>
      <ul
        aria-label={m.recoveryTitle}
        className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-slate-900"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="button" variant="secondary" onClick={copy}>
          <Copy className="size-4" aria-hidden />
          {m.copyCodes}
        </Button>
        <Button type="button" onClick={onDone}>
          {m.codesSaved}
        </Button>
      </div>
    </section>
  );
}
