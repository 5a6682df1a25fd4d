import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { FilePicker } from './file-picker';
import { Loading, Skeleton } from './skeleton';

afterEach(() => vi.useRealTimers());

describe('Loading', () => {
  it('announces the load at once and draws the skeleton only after 150 ms', () => {
    vi.useFakeTimers();
    render(
      <Loading label="Chargement des clients…">
        <Skeleton className="h-4" />
        <p>forme</p>
      </Loading>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des clients…');
    expect(screen.queryByText('forme')).toBeNull();
    act(() => vi.advanceTimersByTime(149));
    expect(screen.queryByText('forme')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('forme')).toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  function renderDialog(onConfirm = vi.fn()) {
    render(
      <ConfirmDialog
        trigger={<Button variant="danger">Supprimer le bien</Button>}
        title="Êtes-vous sûr ?"
        description="Cette action est irréversible."
        cancelLabel="Annuler"
        confirmLabel="Supprimer"
        onConfirm={onConfirm}
      />,
    );
    return onConfirm;
  }

  it('starts on Annuler, does nothing when cancelled, and gives focus back to its trigger', async () => {
    const u = userEvent.setup();
    const onConfirm = renderDialog();
    const trigger = screen.getByRole('button', { name: 'Supprimer le bien' });
    await u.click(trigger);
    const dialog = screen.getByRole('alertdialog', { name: 'Êtes-vous sûr ?' });
    expect(dialog).toHaveAccessibleDescription('Cette action est irréversible.');
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(trigger).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with the destructive button', async () => {
    const u = userEvent.setup();
    const onConfirm = renderDialog();
    await u.click(screen.getByRole('button', { name: 'Supprimer le bien' }));
    await u.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

describe('FilePicker', () => {
  it('labels the input with the zone text and reports each choice, even of the same file twice', async () => {
    const u = userEvent.setup();
    const onFiles = vi.fn();
    render(<FilePicker label="Ajouter des photos" accept="image/*" multiple onFiles={onFiles} />);
    const input = screen.getByLabelText('Ajouter des photos') as HTMLInputElement;
    const photo = new File(['x'], 'salon.jpg', { type: 'image/jpeg' });
    await u.upload(input, photo);
    await u.upload(input, photo);
    expect(onFiles).toHaveBeenCalledTimes(2);
    expect(onFiles).toHaveBeenLastCalledWith([photo]);
    expect(input.value).toBe('');
  });
});
