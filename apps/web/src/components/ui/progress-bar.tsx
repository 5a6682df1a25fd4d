/**
 * A job's progress (an export, an import): a bar with its count said aloud and written under it.
 * Before the job knows its total, the bar shows a sliver and the line says what it waits for.
 */
export function ProgressBar({
  done,
  total,
  label,
  text,
}: {
  done: number;
  total: number;
  /** What progresses (« Progression de l'import »): the bar's accessible name. */
  label: string;
  /** The count as read (« Ligne 12 sur 40 »), or what is awaited while the total is unknown. */
  text: string;
}) {
  const percent = total === 0 ? 5 : Math.min(100, Math.round((done / total) * 100));
  return (
    <div className="space-y-2">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={Math.max(total, 1)}
        aria-valuenow={Math.min(done, Math.max(total, 1))}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-slate-600">{text}</p>
    </div>
  );
}
