import { type DealSummary, dealFiguresScreenMessages as sm, dealMessages } from '@immopilote/contracts';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import { formatEuros } from '../../../lib/format';
import { isEnded, type StageGroup } from './sales-groups';
import { SalesNextDeadline } from './sales-next-deadline';

const COLUMNS: readonly DataColumn<DealSummary>[] = [
  {
    header: sm.sales.columns.property,
    rowHeader: true,
    card: 'title',
    cell: (deal) => (
      <Link
        to={`/ventes/${deal.id}`}
        className="rounded-sm text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {deal.propertyName}
      </Link>
    ),
  },
  { header: sm.sales.columns.party, cell: (deal) => deal.party.name },
  {
    header: sm.sales.columns.fee,
    numeric: true,
    width: 'w-36',
    cell: (deal) => formatEuros(deal.expectedFee),
  },
  {
    header: sm.sales.columns.nextDeadline,
    width: 'w-64',
    cell: (deal) => <SalesNextDeadline deadline={deal.nextDeadline} />,
  },
  {
    header: sm.sales.columns.member,
    width: 'w-40',
    cell: (deal) => deal.assignedTo?.name ?? <span className="text-slate-600">{sm.sales.noMember}</span>,
  },
];

/** One stage: its name, how many files and what they should bring, then the files. */
export function SalesStageGroup({ group }: { group: StageGroup }) {
  const stage = dealMessages.stages[group.stage];
  const headingId = `stage-${group.stage}`;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2
        id={headingId}
        className="flex flex-wrap items-baseline gap-x-3 text-base font-semibold text-slate-900"
      >
        {stage}
        <span className="text-sm font-normal text-slate-600 tabular-nums">
          {sm.sales.stageSummary(group.deals.length, formatEuros(group.totalFee))}
        </span>
      </h2>
      <DataTable
        caption={sm.sales.caption(stage)}
        columns={COLUMNS}
        rows={group.deals}
        rowKey={(deal) => deal.id}
        muted={(deal) => isEnded(deal.stage)}
        framed
      />
    </section>
  );
}
