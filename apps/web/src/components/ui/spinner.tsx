import { cn } from '../../lib/cn';

export function Spinner({ className, label = 'Chargement…' }: { className?: string; label?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center p-8', className)}>
      <span className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
