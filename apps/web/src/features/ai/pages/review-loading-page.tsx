import { aiMessages } from '@immopilote/contracts';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError } from '../../../lib/api-client';
import { analyseReviews } from '../api/review-analyses';
import type { ReviewErrorState, ReviewSearchState } from '../components/review-flow';

/**
 * /review-loading (spec 001 §2, §4): the analysis, followed while it runs in the jobs room;
 * validation 1 goes to the result, anything else to /review-error; « Annuler » cancels the call on
 * the server (nothing is saved) and goes to the dashboard without a toast.
 */
export function Component() {
  const navigate = useNavigate();
  const state = useLocation().state as ReviewSearchState | null;
  const controller = useRef<AbortController | null>(null);
  const request = state?.request;

  useEffect(() => {
    if (!request?.agencyName || !request.city) {
      navigate('/review-search', { replace: true });
      return;
    }
    const current = new AbortController();
    controller.current = current;
    const fail = (error: ReviewErrorState) => navigate('/review-error', { replace: true, state: error });
    analyseReviews(request, current.signal).then(
      (job) => {
        if (current.signal.aborted || job.status === 'cancelled') return;
        const analysis = job.result;
        if (job.status === 'failed' || !analysis) {
          fail({ request, code: 'technical', message: job.error ?? aiMessages.errorTechnical });
        } else if (analysis.validation === 1 && analysis.id) {
          navigate(`/review-result?analyse=${analysis.id}`, { replace: true, state: { analysis } });
        } else {
          fail({ request, code: analysis.validation === 2 ? 2 : 3, message: analysis.raison });
        }
      },
      (error: unknown) => {
        if (current.signal.aborted) return;
        fail({
          request,
          code: 'technical',
          message: error instanceof ApiRequestError ? error.message : aiMessages.errorTechnical,
        });
      },
    );
    return () => current.abort();
  }, [request, navigate]);

  return (
    <section className="mx-auto max-w-xl">
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <Spinner label={aiMessages.loadingTitle} />
        <div className="space-y-1">
          <h1 className="text-lg font-semibold text-slate-900">{aiMessages.loadingTitle}</h1>
          <p className="text-sm text-slate-600">{aiMessages.loadingHint}</p>
        </div>
        <Button
          variant="secondary"
          onClick={() => {
            controller.current?.abort();
            navigate('/dashboard');
          }}
        >
          {aiMessages.cancel}
        </Button>
      </Card>
    </section>
  );
}
