import { clientMessages, scoringMessages as m } from '@immopilote/contracts';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { ApiRequestError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { PlanGate } from '../../subscription';
import { useComputeScore } from '../api/compute-score';
import { useScoring } from '../api/get-scoring';
import { ScoreResult } from '../components/score-result';
import { ScoringDocuments } from '../components/scoring-documents';
import { ScoringForm, toScoringForm } from '../components/scoring-form';

/** /client/{clientId}/scoring: « Lancer le scoring client », an advisory score with its factors. */
export function Component() {
  const { clientId = '' } = useParams();
  return (
    <section className="mx-auto max-w-4xl space-y-6">
      <PlanGate feature="client_scoring">
        <ScoringPage clientId={clientId} />
      </PlanGate>
    </section>
  );
}

function ScoringPage({ clientId }: { clientId: string }) {
  const navigate = useNavigate();
  const scoring = useScoring(clientId);
  const compute = useComputeScore(clientId);
  const [shownId, setShownId] = useState<string | null>(null);

  useEffect(() => {
    if (scoring.isError) {
      const notFound = scoring.error instanceof ApiRequestError && scoring.error.status === 404;
      toast.error(notFound ? clientMessages.notFound : m.loadFailed);
      navigate(notFound ? '/client-directory' : `/client/${clientId}`, { replace: true });
    }
  }, [scoring.isError, scoring.error, navigate, clientId]);

  if (!scoring.data) return <ScoringSkeleton />;
  const context = scoring.data;
  const latest = context.history[0];
  const shown = context.history.find((h) => h.id === shownId) ?? latest;

  return (
    <>
      <PageHeader
        title={m.pageTitle(context.client.fullName)}
        back={{ to: `/client/${clientId}`, label: m.back }}
        meta={
          context.client.clientScore !== null && (
            <span className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
              {clientMessages.scoreBadge(context.client.clientScore)}
            </span>
          )
        }
      />
      <aside className="flex gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-sky-700" aria-hidden />
        <div>
          <h2 className="font-semibold">{m.advisoryTitle}</h2>
          <p className="mt-1">{m.advisory}</p>
        </div>
      </aside>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Card className="min-w-0 space-y-4 p-6">
          <div>
            <h2 className="text-lg font-semibold text-slate-900">{m.factsTitle}</h2>
            <p className="text-sm text-slate-600">{m.factsHint}</p>
          </div>
          <ScoringForm
            // A new score restarts the form from the facts it used.
            key={latest?.id ?? 'proposal'}
            context={context}
            initial={toScoringForm(latest?.facts ?? context.proposal)}
            onSubmit={async (values) => {
              const result = await compute.mutateAsync(values);
              setShownId(result.id);
              toast.success(m.computed);
              // On a phone the result is far below the form: bring it into view once drawn.
              requestAnimationFrame(() =>
                document.getElementById('score-result-title')?.scrollIntoView({ block: 'start' }),
              );
            }}
          />
        </Card>
        <Card className="min-w-0 space-y-3 self-start p-6">
          <h2 className="text-lg font-semibold text-slate-900">{m.extractedTitle}</h2>
          <ScoringDocuments documents={context.documents} />
        </Card>
      </div>
      {shown ? <ScoreResult result={shown} /> : <p className="text-slate-600">{m.noScoreYet}</p>}
      {context.history.length > 1 && (
        <Card className="space-y-3 p-6">
          <h2 className="text-lg font-semibold text-slate-900">{m.historyTitle}</h2>
          <ul className="divide-y divide-slate-100">
            {context.history.map((h) => (
              <li key={h.id}>
                <button
                  type="button"
                  onClick={() => setShownId(h.id)}
                  aria-current={h.id === shown?.id ? 'true' : undefined}
                  className="flex min-h-11 w-full items-center justify-between gap-3 rounded-md px-2 text-left text-sm hover:bg-slate-50 aria-[current=true]:bg-brand-50 aria-[current=true]:font-semibold"
                >
                  <span>{clientMessages.scoredAt(formatDateTime(h.createdAt), h.createdBy)}</span>
                  <span className="font-semibold text-slate-900">{m.scoreOutOf(h.score)}</span>
                </button>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </>
  );
}

function ScoringSkeleton() {
  return (
    <Loading>
      <div className="space-y-6">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-96 w-full" />
      </div>
    </Loading>
  );
}
