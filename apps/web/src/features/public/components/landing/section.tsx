import type { ReactNode } from 'react';
import { cn } from '../../../../lib/cn';

/**
 * A landing section that header links can scroll to: the offset keeps its title below the fixed
 * header, and tabIndex lets the scroll helper move focus there.
 */
export function Section({
  id,
  title,
  subtitle,
  className,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className={cn('scroll-mt-16 py-16 focus:outline-none sm:py-20', className)}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-slate-900">
            {title}
          </h2>
          {subtitle && <p className="mt-3 text-lg text-slate-700">{subtitle}</p>}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
