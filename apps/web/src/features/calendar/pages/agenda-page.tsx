import { calendarMessages, PRODUCT_NAME } from '@immopilote/contracts';
import { PageHeader } from '../../../components/ui/page-header';
import { AgencyCalendar } from '../components/agency-calendar';
import { CalendarFeedCard } from '../components/calendar-feed-card';

/** « Agenda »: the agency calendar for every active member (Mon agence is the head's only). */
export function Component() {
  return (
    <div className="space-y-6">
      <title>{`${calendarMessages.pageTitle} – ${PRODUCT_NAME}`}</title>
      <PageHeader
        title={calendarMessages.pageTitle}
        back={{ to: '/dashboard', label: calendarMessages.backToDashboard }}
      />
      <AgencyCalendar />
      <CalendarFeedCard />
    </div>
  );
}
