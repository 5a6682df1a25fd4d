import { INSPECTION_DEFAULT_ELEMENTS, type InspectionContent } from '@immopilote/contracts';
import { describe, expect, it } from 'vitest';
import { inspectionChanges } from './inspection-changes';
import { defaultsOf, exitContentFrom, newInspectionContent } from './inspection-content';

/** A furnished two-room flat's entry with every line in « bon état ». */
function entry(): InspectionContent {
  const content = newInspectionContent({
    layout: {
      kind: 'appartement',
      rooms: 2,
      furnished: true,
      heatingMode: null,
      heatingEnergy: null,
      hasBalcony: false,
      hasCellar: false,
    },
    defaults: defaultsOf(null),
    landlord: null,
  });
  for (const room of content.rooms) for (const element of room.elements) element.state = 'bon';
  for (const line of [...content.equipment, ...content.furniture]) line.state = 'bon';
  return content;
}

describe('inspectionChanges', () => {
  it('finds nothing in an exit just drawn from its entry', () => {
    const before = entry();
    expect(inspectionChanges(before, exitContentFrom(before))).toEqual([]);
  });

  it('names each line whose state moved, with its room, in the exit’s order', () => {
    const before = entry();
    const exit = exitContentFrom(before);
    const bedroom = exit.rooms.find((r) => r.kind === 'chambre')!;
    bedroom.elements[1]!.state = 'mauvais';
    exit.equipment[0]!.state = 'hors_service';
    exit.furniture[2]!.state = null;
    expect(inspectionChanges(before, exit)).toEqual([
      {
        elementId: bedroom.elements[1]!.id,
        place: 'Chambre',
        name: INSPECTION_DEFAULT_ELEMENTS.chambre[1],
        entryState: 'bon',
        exitState: 'mauvais',
      },
      {
        elementId: exit.equipment[0]!.id,
        place: 'Chauffage et eau chaude',
        name: 'Chaudière',
        entryState: 'bon',
        exitState: 'hors_service',
      },
      {
        elementId: exit.furniture[2]!.id,
        place: 'Mobilier',
        name: 'Plaques de cuisson',
        entryState: 'bon',
        exitState: null,
      },
    ]);
  });

  it('compares by id: a renamed or moved line is the same line, a line added at exit is no change', () => {
    const before = entry();
    const exit = exitContentFrom(before);
    const [first, second] = exit.rooms;
    const moved = first!.elements.shift()!;
    moved.name = 'Parquet';
    second!.elements.push(moved);
    second!.elements.push({
      id: crypto.randomUUID(),
      name: 'Rideaux',
      state: 'mauvais',
      remarks: '',
      photoIds: [],
    });
    expect(inspectionChanges(before, exit)).toEqual([]);
    moved.state = 'usage';
    expect(inspectionChanges(before, exit)).toEqual([
      { elementId: moved.id, place: second!.name, name: 'Parquet', entryState: 'bon', exitState: 'usage' },
    ]);
  });

  it('has nothing to compare without an entry', () => {
    expect(inspectionChanges(null, entry())).toEqual([]);
  });
});

describe('exitContentFrom', () => {
  it('keeps every id and state, empties the readings and the photos, and leaves the entry untouched', () => {
    const before = entry();
    before.meters[0]!.reading = '1234';
    before.meters[0]!.photoIds = [crypto.randomUUID()];
    before.rooms[0]!.elements[0]!.photoIds = [crypto.randomUUID()];
    const exit = exitContentFrom(before);
    expect(exit.meters.map((m) => [m.id, m.reading, m.photoIds])).toEqual(
      before.meters.map((m) => [m.id, '', []]),
    );
    expect(exit.rooms[0]!.elements[0]).toMatchObject({
      id: before.rooms[0]!.elements[0]!.id,
      state: 'bon',
      photoIds: [],
    });
    expect(before.meters[0]!.reading).toBe('1234');
    expect(before.rooms[0]!.elements[0]!.photoIds).toHaveLength(1);
  });
});
