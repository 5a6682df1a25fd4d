import { type ContactImport, contactImportMessages as m } from '@immopilote/contracts';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';

function ReportList({
  title,
  items,
}: {
  title: string;
  items: { key: string; line: number; text: string; link?: string }[];
}) {
  if (items.length === 0) return null;
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <ul className="space-y-1 text-sm text-slate-700">
        {items.map((item) => (
          <li key={item.key} className="break-words">
            <span className="text-slate-600">{m.lineLabel(item.line)}</span>
            {item.text}
            {item.link && (
              <>
                {' '}
                <Link className="text-brand-700 underline" to={item.link}>
                  {m.openClient}
                </Link>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

interface ImportProgressProps {
  contactImport: ContactImport;
  resuming: boolean;
  onResume(): void;
  onAnother(): void;
}

/** The job's progress bar, then its report: created, duplicates skipped, lines in error. */
export function ImportProgress({ contactImport: ci, resuming, onResume, onAnother }: ImportProgressProps) {
  const report = ci.report;
  return (
    <Card className="space-y-5 p-4 sm:p-5" aria-live="polite">
      {ci.status === 'running' && (
        <ProgressBar
          done={ci.done}
          total={ci.total}
          label={m.progressLabel}
          text={ci.total === 0 ? m.pending : m.progress(ci.done, ci.total)}
        />
      )}
      {ci.status === 'failed' && (
        <div role="alert" className="flex flex-wrap items-start gap-3 text-amber-900">
          <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
          <p className="min-w-0 flex-1 text-sm">{m.failed}</p>
          <Button variant="secondary" onClick={onResume} disabled={resuming}>
            {m.resume}
          </Button>
        </div>
      )}
      {ci.status === 'done' && report && (
        <>
          <div className="space-y-2">
            <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
              <CheckCircle2 className="size-5 text-emerald-600" aria-hidden />
              {m.reportTitle}
            </h2>
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
              <li>{m.created(report.created)}</li>
              <li>{m.searchesCreated(report.searchesCreated)}</li>
              <li>{m.duplicatesSkipped(report.duplicates.length)}</li>
              <li>{m.errorsCount(report.errors.length)}</li>
            </ul>
          </div>
          <ReportList
            title={m.duplicatesTitle}
            items={report.duplicates.map((d) => ({
              key: `d${d.line}`,
              line: d.line,
              text: m.duplicateLine(
                d.name,
                d.email,
                d.ofLine !== null ? m.duplicateOfLine(d.ofLine) : m.duplicateOfClient(d.client?.name ?? ''),
              ),
              ...(d.client ? { link: `/client/${d.client.id}` } : {}),
            }))}
          />
          <ReportList
            title={m.errorsTitle}
            items={report.errors.map((e) => ({
              key: `e${e.line}`,
              line: e.line,
              text: m.problemLine(e.name, e.messages),
            }))}
          />
          <ReportList
            title={m.warningsTitle}
            items={report.warnings.map((w) => ({
              key: `w${w.line}`,
              line: w.line,
              text: m.problemLine(w.name, w.messages),
            }))}
          />
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onAnother}>
              {m.another}
            </Button>
            <Button asChild>
              <Link to="/client-directory">{m.toDirectory}</Link>
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}
