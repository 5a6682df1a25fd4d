import { aiMessages, type ReviewAnalysis } from '@immopilote/contracts';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { formatDateTime, formatNumber, formatPercent } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useReviewAnalysis } from '../api/review-analyses';
import { SentimentChart } from '../components/sentiment-chart';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

function Text({ children, label }: { children: string; label: string }) {
  return (
    // Scrollable, so focusable: a keyboard can scroll it too (axe scrollable-region-focusable).
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the keyboard focus (WCAG 2.1.1)
      tabIndex={0}
      aria-label={label}
      className="focus-visible:outline-2 focus-visible:outline-brand-600 max-h-96 overflow-y-auto rounded-lg border border-slate-200 p-4 text-sm leading-relaxed whitespace-pre-line text-slate-800"
    >
      {children}
    </section>
  );
}

/** /review-result: the saved analysis (?analyse=id, so it can be reopened and shared in the agency). */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('analyse');
  const fromLoading = (useLocation().state as { analysis?: ReviewAnalysis } | null)?.analysis;
  const query = useReviewAnalysis(id);
  const analysis = query.data ?? (fromLoading?.id === id ? fromLoading : undefined);

  useEffect(() => {
    if (!id || query.isError) {
      toast.error(aiMessages.missingDataTitle, query.isError ? query.error.message : undefined);
      navigate('/review-search', { replace: true });
    }
  }, [id, query.isError, query.error, navigate]);

  if (!analysis) {
    return (
      <section className="mx-auto max-w-4xl">
        <Loading>
          <div className="space-y-4">
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-64 w-full" />
          </div>
        </Loading>
      </section>
    );
  }
  const { stats } = analysis;
  const share = (n: number) => formatPercent(stats.count ? Math.round((100 * n) / stats.count) : 0);
  return (
    <section className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        title={`${aiMessages.resultTitle} – ${analysis.agencyName}`}
        back={{ to: '/dashboard', label: aiMessages.backToDashboard }}
        meta={
          <p className="text-sm text-slate-600">
            {analysis.city} · {formatDateTime(analysis.createdAt)} · {aiMessages.sourceLabel[analysis.source]}
          </p>
        }
        actions={
          <Button variant="secondary" asChild>
            <Link to="/review-search">{aiMessages.newAnalysis}</Link>
          </Button>
        }
      />
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label={aiMessages.reviewsFigure} value={String(stats.count)} />
        <Figure
          label={aiMessages.averageRatingFigure}
          value={stats.averageRating === null ? '–' : `${formatNumber(stats.averageRating)}/5`}
        />
        <Figure label={aiMessages.positiveShare} value={share(stats.positive)} />
        <Figure label={aiMessages.negativeShare} value={share(stats.negative)} />
      </dl>
      <Card className="p-4 sm:p-6">
        <Tabs defaultValue="avis">
          <TabsList>
            <TabsTrigger value="avis">{aiMessages.tabReview}</TabsTrigger>
            <TabsTrigger value="positifs">{aiMessages.tabPositive}</TabsTrigger>
            <TabsTrigger value="negatifs">{aiMessages.tabNegative}</TabsTrigger>
          </TabsList>
          <TabsContent value="avis" className="mt-4">
            <Text label={aiMessages.tabReview}>{analysis.review}</Text>
          </TabsContent>
          <TabsContent value="positifs" className="mt-4">
            <Text label={aiMessages.tabPositive}>{analysis.positif}</Text>
          </TabsContent>
          <TabsContent value="negatifs" className="mt-4">
            <Text label={aiMessages.tabNegative}>{analysis.negatif}</Text>
          </TabsContent>
        </Tabs>
        <p className="mt-3 text-xs text-slate-500">
          {aiMessages.engineUsed(aiMessages.providerBy[analysis.engine])}
        </p>
      </Card>
      {stats.months.length > 0 && (
        <Card className="p-4 sm:p-6">
          <SentimentChart months={stats.months} />
        </Card>
      )}
      {stats.themes.length > 0 && (
        <Card className="space-y-3 p-4 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">{aiMessages.themesTitle}</h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {stats.themes.map((theme) => (
              <li key={theme.theme} className="rounded-lg border border-slate-200 p-3">
                <p className="font-medium text-slate-900">{theme.label}</p>
                <p className="text-sm text-slate-600">
                  {aiMessages.mentions(theme.mentions)} :{' '}
                  {aiMessages.themeCounts(theme.positive, theme.negative)}
                </p>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
