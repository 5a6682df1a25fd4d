import { type PropertyCard, propertyFactsMessages } from '@immopilote/contracts';
import { formatSurface } from '../../../lib/format';

/** Beside a card's price: « 68,5 m² · 3 pièces », whatever is known. */
export function cardFacts(card: Pick<PropertyCard, 'surface' | 'rooms'>): string {
  return [
    card.surface !== null ? formatSurface(card.surface) : null,
    card.rooms !== null ? propertyFactsMessages.cardRooms(card.rooms) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
