import { adminMessages as m } from '@immopilote/contracts';
import { Button } from '../../../components/ui/button';

/** Précédent / Page n sur N / Suivant, for lists paged on the server. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 pt-2">
      <Button variant="secondary" className="min-h-11" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {m.previous}
      </Button>
      <p className="text-sm text-slate-700" aria-live="polite">
        {m.pageOf(page, pages)}
      </p>
      <Button
        variant="secondary"
        className="min-h-11"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {m.next}
      </Button>
    </nav>
  );
}
