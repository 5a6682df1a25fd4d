import { aiMessages } from '@immopilote/contracts';
import { AlertTriangle } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import type { ReviewErrorState, ReviewSearchState } from '../components/review-flow';

function textsFor(error: ReviewErrorState) {
  if (error.code === 2) {
    return {
      title: aiMessages.errorMissingTitle,
      message: error.message || aiMessages.errorMissingDefault,
      action: aiMessages.errorMissingAction,
    };
  }
  if (error.code === 3) {
    return {
      title: aiMessages.errorGenerationTitle,
      message: error.message || aiMessages.errorGeneration,
      action: aiMessages.errorTechnicalAction,
    };
  }
  return {
    title: aiMessages.errorTechnicalTitle,
    message: error.message || aiMessages.errorTechnical,
    action: aiMessages.errorTechnicalAction,
  };
}

/** /review-error: title and message by validation code; back to /review-search keeping what was entered. */
export function Component() {
  const navigate = useNavigate();
  const error = useLocation().state as ReviewErrorState | null;

  useEffect(() => {
    if (!error) navigate('/review-search', { replace: true });
  }, [error, navigate]);
  if (!error) return null;

  const texts = textsFor(error);
  const retry: ReviewSearchState = { request: error.request };
  return (
    <section className="mx-auto max-w-xl space-y-6">
      <PageHeader
        title={aiMessages.reviewSearchTitle}
        back={{ to: '/dashboard', label: aiMessages.backToDashboard }}
      />
      <Card className="space-y-4 p-6" role="alert">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-red-800">
          <AlertTriangle className="size-5" aria-hidden />
          {texts.title}
        </h2>
        <p className="text-slate-700">{texts.message}</p>
        {error.code === 'technical' && error.message !== aiMessages.errorTechnical && (
          <p className="text-sm text-slate-600">{aiMessages.errorTechnical}</p>
        )}
        <Button onClick={() => navigate('/review-search', { state: retry })}>{texts.action}</Button>
      </Card>
    </section>
  );
}
