import { useMe } from '../../auth';
import { OverdueLeadsFlag } from '../../leads';
import { AgencyStrip, DashboardHeader } from '../components/dashboard-header';
import { DashboardPropertiesSlot } from '../components/dashboard-properties-slot';
import { DealFiguresCard } from '../components/deal-figures-card';
import { KeyFigures } from '../components/key-figures';
import { OverdueDeadlinesFlag } from '../components/overdue-deadlines-flag';
import { Shortcuts } from '../components/shortcuts';
import { TodayAgenda } from '../components/today-agenda';
import { UnpaidRentsCard } from '../components/unpaid-rents-card';
import { VisitsChart } from '../components/visits-chart';

/**
 * The working page (spec 000 §2 « Dashboard », issues 16 and 27): the member's line, the agency
 * strip, the shortcuts and the figures, each kept to one slim row so that the listings start above
 * the fold; today's agenda and the visits chart sit beside the listings on a wide screen and after
 * them on a phone. The shell has already checked the session, the agency and the subscription.
 */
export function Component() {
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <div className="space-y-2.5 sm:space-y-4">
      <DashboardHeader me={me} />
      <AgencyStrip me={me} />
      <Shortcuts profile={me.profile} />
      <OverdueLeadsFlag />
      <OverdueDeadlinesFlag />
      <KeyFigures />
      <div className="flex flex-col gap-6 xl:grid xl:grid-cols-[minmax(0,1fr)_16rem] xl:items-start">
        <DashboardPropertiesSlot />
        <aside className="grid min-w-0 grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-1">
          <DealFiguresCard />
          <UnpaidRentsCard profile={me.profile} />
          <TodayAgenda />
          <VisitsChart />
        </aside>
      </div>
    </div>
  );
}
