import { diffWords } from 'diff';

/**
 * One side of a word-level comparison: the original shows what goes (struck through in red),
 * the proposal what comes (green). Colour is not the only cue: <del> and <ins> are announced.
 */
export function TextDiff({
  before,
  after,
  side,
}: {
  before: string;
  after: string;
  side: 'before' | 'after';
}) {
  const parts = diffWords(before, after);
  return (
    <p className="whitespace-pre-line break-words text-sm leading-relaxed text-slate-800">
      {parts.map((part, index) => {
        const key = `${index}-${part.value.length}`;
        if (part.added) {
          return side === 'after' ? (
            <ins key={key} className="rounded-sm bg-emerald-100 text-emerald-900 no-underline">
              {part.value}
            </ins>
          ) : null;
        }
        if (part.removed) {
          return side === 'before' ? (
            <del key={key} className="rounded-sm bg-red-100 text-red-900">
              {part.value}
            </del>
          ) : null;
        }
        return <span key={key}>{part.value}</span>;
      })}
    </p>
  );
}
