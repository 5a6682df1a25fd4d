import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';

/**
 * Shared frame of the legal pages: a readable column; a spinner until the operator details arrive.
 * The page's head tags (`meta`) do not wait for them, so the prerendered page has its own title.
 */
export function LegalLayout({
  title,
  loading,
  meta,
  children,
}: {
  title: string;
  loading: boolean;
  meta: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      {meta}
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      {loading ? <Spinner /> : <div className="mt-8 space-y-10 text-slate-700">{children}</div>}
    </article>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <div className="mt-3 space-y-3">{children}</div>
    </section>
  );
}
