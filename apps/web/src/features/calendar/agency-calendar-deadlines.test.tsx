import { type CalendarEvent, parisToday } from '@immopilote/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render';
import { viewport } from '../../test/viewport';
import { AgencyCalendar } from './components/agency-calendar';
import { eventBounds } from './components/calendar-dates';

afterEach(() => vi.unstubAllGlobals());

const DEAL = '00000000-0000-4000-8000-0000000000d1';
const today = parisToday();

const appointment: CalendarEvent = {
  id: '00000000-0000-4000-8000-000000000001',
  propertyId: '00000000-0000-4000-8000-0000000000a1',
  propertyName: 'T3 Vieux-Port',
  type: 'visit',
  date: today,
  startTime: '10:00',
  durationMinutes: 60,
  description: '',
  clientName: 'Léa Bernard',
  authorId: null,
  authorName: 'Claire Martin',
  dealId: null,
};

const deadline: CalendarEvent = {
  ...appointment,
  id: '00000000-0000-4000-8000-000000000002',
  propertyName: 'Maison Endoume',
  type: 'deadline',
  description: 'Condition suspensive de prêt',
  startTime: null,
  durationMinutes: null,
  clientName: 'Julien Moreau',
  dealId: DEAL,
};

function stubCalendar(items: CalendarEvent[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/calendar/events?'))
        return new Response(JSON.stringify({ items }), { headers: { 'content-type': 'application/json' } });
      throw new Error(`Unexpected request ${url}`);
    }),
  );
}

describe('a file’s deadline in the agenda (issue 32)', () => {
  it('is a day, never a time slot, even if the server sent a time', () => {
    expect(eventBounds({ ...deadline, startTime: '09:00', durationMinutes: 60 }).allDay).toBe(true);
    expect(eventBounds(appointment).allDay).toBe(false);
  });

  it('says « Échéance » in words and opens its file', async () => {
    viewport(360);
    const u = userEvent.setup();
    stubCalendar([appointment, deadline]);
    const { router } = renderRoute(<AgencyCalendar />, { path: '/agenda' });

    const marker = await screen.findByText('Échéance');
    const cell = marker.closest('td');
    expect(cell).toHaveTextContent('Condition suspensive de prêt – Maison Endoume');
    expect(cell).toHaveTextContent('Julien Moreau');
    expect(screen.getAllByText('Échéance')).toHaveLength(1);
    expect(cell).not.toHaveTextContent('Fait');

    await u.click(cell!);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/ventes/${DEAL}`));
  });

  it('marks a deadline whose event was recorded « Fait »', async () => {
    viewport(360);
    stubCalendar([{ ...deadline, type: 'deadline-done' }]);
    renderRoute(<AgencyCalendar />, { path: '/agenda' });
    const marker = await screen.findByText('Échéance');
    expect(marker.closest('td')).toHaveTextContent(
      /^Échéance · FaitCondition suspensive de prêt – Maison Endoume/,
    );
  });

  it('leaves an appointment opening its property’s history, unmarked', async () => {
    viewport(360);
    const u = userEvent.setup();
    stubCalendar([appointment]);
    const { router } = renderRoute(<AgencyCalendar />, { path: '/agenda' });
    const title = await screen.findByText('Visite – T3 Vieux-Port');
    expect(screen.queryByText('Échéance')).toBeNull();
    await u.click(title.closest('td')!);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/property-history/${appointment.propertyId}`),
    );
  });
});
