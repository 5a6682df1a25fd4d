import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { byLabel, renderRoute } from '../../test/render';
import { DateField, TimeField } from './date-field';
import { Field } from './field';

// Typed key by key, with the first render of the date picker: over the default 5 s on a busy runner.
vi.setConfig({ testTimeout: 15_000 });

function Harness({
  onValues,
  date = '',
}: {
  onValues(v: { date: string; time: string }): void;
  date?: string;
}) {
  const form = useForm({ defaultValues: { date, time: '' } });
  return (
    <form onSubmit={form.handleSubmit(onValues)}>
      <Field label="Date">
        <DateField control={form.control} name="date" />
      </Field>
      <Field label="Heure">
        <TimeField control={form.control} name="time" />
      </Field>
      <button type="submit">Valider</button>
      <button type="button" onClick={() => form.reset({ date: '2027-01-05', time: '08:15' })}>
        Remettre
      </button>
    </form>
  );
}

describe('date and time fields', () => {
  it('shows the stored day as jj/mm/aaaa and gives the form YYYY-MM-DD and HH:MM from French typing', async () => {
    const u = userEvent.setup();
    const onValues = vi.fn();
    renderRoute(<Harness onValues={onValues} date="2026-03-12" />);
    expect(byLabel('Date')).toHaveValue('12/03/2026');
    expect(byLabel('Date')).toHaveAttribute('placeholder', 'jj/mm/aaaa');
    expect(byLabel('Heure')).toHaveAttribute('placeholder', 'hh:mm');
    await u.clear(byLabel('Date'));
    await u.type(byLabel('Date'), '1/4/2026');
    await u.type(byLabel('Heure'), '9h30');
    await u.tab();
    // Loosely typed, shown back in full once left.
    expect(byLabel('Date')).toHaveValue('01/04/2026');
    expect(byLabel('Heure')).toHaveValue('09:30');
    await u.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(onValues).toHaveBeenCalled());
    expect(onValues.mock.calls[0]![0]).toEqual({ date: '2026-04-01', time: '09:30' });
  });

  it('keeps a text that is no day as typed, for the schema to refuse, and follows a reset', async () => {
    const u = userEvent.setup();
    const onValues = vi.fn();
    renderRoute(<Harness onValues={onValues} />);
    await u.type(byLabel('Date'), '31/02/2026');
    await u.tab();
    expect(byLabel('Date')).toHaveValue('31/02/2026');
    await u.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(onValues).toHaveBeenCalled());
    expect(onValues.mock.calls[0]![0].date).toBe('31/02/2026');
    await u.click(screen.getByRole('button', { name: 'Remettre' }));
    expect(byLabel('Date')).toHaveValue('05/01/2027');
    expect(byLabel('Heure')).toHaveValue('08:15');
  });

  it('opens a French calendar from the keyboard, moves by day with the arrows and picks with Enter', async () => {
    const u = userEvent.setup();
    const onValues = vi.fn();
    renderRoute(<Harness onValues={onValues} date="2026-03-12" />);
    await u.click(byLabel('Date'));
    await u.tab();
    expect(screen.getByRole('button', { name: 'Choisir la date dans le calendrier' })).toHaveFocus();
    await u.keyboard('{Enter}');
    const calendar = await screen.findByRole('dialog', { name: 'Calendrier' });
    expect(calendar).toHaveTextContent('lu');
    expect(screen.getByRole('grid', { name: 'mars 2026' })).toBeInTheDocument();
    // The selected day has the focus; the right arrow goes to the next day.
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/12 mars 2026/));
    await u.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(byLabel('Date')).toHaveValue('13/03/2026');
    expect(byLabel('Date')).toHaveFocus();
  });
});
