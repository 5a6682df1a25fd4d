import {
  type ImportMappingRow,
  type ImportProblem,
  type ListingImportAnalysis,
  listingImportMessages as m,
  PHOTOS_PER_PROPERTY_MAX,
} from '@immopilote/contracts';
import { AlertTriangle, FileCheck2, XCircle } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { formatNumber } from '../../../lib/format';

const mappingColumns: readonly DataColumn<ImportMappingRow>[] = [
  { header: m.mappingRank, cell: (r) => r.rank, numeric: true, width: 'w-20' },
  { header: m.mappingColumn, cell: (r) => r.column, rowHeader: true, card: 'title' },
  { header: m.mappingField, cell: (r) => r.field ?? m.unknown },
  { header: m.mappingCount, cell: (r) => formatNumber(r.count), numeric: true, width: 'w-32' },
];

const problemColumns: readonly DataColumn<ImportProblem>[] = [
  { header: m.problemLine, cell: (p) => p.line ?? m.unknown, numeric: true, width: 'w-20', card: 'title' },
  {
    header: m.problemLevel,
    cell: (p) =>
      p.level === 'error' ? (
        <span className="inline-flex items-center gap-1 text-red-700">
          <XCircle className="size-4" aria-hidden />
          {m.levelError}
        </span>
      ) : (
        <span className="inline-flex items-center gap-1 text-amber-800">
          <AlertTriangle className="size-4" aria-hidden />
          {m.levelWarning}
        </span>
      ),
    width: 'w-48',
  },
  { header: m.problemMessage, cell: (p) => p.message },
];

/** The dry run's report: what the file is, what will be created or updated, the mapping, the problems. */
export function AnalysisReport({ analysis }: { analysis: ListingImportAnalysis }) {
  const counts = [
    m.lines(analysis.lines),
    m.toCreate(analysis.toCreate),
    m.toUpdate(analysis.toUpdate),
    ...(analysis.refused > 0 ? [m.refused(analysis.refused)] : []),
    m.photosFound(analysis.photos.found),
    ...(analysis.photos.missing > 0 ? [m.photosMissing(analysis.photos.missing)] : []),
    ...(analysis.photos.byUrl > 0 ? [m.photosByUrl(analysis.photos.byUrl)] : []),
    ...(analysis.photos.overLimit > 0
      ? [m.photosOverLimit(analysis.photos.overLimit, PHOTOS_PER_PROPERTY_MAX)]
      : []),
  ];
  return (
    <div className="space-y-6">
      <Card className="space-y-3 p-5">
        <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <FileCheck2 className="size-5 text-brand-700" aria-hidden />
          {m.reportTitle}
        </h2>
        <p className="text-sm text-slate-600">{m.reportIntro}</p>
        <p className="text-sm text-slate-700">
          {[
            analysis.version ? m.version(analysis.version) : m.versionUnknown,
            ...(analysis.application ? [m.application(analysis.application)] : []),
            m.encoding(analysis.encoding === 'utf-8' ? 'UTF-8' : 'Windows-1252'),
          ].join(' · ')}
        </p>
        <ul className="grid gap-1 text-sm text-slate-900 sm:grid-cols-2" aria-label={m.reportTitle}>
          {counts.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Card>

      <section aria-labelledby="import-problems" className="space-y-3">
        <h2 id="import-problems" className="text-base font-semibold text-slate-900">
          {m.problemsTitle}
        </h2>
        {analysis.problems.length === 0 ? (
          <p className="text-sm text-slate-600">{m.noProblem}</p>
        ) : (
          <DataTable
            caption={m.problemsTitle}
            columns={problemColumns}
            rows={analysis.problems}
            rowKey={(p, i) => `${p.line}-${i}`}
            framed
          />
        )}
        {analysis.problemsOmitted > 0 && (
          <p className="text-sm text-slate-600">{m.problemsOmitted(analysis.problemsOmitted)}</p>
        )}
      </section>

      {/* Fifty-odd rows: folded, so the problems and the buttons stay in reach on a phone. */}
      <details className="group space-y-3 rounded-xl border border-slate-200 bg-white p-4">
        <summary className="min-h-11 cursor-pointer content-center text-base font-semibold text-slate-900">
          {m.mappingSummary(analysis.mapping.filter((r) => r.count > 0).length, analysis.unmapped.length)}
        </summary>
        <div className="mt-3 space-y-3">
          <DataTable
            caption={m.mappingTitle}
            columns={mappingColumns}
            rows={analysis.mapping}
            rowKey={(r) => `${r.rank}-${r.column}`}
            framed
          />
          {analysis.unmapped.length > 0 && (
            <>
              <h3 className="text-sm font-semibold text-slate-900">{m.unmappedTitle}</h3>
              <DataTable
                caption={m.unmappedTitle}
                columns={mappingColumns.filter((c) => c.header !== m.mappingField)}
                rows={analysis.unmapped}
                rowKey={(r) => String(r.rank)}
                framed
              />
            </>
          )}
        </div>
      </details>
    </div>
  );
}
