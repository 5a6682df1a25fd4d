import { randomUUID } from 'node:crypto';
import {
  FURNISHED_INVENTORY,
  INSPECTION_DEFAULT_ELEMENTS,
  INSPECTION_DEFAULT_EQUIPMENT,
  type HeatingEnergy,
  type HeatingMode,
  type InspectionContent,
  type InspectionDefaults,
  type InspectionElement,
  type InspectionMeter,
  type InspectionParty,
  type InspectionRoom,
  inspectionMessages,
  type KeyKind,
  type MeterKind,
  type PropertyKind,
  ROOM_KINDS,
  type RoomKind,
} from '@immopilote/contracts';

const m = inspectionMessages;

/** The property's facts a new inspection is laid out from (null: « non renseigné »). */
export interface PropertyLayout {
  kind: PropertyKind | null;
  rooms: number | null;
  furnished: boolean | null;
  heatingMode: HeatingMode | null;
  heatingEnergy: HeatingEnergy | null;
  hasBalcony: boolean;
  hasCellar: boolean;
}

/** The agency's element lists merged over the built-in ones: every kind of room has its list. */
export function defaultsOf(stored: Partial<InspectionDefaults['rooms']> | null): InspectionDefaults {
  return {
    rooms: Object.fromEntries(
      ROOM_KINDS.map((kind) => [kind, [...(stored?.[kind] ?? INSPECTION_DEFAULT_ELEMENTS[kind])]]),
    ) as InspectionDefaults['rooms'],
  };
}

const element = (name: string): InspectionElement => ({
  id: randomUUID(),
  name,
  state: null,
  remarks: '',
  photoIds: [],
});

function room(kind: RoomKind, name: string, defaults: InspectionDefaults): InspectionRoom {
  return { id: randomUUID(), name, kind, elements: defaults.rooms[kind].map(element), remarks: '' };
}

/**
 * The rooms of a dwelling from its facts: an entrance, the living room, the kitchen, `rooms - 1`
 * bedrooms (French « pièces » count the living room, not the kitchen), a bathroom and a WC, then a
 * balcony and a cellar when it has them. A parking space is one garage.
 */
function roomsOf(layout: PropertyLayout, defaults: InspectionDefaults): InspectionRoom[] {
  const name = (kind: RoomKind) => m.roomKinds[kind];
  if (layout.kind === 'parking') return [room('garage', name('garage'), defaults)];
  const bedrooms = Math.max(0, (layout.rooms ?? 1) - 1);
  const bedroomNames =
    bedrooms === 1
      ? [name('chambre')]
      : Array.from({ length: bedrooms }, (_, i) => m.numberedRoom(name('chambre'), i + 1));
  return [
    room('entree', name('entree'), defaults),
    room('sejour', name('sejour'), defaults),
    room('cuisine', name('cuisine'), defaults),
    ...bedroomNames.map((n) => room('chambre', n, defaults)),
    room('salle_de_bain', name('salle_de_bain'), defaults),
    room('wc', name('wc'), defaults),
    ...(layout.hasBalcony ? [room('balcon', name('balcon'), defaults)] : []),
    ...(layout.hasCellar ? [room('cave', name('cave'), defaults)] : []),
  ];
}

/**
 * Electricity and cold water everywhere; gas when the heating runs on it; hot water when the heating
 * is collective (the building's hot water is then metered per dwelling). The agent adds or removes.
 */
function metersOf(layout: PropertyLayout): InspectionMeter[] {
  const kinds: MeterKind[] = [
    'electricity',
    ...(layout.heatingEnergy === 'gaz' ? (['gas'] as const) : []),
    'cold_water',
    ...(layout.heatingMode === 'collectif' ? (['hot_water'] as const) : []),
  ];
  return kinds.map((kind) => ({
    id: randomUUID(),
    kind,
    tariff: kind === 'electricity' ? 'base' : null,
    number: '',
    reading: '',
    readingOffPeak: '',
    remarks: '',
    photoIds: [],
  }));
}

const emptyParty = (): InspectionParty => ({
  clientId: null,
  name: '',
  email: null,
  phone: null,
  address: '',
});

/** A new document: the property's rooms with the agency's elements, its meters, keys and furniture. */
export function newInspectionContent(input: {
  layout: PropertyLayout;
  defaults: InspectionDefaults;
  landlord: InspectionParty | null;
}): InspectionContent {
  const keyKinds: KeyKind[] = [
    'entrance',
    'mailbox',
    ...(input.layout.hasCellar ? (['cellar'] as const) : []),
  ];
  return {
    landlord: input.landlord ?? emptyParty(),
    tenants: [],
    meters: metersOf(input.layout),
    keys: keyKinds.map((kind) => ({ id: randomUUID(), kind, count: 0, use: '', remarks: '' })),
    rooms: roomsOf(input.layout, input.defaults),
    equipment: INSPECTION_DEFAULT_EQUIPMENT.map(element),
    furniture: input.layout.furnished
      ? FURNISHED_INVENTORY.map((name) => ({ ...element(name), count: 1 }))
      : [],
    entryDate: null,
    generalRemarks: '',
  };
}

/**
 * An exit drawn from its entry: the same rooms, lines, meters and keys with the SAME ids (the two
 * are compared line by line) and the states as they were, for the agent to change what changed.
 * The readings are to be taken again; the entry's photos stay the entry's.
 */
export function exitContentFrom(entry: InspectionContent): InspectionContent {
  const copy = structuredClone(entry);
  return {
    ...copy,
    tenants: copy.tenants.map((t) => ({ ...t, newAddress: '' })),
    meters: copy.meters.map((meter) => ({ ...meter, reading: '', readingOffPeak: '', photoIds: [] })),
    rooms: copy.rooms.map((r) => ({ ...r, elements: r.elements.map((e) => ({ ...e, photoIds: [] })) })),
    equipment: copy.equipment.map((e) => ({ ...e, photoIds: [] })),
    furniture: copy.furniture.map((f) => ({ ...f, photoIds: [] })),
    entryDate: null,
    generalRemarks: '',
  };
}

/** Every photo id the document cites, once each. */
export function photoIdsOf(content: InspectionContent): Set<string> {
  return new Set([
    ...content.meters.flatMap((x) => x.photoIds),
    ...content.rooms.flatMap((r) => r.elements.flatMap((e) => e.photoIds)),
    ...content.equipment.flatMap((e) => e.photoIds),
    ...content.furniture.flatMap((f) => f.photoIds),
  ]);
}

/** The clients a document names (landlord and tenants), for the RGPD exports and purges. */
export function clientIdsOf(content: InspectionContent): string[] {
  return [content.landlord, ...content.tenants].flatMap((p) => (p.clientId ? [p.clientId] : []));
}
