import { dashboardMessages as m, type PropertyView } from '@immopilote/contracts';
import { LayoutGrid, List, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';

const VIEWS: readonly { view: PropertyView; label: string; icon: LucideIcon }[] = [
  { view: 'list', label: m.viewList, icon: List },
  { view: 'cards', label: m.viewCards, icon: LayoutGrid },
];

/**
 * « Liste / Cartes »: two pressed-or-not buttons. Their words show on a wide screen; elsewhere the
 * icons, named for screen readers and in a tooltip, leave the toolbar on one line.
 */
export function ViewToggle({ value, onChange }: { value: PropertyView; onChange(view: PropertyView): void }) {
  return (
    <fieldset className="inline-flex rounded-md border border-slate-300 bg-white p-0.5">
      <legend className="sr-only">{m.viewLabel}</legend>
      {VIEWS.map(({ view, label, icon: Icon }) => (
        <button
          key={view}
          type="button"
          aria-pressed={value === view}
          title={label}
          onClick={() => onChange(view)}
          className={cn(
            'inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded px-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 sm:h-9 sm:min-w-9 2xl:px-3',
            value === view ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          <Icon className="size-4" aria-hidden />
          <span className="max-2xl:sr-only">{label}</span>
        </button>
      ))}
    </fieldset>
  );
}
