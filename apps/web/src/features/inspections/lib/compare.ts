import type { ElementState, InspectionContent, InspectionElement } from '@immopilote/contracts';

/**
 * How an exit's element reads against the entry (décret 2016-382: entry and exit easy to compare).
 * Elements are matched by id: an exit is drawn from its entry with the same ids.
 */
export type EntryComparison =
  | { kind: 'same'; entryState: ElementState | null }
  | { kind: 'changed'; entryState: ElementState | null; exitState: ElementState | null }
  /** Added at exit (not in the entry). */
  | { kind: 'new' };

/** The entry's state of every element (rooms and equipment), by id. */
export function entryStates(entry: InspectionContent): Map<string, ElementState | null> {
  const states = new Map<string, ElementState | null>();
  for (const room of entry.rooms) for (const element of room.elements) states.set(element.id, element.state);
  for (const element of entry.equipment) states.set(element.id, element.state);
  return states;
}

export function compareElement(
  states: Map<string, ElementState | null>,
  element: Pick<InspectionElement, 'id' | 'state'>,
): EntryComparison {
  if (!states.has(element.id)) return { kind: 'new' };
  const entryState = states.get(element.id) ?? null;
  return entryState === element.state
    ? { kind: 'same', entryState }
    : { kind: 'changed', entryState, exitState: element.state };
}

/** How many elements changed state since the entry. */
export function countChanges(entry: InspectionContent, exit: InspectionContent): number {
  const states = entryStates(entry);
  const elements = [...exit.rooms.flatMap((room) => room.elements), ...exit.equipment];
  return elements.filter((element) => compareElement(states, element).kind === 'changed').length;
}
