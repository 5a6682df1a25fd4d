import { type ClientScore, clientMessages, scoringMessages as m } from '@immopilote/contracts';
import { Lightbulb } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatDateTime, formatNumber } from '../../../lib/format';

/** The score out of 100 and every factor with its weight, the facts it used and what would improve it. */
export function ScoreResult({ result }: { result: ClientScore }) {
  return (
    <section aria-labelledby="score-result-title">
      <Card className="space-y-5 p-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="score-result-title" className="text-lg font-semibold text-slate-900">
              {m.resultTitle}
            </h2>
            <p className="text-sm text-slate-600">
              {clientMessages.scoredAt(formatDateTime(result.createdAt), result.createdBy)}
            </p>
          </div>
          <p className="text-4xl font-bold text-brand-800" data-testid="score-value">
            {m.scoreOutOf(result.score)}
          </p>
        </div>
        <ul className="space-y-4">
          {result.factors.map((factor) => (
            <li key={factor.id} className="rounded-lg border border-slate-200 p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold text-slate-900">{factor.label}</h3>
                <p className="text-sm text-slate-700">
                  <span className="mr-2 text-slate-500">{m.weight(factor.weight)}</span>
                  <span className="font-semibold">
                    {factor.points === null
                      ? m.notApplicable
                      : m.points(formatNumber(factor.points, 1), factor.weight)}
                  </span>
                </p>
              </div>
              <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden>
                <div
                  className={cn(
                    'h-full rounded-full',
                    factor.points === null ? 'bg-slate-300' : 'bg-brand-600',
                  )}
                  style={{ width: `${factor.points === null ? 0 : (factor.points / factor.weight) * 100}%` }}
                />
              </div>
              <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                {factor.facts.map((fact) => (
                  <div key={fact.label} className="contents">
                    <dt className="text-slate-600">{fact.label}</dt>
                    <dd className="text-slate-900">{fact.value}</dd>
                  </div>
                ))}
              </dl>
              {factor.advice.length > 0 && (
                <div className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
                  <p className="flex items-center gap-1 font-medium">
                    <Lightbulb className="size-4" aria-hidden />
                    {m.improveTitle}
                  </p>
                  <ul className="mt-1 list-disc space-y-1 pl-5">
                    {factor.advice.map((a) => (
                      <li key={a}>{a}</li>
                    ))}
                  </ul>
                </div>
              )}
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
