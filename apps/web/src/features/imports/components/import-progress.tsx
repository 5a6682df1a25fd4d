import { listingImportMessages as m } from '@immopilote/contracts';

/** The progress bar of a dry run or a run: lines read out of the file's lines. */
export function ImportProgress({ done, total, label }: { done: number; total: number; label: string }) {
  const percent = total === 0 ? 0 : Math.min(100, Math.round((done / total) * 100));
  return (
    <div className="space-y-2">
      <div
        role="progressbar"
        aria-label={m.progressLabel}
        aria-valuemin={0}
        aria-valuemax={Math.max(total, 1)}
        aria-valuenow={Math.min(done, Math.max(total, 1))}
        aria-valuetext={total === 0 ? label : m.progress(done, total)}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full bg-brand-700 transition-[width]"
          style={{ width: `${total === 0 ? 5 : percent}%` }}
        />
      </div>
      <p className="text-sm text-slate-600">{total === 0 ? label : m.progress(done, total)}</p>
    </div>
  );
}
