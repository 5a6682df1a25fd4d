import {
  pdfMessages as m,
  type RecognisedField,
  type RecognisedKind,
  recogniseFields,
  splitByFields,
} from '@immopilote/contracts';
import { useMemo } from 'react';
import { cn } from '../../../lib/cn';
import { formatLongDate, formatPrice } from '../../../lib/format';

/**
 * Each kind has its own colour and its own underline (solid, dashed, dotted), and its name is read
 * out with the mark, so the highlighting does not rest on colour alone.
 */
const KIND_STYLE: Record<RecognisedKind, string> = {
  amount: 'bg-emerald-100 text-emerald-950 decoration-emerald-700 decoration-solid',
  date: 'bg-sky-100 text-sky-950 decoration-sky-700 decoration-dashed',
  name: 'bg-amber-100 text-amber-950 decoration-amber-700 decoration-dotted',
};
const MARK = 'rounded-sm px-0.5 underline decoration-2 underline-offset-4';
const KINDS: RecognisedKind[] = ['amount', 'date', 'name'];

function displayValue(field: RecognisedField): string {
  if (field.kind === 'amount' && typeof field.value === 'number') return formatPrice(field.value);
  if (field.kind === 'date') {
    // French writes the first of the month « 1er », which Intl does not.
    return typeof field.value === 'string'
      ? formatLongDate(new Date(`${field.value}T12:00:00`)).replace(/^1 /, '1er ')
      : `${field.text} (${m.dateWithoutYear})`;
  }
  return field.text;
}

function KindSwatch({ kind }: { kind: RecognisedKind }) {
  return <mark className={cn(MARK, KIND_STYLE[kind])}>{m.fieldKinds[kind]}</mark>;
}

/** The extracted text with its amounts, dates and names marked, then the list of what was found. */
export function RecognisedText({ text }: { text: string }) {
  const fields = useMemo(() => recogniseFields(text), [text]);
  const parts = useMemo(() => splitByFields(text, fields), [text, fields]);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="min-w-0 space-y-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-700">
          <span className="font-medium">{m.legendLead}</span>
          <ul className="flex flex-wrap gap-2" aria-label={m.legend}>
            {KINDS.map((kind) => (
              <li key={kind}>
                <KindSwatch kind={kind} />
              </li>
            ))}
          </ul>
        </div>
        {/* A scrolling region reachable with the keyboard (axe: scrollable-region-focusable). */}
        <section
          aria-label={m.extractedText}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to scroll with the keyboard.
          tabIndex={0}
          data-testid="extracted-text"
          className="max-h-[60vh] overflow-y-auto whitespace-pre-wrap break-words rounded-md border border-slate-200 bg-slate-50 p-4 text-sm leading-7 text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {parts.map((part) =>
            part.field ? (
              <mark
                key={part.start}
                data-kind={part.field.kind}
                className={cn(MARK, KIND_STYLE[part.field.kind])}
              >
                <span className="sr-only">{m.fieldKindLead(m.fieldKinds[part.field.kind])}</span>
                {part.text}
              </mark>
            ) : (
              <span key={part.start}>{part.text}</span>
            ),
          )}
        </section>
      </div>
      <aside aria-labelledby="recognised-fields-title" className="space-y-3">
        <h2 id="recognised-fields-title" className="text-base font-semibold text-slate-900">
          {m.fieldsTitle(fields.length)}
        </h2>
        {fields.length === 0 ? (
          <p className="text-sm text-slate-600">{m.noFields}</p>
        ) : (
          <>
            <p className="text-sm text-slate-600">{m.fieldsHint}</p>
            <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
              {fields.map((field) => (
                <li key={field.start} className="flex flex-col gap-1 px-3 py-2 text-sm">
                  <span className="flex items-center gap-2">
                    <KindSwatch kind={field.kind} />
                    {field.label && <span className="truncate text-slate-600">{field.label}</span>}
                  </span>
                  <span className="font-medium text-slate-900">{displayValue(field)}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </aside>
    </div>
  );
}
