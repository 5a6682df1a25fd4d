import { dashboardMessages as m, holdsPermission, shellMessages } from '@immopilote/contracts';
import { SquarePlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useMe } from '../../auth';
import { DashboardPropertiesSlot } from '../components/dashboard-properties-slot';
import { KeyFigures } from '../components/key-figures';
import { TodayAgenda } from '../components/today-agenda';
import { VisitsChart } from '../components/visits-chart';

/**
 * The working page (issue 16): figures, then the listings; today's agenda and the visits chart sit
 * beside them on a desktop and after them on a phone, so the first listing is above the fold.
 * The shell has already checked the session, the agency and the subscription.
 */
export function Component() {
  const { data: me } = useMe();
  if (!me) return null;
  const mayAdd = holdsPermission(me.profile, 'add_property');
  return (
    <div className="space-y-5">
      <PageHeader
        title={m.title}
        actions={
          mayAdd && (
            <Button asChild className="max-sm:hidden">
              <Link to="/add-property">
                <SquarePlus className="size-4" aria-hidden />
                {shellMessages.addProperty}
              </Link>
            </Button>
          )
        }
      />
      <KeyFigures />
      <div className="flex flex-col gap-6 xl:grid xl:grid-cols-[minmax(0,1fr)_20rem] xl:items-start">
        <DashboardPropertiesSlot />
        <aside className="grid gap-4 sm:grid-cols-2 xl:grid-cols-1">
          <TodayAgenda />
          <VisitsChart />
        </aside>
      </div>
    </div>
  );
}
