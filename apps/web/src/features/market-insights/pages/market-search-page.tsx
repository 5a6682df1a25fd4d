import {
  type MarketSearchQuery,
  type MarketSearchResult,
  marketInsightsMessages,
} from '@immopilote/contracts';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { ApiRequestError } from '../../../lib/api-client';
import { usePropertyMarket } from '../api/get-property-market';
import { useMarketSearch } from '../api/search-market';
import { ComparablesNote } from '../components/comparables-note';
import { MarketSummary } from '../components/market-summary';
import { EMPTY_SEARCH, MarketSearchForm, toQuery } from '../components/market-search-form';
import { SalesChart } from '../components/sales-chart';
import { SalesTable } from '../components/sales-table';

const m = marketInsightsMessages.search;

/**
 * /web-search, « Prix du marché »: the spec's placeholder promised scraping the portals, which
 * breaks their terms (docs/decisions/market.md); this searches the public sales (DVF) instead. The
 * criteria live in the address, so a search can be shared and the back button returns to it.
 * `?property=<id>` shows one property's market from its evaluation's comparables (issue 27 §5).
 */
export function Component() {
  const [params] = useSearchParams();
  const propertyId = params.get('property');
  return (
    <section className="space-y-6">
      <PageHeader
        title={m.title}
        back={
          propertyId
            ? { to: `/property-detail/${propertyId}`, label: marketInsightsMessages.backToProperty }
            : { to: '/dashboard', label: marketInsightsMessages.backToDashboard }
        }
        meta={<p className="max-w-3xl text-slate-700">{m.intro}</p>}
      />
      {propertyId ? <PropertyMarket propertyId={propertyId} /> : <CriteriaSearch />}
    </section>
  );
}

function CriteriaSearch() {
  const [params, setParams] = useSearchParams();
  const values: MarketSearchQuery = Object.fromEntries(
    Object.entries(EMPTY_SEARCH).map(([key, fallback]) => [key, params.get(key) ?? fallback]),
  ) as unknown as MarketSearchQuery;
  const submitted = params.get('commune') ? toQuery(values) : null;
  const search = useMarketSearch(submitted);
  const result = search.data;
  const refused = search.error instanceof ApiRequestError && Object.keys(search.error.fieldErrors).length > 0;
  return (
    <>
      <Card className="p-4 sm:p-6">
        <MarketSearchForm
          // A new search from the address (back button) starts the form again from it.
          key={params.toString()}
          initial={values}
          serverError={search.error}
          pending={search.isFetching}
          onSearch={(next) => setParams(toQuery(next) as unknown as Record<string, string>)}
        />
      </Card>
      {!submitted && <EmptyState title={m.empty} />}
      {submitted && search.isPending && <ResultSkeleton />}
      {search.isError && !refused && (
        <p role="alert" className="text-red-700">
          {search.error.message}
        </p>
      )}
      {submitted && result && !search.isError && <MarketResult result={result} />}
    </>
  );
}

function PropertyMarket({ propertyId }: { propertyId: string }) {
  const market = usePropertyMarket(propertyId);
  if (market.isError) {
    return (
      <EmptyState
        title={m.propertyFailed}
        description={market.error.message}
        action={
          <Button asChild variant="secondary">
            <Link to="/web-search">{m.newSearch}</Link>
          </Button>
        }
      />
    );
  }
  if (!market.data) return <ResultSkeleton />;
  return (
    <>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div className="min-w-0 space-y-1">
          <h2 className="text-lg font-semibold break-words text-slate-900">
            {m.propertyTitle(market.data.propertyName)}
          </h2>
          <p className="text-sm text-slate-600">{m.propertyIntro}</p>
        </div>
        <Button asChild variant="secondary" className="shrink-0">
          <Link to="/web-search">{m.newSearch}</Link>
        </Button>
      </Card>
      <MarketResult result={market.data.result} />
    </>
  );
}

function MarketResult({ result }: { result: MarketSearchResult }) {
  return (
    <div className="space-y-6" aria-live="polite">
      <div className="space-y-1 text-sm text-slate-700">
        <p className="font-medium text-slate-900">{result.communes.join(' · ')}</p>
        {result.located && <p>{m.located[result.located]}</p>}
        {result.since && result.until && <p>{m.period(result.since, result.until)}</p>}
      </div>
      {result.definition && (
        <Card className="p-4">
          <ComparablesNote definition={result.definition} />
        </Card>
      )}
      {result.total === 0 ? (
        <EmptyState title={m.noSales} />
      ) : (
        <>
          {result.figures && <MarketSummary figures={result.figures} />}
          <Card className="p-4 sm:p-6">
            <SalesChart result={result} />
          </Card>
          <Card className="space-y-3 p-4 sm:p-6">
            <h2 className="text-lg font-semibold text-slate-900">{m.tableTitle}</h2>
            {result.total > result.sales.length && (
              <p className="text-sm text-slate-600">{m.capped(result.sales.length, result.total)}</p>
            )}
            <SalesTable sales={result.sales} withDistance={result.radiusM !== null} />
          </Card>
        </>
      )}
      <p className="text-xs text-slate-600">{marketInsightsMessages.source}</p>
    </div>
  );
}

function ResultSkeleton() {
  return (
    <Loading>
      <div className="space-y-6">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
          <Skeleton className="col-span-2 h-20 lg:col-span-1" />
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
          <Skeleton className="hidden h-20 lg:block" />
          <Skeleton className="hidden h-20 lg:block" />
        </div>
        <Skeleton className="h-72 w-full rounded-xl" />
      </div>
    </Loading>
  );
}
