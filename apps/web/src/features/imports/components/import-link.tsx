import { listingImportMessages as m } from '@immopilote/contracts';
import { ChevronRight, FileInput } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';

/** The way from « Mon agence » to « Importer », beside the agency's export: data in, data out. */
export function ImportLink() {
  return (
    <Card className="p-0">
      <Link
        to="/import"
        className="flex min-h-11 items-center gap-3 rounded-xl p-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 sm:p-6"
      >
        <FileInput className="size-5 shrink-0 text-brand-700" aria-hidden />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-slate-900">{m.agencyLink}</span>
          <span className="block text-sm text-slate-600">{m.agencyLinkHint}</span>
        </span>
        <ChevronRight className="size-5 shrink-0 text-slate-500" aria-hidden />
      </Link>
    </Card>
  );
}
