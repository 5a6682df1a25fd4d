import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PropertyGallery } from './components/property-gallery';

const photos = [1, 2, 3, 4, 5].map((n) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  thumbnailUrl: `/api/photos/p${n}/thumb`,
  largeUrl: `/api/photos/p${n}/large`,
  width: 1600,
  height: 1200,
}));

const shown = () => within(screen.getByRole('dialog')).getByRole('img');

describe('property gallery and lightbox', () => {
  it('shows the cover large and the others as thumbnails, with French alternative texts', () => {
    render(<PropertyGallery name="Loft des Pentes" photos={photos} />);
    expect(screen.getByRole('img', { name: 'Loft des Pentes, photo 1 sur 5' })).toHaveAttribute(
      'src',
      '/api/photos/p1/large',
    );
    const thumbnails = within(screen.getByRole('list', { name: 'Autres photos' })).getAllByRole('img');
    expect(thumbnails.map((img) => img.getAttribute('src'))).toEqual([
      '/api/photos/p2/thumb',
      '/api/photos/p3/thumb',
      '/api/photos/p4/thumb',
      '/api/photos/p5/thumb',
    ]);
    expect(thumbnails[3]).toHaveAccessibleName('Loft des Pentes, photo 5 sur 5');
  });

  it('opens at the chosen photo; arrows go round, Escape closes and focus returns to the thumbnail', async () => {
    const u = userEvent.setup();
    render(<PropertyGallery name="Loft des Pentes" photos={photos} />);
    const third = screen.getByRole('button', { name: 'Loft des Pentes, photo 3 sur 5' });
    await u.click(third);

    const dialog = screen.getByRole('dialog', { name: 'Photos – Loft des Pentes' });
    expect(shown()).toHaveAttribute('src', '/api/photos/p3/large');
    expect(shown()).toHaveAccessibleName('Loft des Pentes, photo 3 sur 5');
    expect(dialog).toHaveTextContent(/3\s\/\s5/);
    // Focus moved into the dialog (Radix traps it there).
    expect(dialog.contains(document.activeElement)).toBe(true);

    await u.keyboard('{ArrowRight}');
    expect(shown()).toHaveAttribute('src', '/api/photos/p4/large');
    await u.keyboard('{ArrowRight}{ArrowRight}');
    expect(shown()).toHaveAttribute('src', '/api/photos/p1/large');
    await u.keyboard('{ArrowLeft}');
    expect(shown()).toHaveAttribute('src', '/api/photos/p5/large');
    await u.click(screen.getByRole('button', { name: 'Photo précédente' }));
    expect(shown()).toHaveAttribute('src', '/api/photos/p4/large');

    // Tab stays inside the dialog.
    for (let i = 0; i < 5; i += 1) {
      await u.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }

    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Radix gives focus back on the next tick.
    await waitFor(() => expect(third).toHaveFocus());
  });

  it('a swipe to the left shows the next photo, a short move does not', async () => {
    const u = userEvent.setup();
    render(<PropertyGallery name="Loft des Pentes" photos={photos} />);
    await u.click(screen.getByRole('button', { name: 'Loft des Pentes, photo 1 sur 5' }));
    const stage = shown().parentElement as HTMLElement;
    fireEvent.pointerDown(stage, { clientX: 300 });
    fireEvent.pointerUp(stage, { clientX: 280 });
    expect(shown()).toHaveAttribute('src', '/api/photos/p1/large');
    fireEvent.pointerDown(stage, { clientX: 300 });
    fireEvent.pointerUp(stage, { clientX: 150 });
    expect(shown()).toHaveAttribute('src', '/api/photos/p2/large');
    await u.click(screen.getByRole('button', { name: 'Fermer les photos' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
