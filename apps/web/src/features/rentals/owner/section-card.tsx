import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/** A section of the lease page: its title, then its content. */
export function SectionCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Card className="space-y-4 p-4 sm:p-6">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {children}
      </Card>
    </section>
  );
}
