import { propertyStatusBadge } from '@immopilote/contracts';
import { cn } from '../../../lib/cn';

const STATUS_STYLES: Record<string, string> = {
  Disponible: 'bg-emerald-100 text-emerald-800',
  'En négociation': 'bg-amber-100 text-amber-800',
  Vendu: 'bg-slate-800 text-white',
  Loué: 'bg-sky-100 text-sky-800',
  Retiré: 'bg-slate-200 text-slate-700',
};

/** Canonical statuses show their badge; anything else stored shows 'N/A' (spec 000 §4). */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const label = propertyStatusBadge(status);
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
        STATUS_STYLES[label] ?? 'bg-slate-100 text-slate-700',
        className,
      )}
    >
      {label}
    </span>
  );
}

export function TypeBadge({ type, className }: { type: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
        type === 'Location' ? 'bg-violet-100 text-violet-800' : 'bg-brand-100 text-brand-800',
        className,
      )}
    >
      {type}
    </span>
  );
}
