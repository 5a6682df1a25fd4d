import {
  type ImportedMandate,
  type ListingImportResult,
  listingImportMessages as m,
} from '@immopilote/contracts';
import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { formatShortDate } from '../../../lib/format';

const mandateColumns: readonly DataColumn<ImportedMandate>[] = [
  {
    header: m.mandateListing,
    cell: (row) => (
      <Link to={`/property-detail/${row.propertyId}`} className="text-brand-700 underline">
        {row.name}
      </Link>
    ),
    rowHeader: true,
    card: 'title',
  },
  { header: m.mandateNumber, cell: (row) => row.number },
  { header: m.mandateDate, cell: (row) => (row.date ? formatShortDate(row.date) : m.unknown) },
  {
    header: m.mandateExclusive,
    cell: (row) => (row.exclusive === null ? m.unknown : row.exclusive ? m.yes : m.no),
  },
];

/** What the run wrote: counts, then the old mandate numbers, kept as text for the register. */
export function ImportResult({ result }: { result: ListingImportResult }) {
  const lines = [
    m.created(result.created),
    m.updated(result.updated),
    ...(result.notImported > 0 ? [m.notImported(result.notImported)] : []),
    m.photosImported(result.photos),
    ...(result.photosSkipped > 0 ? [m.photosSkipped(result.photosSkipped)] : []),
  ];
  return (
    <div className="space-y-6">
      <Card className="space-y-3 p-5">
        <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <CheckCircle2 className="size-5 text-emerald-600" aria-hidden />
          {m.resultTitle}
        </h2>
        <ul className="grid gap-1 text-sm text-slate-900 sm:grid-cols-2">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <Button asChild variant="secondary">
          <Link to="/dashboard">{m.seeListings}</Link>
        </Button>
      </Card>
      {result.mandates.length > 0 && (
        <section aria-labelledby="import-mandates" className="space-y-3">
          <h2 id="import-mandates" className="text-base font-semibold text-slate-900">
            {m.mandatesTitle}
          </h2>
          <p className="text-sm text-slate-600">{m.mandatesIntro}</p>
          <DataTable
            caption={m.mandatesTitle}
            columns={mandateColumns}
            rows={result.mandates}
            rowKey={(row) => row.propertyId}
            framed
          />
        </section>
      )}
    </div>
  );
}
