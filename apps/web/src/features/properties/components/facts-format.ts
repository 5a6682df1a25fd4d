import { type PropertyCard, propertyFactsMessages } from '@immopilote/contracts';

const surface = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 2 });

/** « 68,5 m² » (no-break space before the unit). */
export const formatSurface = (m2: number) => `${surface.format(m2)}\u00a0m²`;
/** « 4,5 % » from 4.5. */
export const formatPercent = (value: number) => percent.format(value / 100);

/** Beside a card's price: « 68,5 m² · 3 pièces », whatever is known. */
export function cardFacts(card: Pick<PropertyCard, 'surface' | 'rooms'>): string {
  return [
    card.surface !== null ? formatSurface(card.surface) : null,
    card.rooms !== null ? propertyFactsMessages.cardRooms(card.rooms) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
