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

/** Every line with a state: the rooms' elements, the equipment, the furniture (as the PDF compares them). */
const statedLines = (content: InspectionContent) => [
  ...content.rooms.flatMap((room) => room.elements),
  ...content.equipment,
  ...content.furniture,
];

/** The entry's state of every stated line, by id. */
export function entryStates(entry: InspectionContent): Map<string, ElementState | null> {
  return new Map(statedLines(entry).map((line) => [line.id, line.state]));
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

/** How many lines changed state since the entry (the server's `changes` counts the same). */
export function countChanges(entry: InspectionContent, exit: InspectionContent): number {
  const states = entryStates(entry);
  return statedLines(exit).filter((element) => compareElement(states, element).kind === 'changed').length;
}
