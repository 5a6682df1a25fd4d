import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface PageHeaderProps {
  title: ReactNode;
  /** Where "back" goes: the page this one was reached from in the usual flow. */
  back?: { to: string; label: string };
  /** Shown under the title: badges, a count, a subtitle. */
  meta?: ReactNode;
  /** The page's actions, on the right (below the title on a phone). */
  actions?: ReactNode;
}

/** The top of every signed-in page: back link, one h1, optional facts and actions. */
export function PageHeader({ title, back, meta, actions }: PageHeaderProps) {
  return (
    <header className="space-y-1">
      {back && (
        <Link
          to={back.to}
          className="-ml-1 inline-flex min-h-11 items-center gap-1 rounded-md px-1 text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {back.label}
        </Link>
      )}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-2">
          <h1 className="text-2xl font-bold break-words text-slate-900">{title}</h1>
          {meta}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
    </header>
  );
}
