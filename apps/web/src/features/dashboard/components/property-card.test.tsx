import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PropertyCard } from './property-card';

const card = (over: Record<string, unknown> = {}) => ({
  id: 'p1',
  name: 'Mas provençal avec piscine',
  type: 'Vente',
  status: 'Disponible',
  price: 685000,
  address: '4 chemin des Lavandes',
  city: 'Saint-Rémy-de-Provence',
  zip: '13210',
  thumbnailUrl: null,
  surface: 142.5,
  rooms: 6,
  mandateNumber: null,
  ...over,
});

function renderCard(property: ReturnType<typeof card>) {
  const router = createMemoryRouter([{ path: '/', element: <PropertyCard property={property} eager /> }]);
  return render(<RouterProvider router={router} />);
}

describe('property card', () => {
  it('shows surface and rooms beside the price, and the whole city, free to wrap', () => {
    renderCard(card());
    const link = screen.getByRole('link', { name: /Mas provençal avec piscine/ });
    expect(link).toHaveTextContent(/685\s000\s€/);
    expect(link).toHaveTextContent(/142,5\sm²\s·\s6 pièces/);
    const place = screen.getByText(/Saint-Rémy-de-Provence/);
    expect(place.closest('p')).toHaveTextContent(/^4 chemin des Lavandes, 13210\sSaint-Rémy-de-Provence$/);
    // Nothing on the way to the city clips it with an ellipsis.
    for (let el: HTMLElement | null = place; el && el !== link.parentElement; el = el.parentElement) {
      expect(el.className).not.toMatch(/\btruncate\b|\btext-ellipsis\b|\bline-clamp/);
    }
  });

  it('a rental reads per month; unknown facts are left out rather than shown empty', () => {
    renderCard(
      card({ type: 'Location', price: 1250, surface: null, rooms: 2, city: 'Boulogne-Billancourt' }),
    );
    const link = screen.getByRole('link');
    expect(link).toHaveTextContent(/1\s250\s€\/mois/);
    expect(link).toHaveTextContent('2 pièces');
    expect(link).not.toHaveTextContent('m²');
    expect(screen.getByText(/Boulogne-Billancourt/)).toBeInTheDocument();
  });
});
