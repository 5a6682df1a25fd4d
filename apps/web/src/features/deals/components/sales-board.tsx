import { dealFiguresScreenMessages as sm } from '@immopilote/contracts';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { type DealListFilter, useDeals } from '../api/list-deals';
import { groupByStage } from './sales-groups';
import { SalesStageGroup } from './sales-stage-group';
import { SalesTotals } from './sales-totals';

/** The files of the filter, by stage, under the expected fees per stage. */
export function SalesBoard({ filter }: { filter: DealListFilter }) {
  const deals = useDeals(filter);
  if (deals.isError)
    return (
      <EmptyState
        title={sm.sales.loadFailed}
        description={deals.error.message}
        action={
          <Button variant="secondary" onClick={() => deals.refetch()}>
            {sm.sales.retry}
          </Button>
        }
      />
    );
  if (!deals.data)
    return (
      <Loading>
        <div className="space-y-3">
          <Skeleton className="h-28 w-full rounded-xl" />
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      </Loading>
    );
  if (deals.data.length === 0)
    return filter.scope === 'mine' ? (
      <EmptyState title={sm.sales.emptyMine} description={sm.sales.emptyMineHint} />
    ) : (
      <EmptyState
        title={sm.sales.empty}
        description={sm.sales.emptyHint}
        action={
          <Button asChild variant="secondary">
            <Link to="/dashboard">{sm.sales.browseProperties}</Link>
          </Button>
        }
      />
    );
  const groups = groupByStage(deals.data);
  return (
    <div className="space-y-6" aria-busy={deals.isFetching}>
      <SalesTotals groups={groups} />
      {groups.map((group) => (
        <SalesStageGroup key={group.stage} group={group} />
      ))}
    </div>
  );
}
