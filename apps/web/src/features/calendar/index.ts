/** What the rest of the app may use from the calendar: the calendar and the iCal link card (Mon agence › Calendrier). */
export { AgencyCalendar } from './components/agency-calendar';
export { CalendarFeedCard } from './components/calendar-feed-card';
export { useCalendarEvents } from './api/get-calendar-events';
