import { marketMessages, propertyMessages, type Valuation, valuationDefinition } from '@immopilote/contracts';
import { Calculator } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { formatLongDate } from '../../../lib/format';
import { ComparablesNote } from '../../market-insights';
import { useProperty } from '../../properties';
import { PlanGate } from '../../subscription';
import { useLatestValuation } from '../api/valuation';
import { ComparablesChart } from '../components/comparables-chart';
import { ComparablesList } from '../components/comparables-list';
import { ValuationFigures } from '../components/valuation-figures';

const m = marketMessages.valuation;

function criteriaLines(v: Valuation): string[] {
  if (!v.criteria) return v.engine === 'webhook' ? [m.webhookEngine] : [];
  return v.criteria.located === 'street' ? [m.locatedStreet] : [];
}

/**
 * The explanation of a price evaluation (issue 14): the figures, the comparables drawn (€/m² by
 * date, the property's price marked) and listed, the criteria and the data's source.
 */
export function Component() {
  const { propertyId = '' } = useParams();
  const navigate = useNavigate();
  const property = useProperty(propertyId);
  const latest = useLatestValuation(propertyId);
  const back = { to: `/property-detail/${propertyId}`, label: m.back };

  const evaluate = () =>
    navigate('/webhook-loading', {
      state: {
        type: 'evaluateProperty',
        entityId: propertyId,
        title: propertyMessages.evaluateTitle,
        description: propertyMessages.evaluateDescription,
        fallback: `/property-valuation/${propertyId}`,
      },
    });

  const header = (
    <PageHeader
      title={m.pageTitle}
      back={back}
      meta={property.data && <p className="text-slate-700">{property.data.name}</p>}
      actions={
        <Button onClick={evaluate}>
          <Calculator className="size-4" aria-hidden />
          {m.evaluateAgain}
        </Button>
      }
    />
  );

  if (latest.isError) {
    return (
      <article className="space-y-6">
        <PageHeader title={m.pageTitle} back={back} />
        <PlanGate feature="price_evaluation">
          <EmptyState title={m.loadFailed} description={(latest.error as Error).message} />
        </PlanGate>
      </article>
    );
  }
  if (!latest.data) {
    return (
      <Loading>
        <div className="space-y-6">
          <Skeleton className="h-8 w-1/2" />
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-24 rounded-xl" />
            ))}
          </div>
          <Skeleton className="h-72 rounded-xl" />
        </div>
      </Loading>
    );
  }
  const v = latest.data.valuation;
  const definition = v ? valuationDefinition(v) : null;
  return (
    <article className="space-y-6">
      {header}
      {!v ? (
        <EmptyState
          title={m.notFound}
          action={<Button onClick={evaluate}>{propertyMessages.evaluatePrice}</Button>}
        />
      ) : (
        <>
          <p className="text-sm text-slate-600">{formatLongDate(v.createdAt)}</p>
          {definition && (
            <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
              <ComparablesNote definition={definition} />
              <Button asChild variant="secondary" className="shrink-0">
                <Link to={`/web-search?property=${propertyId}`}>{marketMessages.comparables.openMarket}</Link>
              </Button>
            </Card>
          )}
          {v.outcome === 'not_enough' ? (
            <EmptyState
              title={m.notEnough}
              description={m.notEnoughDetail(v.comparableCount, v.minComparables)}
            />
          ) : (
            <ValuationFigures valuation={v} />
          )}
          {v.message && <p className="text-slate-800">{v.message}</p>}
          {v.sales.length > 0 && (
            <Card className="space-y-6 p-4 sm:p-6">
              <ComparablesChart valuation={v} />
              <ComparablesList sales={v.sales} total={v.comparableCount} />
            </Card>
          )}
          <div className="space-y-1 text-sm text-slate-600">
            {criteriaLines(v).map((line) => (
              <p key={line}>{line}</p>
            ))}
            <p>{m.source}</p>
          </div>
        </>
      )}
    </article>
  );
}
