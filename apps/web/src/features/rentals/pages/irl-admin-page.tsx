import {
  formatIrlValue,
  IRL_AREAS,
  type IrlAdminQuarter,
  type IrlArea,
  revisionMessages,
} from '@immopilote/contracts';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { formatShortDate } from '../../../lib/format';
import { useMe } from '../../auth';
import { IrlForm } from '../revision/irl-form';
import { useAdminIrl } from '../revision/revision-api';

const m = revisionMessages.irl;

/** The quarter after the latest one entered for an area: what the administrator adds next. */
function nextQuarter(items: readonly IrlAdminQuarter[], area: IrlArea) {
  const last = items.filter((q) => q.area === area).at(-1);
  if (!last) return { year: '', quarter: '1' };
  return last.quarter === 4
    ? { year: String(last.year + 1), quarter: '1' }
    : { year: String(last.year), quarter: String(last.quarter + 1) };
}

function QuarterRow({ q, onCorrect }: { q: IrlAdminQuarter; onCorrect: () => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2 text-sm">
      <div className="min-w-0 space-y-0.5">
        <p className="font-medium text-slate-900">
          {revisionMessages.quarterShort(q)} · <span className="tabular-nums">{formatIrlValue(q.value)}</span>
        </p>
        <p className="text-slate-600">
          {m.source[q.source]} · {m.versions(q.versions.length)}
        </p>
        {q.versions.length > 1 && (
          <ul className="text-xs text-slate-500">
            {q.versions.slice(1).map((v) => (
              <li key={v.version}>
                {m.versionLine(
                  v.version,
                  formatIrlValue(v.value),
                  m.source[v.source],
                  formatShortDate(v.createdAt),
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <Button variant="secondary" size="sm" onClick={onCorrect} aria-label={m.correctTitle(q, q.area)}>
        {m.correct}
      </Button>
    </li>
  );
}

function IrlAdmin() {
  const list = useAdminIrl();
  const [area, setArea] = useState<IrlArea>('metropole');
  const [correcting, setCorrecting] = useState<IrlAdminQuarter | null>(null);
  const items = list.data?.items ?? [];
  const next = nextQuarter(items, area);
  return (
    <section className="mx-auto max-w-4xl space-y-6">
      <title>{m.title}</title>
      <PageHeader
        title={m.title}
        back={{ to: '/admin', label: m.back }}
        meta={<p className="text-sm text-slate-600">{m.intro}</p>}
      />
      <Tabs value={area} onValueChange={(v) => setArea(v as IrlArea)}>
        <TabsList>
          {IRL_AREAS.map((a) => (
            <TabsTrigger key={a} value={a}>
              {revisionMessages.areas[a]}
            </TabsTrigger>
          ))}
        </TabsList>
        {IRL_AREAS.map((a) => (
          <TabsContent key={a} value={a} className="space-y-4 pt-4">
            <Card className="p-4 sm:p-6">
              <h2 className="mb-3 font-medium text-slate-900">{m.addTitle}</h2>
              <IrlForm
                key={`${a}-${next.year}-${next.quarter}`}
                kind="add"
                initial={{ area: a, year: next.year, quarter: next.quarter, value: '' }}
              />
            </Card>
            {list.isPending ? (
              <Loading>
                <Skeleton className="h-48" />
              </Loading>
            ) : !list.data ? (
              <p role="alert" className="text-sm text-red-700">
                {m.loadFailed}
              </p>
            ) : items.filter((q) => q.area === a).length === 0 ? (
              <EmptyState title={m.empty} description={m.emptyHint} />
            ) : (
              <Card className="p-4 sm:p-6">
                <ul className="divide-y divide-slate-100">
                  {items
                    .filter((q) => q.area === a)
                    .reverse()
                    .map((q) => (
                      <QuarterRow key={`${q.year}-${q.quarter}`} q={q} onCorrect={() => setCorrecting(q)} />
                    ))}
                </ul>
              </Card>
            )}
          </TabsContent>
        ))}
      </Tabs>
      <Dialog
        open={correcting !== null}
        onOpenChange={(open) => !open && setCorrecting(null)}
        title={correcting ? m.correctTitle(correcting, correcting.area) : ''}
        description={m.correctHint}
        closeLabel={m.cancel}
      >
        {correcting && (
          <IrlForm
            kind="correct"
            initial={{
              area: correcting.area,
              year: String(correcting.year),
              quarter: String(correcting.quarter),
              value: formatIrlValue(correcting.value),
            }}
            onDone={() => setCorrecting(null)}
          />
        )}
      </Dialog>
    </section>
  );
}

/** /admin/irl « Indice de référence des loyers (IRL) », for ADMIN_EMAILS only (the API answers others 403). */
export function Component() {
  const me = useMe().data;
  if (!me) return null;
  if (!me.isAdmin) return <Navigate to="/dashboard" replace />;
  return <IrlAdmin />;
}
