import { PRODUCT_NAME } from '@immopilote/contracts';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

/** The house mark and the product name: one logo on the public site and in the signed-in shell. */
export function Logo({
  to,
  label,
  onNavigate,
  className,
}: {
  to: string;
  /** The link's accessible name when it says more than the product name (« Accueil »). */
  label?: string;
  onNavigate?: () => void;
  className?: string;
}) {
  return (
    <Link
      to={to}
      onClick={onNavigate}
      aria-label={label}
      className={cn(
        'flex min-h-11 items-center gap-2 rounded-md text-lg font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
        className,
      )}
    >
      <LogoMark />
      {PRODUCT_NAME}
    </Link>
  );
}

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8 shrink-0', className)} aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="#1d4ed8" />
      <path d="M6 16 16 7l10 9v9a1 1 0 0 1-1 1h-6v-7h-6v7H7a1 1 0 0 1-1-1z" fill="#fff" />
    </svg>
  );
}
