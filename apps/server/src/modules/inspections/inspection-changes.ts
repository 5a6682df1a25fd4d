import {
  type ElementState,
  type InspectionChange,
  type InspectionContent,
  inspectionMessages,
} from '@immopilote/contracts';

interface StatedItem {
  id: string;
  name: string;
  state: ElementState | null;
}

/** Every stated line of a document with where it sits (« Séjour », « Équipements », « Mobilier »). */
function statedItems(content: InspectionContent): { place: string; item: StatedItem }[] {
  return [
    ...content.rooms.flatMap((room) => room.elements.map((item) => ({ place: room.name, item }))),
    ...content.equipment.map((item) => ({ place: inspectionMessages.places.equipment, item })),
    ...content.furniture.map((item) => ({ place: inspectionMessages.places.furniture, item })),
  ];
}

/**
 * The lines of an exit whose state differs from the entry's line of the same id (the exit is drawn
 * from the entry keeping every id, décret 2016-382: « les modifications depuis l'entrée »). A line
 * added at exit has no entry to differ from: it is not a change. Without an entry in ImmoPilote,
 * there is nothing to compare.
 */
export function inspectionChanges(
  entry: InspectionContent | null,
  exit: InspectionContent,
): InspectionChange[] {
  if (!entry) return [];
  const entryStates = new Map(statedItems(entry).map(({ item }) => [item.id, item.state]));
  const changes: InspectionChange[] = [];
  for (const { place, item } of statedItems(exit)) {
    if (!entryStates.has(item.id)) continue;
    const entryState = entryStates.get(item.id) ?? null;
    if (entryState === item.state) continue;
    changes.push({ elementId: item.id, place, name: item.name, entryState, exitState: item.state });
  }
  return changes;
}
