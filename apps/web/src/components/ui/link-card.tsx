import { ChevronRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from './card';

/** A card that is one link to another page: an icon, a title, one line on what is there. */
export function LinkCard({
  to,
  icon: Icon,
  title,
  hint,
}: {
  to: string;
  icon: LucideIcon;
  title: string;
  hint: string;
}) {
  return (
    <Card className="p-0">
      <Link
        to={to}
        className="flex min-h-11 items-center gap-3 rounded-xl p-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 sm:p-6"
      >
        <Icon className="size-5 shrink-0 text-brand-700" aria-hidden />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-slate-900">{title}</span>
          <span className="block text-sm text-slate-600">{hint}</span>
        </span>
        <ChevronRight className="size-5 shrink-0 text-slate-500" aria-hidden />
      </Link>
    </Card>
  );
}
