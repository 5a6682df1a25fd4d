import { marketInsightsMessages } from '@immopilote/contracts';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { PlanGate } from '../../subscription';
import { useCompetition } from '../api/get-competition';
import { CompetitionChart } from '../components/competition-chart';
import { CommunesTable, ListingsTable } from '../components/competition-tables';

const c = marketInsightsMessages.competition;

/** /competitive-analysis, « Analyse concurrentielle » (Premium). */
export function Component() {
  return (
    <section className="space-y-6">
      <PageHeader
        title={c.title}
        back={{ to: '/dashboard', label: marketInsightsMessages.backToDashboard }}
        meta={<p className="max-w-3xl text-slate-700">{c.intro}</p>}
      />
      <PlanGate feature="competitive_analysis">
        <Analysis />
      </PlanGate>
    </section>
  );
}

function Analysis() {
  const competition = useCompetition();
  if (competition.isError) {
    return (
      <p role="alert" className="text-red-700">
        {competition.error.message}
      </p>
    );
  }
  if (!competition.data) {
    return (
      <Loading>
        <Skeleton className="h-72 w-full rounded-xl" />
      </Loading>
    );
  }
  const { groups, listings, excluded } = competition.data;
  return (
    <div className="space-y-6">
      {groups.length === 0 ? (
        <EmptyState
          title={c.empty}
          action={
            <Button asChild variant="secondary">
              <Link to="/add-property">{c.addProperty}</Link>
            </Button>
          }
        />
      ) : (
        <>
          <Card className="p-4 sm:p-6">
            <CompetitionChart groups={groups} />
          </Card>
          <Card className="space-y-3 p-4 sm:p-6">
            <h2 className="text-lg font-semibold text-slate-900">{c.communesTitle}</h2>
            <CommunesTable groups={groups} />
          </Card>
          <Card className="space-y-3 p-4 sm:p-6">
            <h2 className="text-lg font-semibold text-slate-900">{c.listingsTitle}</h2>
            <ListingsTable listings={listings} />
          </Card>
        </>
      )}
      {excluded.length > 0 && (
        <Card className="space-y-2 p-4 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">{c.excludedTitle}</h2>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {excluded.map((e) => (
              <li key={e.id}>
                <Link to={`/edit-property/${e.id}`} className="font-medium text-brand-700 hover:underline">
                  {e.name}
                </Link>
                {` : ${c.excluded[e.reason]}`}
              </li>
            ))}
          </ul>
        </Card>
      )}
      <p className="text-xs text-slate-600">{marketInsightsMessages.source}</p>
    </div>
  );
}
