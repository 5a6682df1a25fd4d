import { formatSurface } from '../format';
import { propertyFactsMessages } from '../messages/property-facts';
import type { PropertyKind } from './constants';

export interface NatureFacts {
  name: string;
  kind: PropertyKind | null;
  rooms: number | null;
  surfaceHabitable: number | null;
}

/**
 * « Appartement, 3 pièces, 68,5 m² »: the nature of a property as the mandate register copies it
 * (loi Hoguet). The listing's own name stands in while its kind is not filled in.
 */
export function propertyNature(facts: NatureFacts): string {
  if (!facts.kind) return facts.name;
  return [
    propertyFactsMessages.kinds[facts.kind],
    facts.rooms !== null ? propertyFactsMessages.cardRooms(facts.rooms) : null,
    facts.surfaceHabitable !== null ? formatSurface(facts.surfaceHabitable) : null,
  ]
    .filter(Boolean)
    .join(', ');
}
