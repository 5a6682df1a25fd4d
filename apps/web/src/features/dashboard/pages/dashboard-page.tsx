import { PendingRequestsNotice } from '../../agency';
import { useMe } from '../../auth';
import { AgencyCard } from '../components/agency-card';
import { DashboardHeader } from '../components/dashboard-header';
import { DashboardPropertiesSlot } from '../components/dashboard-properties-slot';

/** The shell has already checked the session, the agency and the subscription. */
export function Component() {
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <div className="space-y-8">
      <DashboardHeader me={me} />
      <PendingRequestsNotice isHead={me.profile.isBoss} />
      {me.agency && <AgencyCard agency={me.agency} isBoss={me.profile.isBoss} />}
      <DashboardPropertiesSlot />
    </div>
  );
}
